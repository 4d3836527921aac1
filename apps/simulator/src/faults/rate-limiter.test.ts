import { afterEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../simulator';
import { helixGet, poeAppToken, poeGet, poeUserToken, startTestSimulator, twitchAppToken } from '../test-kit';

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

describe('PoE rate limits on the virtual clock', () => {
  it('reports the policy and counts hits in the -State header', async () => {
    sim = await startTestSimulator({
      rateLimits: { poe: { policies: { 'character-request-limit': { Account: '3:10:60,20:300:300' } } } },
    });
    const { access_token } = await poeUserToken(sim);
    const states: (string | null)[] = [];
    for (let call = 0; call < 2; call++)
      states.push((await poeGet(sim, '/character/AliceNecro', access_token)).headers.get('x-rate-limit-account-state'));
    const response = await poeGet(sim, '/character/AliceNecro', access_token);
    expect(response.headers.get('x-rate-limit-policy')).toBe('character-request-limit');
    expect(response.headers.get('x-rate-limit-rules')).toBe('Account');
    expect(response.headers.get('x-rate-limit-account')).toBe('3:10:60,20:300:300');
    expect([...states, response.headers.get('x-rate-limit-account-state')]).toEqual([
      '1:10:0,1:300:0',
      '2:10:0,2:300:0',
      '3:10:0,3:300:0',
    ]);
  });

  it('refuses with 429, Retry-After and the restriction in -State, until virtual time has passed', async () => {
    sim = await startTestSimulator({
      rateLimits: { poe: { policies: { 'character-request-limit': { Account: '2:10:60' } } } },
    });
    const { access_token } = await poeUserToken(sim);
    await poeGet(sim, '/character/AliceNecro', access_token);
    await poeGet(sim, '/character/AliceNecro', access_token);
    const refused = await poeGet(sim, '/character/AliceNecro', access_token);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.get('x-rate-limit-account-state')).toBe('3:10:60');
    expect(await refused.json()).toEqual({ error: { code: 3, message: 'Rate limit exceeded' } });

    sim.control.advance('59s');
    const stillRefused = await poeGet(sim, '/character/AliceNecro', access_token);
    expect(stillRefused.status).toBe(429);
    expect(stillRefused.headers.get('retry-after')).toBe('1');
    sim.control.advance('1s');
    const allowed = await poeGet(sim, '/character/AliceNecro', access_token);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('x-rate-limit-account-state')).toBe('1:10:0');
    expect(
      sim.journal.list({ api: 'poeApi', path: '/character/*' }).map((entry) => entry.rateLimited ?? false),
    ).toEqual([false, false, true, true, false]);
  });

  it('keeps separate counters per account and shares them across endpoints of one policy', async () => {
    sim = await startTestSimulator({
      rateLimits: { poe: { policies: { 'character-list-request-limit': { Account: '1:60:60' } } } },
    });
    const alice = await poeUserToken(sim);
    const bob = await poeUserToken(sim, 'Bob#5678');
    expect((await poeGet(sim, '/character', alice.access_token)).status).toBe(200);
    expect((await poeGet(sim, '/character', bob.access_token)).status).toBe(200);
    // `/character/poe2` lists too, so it counts against the same policy.
    expect((await poeGet(sim, '/character/poe2', alice.access_token)).status).toBe(429);
  });

  it('emits headers but never refuses in headers mode, and nothing in off mode', async () => {
    sim = await startTestSimulator({
      rateLimits: { poe: { mode: 'headers', policies: { 'public-stash-tabs-request-limit': { Client: '1:5:60' } } } },
    });
    const token = await poeAppToken(sim, 'service:psapi');
    await poeGet(sim, '/public-stash-tabs', token);
    const second = await poeGet(sim, '/public-stash-tabs', token);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-rate-limit-client-state')).toBe('2:5:0');
    sim.control.setRateLimits({ provider: 'poe', config: { mode: 'off' } });
    expect((await poeGet(sim, '/public-stash-tabs', token)).headers.get('x-rate-limit-policy')).toBeNull();
  });

  it('a rate-limit fault answers 429 with Retry-After and leaves the penalty in later -State headers', async () => {
    sim = await startTestSimulator();
    const token = await poeAppToken(sim, 'service:psapi');
    sim.control.addFault({
      match: { api: 'poeApi', path: '/public-stash-tabs' },
      action: { kind: 'rate-limit', retryAfter: 7 },
      times: 1,
    });
    const refused = await poeGet(sim, '/public-stash-tabs', token);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('7');
    expect(refused.headers.get('x-rate-limit-client-state')).toMatch(/^\d+:5:7$/);
    sim.control.advance('3s');
    const during = await poeGet(sim, '/public-stash-tabs', token);
    expect(during.status).toBe(429);
    expect(during.headers.get('retry-after')).toBe('4');
    sim.control.advance('4s');
    expect((await poeGet(sim, '/public-stash-tabs', token)).status).toBe(200);
    const [first, , third] = sim.journal.list({ path: '/public-stash-tabs' });
    expect((third?.at ?? 0) - (first?.at ?? 0)).toBe(7_000);
  });
});

describe('Twitch rate limits', () => {
  it('sends Ratelimit-* headers and refuses when the bucket is empty', async () => {
    sim = await startTestSimulator({ rateLimits: { twitch: { pointsPerMinute: 2 } } });
    const token = await twitchAppToken(sim);
    const first = await helixGet(sim, '/helix/streams', token);
    expect(first.headers.get('ratelimit-limit')).toBe('2');
    expect(first.headers.get('ratelimit-remaining')).toBe('1');
    await helixGet(sim, '/helix/streams', token);
    const refused = await helixGet(sim, '/helix/streams', token);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'Too Many Requests', status: 429 });
    sim.control.advance('30s');
    expect((await helixGet(sim, '/helix/streams', token)).status).toBe(200);
  });
});
