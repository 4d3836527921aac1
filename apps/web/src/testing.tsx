/**
 * Test helpers (imported by *.test.tsx only): unsigned tokens, a stubbed `fetch` answering by
 * "METHOD /path", and the whole app rendered at a path with a memory history.
 */
import type { Event, EventStatus, Signup, User } from '@app/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import { authStore } from '~/lib/auth';
import { connectAuth } from '~/lib/auth-sync';
import { connectCurrentEvent } from '~/lib/event-sync';
import { createQueryClient } from '~/lib/query-client';
import { createAppRouter } from './router';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** A JWT-shaped token with the given claims, issued now unless `iat` is given (the client never checks the signature). */
export function makeToken(claims: Record<string, unknown>): string {
  const payload = { iat: nowSeconds(), ...claims };
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

export const HOUR_S = 3600;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

export type StubResponse = { status?: number; body?: unknown };
export type Routes = Record<string, StubResponse | ((request: Request) => StubResponse | Promise<StubResponse>)>;

/** Stubs global fetch; unknown routes answer 404 not_found. Returns the mock to inspect calls. */
export function stubFetch(routes: Routes) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request = new Request(new URL(url, 'http://localhost'), init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const entry = routes[key];
    const { status = 200, body } =
      typeof entry === 'function'
        ? await entry(request)
        : (entry ?? { status: 404, body: { error: 'Not found', code: 'not_found' } });
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

export type SentRequest = { method: string; url: URL; headers: Headers; body: unknown };

/** The requests a `stubFetch` mock received, decoded (JSON bodies parsed), optionally only those to a path. */
export function sentRequests(fetchMock: ReturnType<typeof stubFetch>, pathname?: string): SentRequest[] {
  return fetchMock.mock.calls
    .map(([input, init]): SentRequest => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      return {
        method: init?.method ?? 'GET',
        url: new URL(url, 'http://localhost'),
        headers: new Headers(init?.headers),
        body,
      };
    })
    .filter((request) => pathname === undefined || request.url.pathname === pathname);
}

export function demoEvent(overrides: Partial<Event> = {}): Event {
  const day = 86_400_000;
  const now = Date.now();
  return {
    id: 7,
    name: 'Sandbox Sprint (PL7777)',
    game_version: 'poe1',
    is_current: true,
    is_public: true,
    is_locked: false,
    max_size: 40,
    waitlist_size: 10,
    max_group_size: 1,
    application_start_time: new Date(now - 2 * day).toISOString(),
    application_end_time: new Date(now + 2 * day).toISOString(),
    event_start_time: new Date(now + 3 * day).toISOString(),
    event_end_time: new Date(now + 10 * day).toISOString(),
    closing_time: new Date(now + 17 * day).toISOString(),
    teams: [
      {
        id: 1,
        event_id: 7,
        name: 'Ember Tide',
        abbreviation: 'EMB',
        color: '#e4572e',
        allowed_classes: ['Juggernaut', 'Slayer'],
      },
      {
        id: 2,
        event_id: 7,
        name: 'Frost Wardens',
        abbreviation: 'FRW',
        color: '#3a86ff',
        allowed_classes: ['Necromancer'],
      },
    ],
    ...overrides,
  };
}

export function eventStatus(overrides: Partial<EventStatus> = {}): EventStatus {
  return {
    team_id: null,
    is_team_lead: false,
    application_status: 'none',
    number_of_signups: 12,
    number_of_signups_before: null,
    partner: null,
    ...overrides,
  };
}

export function user(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    display_name: 'Ashvale',
    account_name: 'Ashvale#1037',
    discord_id: null,
    discord_name: null,
    twitch_id: null,
    twitch_name: null,
    token_expiry_timestamp: null,
    permissions: [],
    ...overrides,
  };
}

/** Ashvale's accepted application, not yet in a team. */
export function demoSignup(overrides: Partial<Signup> = {}): Signup {
  return {
    user: { id: 1, display_name: 'Ashvale', account_name: 'Ashvale#1037', discord_name: null },
    timestamp: '2026-01-01T00:00:00.000Z',
    expected_playtime: 6,
    needs_help: false,
    wants_to_help: false,
    partner_id: null,
    partner_account_name: null,
    actual_playtime: null,
    extra: null,
    status: 'accepted',
    team_id: null,
    team_lead: false,
    group_id: null,
    ...overrides,
  };
}

/** Logs the shared auth store in with an unexpired token holding `permissions`. */
export function logInAs(userId: number, permissions: string[] = []) {
  const ok = authStore.login(makeToken({ user_id: userId, permissions, exp: nowSeconds() + HOUR_S }));
  if (!ok) throw new Error('test token was refused');
}

type SignedInOptions = {
  /** The viewer's standing in the current event. */
  status?: Partial<EventStatus>;
  /** Their account as the server answers it. */
  self?: Partial<User>;
  /** What their token grants. */
  permissions?: string[];
};

/**
 * Logs `userId` in and answers the reads every page makes for a signed-in viewer: their account and their
 * standing in the current event. Spread into a test's routes.
 */
export function signedIn(userId: number, { status = {}, self = {}, permissions = [] }: SignedInOptions = {}): Routes {
  logInAs(userId, permissions);
  return {
    'GET /api/users/self': { body: user({ id: userId, ...self }) },
    'GET /api/events/current/status': { body: eventStatus(status) },
  };
}

/** Renders the whole app (shell + routes) at `path`, wired like main.tsx. */
export function renderApp(path = '/') {
  const queryClient = createQueryClient(authStore);
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ queryClient, auth: authStore }, history);
  const disconnect = connectAuth({ auth: authStore, queryClient, revalidateRoutes: () => void router.invalidate() });
  const disconnectEvent = connectCurrentEvent(queryClient);
  onTestFinished(() => {
    disconnect();
    disconnectEvent();
    queryClient.clear();
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
