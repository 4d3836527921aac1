import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { CURRENT_EVENT_QUERY_KEY, eventStatusQueryKey } from '~/lib/query-keys';
import { browserNavigation } from '~/lib/sign-in';
import {
  demoEvent,
  eventStatus,
  logInAs,
  renderApp,
  sentRequests,
  stubFetch,
  user,
  type Routes,
  signedIn,
} from '~/testing';

function api(overrides: Routes = {}): Routes {
  return {
    'GET /api/health': { body: { status: 'ok', database: 'ok', version: 'test' } },
    'GET /api/events/current': { body: demoEvent() },
    'GET /api/events/current/status': { body: eventStatus() },
    ...overrides,
  };
}

const nav = () => screen.findByRole('navigation', { name: 'Main' });

describe('top navigation', () => {
  it('shows the public sections and Login to a visitor, without Admin', async () => {
    stubFetch(api());
    renderApp('/');
    await screen.findByRole('heading', { name: 'Sandbox Sprint (PL7777)' });
    for (const name of ['Home', 'Scoring', 'Streams', 'Rules', 'Past events']) {
      expect(within(await nav()).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(await nav()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(await nav()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows Admin to a user holding a permission', async () => {
    logInAs(1, ['submission_judge']);
    stubFetch(api({ 'GET /api/users/self': { body: user({ permissions: ['submission_judge'] }) } }));
    renderApp('/');
    expect(await within(await nav()).findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('shows Admin to a team lead without permissions', async () => {
    stubFetch(api(signedIn(6, { status: { team_id: 2, is_team_lead: true } })));
    renderApp('/');
    expect(await within(await nav()).findByRole('link', { name: 'Admin' })).toBeInTheDocument();
  });

  it('hides Admin from a logged-in player who is neither', async () => {
    logInAs(2);
    stubFetch(api({ 'GET /api/users/self': { body: user({ id: 2, display_name: 'Brimlock' }) } }));
    renderApp('/');
    await screen.findByRole('button', { name: /Account menu for Brimlock/ });
    expect(within(await nav()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('marks the site as demo data when the server says so', async () => {
    stubFetch(api({ 'GET /api/health': { body: { status: 'ok', database: 'ok', version: 'x', demo: true } } }));
    renderApp('/');
    expect(await screen.findByText('Demo data')).toBeInTheDocument();
  });
});

describe('user menu', () => {
  it('offers the three sign-in providers from a keyboard-usable Login button and leaves for the chosen one', async () => {
    const leave = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    onTestFinished(() => leave.mockRestore());
    const fetchMock = stubFetch(
      api({ 'GET /api/oauth2/poe/redirect': { body: 'https://provider.example/authorize?state=s1' } }),
    );
    renderApp('/rules');
    const ui = userEvent.setup();
    const login = await screen.findByRole('button', { name: 'Login' });
    expect(login).toHaveAttribute('aria-expanded', 'false');

    login.focus();
    await ui.keyboard('{Enter}');
    expect(login).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Discord' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Twitch' })).toBeInTheDocument();

    await ui.keyboard('{Escape}');
    expect(login).toHaveAttribute('aria-expanded', 'false');
    expect(login).toHaveFocus();

    await ui.click(login);
    await ui.click(screen.getByRole('button', { name: 'Path of Exile' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://provider.example/authorize?state=s1'));
    const url = sentRequests(fetchMock, '/api/oauth2/poe/redirect')[0]?.url ?? new URL('http://missing');
    expect(url.searchParams.get('redirect_url')).toBe(`${window.location.origin}/auth/poe/callback`);
    expect(url.searchParams.get('last_url')).toBe('/rules');
  });

  it('lists Settings, Profile and Logout for a logged-in user; Logout ends the session', async () => {
    logInAs(1, ['admin']);
    stubFetch(api({ 'GET /api/users/self': { body: user({ permissions: ['admin'] }) } }));
    renderApp('/');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: /Account menu for Ashvale/ }));
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile/1');

    await ui.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('auth')).toBeNull();
    expect(within(await nav()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Ashvale/)).not.toBeInTheDocument();
  });
});

describe('user menu link to /played', () => {
  const HOUR = 3_600_000;
  async function menuLinks(event: ReturnType<typeof demoEvent>, status: ReturnType<typeof eventStatus>) {
    logInAs(1);
    stubFetch(
      api({
        'GET /api/users/self': { body: user() },
        'GET /api/events/current': { body: event },
        'GET /api/events/current/status': { body: status },
      }),
    );
    const { queryClient } = renderApp('/rules');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: /Account menu for Ashvale/ }));
    // The menu decides from the event and the player's standing: wait until both have loaded.
    await waitFor(() => {
      expect(queryClient.getQueryState(CURRENT_EVENT_QUERY_KEY)?.status).toBe('success');
      expect(queryClient.getQueryState(eventStatusQueryKey('current'))?.status).toBe('success');
    });
    return screen;
  }
  const accepted = eventStatus({ application_status: 'accepted', team_id: 1 });

  it('offers "Your /played" to a player in the event\'s last day and after it', async () => {
    const lastDay = demoEvent({
      event_start_time: new Date(Date.now() - 6 * 24 * HOUR).toISOString(),
      event_end_time: new Date(Date.now() + 2 * HOUR).toISOString(),
    });
    const menu = await menuLinks(lastDay, accepted);
    expect(await menu.findByRole('link', { name: 'Your /played' })).toHaveAttribute('href', '/played');
  });

  it('does not offer it six days before the end', async () => {
    const running = demoEvent({
      event_start_time: new Date(Date.now() - 24 * HOUR).toISOString(),
      event_end_time: new Date(Date.now() + 6 * 24 * HOUR).toISOString(),
    });
    const menu = await menuLinks(running, accepted);
    expect(menu.queryByRole('link', { name: 'Your /played' })).not.toBeInTheDocument();
  });

  it('does not offer it to a logged-in user who never signed up, even after the end', async () => {
    const over = demoEvent({
      event_start_time: new Date(Date.now() - 8 * 24 * HOUR).toISOString(),
      event_end_time: new Date(Date.now() - HOUR).toISOString(),
    });
    const menu = await menuLinks(over, eventStatus());
    expect(menu.queryByRole('link', { name: 'Your /played' })).not.toBeInTheDocument();
  });
});

describe('game account banner', () => {
  const bannerText = /Path of Exile account is not connected yet/;

  it('asks a logged-in user without a game account to connect one', async () => {
    logInAs(3);
    stubFetch(api({ 'GET /api/users/self': { body: user({ id: 3, account_name: null }) } }));
    renderApp('/');
    expect(await screen.findByText(bannerText)).toBeInTheDocument();
  });

  it('stays away for a connected user and for visitors', async () => {
    logInAs(1);
    stubFetch(api({ 'GET /api/users/self': { body: user() } }));
    const { unmount } = renderApp('/');
    await screen.findByRole('button', { name: /Account menu for Ashvale/ });
    expect(screen.queryByText(bannerText)).not.toBeInTheDocument();
    unmount();
  });
});

describe('not found', () => {
  it("shows 'Could not find page' with a link home", async () => {
    stubFetch(api());
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Could not find page' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Return to the home page' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sandbox Sprint (PL7777)' })).toBeInTheDocument());
  });
});
