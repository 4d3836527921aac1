import type { OwnSignup, SignupGroup } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  demoEvent,
  demoSignup,
  eventStatus,
  logInAs,
  renderApp,
  sentRequests,
  stubFetch,
  user,
  type Routes,
} from '~/testing';

const quenby = user({ id: 31, display_name: 'Quenby', account_name: 'Quenby#2001', discord_id: '900000000000000031' });

function own(group: SignupGroup | null): OwnSignup {
  return {
    ...demoSignup({
      user: { id: 31, display_name: 'Quenby', account_name: 'Quenby#2001', discord_name: 'quenby' },
      status: 'applied',
      group_id: group?.id ?? null,
    }),
    group,
  };
}

const GROUP: SignupGroup = {
  id: 12,
  code: 'H4TQ-8XWN-2PRB-KM7D',
  max_size: 3,
  members: [
    { user_id: 31, display_name: 'Quenby', account_name: 'Quenby#2001' },
    { user_id: 32, display_name: 'Orrin', account_name: 'Orrin#3302' },
  ],
};

/** An applied player of an event whose groups hold `maxGroupSize` players. */
function api(maxGroupSize: number, group: SignupGroup | null, overrides: Routes = {}): Routes {
  return {
    'GET /api/events/current': { body: demoEvent({ max_group_size: maxGroupSize }) },
    'GET /api/events/current/status': {
      body: eventStatus({ application_status: 'applied', number_of_signups_before: 4 }),
    },
    'GET /api/users/self': { body: quenby },
    'GET /api/events/current/signups/self': { body: own(group) },
    ...overrides,
  };
}

async function groupPart() {
  return screen.findByRole('region', { name: 'Sign up with friends' });
}

/** The app at `url`, once its sign-up with friends part shows. */
async function openGroupPart(url = '/') {
  renderApp(url);
  return groupPart();
}

/** Presses `button` in the part: the button goes, so the sentence `said` about what happened takes the focus. */
async function pressAndHear(ui: ReturnType<typeof userEvent.setup>, part: HTMLElement, button: string, said: string) {
  await ui.click(within(part).getByRole('button', { name: button }));
  const status = await within(part).findByText(said);
  await waitFor(() => expect(status).toHaveFocus());
}

describe('signing up with friends', () => {
  it('starts a group and shows its code and a link to copy', async () => {
    logInAs(31);
    const ui = userEvent.setup();
    stubFetch(
      api(3, null, {
        'POST /api/events/current/signups/self/group': {
          status: 201,
          body: { ...GROUP, members: GROUP.members.slice(0, 1) },
        },
      }),
    );
    const part = await openGroupPart();
    expect(part).toHaveTextContent('Up to 3 friends play on one team when they sign up together');
    await pressAndHear(ui, part, 'Start a group', 'Your group is ready: send your friends its code.');
    expect(part).toHaveTextContent('You are in a group of 1 (at most 3)');
    expect(within(part).getByRole('list', { name: 'Members of your group' })).toHaveTextContent('Quenby');
    expect(within(part).getByText('H4TQ-8XWN-2PRB-KM7D')).toBeInTheDocument();
    const link = within(part).getByRole('link', { name: /invite=/ });
    expect(link).toHaveAttribute('href', `${window.location.origin}/?invite=H4TQ-8XWN-2PRB-KM7D`);

    await ui.click(within(part).getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe('H4TQ-8XWN-2PRB-KM7D');
    expect(within(part).getByText('Invite code copied.')).toBeInTheDocument();
    await ui.click(within(part).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(link.getAttribute('href'));
  });

  it('fills in the code of an invite link, joins with it, and says why a join was refused', async () => {
    logInAs(31);
    const ui = userEvent.setup();
    let full = true;
    const fetchMock = stubFetch(
      api(3, null, {
        'PUT /api/events/current/signups/self/group': () =>
          full
            ? {
                status: 409,
                body: { error: 'The group is full: Sandbox Sprint allows 3 players per group', code: 'conflict' },
              }
            : { body: GROUP },
      }),
    );
    const part = await openGroupPart('/?invite=h4tq-8xwn-2prb-km7d');
    const code = within(part).getByRole('textbox', { name: 'Invite code' });
    expect(code).toHaveValue('h4tq-8xwn-2prb-km7d');

    await ui.click(within(part).getByRole('button', { name: 'Join group' }));
    expect(await within(part).findByRole('alert')).toHaveTextContent(
      'You did not join the group: The group is full: Sandbox Sprint allows 3 players per group',
    );
    full = false;
    await ui.click(within(part).getByRole('button', { name: 'Join group' }));
    expect(await within(part).findByText('You joined the group.')).toBeInTheDocument();
    expect(within(part).getByRole('list', { name: 'Members of your group' })).toHaveTextContent('QuenbyOrrin');
    expect(sentRequests(fetchMock, '/api/events/current/signups/self/group').map((request) => request.body)).toEqual([
      { code: 'H4TQ8XWN2PRBKM7D' },
      { code: 'H4TQ8XWN2PRBKM7D' },
    ]);
  });

  it('checks the code before sending it', async () => {
    logInAs(31);
    const ui = userEvent.setup();
    const fetchMock = stubFetch(api(4, null));
    const part = await openGroupPart();
    const code = within(part).getByRole('textbox', { name: 'Invite code' });
    await ui.type(code, 'see you in game');
    await ui.click(within(part).getByRole('button', { name: 'Join group' }));
    expect(code).toHaveAccessibleDescription('Enter the 16-character code your friend sent, like 7KQM-2XPA-9RTW-HC4E.');
    expect(code).toHaveFocus();
    expect(sentRequests(fetchMock, '/api/events/current/signups/self/group')).toEqual([]);
  });

  it('leaves the group, and then offers to start or join one again', async () => {
    logInAs(31);
    const ui = userEvent.setup();
    stubFetch(api(3, GROUP, { 'DELETE /api/events/current/signups/self/group': { status: 204 } }));
    const part = await openGroupPart();
    expect(part).toHaveTextContent('You are in a group of 2 (at most 3)');
    await pressAndHear(ui, part, 'Leave group', 'You left the group.');
    expect(within(part).getByRole('button', { name: 'Start a group' })).toBeInTheDocument();
  });

  it('shows a full group without its code, and nothing about groups when the event has none', async () => {
    logInAs(31);
    stubFetch(api(2, { ...GROUP, max_size: 2 }));
    const { unmount } = renderApp('/');
    const part = await groupPart();
    expect(part).toHaveTextContent('The group is full.');
    expect(within(part).queryByText(GROUP.code)).not.toBeInTheDocument();
    unmount();

    stubFetch(api(1, null));
    renderApp('/');
    expect(await screen.findByText(/You have applied/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sign up with friends' })).not.toBeInTheDocument();
  });

  it('tells an invited player who has not applied yet to apply first', async () => {
    logInAs(31);
    stubFetch({ ...api(4, null), 'GET /api/events/current/status': { body: eventStatus() } });
    renderApp('/?invite=H4TQ-8XWN-2PRB-KM7D');
    const block = await screen.findByRole('region', { name: 'Your application' });
    expect(
      await within(block).findByText(
        'You have an invite code to a group (H4TQ-8XWN-2PRB-KM7D): apply first, then join the group here.',
      ),
    ).toBeInTheDocument();
    expect(block).toHaveTextContent('or sign up with up to 3 friends as a group once you have applied.');
  });
});
