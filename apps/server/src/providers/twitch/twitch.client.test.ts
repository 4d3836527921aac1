import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REDIRECT_URI, startProviders, twitchSignIn, type TestProviders } from '../simulator.fixtures';

/** Contract tests: the Twitch client against the simulator (docs/external-services.md §2). */

let env: TestProviders;
beforeEach(async () => {
  env = await startProviders();
  env.sim.control.advance('3h'); // Alice (101) live since +1h, Bob (102) since +2h.
});
afterEach(async () => {
  await env.close();
});

const streamsCalls = () => env.sim.journal.list({ api: 'twitchApi', path: '/helix/streams' });

describe('live streams', () => {
  it('lists the live streams of the given user ids; offline and unknown ids are simply absent', async () => {
    const streams = await env.twitch.getStreams(['101', '102', '999']);
    expect(streams).toEqual([
      {
        id: expect.any(String) as unknown,
        userId: '101',
        userLogin: 'alicelive',
        userName: 'AliceLive',
        gameName: 'Path of Exile',
        title: 'racing',
        viewerCount: expect.any(Number) as unknown,
        startedAt: new Date('2026-05-01T21:00:00Z'),
        language: 'en',
        thumbnailUrl: expect.stringContaining('{width}x{height}') as unknown,
        tags: ['English'],
      },
      expect.objectContaining({ userId: '102', title: 'mapping' }),
    ]);
    env.sim.control.advance('3h'); // Alice's stream ended at +5h.
    await expect(env.twitch.getStreams(['101', '102'])).resolves.toEqual([expect.objectContaining({ userId: '102' })]);
  });

  it('sends the app token with Client-Id, fetched once and kept in the store', async () => {
    await env.twitch.getStreams(['101']);
    await env.twitch.getStreams(['102']);
    expect(env.sim.journal.list({ api: 'twitchId', path: '/oauth2/token' })).toHaveLength(1);
    const stored = await env.appTokens.get('twitch');
    expect(stored?.expiresAt).toBeInstanceOf(Date);
    for (const call of streamsCalls()) {
      expect(call.headers).toMatchObject({
        authorization: `Bearer ${stored?.accessToken}`,
        clientId: 'demo-twitch-client',
      });
      expect(call.account).toBe('app:demo-twitch-client');
    }
  });

  it('asks in batches of at most 100 repeated user_id, 100 results a page', async () => {
    const ids = ['101', ...Array.from({ length: 149 }, (_, index) => String(5_000 + index)), '102', '101'];
    const streams = await env.twitch.getStreams(ids);
    expect(streams.map((stream) => stream.userId)).toEqual(['101', '102']);
    const calls = streamsCalls();
    expect(calls.map((call) => call.query.user_id?.length)).toEqual([100, 51]);
    expect(calls.every((call) => call.query.first?.[0] === '100')).toBe(true);
    await expect(env.twitch.getStreams([])).resolves.toEqual([]);
    expect(streamsCalls()).toHaveLength(2);
  });

  it('follows the pagination cursor', async () => {
    const streams = await env.twitch.getStreams(['101', '102'], { pageSize: 1 });
    expect(streams.map((stream) => stream.userId).sort()).toEqual(['101', '102']);
    const calls = streamsCalls();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.query.after?.[0]).toEqual(expect.any(String));
  });

  it('replaces a revoked app token once', async () => {
    await env.twitch.getStreams(['101']);
    const stored = await env.appTokens.get('twitch');
    env.sim.control.revokeTokens({ token: stored?.accessToken ?? '' });
    await expect(env.twitch.getStreams(['101'])).resolves.toHaveLength(1);
    expect(streamsCalls().map((call) => call.status)).toEqual([200, 401, 200]);
  });
});

describe('linking a Twitch account', () => {
  it('builds the authorize URL', () => {
    const url = new URL(env.twitch.authorizeUrl({ redirectUri: REDIRECT_URI, state: 'st' }));
    expect(url.origin + url.pathname).toBe(`${env.sim.urls.twitchId}/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'demo-twitch-client',
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: '',
      state: 'st',
    });
  });

  it('exchanges the code (scope comes back as an array) and reads the user through /helix/users', async () => {
    const tokens = await twitchSignIn(env, '101');
    expect(tokens).toMatchObject({
      accessToken: expect.any(String) as unknown,
      refreshToken: expect.any(String) as unknown,
      scopes: [],
    });
    expect(tokens.expiresAt?.getTime()).toBe(env.sim.clock.now() + 4 * 3_600_000);
    await expect(env.twitch.getUser(tokens.accessToken)).resolves.toEqual({
      id: '101',
      login: 'alicelive',
      displayName: 'AliceLive',
      profileImageUrl: expect.stringContaining('https://') as unknown,
    });
    const [call] = env.sim.journal.list({ api: 'twitchApi', path: '/helix/users' });
    expect(call?.query).toEqual({});
  });

  it('reports an expired user token as unauthorized', async () => {
    const tokens = await twitchSignIn(env, '102');
    env.sim.control.expireTokens({ token: tokens.accessToken });
    await expect(env.twitch.getUser(tokens.accessToken)).rejects.toMatchObject({
      kind: 'unauthorized',
      provider: 'twitch',
    });
  });
});

describe('faults', () => {
  it('retries a 503 and waits out a 429', async () => {
    env.sim.control.addFault({ match: { path: '/helix/streams' }, action: { kind: 'status', status: 503 }, times: 1 });
    env.sim.control.addFault({
      match: { path: '/helix/streams' },
      action: { kind: 'rate-limit', retryAfter: 5 },
      times: 1,
    });
    await expect(env.twitch.getStreams(['101'])).resolves.toHaveLength(1);
    const calls = streamsCalls();
    expect(calls.map((call) => call.status)).toEqual([503, 429, 200]);
    expect(calls[2]!.at - calls[1]!.at).toBeGreaterThanOrEqual(5_000);
  });

  it.each(['wrong-type', 'missing-field', 'null-array', 'truncated-json'] as const)(
    '%s: a malformed error',
    async (malformation) => {
      env.sim.control.addFault({
        match: { path: '/helix/streams' },
        action: { kind: 'malformed', malformation },
        times: 1,
      });
      await expect(env.twitch.getStreams(['101'])).rejects.toMatchObject({ kind: 'malformed', provider: 'twitch' });
    },
  );

  it('unknown-fields: ignored', async () => {
    env.sim.control.addFault({
      match: { path: '/helix/streams' },
      action: { kind: 'malformed', malformation: 'unknown-fields' },
    });
    await expect(env.twitch.getStreams(['101'])).resolves.toEqual([expect.objectContaining({ userId: '101' })]);
  });
});
