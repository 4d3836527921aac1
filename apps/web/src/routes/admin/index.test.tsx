import type { RecurringJob, Submission } from '@app/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStore } from '~/lib/auth';
import { demoEvent, eventStatus, logInAs, renderApp, stubFetch, user } from '~/testing';

function job(overrides: Partial<RecurringJob>): RecurringJob {
  return {
    id: 1,
    event_id: 7,
    job_type: 'FetchStashChanges',
    end_date: '2026-12-01T00:00:00.000Z',
    status: 'running',
    last_run_at: null,
    last_success_at: null,
    last_error: null,
    last_error_at: null,
    consecutive_failures: 0,
    runs: 4,
    failures: 0,
    counters: {},
    next_run_at: null,
    ...overrides,
  };
}

function submission(id: number, approval_status: Submission['approval_status']): Submission {
  return {
    id,
    objective_id: 3,
    user_id: 2,
    user_name: 'Player Two',
    team_id: 1,
    proof: 'https://example.com/proof',
    comment: '',
    number: 1,
    approval_status,
    timestamp: '2026-11-20T10:00:00.000Z',
    reviewer_id: null,
    reviewer_name: null,
    review_comment: null,
    place: null,
    late: false,
  };
}

const hubRoutes = {
  'GET /api/events': {
    body: [
      demoEvent({ id: 5, name: 'Old League', is_current: false }),
      demoEvent(),
      demoEvent({ id: 8, is_current: false }),
    ],
  },
  'GET /api/jobs': {
    body: [
      job({ id: 1 }),
      job({ id: 2, job_type: 'FetchCharacterData', status: 'failing', consecutive_failures: 3 }),
      job({ id: 3, job_type: 'FetchGuildStashes', status: 'failing', consecutive_failures: 1 }),
      job({ id: 4, event_id: 5, status: 'stopped' }),
    ],
  },
  'GET /api/events/current/submissions': {
    body: [submission(1, 'PENDING'), submission(2, 'APPROVED'), submission(3, 'PENDING'), submission(4, 'REJECTED')],
  },
};

const card = (title: string) =>
  screen.getByRole('heading', { level: 3, name: new RegExp(`^${title}`) }).closest('li') as HTMLElement;

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

  it('gives an admin one card per area, with its count and failing jobs in red', async () => {
    logInAs(1, ['admin']);
    stubFetch({ ...routes(user({ permissions: ['admin'] })), ...hubRoutes });
    renderApp('/admin');
    expect(await screen.findByText('3 events')).toBeInTheDocument();
    expect(within(card('Events')).getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/admin/events');
    expect(within(card('User management')).getByRole('link', { name: 'User management' })).toHaveAttribute(
      'href',
      '/admin/user-management',
    );
    expect(await within(card('Recurring jobs')).findByText('2 failing')).toHaveClass('badge-error');
    expect(card('Recurring jobs')).toHaveTextContent('3 running');
    expect(card('Recurring jobs')).toHaveTextContent(
      'Failing: FetchCharacterData (3 failures in a row), FetchGuildStashes (1 failure in a row).',
    );
    expect(await within(card('Submissions')).findByText('2 pending submissions')).toBeInTheDocument();
    expect(card('Submissions')).toHaveTextContent('in Sandbox Sprint (PL7777) waiting for a judge');
    expect(within(card('Submissions')).getByRole('link', { name: 'Submissions' })).toHaveAttribute(
      'href',
      '/admin/submissions',
    );
    expect(within(card('Recurring jobs')).getByRole('link', { name: 'Recurring jobs' })).toHaveAttribute(
      'href',
      '/admin/recurring-jobs',
    );
    expect(screen.getByRole('link', { name: 'Team sort' })).toHaveAttribute('href', '/admin/team-sort');
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/admin/audit-log');
    expect(screen.getByRole('link', { name: 'Guild stashes' })).toHaveAttribute('href', '/admin/guild/');
  });

  it('shows a judge only the submissions waiting for review, and no red badge when no job fails', async () => {
    logInAs(3, ['submission_judge']);
    stubFetch({ ...routes(user({ id: 3, permissions: ['submission_judge'] })), ...hubRoutes });
    renderApp('/admin');
    expect(await screen.findByText('2 pending submissions')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Events' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'User management' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Recurring jobs/ })).not.toBeInTheDocument();
  });

  it("opens the current event's objectives and presets to an objective designer", async () => {
    logInAs(4, ['objective_designer']);
    stubFetch({ ...routes(user({ id: 4, permissions: ['objective_designer'] })), ...hubRoutes });
    renderApp('/admin');
    const designer = await screen.findByRole('link', { name: 'Objectives of Sandbox Sprint (PL7777)' });
    const current = demoEvent();
    expect(designer).toHaveAttribute('href', `/admin/events/${current.id}/categories`);
    expect(within(card('Objectives')).getByRole('link', { name: 'scoring presets' })).toHaveAttribute(
      'href',
      `/admin/events/${current.id}/scoring-presets`,
    );
    expect(screen.queryByRole('link', { name: 'Events' })).not.toBeInTheDocument();
  });

  it('shows a team lead the team they lead', async () => {
    logInAs(6);
    stubFetch({ ...routes(user({ id: 6 }), eventStatus({ team_id: 2, is_team_lead: true })), ...hubRoutes });
    renderApp('/admin');
    expect(await screen.findByText(/You lead Frost Wardens in Sandbox Sprint \(PL7777\)\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Team suggestions' })).toHaveAttribute('href', '/admin/team-suggestions');
    expect(screen.queryByRole('heading', { name: /Submissions/ })).not.toBeInTheDocument();
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
