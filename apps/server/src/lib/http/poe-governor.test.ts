import { afterEach, describe, expect, it } from 'vitest';
import { LEAGUE } from '../../providers/simulator.fixtures';
import {
  AnySchema,
  busiestWindow,
  closeProviders,
  env,
  http,
  logs,
  poeGet,
  river,
  riverCalls,
  riverFault,
  SECOND,
  start,
  startWithToken,
  UA,
} from './http.fixtures';
import { HttpClient } from './http-client';
import type { UpstreamError } from './upstream-error';

/** PoE rate-limit policies, on the simulator's virtual clock: every wait shows in the journal's timestamps. */

afterEach(closeProviders);

describe('PoE rate-limit policies', () => {
  it('waits at least Retry-After (plus padding) before sending on the policy again', async () => {
    const token = await startWithToken();
    riverFault({ kind: 'rate-limit', retryAfter: 7 }, { times: 1 });
    await expect(river(token)).resolves.toMatchObject({ status: 200 });
    const calls = riverCalls();
    expect(calls.map((call) => call.status)).toEqual([429, 200]);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(7 * SECOND);
    expect(logs.some((log) => log.message === 'rate limited by the provider')).toBe(true);
  });

  it('gives up with rate_limited rather than wait longer than the caller allows, and sends nothing meanwhile', async () => {
    const token = await startWithToken();
    riverFault({ kind: 'rate-limit', retryAfter: 120 }, { times: 1 });
    await expect(river(token, { maxWaitMs: 30 * SECOND })).rejects.toMatchObject({
      kind: 'rate_limited',
      upstreamStatus: 429,
      retryAfterMs: 120 * SECOND,
    });
    const error = await river(token, { maxWaitMs: 30 * SECOND }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'rate_limited', upstreamStatus: null });
    expect((error as UpstreamError).retryAfterMs).toBeGreaterThanOrEqual(120 * SECOND);
    expect(riverCalls()).toHaveLength(1);
  });

  it('sends the first request of an unknown policy alone, then paces by the policy it reports', async () => {
    const token = await startWithToken({
      rateLimits: { poe: { policies: { 'public-stash-tabs-request-limit': { Client: '2:10:60' } } } },
    });
    await Promise.all(Array.from({ length: 5 }, () => river(token, { maxWaitMs: 120 * SECOND })));
    const calls = riverCalls();
    expect(calls.map((call) => call.status)).toEqual([200, 200, 200, 200, 200]);
    expect(calls.some((call) => call.rateLimited)).toBe(false);
    expect(busiestWindow(calls, 10 * SECOND)).toBeLessThanOrEqual(2);
  });

  it('never exceeds the advertised policy through a storm of 429s', async () => {
    const token = await startWithToken({
      rateLimits: { poe: { policies: { 'public-stash-tabs-request-limit': { Client: '4:10:30,10:60:120' } } } },
    });
    riverFault({ kind: 'rate-limit', retryAfter: 5 }, { afterNth: 3, times: 4 });
    riverFault({ kind: 'rate-limit', retryAfter: 3 }, { afterNth: 12, times: 2, probability: 0.5 });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => river(token, { maxWaitMs: 3_600 * SECOND })),
    );
    expect(results.filter((result) => result.status === 'fulfilled').length).toBeGreaterThanOrEqual(16);
    const calls = riverCalls();
    expect(calls.filter((call) => call.fault?.kind === 'rate-limit').length).toBeGreaterThanOrEqual(4);
    // The simulator itself never had to refuse us, and no window ever held more than the policy allows.
    expect(calls.some((call) => call.rateLimited)).toBe(false);
    expect(busiestWindow(calls, 10 * SECOND)).toBeLessThanOrEqual(4);
    expect(busiestWindow(calls, 60 * SECOND)).toBeLessThanOrEqual(10);
    for (const [index, call] of calls.entries()) {
      if (call.status !== 429) continue;
      const next = calls[index + 1];
      if (next) expect(next.at - call.at).toBeGreaterThanOrEqual(3 * SECOND);
    }
  });

  it('shares counters between endpoints that report the same policy', async () => {
    const token = await startWithToken({
      rateLimits: { poe: { policies: { 'league-request-limit': { Client: '2:10:60' } } } },
    });
    const league = encodeURIComponent(LEAGUE);
    await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        http.request({
          ...(index % 2 === 0
            ? poeGet(`/league/${league}`, token, AnySchema, 'GET /league/{league}')
            : poeGet(`/league/${league}/ladder`, token, AnySchema, 'GET /league/{league}/ladder')),
          maxWaitMs: 120 * SECOND,
        }),
      ),
    );
    const calls = env.sim.journal.list({ path: '/league/*' });
    expect(calls).toHaveLength(6);
    expect(calls.some((call) => call.rateLimited)).toBe(false);
    expect(busiestWindow(calls, 10 * SECOND)).toBeLessThanOrEqual(2);
  });

  it('adopts the hits the server counted from elsewhere', async () => {
    const token = await startWithToken({
      rateLimits: { poe: { policies: { 'public-stash-tabs-request-limit': { Client: '3:10:60' } } } },
    });
    // Another process of ours spends two of the three hits first.
    const elsewhere = new HttpClient({ clock: http.clock });
    for (let call = 0; call < 2; call += 1) await elsewhere.request(poeGet('/public-stash-tabs', token, AnySchema));
    await river(token);
    await river(token);
    const calls = riverCalls();
    expect(calls.some((call) => call.rateLimited)).toBe(false);
    expect(calls[3]!.at - calls[2]!.at).toBeGreaterThanOrEqual(10 * SECOND);
  });

  it('honours a restriction the server reports in the -State header', async () => {
    const token = await startWithToken({
      rateLimits: { poe: { policies: { 'public-stash-tabs-request-limit': { Client: '1:10:45' } } } },
    });
    // Elsewhere, a careless tool overruns the policy: the server restricts the client for 45 s.
    for (let call = 0; call < 2; call += 1) {
      await fetch(`${env.sim.urls.poeApi}/public-stash-tabs`, {
        headers: { authorization: `Bearer ${token}`, 'user-agent': UA },
      });
    }
    await river(token, { maxWaitMs: 120 * SECOND });
    const calls = riverCalls();
    expect(calls.map((call) => call.status)).toEqual([200, 429, 429, 200]);
    expect(calls[3]!.at - calls[1]!.at).toBeGreaterThanOrEqual(45 * SECOND);
  });

  it('counts Account rules per token: one player’s waiting does not hold up another', async () => {
    await start({ rateLimits: { poe: { policies: { 'account-request-limit': { Account: '1:10:60' } } } } });
    const { poeSignIn } = await import('../../providers/simulator.fixtures');
    const alice = (await poeSignIn(env, 'Alice#1234')).accessToken;
    const bob = (await poeSignIn(env, 'Bob#5678')).accessToken;
    await Promise.all([env.poe.getProfile(alice), env.poe.getProfile(alice), env.poe.getProfile(bob)]);
    const calls = env.sim.journal.list({ path: '/profile' });
    expect(calls.some((call) => call.rateLimited)).toBe(false);
    const at = (account: string): number[] => calls.filter((call) => call.account === account).map((call) => call.at);
    const [aliceFirst, aliceSecond] = at('Alice#1234');
    expect(aliceSecond! - aliceFirst!).toBeGreaterThanOrEqual(10 * SECOND);
    expect(at('Bob#5678')[0]).toBeLessThan(aliceSecond!);
  });

  it('holds every PoE request after a 429 that names no policy (the CDN’s own page)', async () => {
    const token = await startWithToken();
    riverFault({ kind: 'malformed', malformation: 'html', status: 429 }, { times: 1 });
    await expect(river(token, { maxWaitMs: 0 })).rejects.toMatchObject({ kind: 'rate_limited', upstreamStatus: 429 });
    await http.request({
      ...poeGet(`/league/${encodeURIComponent(LEAGUE)}/ladder`, token, AnySchema),
      maxWaitMs: 120 * SECOND,
    });
    const [blocked, next] = env.sim.journal.list({ api: 'poeApi' });
    expect(next!.at - blocked!.at).toBeGreaterThanOrEqual(60 * SECOND);
  });

  it('keeps working when a response carries no rate-limit headers', async () => {
    const token = await startWithToken();
    riverFault({ kind: 'malformed', malformation: 'missing-ratelimit-headers' }, { times: 2 });
    for (let call = 0; call < 3; call += 1) await expect(river(token)).resolves.toMatchObject({ status: 200 });
  });
});
