import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { discordSignIn, REDIRECT_URI, startProviders, type TestProviders } from '../simulator.fixtures';

/** Contract tests: the Discord client against the simulator (docs/external-services.md §3). */

let env: TestProviders;
beforeEach(async () => {
  env = await startProviders();
});
afterEach(async () => {
  await env.close();
});

describe('Discord sign-in', () => {
  it('builds an authorize URL with PKCE and the identify scope', () => {
    const url = new URL(
      env.discord.authorizeUrl({ redirectUri: REDIRECT_URI, state: 'st', codeChallenge: 'c'.repeat(43) }),
    );
    expect(url.origin + url.pathname).toBe(`${env.sim.urls.discord}/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'demo-discord-client',
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'identify',
      state: 'st',
      code_challenge: 'c'.repeat(43),
      code_challenge_method: 'S256',
    });
  });

  it('exchanges the code and reads the signed-in user', async () => {
    const tokens = await discordSignIn(env, '100000000000000001');
    expect(tokens).toMatchObject({ scopes: ['identify'], refreshToken: expect.any(String) as unknown });
    expect(tokens.expiresAt?.getTime()).toBe(env.sim.clock.now() + 7 * 86_400_000);
    await expect(env.discord.getMe(tokens.accessToken)).resolves.toEqual({
      id: '100000000000000001',
      username: 'alice',
      globalName: 'Alice',
    });
    const bob = await discordSignIn(env, '100000000000000002');
    await expect(env.discord.getMe(bob.accessToken)).resolves.toMatchObject({ username: 'bob' });
  });

  it('reports a revoked token as unauthorized', async () => {
    const tokens = await discordSignIn(env);
    env.sim.control.revokeTokens({ token: tokens.accessToken });
    await expect(env.discord.getMe(tokens.accessToken)).rejects.toMatchObject({
      kind: 'unauthorized',
      provider: 'discord',
      upstreamStatus: 401,
    });
  });

  it('reports a reused code as unauthorized (the grant is spent)', async () => {
    env.sim.control.queueConsent({ provider: 'discord', account: 'alice' });
    const { followAuthorize } = await import('../simulator.fixtures');
    const { createPkcePair } = await import('../oauth');
    const pkce = createPkcePair();
    const code =
      (
        await followAuthorize(
          env.discord.authorizeUrl({ redirectUri: REDIRECT_URI, state: 's', codeChallenge: pkce.challenge }),
        )
      ).searchParams.get('code') ?? '';
    const exchange = () => env.discord.exchangeCode({ code, redirectUri: REDIRECT_URI, codeVerifier: pkce.verifier });
    await exchange();
    await expect(exchange()).rejects.toMatchObject({ kind: 'unauthorized', upstreamStatus: 400 });
  });
});

describe('faults', () => {
  it('retries a 502 and waits out a 429 with its JSON retry_after', async () => {
    const tokens = await discordSignIn(env);
    env.sim.control.addFault({
      match: { path: '/api/v10/users/@me' },
      action: { kind: 'status', status: 502 },
      times: 1,
    });
    env.sim.control.addFault({
      match: { path: '/api/v10/users/@me' },
      action: { kind: 'rate-limit', retryAfter: 2 },
      times: 1,
    });
    await expect(env.discord.getMe(tokens.accessToken)).resolves.toMatchObject({ username: 'alice' });
    const calls = env.sim.journal.list({ path: '/api/v10/users/@me' });
    expect(calls.map((call) => call.status)).toEqual([502, 429, 200]);
    expect(calls[2]!.at - calls[1]!.at).toBeGreaterThanOrEqual(2_000);
  });

  it.each(['wrong-type', 'missing-field', 'empty-body', 'html'] as const)('%s: a typed error', async (malformation) => {
    const tokens = await discordSignIn(env);
    env.sim.control.addFault({ match: { path: '/api/v10/users/@me' }, action: { kind: 'malformed', malformation } });
    const error: unknown = await env.discord.getMe(tokens.accessToken).catch((caught: unknown) => caught);
    // A CDN page comes with a 503: a server error, retried and then reported.
    expect(error).toMatchObject({ kind: malformation === 'html' ? 'server' : 'malformed', provider: 'discord' });
  });
});
