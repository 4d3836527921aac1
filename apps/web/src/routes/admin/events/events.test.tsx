import type { Event, UpsertEventBody } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoEvent, eventStatus, logInAs, renderApp, sentRequests, stubFetch, user, type Routes } from '~/testing';
import { pasteInto } from './-testing';

const current = demoEvent();
const old = demoEvent({ id: 5, name: 'Old League', is_current: false, is_public: false, teams: [] });
const locked = demoEvent({ id: 6, name: 'Frozen League', is_current: false, is_locked: true, teams: [] });

function api(overrides: Routes = {}): Routes {
  return {
    'GET /api/users/self': { body: user({ permissions: ['admin'] }) },
    'GET /api/events/current': { body: current },
    'GET /api/events/current/status': { body: eventStatus() },
    'GET /api/events': { body: [old, locked, current] },
    ...overrides,
  };
}

const row = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr') as HTMLTableRowElement;

async function openEvents(routes: Routes) {
  logInAs(1, ['admin']);
  const fetchMock = stubFetch(routes);
  renderApp('/admin/events');
  expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
  await screen.findByRole('rowheader', { name: /^Old League/ });
  return { fetchMock, ui: userEvent.setup() };
}

/** Asks to make the named event current, and returns the dialog that asks back. */
async function askMakeCurrent(ui: UserEvent, name: string) {
  await ui.click(within(row(name)).getByRole('button', { name: `Make ${name} current` }));
  return screen.getByRole('dialog', { name: `Make ${name} the current event?` });
}

const sentPuts = (fetchMock: ReturnType<typeof stubFetch>) =>
  sentRequests(fetchMock, '/api/events').filter((request) => request.method === 'PUT');

describe('/admin/events', () => {
  it('lists every event with its state, team count and the pages of each event', async () => {
    await openEvents(api());
    expect(screen.getByText('3 events, oldest first.')).toBeInTheDocument();
    const sprint = row('Sandbox Sprint \\(PL7777\\)');
    expect(within(sprint).getByRole('list', { name: 'State of Sandbox Sprint (PL7777)' })).toHaveTextContent(
      'CurrentPublic',
    );
    expect(within(row('Old League')).getByRole('list', { name: 'State of Old League' })).toHaveTextContent('Private');
    expect(within(row('Frozen League')).getByRole('list', { name: 'State of Frozen League' })).toHaveTextContent(
      'PublicLocked',
    );
    expect(sprint.cells[4]).toHaveTextContent('2');
    expect(within(sprint).getByRole('link', { name: 'Teams of Sandbox Sprint (PL7777)' })).toHaveAttribute(
      'href',
      '/admin/events/7/teams',
    );
    expect(within(sprint).getByRole('link', { name: 'Scoring presets of Sandbox Sprint (PL7777)' })).toHaveAttribute(
      'href',
      '/admin/events/7/scoring-presets',
    );
    expect(within(sprint).getByRole('link', { name: 'Objectives of Sandbox Sprint (PL7777)' })).toHaveAttribute(
      'href',
      '/admin/events/7/categories',
    );
    // The current event cannot be made current again; a locked one cannot be deleted, and says why.
    expect(within(sprint).queryByRole('button', { name: /current/ })).not.toBeInTheDocument();
    const deleteFrozen = within(row('Frozen League')).getByRole('button', { name: 'Delete Frozen League' });
    expect(deleteFrozen).toBeDisabled();
    expect(deleteFrozen).toHaveAccessibleDescription('Locked events cannot be deleted; unlock it first (Edit).');
  });

  it('creates an event, checking the form first and sending times in UTC', async () => {
    const created: Event = demoEvent({ id: 9, name: 'Summer Sprint', is_current: false, teams: [] });
    const { fetchMock, ui } = await openEvents(
      api({
        'PUT /api/events': {
          status: 201,
          body: { ...created, teams: [1, 2, 3].map((n) => ({ ...current.teams[0]!, id: 20 + n, name: `Team ${n}` })) },
        },
      }),
    );
    await ui.click(screen.getByRole('button', { name: 'Create event' }));
    const dialog = screen.getByRole('dialog', { name: 'Create event' });
    await pasteInto(ui, within(dialog).getByRole('textbox', { name: 'Player limit' }), '0');
    await ui.click(within(dialog).getByRole('button', { name: 'Create event' }));
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      "Must be the league's id exactly as Path of Exile writes it, e.g. “Harvest Run (PL9001)”: stashes, characters and the ladder are fetched by it. Enter a name.",
    );
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(within(dialog).getByText('Enter a whole number from 1 to 100000.')).toBeInTheDocument();
    expect(sentPuts(fetchMock)).toEqual([]);

    await pasteInto(ui, within(dialog).getByRole('textbox', { name: 'Name' }), 'Summer Sprint');
    await pasteInto(ui, within(dialog).getByRole('textbox', { name: 'Player limit' }), '60');
    const groupSize = within(dialog).getByRole('textbox', { name: 'Players per group' });
    expect(groupSize).toHaveAccessibleDescription(
      'Friends who sign up together are sorted into one team; 1 turns groups off.',
    );
    await pasteInto(ui, groupSize, '4');
    const opens = within(dialog).getByLabelText('Applications open');
    await pasteInto(ui, opens, '2026-12-01T18:30');
    await ui.click(within(dialog).getByRole('checkbox', { name: /Public/ }));
    await ui.click(within(dialog).getByRole('button', { name: 'Create event' }));

    expect(await screen.findByText('Created Summer Sprint with 3 blank teams.')).toBeInTheDocument();
    const [put] = sentPuts(fetchMock);
    const body = put?.body as UpsertEventBody;
    expect(body).toMatchObject({
      name: 'Summer Sprint',
      max_size: 60,
      waitlist_size: 0,
      max_group_size: 4,
      is_public: true,
      is_current: false,
    });
    expect(body.id).toBeUndefined();
    expect(body.application_start_time).toBe(new Date(2026, 11, 1, 18, 30).toISOString());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal inside the dialog and keeps what was typed", async () => {
    const { ui } = await openEvents(
      api({
        'PUT /api/events': {
          status: 409,
          body: { error: 'The event is locked; unlock it before changing it', code: 'event_locked' },
        },
      }),
    );
    await ui.click(within(row('Old League')).getByRole('button', { name: 'Edit Old League' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Old League' });
    await ui.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await ui.paste(' 2');
    await ui.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The event was not saved: The event is locked; unlock it before changing it',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Old League 2');
  });

  it('duplicates an event under the name and dates asked for, without its objectives', async () => {
    const copy = demoEvent({ id: 10, name: 'Harvest Run (PL9001)', is_current: false, is_public: false });
    const { fetchMock, ui } = await openEvents(api({ 'POST /api/events/7/duplicate': { status: 201, body: copy } }));
    await ui.click(screen.getByRole('button', { name: 'Duplicate Sandbox Sprint (PL7777)' }));
    const dialog = screen.getByRole('dialog', { name: 'Duplicate Sandbox Sprint (PL7777)' });
    expect(dialog).toHaveTextContent("The copy is the event of another league: enter that league's id as its name");
    // Nothing of the old league is kept where it would be wrong: no name, no dates.
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    for (const label of ['Applications open', 'Applications close', 'Event starts', 'Event ends', 'Judging closes'])
      expect(within(dialog).getByLabelText(label)).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: 'Player limit' })).toHaveValue('40');
    expect(within(dialog).getByRole('checkbox', { name: /Current event/ })).not.toBeChecked();

    await ui.click(within(dialog).getByRole('button', { name: 'Duplicate event' }));
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(within(dialog).getByText('Enter a name.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Enter a date and time.')).toHaveLength(4);
    expect(sentRequests(fetchMock, '/api/events/7/duplicate')).toEqual([]);

    await ui.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Harvest Run (PL9001)');
    const dates = {
      'Applications open': '2027-03-01T18:30',
      'Applications close': '2027-03-05T18:30',
      'Event starts': '2027-03-06T20:00',
      'Event ends': '2027-03-20T20:00',
    };
    for (const [label, value] of Object.entries(dates)) {
      await ui.click(within(dialog).getByLabelText(label));
      await ui.paste(value);
    }
    await ui.click(within(dialog).getByRole('checkbox', { name: /Copy objectives and scoring presets/ }));
    await ui.click(within(dialog).getByRole('button', { name: 'Duplicate event' }));
    expect(
      await screen.findByText(
        "Created Harvest Run (PL9001) as a copy of Sandbox Sprint (PL7777)'s settings, without objectives.",
      ),
    ).toBeInTheDocument();
    const [post] = sentRequests(fetchMock, '/api/events/7/duplicate');
    expect(post?.url.search).toBe('?objectives=false');
    expect(post?.body).toMatchObject({
      name: 'Harvest Run (PL9001)',
      is_current: false,
      max_size: 40,
      application_start_time: new Date(2027, 2, 1, 18, 30).toISOString(),
      application_end_time: new Date(2027, 2, 5, 18, 30).toISOString(),
      event_start_time: new Date(2027, 2, 6, 20, 0).toISOString(),
      event_end_time: new Date(2027, 2, 20, 20, 0).toISOString(),
      closing_time: null,
    });
  });

  it('deletes an event after naming it in a confirmation', async () => {
    const { fetchMock, ui } = await openEvents(api({ 'DELETE /api/events/5': { status: 204 } }));
    await ui.click(within(row('Old League')).getByRole('button', { name: 'Delete Old League' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Old League?' });
    expect(dialog).toHaveTextContent('This deletes Old League and everything in it');
    await ui.click(within(dialog).getByRole('button', { name: 'Delete event' }));
    expect(await screen.findByText('Deleted Old League.')).toBeInTheDocument();
    // The row and its button are gone: focus goes to the outcome rather than being lost.
    await waitFor(() => expect(screen.getByText('Deleted Old League.')).toHaveFocus());
    expect(sentRequests(fetchMock, '/api/events/5').map((request) => request.method)).toEqual(['DELETE']);
  });

  it('makes a public event current after saying that its ingestion jobs start', async () => {
    const { fetchMock, ui } = await openEvents(api({ 'PUT /api/events': { body: { ...locked, is_current: true } } }));
    const dialog = await askMakeCurrent(ui, 'Frozen League');
    expect(dialog).toHaveTextContent('Its ingestion jobs (stash changes, characters, guild stashes) start now');
    expect(dialog).not.toHaveTextContent('is private');
    await ui.click(within(dialog).getByRole('button', { name: 'Make current' }));
    expect(
      await screen.findByText('Frozen League is now the current event; its ingestion jobs are starting.'),
    ).toBeInTheDocument();
    const [put] = sentPuts(fetchMock);
    expect(put?.body).toEqual({
      id: 6,
      name: 'Frozen League',
      game_version: 'poe1',
      is_current: true,
      is_public: true,
      is_locked: true,
      max_size: 40,
      waitlist_size: 10,
      max_group_size: 1,
      application_start_time: locked.application_start_time,
      application_end_time: locked.application_end_time,
      event_start_time: locked.event_start_time,
      event_end_time: locked.event_end_time,
    });
  });

  // The dialog offers both ways out of the warning: make the event public too, or keep it private.
  it.each([
    {
      choice: 'Make public and current',
      isPublic: true,
      said: 'Old League is now public and the current event; its ingestion jobs are starting.',
    },
    {
      choice: 'Keep private, make current',
      isPublic: false,
      said: 'Old League is now the current event; its ingestion jobs are starting.',
    },
  ])(
    'warns that a private event would shut players out; “$choice” makes it current',
    async ({ choice, isPublic, said }) => {
      const { fetchMock, ui } = await openEvents(
        api({ 'PUT /api/events': { body: { ...old, is_current: true, is_public: isPublic } } }),
      );
      const dialog = await askMakeCurrent(ui, 'Old League');
      expect(dialog).toHaveTextContent(
        'Old League is private. While it is current, only people with a permission and the players already in it can see it: everyone else finds “No event is scheduled yet” on the home page and cannot sign up.',
      );
      expect(within(dialog).queryByRole('button', { name: 'Make current' })).not.toBeInTheDocument();
      await ui.click(within(dialog).getByRole('button', { name: choice }));
      expect(await screen.findByText(said)).toBeInTheDocument();
      const [put] = sentPuts(fetchMock);
      expect(put?.body).toMatchObject({ id: 5, is_current: true, is_public: isPublic });
    },
  );

  it('asks before the form makes a private event current, and makes it public in one click', async () => {
    const { fetchMock, ui } = await openEvents(api({ 'PUT /api/events': { body: { ...old, is_current: true } } }));
    const puts = () => sentPuts(fetchMock);
    await ui.click(within(row('Old League')).getByRole('button', { name: 'Edit Old League' }));
    const form = screen.getByRole('dialog', { name: 'Edit Old League' });
    expect(within(form).queryByText(/is private/)).not.toBeInTheDocument();
    await ui.click(within(form).getByRole('checkbox', { name: /Current event/ }));
    expect(within(form).getByText(/is private\. While it is current/)).toBeInTheDocument();

    // Saving asks first; going back sends nothing and leaves the form as it was.
    await ui.click(within(form).getByRole('button', { name: 'Save changes' }));
    const confirm = screen.getByRole('dialog', { name: 'Make a private event current?' });
    expect(confirm).toHaveTextContent('everyone else finds “No event is scheduled yet” on the home page');
    await ui.click(within(confirm).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /private event/ })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Edit Old League' })).toBeInTheDocument();
    expect(puts()).toEqual([]);

    // Confirming keeps it private.
    await ui.click(within(form).getByRole('button', { name: 'Save changes' }));
    await ui.click(
      within(screen.getByRole('dialog', { name: 'Make a private event current?' })).getByRole('button', {
        name: 'Keep it private and save',
      }),
    );
    expect(await screen.findByText('Saved the changes to Old League.')).toBeInTheDocument();
    expect(puts()[0]?.body).toMatchObject({ is_current: true, is_public: false });

    // Or the warning's button ticks Public, and saving asks nothing.
    await ui.click(within(row('Old League')).getByRole('button', { name: 'Edit Old League' }));
    const again = screen.getByRole('dialog', { name: 'Edit Old League' });
    await ui.click(within(again).getByRole('checkbox', { name: /Current event/ }));
    await ui.click(within(again).getByRole('button', { name: 'Make it public' }));
    expect(within(again).getByRole('checkbox', { name: /Public/ })).toBeChecked();
    expect(within(again).getByRole('checkbox', { name: /Public/ })).toHaveFocus();
    expect(within(again).queryByText(/is private/)).not.toBeInTheDocument();
    await ui.click(within(again).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: 'Make a private event current?' })).not.toBeInTheDocument();
    expect(puts()[1]?.body).toMatchObject({ is_current: true, is_public: true });
  });

  it('sends anyone who is not an admin home', async () => {
    logInAs(2, ['objective_designer']);
    stubFetch(api({ 'GET /api/users/self': { body: user({ id: 2, permissions: ['objective_designer'] }) } }));
    const { router } = renderApp('/admin/events');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
