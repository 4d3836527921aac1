import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../simulator';
import {
  clientForm,
  DISCORD_CLIENT,
  exchangePoeCode,
  form,
  newVerifier,
  poeAppToken,
  poeAuthorize,
  poeGet,
  poeTokenRequest,
  poeUserToken,
  REDIRECT,
  startTestSimulator,
  TWITCH_CLIENT,
  twitchTokenRequest,
  UA,
  type PoeTokenBody,
} from '../test-kit';
import { pkceChallenge } from './oauth-server';

let sim: Simulator;
beforeEach(async () => {
  sim = await startTestSimulator();
});
afterEach(async () => {
  await sim.close();
});

const exchange = (code: string, verifier: string, redirectUri?: string): Promise<Response> =>
  exchangePoeCode(sim, code, verifier, redirectUri);

describe('PoE authorization code with PKCE', () => {
  it('redirects with code and state, and the code buys tokens for the chosen account', async () => {
    const verifier = newVerifier();
    const location = await poeAuthorize(sim, { account: 'Bob#5678', verifier, state: 'keep-me' });
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get('state')).toBe('keep-me');

    const response = await exchange(location.searchParams.get('code') ?? '', verifier);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as PoeTokenBody;
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_in: 28 * 86_400,
      username: 'Bob#5678',
      scope: 'account:profile account:characters',
    });
    expect(body.sub).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const profile = await poeGet(sim, '/profile', body.access_token);
    expect(await profile.json()).toEqual({ uuid: body.sub, name: 'Bob#5678', locale: 'en_US' });
  });

  it('rejects a code_verifier that does not match the challenge', async () => {
    const location = await poeAuthorize(sim, { verifier: newVerifier() });
    const response = await exchange(location.searchParams.get('code') ?? '', newVerifier());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'code_verifier does not match the code_challenge',
    });
  });

  it('accepts a code only once, and a replay revokes the tokens it bought', async () => {
    const verifier = newVerifier();
    const code = (await poeAuthorize(sim, { verifier })).searchParams.get('code') ?? '';
    const first = (await (await exchange(code, verifier)).json()) as PoeTokenBody;
    const replay = await exchange(code, verifier);
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: string }).error).toBe('invalid_grant');
    expect((await poeGet(sim, '/profile', first.access_token)).status).toBe(401);
  });

  it('rejects an expired code and a redirect_uri that differs from the authorize request', async () => {
    const verifier = newVerifier();
    const expired = (await poeAuthorize(sim, { verifier })).searchParams.get('code') ?? '';
    sim.control.advance('11m');
    expect(await (await exchange(expired, verifier)).json()).toMatchObject({
      error: 'invalid_grant',
      error_description: 'Authorization code has expired',
    });

    const other = (await poeAuthorize(sim, { verifier })).searchParams.get('code') ?? '';
    const mismatch = await exchange(other, verifier, 'https://events.example.com/elsewhere');
    expect(await mismatch.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: 'redirect_uri does not match the authorization request',
    });
  });

  it('redirects errors back with state: missing PKCE, unknown scope, a user-token request for a service scope', async () => {
    const base = { client_id: 'test-client', response_type: 'code', state: 's1', redirect_uri: REDIRECT };
    const authorize = async (extra: Record<string, string>): Promise<URL> => {
      const response = await fetch(
        `${sim.urls.poeWeb}/oauth/authorize?${new URLSearchParams({ ...base, ...extra }).toString()}`,
        { redirect: 'manual' },
      );
      expect(response.status).toBe(302);
      return new URL(response.headers.get('location') ?? '');
    };
    const challenge = { code_challenge: pkceChallenge(newVerifier()), code_challenge_method: 'S256' };
    expect((await authorize({ scope: 'account:profile' })).searchParams.get('error')).toBe('invalid_request');
    expect((await authorize({ scope: 'account:nonsense', ...challenge })).searchParams.get('error')).toBe(
      'invalid_scope',
    );
    const service = await authorize({ scope: 'service:psapi', ...challenge });
    expect(service.searchParams.get('error')).toBe('invalid_scope');
    expect(service.searchParams.get('state')).toBe('s1');
  });

  it('never redirects to an unregistered redirect_uri', async () => {
    const query = new URLSearchParams({
      client_id: 'test-client',
      response_type: 'code',
      state: 's',
      redirect_uri: 'https://evil.example.com/cb',
      scope: 'account:profile',
    });
    const response = await fetch(`${sim.urls.poeWeb}/oauth/authorize?${query.toString()}`, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });

  it('redirects with access_denied when the control API says the user declines', async () => {
    sim.control.queueConsent({ provider: 'poe', deny: true });
    const location = await poeAuthorize(sim, { state: 'abc' });
    expect(Object.fromEntries(location.searchParams)).toEqual({
      error: 'access_denied',
      error_description: 'The resource owner denied the request',
      state: 'abc',
    });
    // The queued answer is used once; the next visitor consents again.
    expect((await poeAuthorize(sim)).searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('consents as the account queued through the control API', async () => {
    sim.control.queueConsent({ provider: 'poe', account: 'Bob#5678' });
    const verifier = newVerifier();
    const location = await poeAuthorize(sim, { verifier });
    const body = (await (await exchange(location.searchParams.get('code') ?? '', verifier)).json()) as PoeTokenBody;
    expect(body.username).toBe('Bob#5678');
  });
});

describe('signing in without a browser (demo mode)', () => {
  it('answers an authorize URL with the redirect a browser would get, for the chosen account', async () => {
    const verifier = newVerifier();
    const query = new URLSearchParams({
      client_id: clientForm().client_id ?? '',
      response_type: 'code',
      scope: 'account:profile',
      state: 'demo-state',
      redirect_uri: REDIRECT,
      code_challenge: pkceChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const location = new URL(
      sim.control.visitAuthorizeUrl(`${sim.urls.poeWeb}/oauth/authorize?${query.toString()}`, 'Bob#5678'),
    );
    expect(location.searchParams.get('state')).toBe('demo-state');
    const body = (await (await exchange(location.searchParams.get('code') ?? '', verifier)).json()) as PoeTokenBody;
    expect(body.username).toBe('Bob#5678');
    expect(() => sim.control.visitAuthorizeUrl('https://example.org/oauth/authorize')).toThrow(/Not an authorize URL/);
  });
});

describe('PoE refresh and client credentials', () => {
  it('rotates refresh tokens: the old one stops working, the new pair works', async () => {
    const first = await poeUserToken(sim);
    sim.control.advance('1d');
    const refresh = (token: string): Promise<Response> =>
      poeTokenRequest(sim, { grant_type: 'refresh_token', refresh_token: token });
    const rotated = await refresh(first.refresh_token ?? '');
    expect(rotated.status).toBe(200);
    const second = (await rotated.json()) as PoeTokenBody;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.username).toBe('Alice#1234');

    const reused = await refresh(first.refresh_token ?? '');
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { error: string }).error).toBe('invalid_grant');
    expect((await poeGet(sim, '/profile', second.access_token)).status).toBe(200);
  });

  it('never extends a PoE session past the first refresh token’s 90 days', async () => {
    const first = await poeUserToken(sim);
    sim.control.advance('80d');
    const response = await poeTokenRequest(sim, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token ?? '',
    });
    const body = (await response.json()) as PoeTokenBody;
    expect(body.expires_in).toBe(10 * 86_400);
  });

  it('expires access tokens on the virtual clock', async () => {
    const { access_token } = await poeUserToken(sim);
    sim.control.advance('28d');
    const response = await poeGet(sim, '/profile', access_token);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 8, message: 'Unauthorized: token expired' } });
  });

  it('issues non-expiring service tokens to confidential clients only', async () => {
    const response = await poeTokenRequest(sim, { grant_type: 'client_credentials', scope: 'service:psapi' });
    const body = (await response.json()) as PoeTokenBody;
    expect(body).toMatchObject({ expires_in: null, token_type: 'bearer', scope: 'service:psapi' });
    expect(body.refresh_token).toBeUndefined();

    const publicClient = await fetch(
      `${sim.urls.poeWeb}/oauth/token`,
      form({ client_id: 'desktop-app', grant_type: 'client_credentials', scope: 'service:psapi' }),
    );
    expect(publicClient.status).toBe(400);
    expect(((await publicClient.json()) as { error: string }).error).toBe('unauthorized_client');
  });

  it('rejects a wrong client secret with 401 invalid_client', async () => {
    const response = await fetch(
      `${sim.urls.poeWeb}/oauth/token`,
      form({
        client_id: 'test-client',
        client_secret: 'nope',
        grant_type: 'client_credentials',
        scope: 'service:psapi',
      }),
    );
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: string }).error).toBe('invalid_client');
  });
});

describe('PoE resource authorization', () => {
  it('answers 401 code 8 without a token and 403 code 6 without the scope', async () => {
    expect(await (await poeGet(sim, '/profile', undefined)).json()).toEqual({
      error: { code: 8, message: 'Unauthorized' },
    });
    const service = await poeAppToken(sim);
    const forbidden = await poeGet(sim, '/profile', service);
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as { error: { code: number } }).error.code).toBe(6);
    const { access_token } = await poeUserToken(sim, 'Alice#1234', 'account:profile');
    expect((await poeGet(sim, '/public-stash-tabs', access_token)).status).toBe(403);
  });

  it('stops accepting a token revoked through the control API', async () => {
    const { access_token } = await poeUserToken(sim);
    expect(sim.control.revokeTokens({ provider: 'poe', account: 'Alice#1234' })).toBe(2);
    expect((await poeGet(sim, '/profile', access_token)).status).toBe(401);
  });

  it('requires a User-Agent of the form GGG documents', async () => {
    const { access_token } = await poeUserToken(sim);
    const response = await fetch(`${sim.urls.poeApi}/profile`, {
      headers: { authorization: `Bearer ${access_token}`, 'user-agent': 'node' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: number } }).error.code).toBe(2);
    const token = await fetch(`${sim.urls.poeWeb}/oauth/token`, {
      ...form({ ...clientForm(), grant_type: 'client_credentials', scope: 'service:psapi' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(token.status).toBe(400);
    expect(((await token.json()) as { error: string }).error).toBe('invalid_request');
  });
});

describe('Twitch and Discord OAuth', () => {
  it('Twitch: code flow returns scope as an array; userinfo needs openid; validate describes the token', async () => {
    const query = new URLSearchParams({
      client_id: TWITCH_CLIENT.clientId,
      response_type: 'code',
      scope: 'openid user:read:email',
      state: 't',
      redirect_uri: 'http://localhost:8000/auth/twitch/callback',
    });
    const authorize = await fetch(`${sim.urls.twitchId}/oauth2/authorize?${query.toString()}`, { redirect: 'manual' });
    const code = new URL(authorize.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const response = await twitchTokenRequest(sim, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'http://localhost:8000/auth/twitch/callback',
    });
    const body = (await response.json()) as {
      access_token: string;
      scope: string[];
      token_type: string;
      refresh_token: string;
    };
    expect(body.scope).toEqual(['openid', 'user:read:email']);
    expect(body.token_type).toBe('bearer');

    const userinfo = await fetch(`${sim.urls.twitchId}/oauth2/userinfo`, {
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(await userinfo.json()).toMatchObject({
      sub: '101',
      aud: TWITCH_CLIENT.clientId,
      preferred_username: 'AliceLive',
    });
    const validate = await fetch(`${sim.urls.twitchId}/oauth2/validate`, {
      headers: { authorization: `OAuth ${body.access_token}` },
    });
    expect(await validate.json()).toMatchObject({
      client_id: TWITCH_CLIENT.clientId,
      login: 'alicelive',
      user_id: '101',
      scopes: ['openid', 'user:read:email'],
    });
    const users = await fetch(`${sim.urls.twitchApi}/helix/users`, {
      headers: { authorization: `Bearer ${body.access_token}`, 'client-id': TWITCH_CLIENT.clientId },
    });
    expect(await users.json()).toMatchObject({
      data: [{ id: '101', login: 'alicelive', email: 'alicelive@users.sim.invalid' }],
    });
  });

  it('Twitch: errors use its own {status, message} body', async () => {
    const response = await fetch(
      `${sim.urls.twitchId}/oauth2/token`,
      form({ client_id: TWITCH_CLIENT.clientId, client_secret: 'wrong', grant_type: 'client_credentials' }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ status: 403, message: 'invalid client secret' });
  });

  it('Discord: HTTP Basic client auth, then /api/users/@me for the consenting user', async () => {
    sim.control.queueConsent({ provider: 'discord', account: 'bob' });
    const redirect = 'http://localhost:8000/auth/discord/callback';
    const verifier = newVerifier();
    const query = new URLSearchParams({
      client_id: DISCORD_CLIENT.clientId,
      response_type: 'code',
      scope: 'identify',
      state: 'd',
      redirect_uri: redirect,
      code_challenge: pkceChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const authorize = await fetch(`${sim.urls.discord}/oauth2/authorize?${query.toString()}`, { redirect: 'manual' });
    const code = new URL(authorize.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const basic = Buffer.from(`${DISCORD_CLIENT.clientId}:${DISCORD_CLIENT.clientSecret}`).toString('base64');
    const response = await fetch(`${sim.urls.discord}/api/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': UA,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirect,
        code_verifier: verifier,
      }),
    });
    const body = (await response.json()) as {
      access_token: string;
      token_type: string;
      expires_in: number;
      scope: string;
    };
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 604_800, scope: 'identify' });
    const me = await fetch(`${sim.urls.discord}/api/v10/users/@me`, {
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(await me.json()).toMatchObject({ id: '100000000000000002', username: 'bob', discriminator: '0' });
    const anonymous = await fetch(`${sim.urls.discord}/api/users/@me`);
    expect(await anonymous.json()).toEqual({ message: '401: Unauthorized', code: 0 });
  });
});
