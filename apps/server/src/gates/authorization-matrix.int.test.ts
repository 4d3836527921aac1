/**
 * The authorization matrix: every registered API route × every kind of caller, with the outcome derived from
 * the route's declared guard alone. A new route is covered the moment it is registered.
 *
 * Requests carry a body that no schema accepts (a JSON string), so a caller the guard lets in gets a 400 (or
 * the route's answer when it takes no body) and changes nothing, while a caller it keeps out gets 401/403
 * before the body is looked at. Each route gets a fresh event, and is tried by refused callers first, so
 * what an admitted caller does (e.g. delete the event) cannot change what the refused ones see.
 */
import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../plugins/auth';
import { DATABASE_KINDS, type TestApp } from '../test/test-app';
import { createEventFixture, MANY_REQUESTS_TIMEOUT_MS, useGateApp } from './identities.fixture';
import { expectedOutcome, fillPath, fixtureParam, type Outcome } from './route-requests';

/** Refused callers first, then the anonymous one (the reference for bad tokens), then the admitted ones. */
const ORDER: Record<Outcome, number> = { 401: 0, 403: 0, allowed: 1, as_anonymous: 2 };

describe.each(DATABASE_KINDS)('authorization matrix on %s', (kind) => {
  const gate = useGateApp(kind);

  it('covers every API route the app registers', () => {
    const { t } = gate;
    // The catalog is what the matrix walks; a route missing from it would escape every check below.
    expect(t.app.routeCatalog.length).toBeGreaterThan(50);
    expect(t.app.routeCatalog.map((route) => `${route.method} ${route.url}`)).toContain('PATCH /api/users/self');
    expect(t.app.routeCatalog.map((route) => `${route.method} ${route.url}`)).toContain('GET /metrics');
  });

  it(
    'gives every caller of every route the outcome its guard declares',
    async () => {
      const { t, identities } = gate;
      const failures: string[] = [];
      for (const route of t.app.routeCatalog) {
        const fixture = await createEventFixture(t, identities);
        const url = fillPath(route, (name) => fixtureParam(name, fixture, identities));
        const plan = identities.all
          .map((identity) => ({ identity, outcome: expectedOutcome(route, identity) }))
          .sort((a, b) => ORDER[a.outcome] - ORDER[b.outcome]);
        let anonymousStatus: number | undefined;
        for (const { identity, outcome } of plan) {
          const status = await send(t, route, url, identities.headersOf(identity));
          if (identity.kind === 'anonymous') anonymousStatus = status;
          const ok =
            status < 500 &&
            (outcome === 'allowed'
              ? status !== 401 && status !== 403
              : outcome === 'as_anonymous'
                ? // Hidden things are "not found" to strangers, but "sign in again" to a refused token.
                  status === anonymousStatus || (anonymousStatus === 404 && status === 401)
                : status === outcome);
          if (!ok)
            failures.push(
              `${route.method} ${route.url} as ${identity.name}: got ${status}, expected ${String(outcome)}`,
            );
        }
      }
      expect(failures).toEqual([]);
    },
    MANY_REQUESTS_TIMEOUT_MS,
  );
});

/** One request as the matrix sends it: a body no schema accepts, when the route reads one. */
async function send(t: TestApp, route: RouteEntry, url: string, headers: Record<string, string>): Promise<number> {
  const withBody = route.schema.body !== undefined;
  const response = await t.app.inject({
    method: route.method as 'GET',
    url,
    headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
    payload: withBody ? '"not what any route accepts"' : undefined,
  });
  return response.statusCode;
}
