import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStore } from '~/lib/auth';
import { demoEvent, eventStatus, logInAs, renderApp, stubFetch, user } from '~/testing';

const routes = (self = user({ permissions: ['admin', 'submission_judge'] }), status = eventStatus()) => ({
  'GET /api/events/current': { body: demoEvent() },
  'GET /api/events/current/status': { body: status },
  'GET /api/users/self': { body: self },
});

describe('/admin', () => {
  it("shows an admin the area's heading and their roles", async () => {
    logInAs(1, ['admin', 'submission_judge']);
    stubFetch(routes());
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    expect(await screen.findByText('Submission judge')).toBeInTheDocument();
    expect(screen.getByText(/Manage users and their permissions/)).toBeInTheDocument();
  });

  it('admits a team lead without permissions', async () => {
    logInAs(6);
    stubFetch(routes(user({ id: 6 }), eventStatus({ team_id: 2, is_team_lead: true })));
    renderApp('/admin');
    expect(await screen.findByText('Team lead')).toBeInTheDocument();
  });

  it('sends a logged-out visitor home', async () => {
    stubFetch(routes());
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('sends a player who is neither admin nor lead home', async () => {
    logInAs(2);
    stubFetch(routes(user({ id: 2 })));
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('re-runs the guard on logout: the page is left at once, without a reload', async () => {
    logInAs(1, ['admin']);
    stubFetch(routes());
    const { router } = renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Admin' });
    act(() => authStore.logout());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Sandbox Sprint (PL7777)' })).toBeInTheDocument();
  });

  it('re-runs the guard when another tab logs out', async () => {
    logInAs(1, ['admin']);
    stubFetch(routes());
    const { router } = renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Admin' });
    localStorage.removeItem('auth');
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'auth' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
