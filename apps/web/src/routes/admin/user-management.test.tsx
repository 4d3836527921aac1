import type { Permission, User } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { eventStatus, logInAs, renderApp, stubFetch, user, type Routes } from '~/testing';

const users: User[] = [
  user({
    id: 1,
    display_name: 'Ashvale',
    permissions: ['admin'],
    discord_id: '900000000000000001',
    discord_name: 'ashvale',
  }),
  user({
    id: 2,
    display_name: 'Brimlock',
    account_name: 'Brimlock#1074',
    twitch_id: '70000002',
    twitch_name: 'brim_live',
  }),
  user({ id: 3, display_name: 'Cindra', account_name: null, permissions: ['submission_judge'] }),
];

function api(overrides: Routes = {}): Routes {
  return {
    'GET /api/health': { body: { status: 'ok', database: 'ok', version: 'test' } },
    'GET /api/users/self': { body: users[0] },
    'GET /api/events/current/status': { body: eventStatus() },
    'GET /api/users': { body: users },
    ...overrides,
  };
}

const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('user management', () => {
  it('lists users with their linked accounts, and finds them by any name', async () => {
    logInAs(1, ['admin']);
    stubFetch(api());
    renderApp('/admin/user-management');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'Brimlock' });
    expect(row('Ashvale')).toHaveTextContent('ashvale900000000000000001');
    expect(row('Brimlock')).toHaveTextContent('Brimlock#1074');
    expect(row('Brimlock')).toHaveTextContent('brim_live');
    expect(within(row('Cindra')).getAllByText('Not linked')).toHaveLength(3);

    const ui = userEvent.setup();
    await ui.type(screen.getByRole('searchbox', { name: 'Search users' }), 'BRIM_');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Ashvale' })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: 'Brimlock' })).toBeInTheDocument();
    expect(screen.getByText('1 of 3 users match')).toBeInTheDocument();

    await ui.clear(screen.getByRole('searchbox', { name: 'Search users' }));
    await ui.selectOptions(screen.getByRole('combobox', { name: 'Permission' }), 'Submission judge');
    await waitFor(() => expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Cindra']));
  });

  it('toggles a permission, saying which state each button is in and what changed', async () => {
    logInAs(1, ['admin']);
    const sent: Permission[][] = [];
    stubFetch(
      api({
        'PATCH /api/users/2': async (request) => {
          const permissions = (await request.json()) as Permission[];
          sent.push(permissions);
          return { body: { ...users[1], permissions } };
        },
      }),
    );
    renderApp('/admin/user-management');
    await screen.findByRole('rowheader', { name: 'Brimlock' });
    const manager = within(row('Brimlock')).getByRole('button', { name: 'Manager for Brimlock' });
    expect(manager).toHaveAttribute('aria-pressed', 'false');
    expect(manager).toHaveTextContent('✗Manager');

    await userEvent.click(manager);
    expect(await screen.findByText('Brimlock now has the Manager permission.')).toBeInTheDocument();
    expect(sent).toEqual([['manager']]);
    const pressed = within(row('Brimlock')).getByRole('button', { name: 'Manager for Brimlock' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(pressed).toHaveTextContent('✓Manager');

    await userEvent.click(within(row('Brimlock')).getByRole('button', { name: 'Admin for Brimlock' }));
    expect(await screen.findByText('Brimlock now has the Admin permission.')).toBeInTheDocument();
    // Sent in the server's order, whatever order they were granted in.
    expect(sent[1]).toEqual(['admin', 'manager']);
  });

  it("shows the server's refusal to remove the last admin", async () => {
    logInAs(1, ['admin']);
    stubFetch(
      api({
        'PATCH /api/users/1': {
          status: 409,
          body: { error: 'This is the last admin; make someone else an admin first', code: 'conflict' },
        },
      }),
    );
    renderApp('/admin/user-management');
    await screen.findByRole('rowheader', { name: 'Ashvale' });
    await userEvent.click(within(row('Ashvale')).getByRole('button', { name: 'Admin for Ashvale' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not change the permissions of Ashvale: This is the last admin; make someone else an admin first',
    );
    expect(within(row('Ashvale')).getByRole('button', { name: 'Admin for Ashvale' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('is reached from the admin index by admins', async () => {
    logInAs(1, ['admin']);
    stubFetch(api());
    const { router } = renderApp('/admin');
    await userEvent.click(await screen.findByRole('link', { name: 'User management' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/user-management'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
  });

  it('sends anyone who is not an admin home', async () => {
    logInAs(2, ['manager']);
    stubFetch(api({ 'GET /api/users/self': { body: users[1] } }));
    const { router } = renderApp('/admin/user-management');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
