import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { authStore } from '~/lib/auth';
import { createQueryClient } from '~/lib/query-client';
import { browserNavigation } from '~/lib/sign-in';
import { createAppRouter } from '~/router';
import {
  demoEvent,
  eventStatus,
  HOUR_S,
  makeToken,
  nowSeconds,
  renderApp,
  sentRequests,
  stubFetch,
  user,
  type Routes,
  type StubResponse,
} from '~/testing';

const token = makeToken({ user_id: 4, permissions: [], exp: nowSeconds() + HOUR_S });

function api(overrides: Routes = {}): Routes {
  return {
    'GET /api/health': { body: { status: 'ok', database: 'ok', version: 'test' } },
    'GET /api/events/current': { body: demoEvent() },
    'GET /api/events/current/status': { body: eventStatus() },
    'GET /api/users/self': { body: user({ id: 4, display_name: 'Dustmoth' }) },
    ...overrides,
  };
}

function signedIn(lastPath: string): StubResponse {
  return { body: { auth_token: token, user: user({ id: 4, display_name: 'Dustmoth' }), last_path: lastPath } };
}

const oauthCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  sentRequests(fetchMock).filter((request) => request.url.pathname.startsWith('/api/oauth2/'));

describe('sign-in callback page', () => {
  it('finishes the sign-in once, stores the token and returns to the page the user came from', async () => {
    let answer: (response: StubResponse) => void = () => {};
    const fetchMock = stubFetch(
      api({ 'POST /api/oauth2/poe/callback': () => new Promise((resolve) => (answer = resolve)) }),
    );
    const { router } = renderApp('/auth/poe/callback?code=c0de&state=st4te');
    expect(await screen.findByRole('heading', { name: 'Signing in with Path of Exile' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Finishing your sign-in…');
    answer(signedIn('/rules'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/rules'));
    expect(localStorage.getItem('auth')).toBe(token);
    expect(await screen.findByRole('button', { name: /Account menu for Dustmoth/ })).toBeInTheDocument();

    const calls = oauthCalls(fetchMock);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({
      code: 'c0de',
      state: 'st4te',
      redirect_url: `${window.location.origin}/auth/poe/callback`,
    });
  });

  it('sends the single-use code once even when React runs effects twice (StrictMode, as in development)', async () => {
    const fetchMock = stubFetch(api({ 'POST /api/oauth2/poe/callback': signedIn('/rules') }));
    const queryClient = createQueryClient(authStore);
    const history = createMemoryHistory({ initialEntries: ['/auth/poe/callback?code=c&state=s'] });
    const router = createAppRouter({ queryClient, auth: authStore }, history);
    render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/rules'));
    expect(oauthCalls(fetchMock)).toHaveLength(1);
    queryClient.clear();
  });

  it('keeps a code that looks like a number exactly as the provider sent it', async () => {
    const fetchMock = stubFetch(api({ 'POST /api/oauth2/discord/callback': signedIn('/') }));
    const { router } = renderApp('/auth/discord/callback?code=00012345678901234567890&state=42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(oauthCalls(fetchMock)[0]?.body).toMatchObject({ code: '00012345678901234567890', state: '42' });
  });

  it('never leaves the site, whatever path the answer names', async () => {
    stubFetch(api({ 'POST /api/oauth2/twitch/callback': signedIn('//evil.example/steal') }));
    const { router } = renderApp('/auth/twitch/callback?code=a&state=b');
    await waitFor(() => expect(localStorage.getItem('auth')).toBe(token));
    await waitFor(() => expect(router.state.location.href).toBe('/'));
  });

  it("explains a provider's refusal in words, with a way to try again and a way back, without calling the server", async () => {
    const leave = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    onTestFinished(() => leave.mockRestore());
    sessionStorage.setItem('sign-in-return-path', '/settings');
    onTestFinished(() => sessionStorage.clear());
    const fetchMock = stubFetch(
      api({ 'GET /api/oauth2/discord/redirect': { body: 'https://discord.example/oauth2/authorize?state=n' } }),
    );
    renderApp('/auth/discord/callback?error=access_denied&error_description=The+resource+owner+denied+the+request');

    expect(await screen.findByRole('heading', { name: 'Sign-in did not complete' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('You did not allow Discord to sign you in, so nothing was changed.');
    expect(alert).toHaveTextContent('Discord said: “The resource owner denied the request” (access_denied)');
    expect(screen.queryByText(/Handling Authentication/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the page you were on' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('link', { name: 'Return to home page' })).toHaveAttribute('href', '/');
    expect(oauthCalls(fetchMock)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Try again with Discord' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://discord.example/oauth2/authorize?state=n'));
    expect(oauthCalls(fetchMock)[0]?.url.searchParams.get('last_url')).toBe('/settings');
  });

  it('says so when the page is opened without a code or state, instead of leaving silently', async () => {
    const fetchMock = stubFetch(api());
    const { router } = renderApp('/auth/poe/callback?code=only-a-code');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page did not receive an answer from Path of Exile.',
    );
    expect(router.state.location.pathname).toBe('/auth/poe/callback');
    expect(oauthCalls(fetchMock)).toHaveLength(0);
  });

  it("shows the server's reason for a used or expired sign-in instead of spinning", async () => {
    stubFetch(
      api({
        'POST /api/oauth2/poe/callback': {
          status: 400,
          body: { error: 'This sign-in is unknown or was already used; please start again', code: 'bad_request' },
        },
      }),
    );
    renderApp('/auth/poe/callback?code=c&state=reused');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Signing in with Path of Exile could not be finished.');
    expect(alert).toHaveTextContent('This sign-in is unknown or was already used; please start again');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(localStorage.getItem('auth')).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Return to home page' })).toBeInTheDocument();
  });

  it('refuses a token it cannot read rather than pretending to be signed in', async () => {
    stubFetch(
      api({ 'POST /api/oauth2/poe/callback': { body: { auth_token: 'not-a-jwt', user: user(), last_path: '/' } } }),
    );
    renderApp('/auth/poe/callback?code=c&state=s');
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in token from the server could not be used.');
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('treats an unknown provider as a page that does not exist', async () => {
    stubFetch(api());
    renderApp('/auth/myspace/callback?code=c&state=s');
    expect(await screen.findByRole('heading', { name: 'Could not find page' })).toBeInTheDocument();
  });
});
