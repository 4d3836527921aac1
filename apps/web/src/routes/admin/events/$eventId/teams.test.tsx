import type { Team } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoEvent, eventStatus, logInAs, renderApp, sentRequests, stubFetch, user, type Routes } from '~/testing';
import { pasteInto } from '../-testing';

const event = demoEvent({ id: 9, name: 'Summer Sprint', is_current: false, game_version: 'poe1' });
const teams: Team[] = [1, 2, 3].map((n) => ({
  id: 30 + n,
  event_id: 9,
  name: `Team ${n}`,
  abbreviation: '',
  color: '#2563eb',
  allowed_classes: [],
}));

/**
 * The server's side of the page: the event's teams as stored, changed by the stubbed PUT and DELETE answers
 * (the page refetches after each change, so a stub that forgot the change would undo it on screen).
 */
function api(overrides: Routes = {}, stored: Team[] = [...teams]): Routes {
  const remember =
    (route: Routes[string]): Routes[string] =>
    async (request) => {
      const answer = typeof route === 'function' ? await route(request) : route;
      const status = answer.status ?? 200;
      if (status < 300 && request.method === 'PUT') {
        const team = answer.body as Team;
        const index = stored.findIndex((candidate) => candidate.id === team.id);
        if (index === -1) stored.push(team);
        else stored[index] = team;
      }
      if (status < 300 && request.method === 'DELETE') {
        const id = Number(new URL(request.url).pathname.split('/').pop());
        stored.splice(
          stored.findIndex((candidate) => candidate.id === id),
          1,
        );
      }
      return answer;
    };
  const routes: Routes = {
    'GET /api/users/self': { body: user({ permissions: ['admin'] }) },
    'GET /api/events/current': { body: demoEvent() },
    'GET /api/events/current/status': { body: eventStatus() },
    'GET /api/events/9': () => ({ body: { ...event, teams: stored } }),
    'GET /api/events/9/teams': () => ({ body: stored }),
  };
  for (const [key, route] of Object.entries(overrides)) routes[key] = key.startsWith('GET') ? route : remember(route);
  return routes;
}

const teamForm = (name: string) => screen.getByRole('form', { name: new RegExp(`${name}$`) });

async function openTeams(routes: Routes) {
  logInAs(1, ['admin']);
  const fetchMock = stubFetch(routes);
  renderApp('/admin/events/9/teams');
  expect(await screen.findByRole('heading', { level: 1, name: 'Teams of Summer Sprint' })).toBeInTheDocument();
  await screen.findByRole('form', { name: /Team 1$/ });
  return { fetchMock, ui: userEvent.setup() };
}

describe('/admin/events/$eventId/teams', () => {
  it("renames a team, sets its colour and two classes from the event's game, and saves only that row", async () => {
    const saved: Team = {
      ...teams[0]!,
      name: 'Ember Tide',
      abbreviation: 'EMB',
      color: '#e4572e',
      allowed_classes: ['Juggernaut', 'Slayer'],
    };
    const { fetchMock, ui } = await openTeams(api({ 'PUT /api/events/9/teams': { body: saved } }));
    const form = teamForm('Team 1');
    expect(within(form).getByRole('button', { name: 'Save Team 1' })).toBeDisabled();

    await pasteInto(ui, within(form).getByRole('textbox', { name: 'Name' }), 'Ember Tide');
    await pasteInto(ui, within(form).getByRole('textbox', { name: 'Tag' }), 'EMB');
    await pasteInto(ui, within(form).getByRole('textbox', { name: 'Colour' }), '#E4572E');
    expect(within(form).getByLabelText('Colour picker for Team 1')).toHaveValue('#e4572e');
    const classes = within(form).getByRole('button', { name: 'Allowed classes: Any class' });
    expect(classes).toHaveAttribute('aria-expanded', 'false');
    await ui.click(classes);
    expect(classes).toHaveAttribute('aria-expanded', 'true');
    // Grouped by base class; the poe2 classes are not offered in a poe1 event.
    const marauder = within(form).getByRole('group', { name: 'Marauder' });
    expect(
      within(marauder)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Any Marauder', 'Juggernaut', 'Berserker', 'Chieftain']);
    expect(within(form).queryByRole('group', { name: 'Huntress' })).not.toBeInTheDocument();
    await ui.click(within(form).getByRole('checkbox', { name: 'Slayer' }));
    await ui.click(within(form).getByRole('checkbox', { name: 'Juggernaut' }));
    expect(classes).toHaveAccessibleName('Allowed classes: Juggernaut, Slayer');
    expect(within(form).getByText('Unsaved changes')).toBeInTheDocument();

    await ui.click(within(form).getByRole('button', { name: 'Save Team 1' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ember Tide' })).toBeInTheDocument();
    expect(within(teamForm('Ember Tide')).getByText('Saved.')).toBeInTheDocument();
    expect(sentRequests(fetchMock, '/api/events/9/teams').filter((request) => request.method === 'PUT')).toEqual([
      expect.objectContaining({
        body: {
          id: 31,
          name: 'Ember Tide',
          abbreviation: 'EMB',
          color: '#e4572e',
          allowed_classes: ['Juggernaut', 'Slayer'],
        },
      }),
    ]);
  });

  it('says what to fix before saving a row', async () => {
    const { ui } = await openTeams(api());
    const form = teamForm('Team 2');
    await pasteInto(ui, within(form).getByRole('textbox', { name: 'Colour' }), 'blue');
    await pasteInto(ui, within(form).getByRole('textbox', { name: 'Tag' }), 'TOOLONGTAG');
    await ui.click(within(form).getByRole('button', { name: 'Save Team 2' }));
    expect(within(form).getByRole('textbox', { name: 'Tag' })).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: 'Tag' })).toHaveAccessibleDescription(
      "Up to 8 characters, put before members' character names. Use at most 8 characters.",
    );
    expect(within(form).getByText('Enter a colour as # and six hex digits, like #3b82f6.')).toBeInTheDocument();
  });

  it("adds a team and shows the server's refusal of a duplicate name", async () => {
    const added: Team = { ...teams[0]!, id: 40, name: 'Gilded Shade', color: '#64748b' };
    let answer: { status: number; body: unknown } = { status: 201, body: added };
    const { ui } = await openTeams(api({ 'PUT /api/events/9/teams': () => answer }));
    await pasteInto(ui, screen.getByRole('textbox', { name: 'New team name' }), 'Gilded Shade');
    await ui.click(screen.getByRole('button', { name: 'Add team' }));
    expect(await screen.findByText('Added Gilded Shade.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: /Gilded Shade$/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New team name' })).toHaveValue('');

    answer = { status: 409, body: { error: 'This event already has a team called "Team 1"', code: 'conflict' } };
    await pasteInto(ui, screen.getByRole('textbox', { name: 'New team name' }), 'team 1');
    await ui.click(screen.getByRole('button', { name: 'Add team' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The team was not added: This event already has a team called "Team 1"',
    );
  });

  it('asks again, naming the member count, before deleting a team with members', async () => {
    const { fetchMock, ui } = await openTeams(
      api({
        'DELETE /api/events/9/teams/32': (request) =>
          new URL(request.url).searchParams.get('confirm') === 'true'
            ? { status: 204 }
            : {
                status: 409,
                body: {
                  error: 'Team 2 has 3 members; confirm to delete it and leave them without a team',
                  code: 'conflict',
                  details: { members: 3 },
                },
              },
      }),
    );
    await ui.click(within(teamForm('Team 2')).getByRole('button', { name: 'Delete Team 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Team 2?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Delete team' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Team 2 has 3 members. Deleting it leaves all of them without a team until they are sorted into another one.',
    );
    await ui.click(within(dialog).getByRole('button', { name: 'Delete team and its 3 members' }));
    expect(await screen.findByText('Deleted Team 2; its 3 members are now without a team.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Deleted Team 2; its 3 members are now without a team.')).toHaveFocus(),
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: /Team 2$/ })).not.toBeInTheDocument());
    expect(sentRequests(fetchMock, '/api/events/9/teams/32').map((request) => request.url.search)).toEqual([
      '?confirm=false',
      '?confirm=true',
    ]);
  });

  it('lists classes of the other game, left from before the game version changed, to be unticked', async () => {
    const stored = teams.map((team) => (team.id === 31 ? { ...team, allowed_classes: ['Juggernaut', 'Lich'] } : team));
    const { ui } = await openTeams({
      ...api({}, stored),
      'GET /api/events/9': { body: { ...event, game_version: 'poe2', teams: stored } },
    });
    const form = teamForm('Team 1');
    await ui.click(within(form).getByRole('button', { name: 'Allowed classes: Juggernaut, Lich' }));
    const leftover = within(form).getByRole('group', { name: 'Not classes of Path of Exile 2' });
    expect(within(leftover).getByRole('checkbox', { name: 'Juggernaut' })).toBeChecked();
    expect(
      within(within(form).getByRole('group', { name: 'Witch' })).getByRole('checkbox', { name: 'Lich' }),
    ).toBeChecked();
    await ui.click(within(leftover).getByRole('checkbox', { name: 'Juggernaut' }));
    expect(within(form).getByRole('button', { name: 'Allowed classes: Lich' })).toBeInTheDocument();
    expect(within(form).queryByRole('group', { name: 'Not classes of Path of Exile 2' })).not.toBeInTheDocument();
  });

  it('shows a locked event read-only', async () => {
    await openTeams({ ...api(), 'GET /api/events/9': { body: { ...event, is_locked: true, teams } } });
    expect(screen.getByRole('note')).toHaveTextContent('Summer Sprint is locked, so its teams cannot change.');
    expect(within(teamForm('Team 1')).getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Team 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add team' })).toBeDisabled();
  });

  it('sends anyone who is not an admin home', async () => {
    logInAs(2, ['manager']);
    stubFetch(api({ 'GET /api/users/self': { body: user({ id: 2, permissions: ['manager'] }) } }));
    const { router } = renderApp('/admin/events/9/teams');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
