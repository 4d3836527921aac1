import type { Event, EventStatus, Signup, User } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoEvent, demoSignup, eventStatus, logInAs, renderApp, stubFetch, user, type Routes } from '~/testing';

const player = user({ discord_id: '900000000000000001', discord_name: 'ashvale' });

function signup(overrides: Partial<Signup> = {}): Signup {
  return demoSignup({
    user: { id: 1, display_name: 'Ashvale', account_name: 'Ashvale#1037', discord_name: 'ashvale' },
    timestamp: new Date().toISOString(),
    expected_playtime: 8,
    wants_to_help: true,
    status: 'applied',
    ...overrides,
  });
}

function api(self: User, status: EventStatus, overrides: Routes = {}): Routes {
  return {
    'GET /api/health': { body: { status: 'ok', database: 'ok', version: 'test' } },
    'GET /api/events/current': { body: demoEvent() },
    'GET /api/events/current/status': { body: status },
    'GET /api/users/self': { body: self },
    ...overrides,
  };
}

/** The current event a day after it started, when late applicants join a team at the next sort. */
function started(overrides: Partial<Event> = {}): Routes {
  const event = demoEvent({ event_start_time: new Date(Date.now() - 86_400_000).toISOString(), ...overrides });
  return { 'GET /api/events/current': { body: event } };
}

const panel = () => screen.findByRole('region', { name: 'Your application' });

/** Presses a button of the signup block, and gives the dialog it opens with the user who goes on in it. */
async function openDialog(button: string, name: string) {
  const ui = userEvent.setup();
  await ui.click(await within(await panel()).findByRole('button', { name: button }));
  return { ui, dialog: await screen.findByRole('dialog', { name }) };
}

/** The server's refusal of a request: its status, and the reason it gives. */
function refusal(status: number, code: string, error: string) {
  return { status, body: { error, code } };
}

describe('home page signup block', () => {
  it('applies through the dialog, which insists on the rules confirmation', async () => {
    logInAs(1);
    let status = eventStatus();
    let sent: unknown;
    stubFetch(
      api(player, status, {
        'GET /api/events/current/status': () => ({ body: status }),
        'PUT /api/events/current/signups/self': async (request) => {
          sent = await request.json();
          status = eventStatus({ application_status: 'applied', number_of_signups_before: 12, number_of_signups: 13 });
          return { status: 201, body: signup() };
        },
      }),
    );
    renderApp('/');
    const { ui, dialog } = await openDialog('Apply for the event', 'Apply for the event');
    const hours = within(dialog).getByRole('slider', { name: /How many hours a day/ });
    expect(hours).toHaveAttribute('min', '1');
    expect(hours).toHaveAttribute('max', '24');
    await ui.click(within(dialog).getByRole('radio', { name: /I'm experienced and happy to help/ }));
    await ui.click(within(dialog).getByRole('radio', { name: /I'm new and would like some help/ }));
    expect(within(dialog).getByRole('radio', { name: /I'm experienced/ })).not.toBeChecked();
    await ui.type(within(dialog).getByRole('textbox', { name: /Partner/ }), 'Brimlock#1074');

    await ui.click(within(dialog).getByRole('button', { name: 'Send application' }));
    const rules = within(dialog).getByRole('checkbox', { name: "I've read the rules" });
    expect(rules).toHaveFocus();
    expect(rules).toHaveAccessibleDescription('Please confirm that you have read the rules');
    expect(sent).toBeUndefined();

    await ui.click(rules);
    await ui.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(await panel()).findByText('Your application was sent.')).toBeInTheDocument();
    expect(sent).toEqual({
      expected_playtime: 6,
      needs_help: true,
      wants_to_help: false,
      partner_account_name: 'Brimlock#1074',
      extra: null,
    });
    expect(
      await within(await panel()).findByText(/You have applied and are number 13 of 40 places/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal inside the dialog, with the way to Settings for missing accounts", async () => {
    logInAs(1);
    stubFetch(
      api(player, eventStatus(), {
        'PUT /api/events/current/signups/self': refusal(
          403,
          'forbidden',
          'Connect your Path of Exile and Discord accounts in Settings to sign up',
        ),
      }),
    );
    renderApp('/');
    const { ui, dialog } = await openDialog('Apply for the event', 'Apply for the event');
    await ui.click(within(dialog).getByRole('checkbox', { name: "I've read the rules" }));
    await ui.click(within(dialog).getByRole('button', { name: 'Send application' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Connect your Path of Exile and Discord accounts in Settings to sign up');
    expect(within(alert).getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/settings');
  });

  it('points a player without Discord to Settings instead of offering Apply', async () => {
    logInAs(1);
    stubFetch(api(user(), eventStatus()));
    renderApp('/');
    const block = await panel();
    expect(await within(block).findByText(/first connect your Discord account/)).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Connect accounts in Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(within(block).queryByRole('button', { name: 'Apply for the event' })).not.toBeInTheDocument();
  });

  it('says plainly when applications are not open yet', async () => {
    logInAs(1);
    const opens = new Date(Date.now() + 3 * 86_400_000).toISOString();
    stubFetch(
      api(player, eventStatus(), {
        'GET /api/events/current': { body: demoEvent({ application_start_time: opens }) },
      }),
    );
    renderApp('/');
    expect(
      await within(await panel()).findByText(/Applications open on .*Come back then to apply\./),
    ).toBeInTheDocument();
  });

  it('tells an applicant before the start that teams are sorted before the event starts', async () => {
    logInAs(1);
    stubFetch(api(player, eventStatus({ application_status: 'applied', number_of_signups_before: 20 })));
    renderApp('/');
    const standing = await within(await panel()).findByText(/You have applied/);
    expect(standing).toHaveTextContent(
      'You have applied and are number 21 of 40 places. The organisers sort applicants into teams before the event starts.',
    );
  });

  it('tells a late applicant, once the event has started, that they join a team at the next sort', async () => {
    logInAs(1);
    stubFetch(api(player, eventStatus({ application_status: 'applied', number_of_signups_before: 20 }), started()));
    renderApp('/');
    const standing = await within(await panel()).findByText(/You have applied/);
    expect(standing).toHaveTextContent(
      'You have applied and are number 21 of 40 places. The event has already started. Late applicants join a team when the organisers next sort teams, so you can start playing then.',
    );
    expect(standing).not.toHaveTextContent('before the event starts');
  });

  it('says until when late applications are open, and that only the waitlist is left when the places are taken', async () => {
    logInAs(1);
    const closes = '2099-01-02T12:00:00.000Z';
    stubFetch(api(player, eventStatus({ number_of_signups: 45 }), started({ application_end_time: closes })));
    renderApp('/');
    const block = await panel();
    const invitation = await within(block).findByText(/late applications are open until/);
    expect(invitation).toHaveTextContent(
      /^The event has started, but late applications are open until .+\. Late applicants join a team when the organisers next sort teams/,
    );
    expect(within(invitation).getByText(/2099/)).toHaveAttribute('datetime', closes);
    expect(block).toHaveTextContent('All 40 places are taken: you would join the waitlist');
    expect(within(block).getByRole('button', { name: 'Apply for the event' })).toBeInTheDocument();
  });

  it('offers no Apply once the places and the waitlist are full', async () => {
    logInAs(1);
    stubFetch(api(player, eventStatus({ number_of_signups: 50 })));
    renderApp('/');
    const block = await panel();
    expect(
      await within(block).findByText(
        'All 40 places and the 10 waitlist places are taken, so no more applications are accepted.',
      ),
    ).toBeInTheDocument();
    expect(within(block).queryByRole('button', { name: 'Apply for the event' })).not.toBeInTheDocument();
  });

  it('tells a waitlisted late applicant that a freed place means a team at the next sort', async () => {
    logInAs(1);
    stubFetch(api(player, eventStatus({ application_status: 'waitlisted', number_of_signups_before: 41 }), started()));
    renderApp('/');
    expect(await within(await panel()).findByText(/on the waitlist/)).toHaveTextContent(
      "The event is full, so you are on the waitlist at position 2 of 10. You move up when someone withdraws, and once you have a place you join a team at the organisers' next sort.",
    );
  });

  it('shows a waitlisted position and edits the application from what was sent', async () => {
    logInAs(1);
    let sent: unknown;
    stubFetch(
      api(player, eventStatus({ application_status: 'waitlisted', number_of_signups_before: 41 }), {
        'GET /api/events/current/signups/self': {
          body: signup({ status: 'waitlisted', partner_account_name: 'Cindra#1111', extra: 'EU evenings' }),
        },
        'PUT /api/events/current/signups/self': async (request) => {
          sent = await request.json();
          return { body: signup({ status: 'waitlisted' }) };
        },
      }),
    );
    renderApp('/');
    const block = await panel();
    expect(await within(block).findByText(/on the waitlist at position 2 of 10/)).toBeInTheDocument();
    expect(
      await within(block).findByText(/You asked to play with Cindra#1111; they have not named you yet\./),
    ).toBeInTheDocument();

    const { ui, dialog } = await openDialog('Edit application', 'Edit your application');
    expect(within(dialog).getByRole('slider', { name: /How many hours/ })).toHaveValue('8');
    expect(within(dialog).getByRole('radio', { name: /I'm experienced/ })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: /Partner/ })).toHaveValue('Cindra#1111');
    expect(within(dialog).getByRole('textbox', { name: /Anything else/ })).toHaveValue('EU evenings');
    await ui.click(within(dialog).getByRole('checkbox', { name: "I've read the rules" }));
    await ui.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(block).findByText('Your changes were saved.')).toBeInTheDocument();
    expect(sent).toMatchObject({ expected_playtime: 8, partner_account_name: 'Cindra#1111', extra: 'EU evenings' });
  });

  it('names the team of an accepted player and withdraws after a confirmation', async () => {
    logInAs(1);
    let status = eventStatus({ application_status: 'accepted', team_id: 2, number_of_signups_before: 3 });
    let withdrawn = false;
    stubFetch(
      api(player, status, {
        'GET /api/events/current/status': () => ({ body: status }),
        'GET /api/events/current/signups/self': { body: signup({ status: 'accepted', team_id: 2 }) },
        'DELETE /api/events/current/signups/self': () => {
          withdrawn = true;
          status = eventStatus();
          return { status: 204 };
        },
      }),
    );
    renderApp('/');
    const block = await panel();
    expect(await within(block).findByText(/You play for team/)).toHaveTextContent('You play for team Frost Wardens.');
    expect(within(block).queryByRole('button', { name: 'Edit application' })).not.toBeInTheDocument();

    const { ui, dialog } = await openDialog('Withdraw application', 'Withdraw your application?');
    expect(dialog).toHaveTextContent('You will leave team Frost Wardens');
    await ui.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(withdrawn).toBe(false);

    await ui.click(within(block).getByRole('button', { name: 'Withdraw application' }));
    await ui.click(
      within(screen.getByRole('dialog', { name: 'Withdraw your application?' })).getByRole('button', {
        name: 'Withdraw application',
      }),
    );
    expect(await within(block).findByText('Your application was withdrawn.')).toBeInTheDocument();
    expect(withdrawn).toBe(true);
    await waitFor(() => expect(within(block).getByRole('button', { name: 'Apply for the event' })).toBeInTheDocument());
  });

  it("shows the server's reason when withdrawing fails", async () => {
    logInAs(1);
    stubFetch(
      api(player, eventStatus({ application_status: 'applied', number_of_signups_before: 0 }), {
        'DELETE /api/events/current/signups/self': refusal(404, 'not_found', 'Your sign-up was not found'),
      }),
    );
    renderApp('/');
    const { ui, dialog } = await openDialog('Withdraw application', 'Withdraw your application?');
    await ui.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your sign-up was not found');
  });

  it('invites a visitor to log in to apply', async () => {
    stubFetch(api(player, eventStatus()));
    renderApp('/');
    const block = await panel();
    expect(block).toHaveTextContent('Log in with your Path of Exile account to apply.');
    expect(within(block).getByRole('button', { name: 'Log in with Path of Exile' })).toBeInTheDocument();
  });
});
