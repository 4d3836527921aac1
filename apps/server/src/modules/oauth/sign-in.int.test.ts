import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, User } from '@app/shared';
import { linkedAccounts, oauthStates, users } from '../../db/schema';
import { followAuthorize, startProviders, type TestProviders } from '../../providers/simulator.fixtures';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app';
import { MAX_PENDING_SIGN_INS } from './oauth.service';

const SITE = 'http://localhost:8000';
const callback = (provider: string) => `${SITE}/auth/${provider}/callback`;

describe.each(DATABASE_KINDS)('signing in with providers on %s', (kind) => {
  let t: TestApp;
  let sim: TestProviders;

  beforeAll(async () => {
    sim = await startProviders();
    t = await createTestApp(kind, {
      providers: sim.providers,
    });
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  /** A browser's cookie jar for the sign-in cookie (the only cookie the site sets). */
  type Browser = { cookie?: string };

  async function start(
    provider: string,
    headers: Record<string, string> = {},
    lastUrl = '/scores/ladder',
    browser: Browser = {},
  ) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/oauth2/${provider}/redirect?redirect_url=${encodeURIComponent(callback(provider))}&last_url=${encodeURIComponent(lastUrl)}`,
      headers: { ...headers, ...(browser.cookie ? { cookie: browser.cookie } : {}) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const setCookie = String(response.headers['set-cookie'] ?? '');
    expect(setCookie).toMatch(
      /^sign_in_binding=[\w-]{43}; Path=\/api\/oauth2; Max-Age=600; HttpOnly; SameSite=Strict$/,
    );
    browser.cookie = setCookie.split(';')[0];
    return response.json<string>();
  }

  function finish(provider: string, payload: Record<string, unknown>, browser: Browser) {
    return t.app.inject({
      method: 'POST',
      url: `/api/oauth2/${provider}/callback`,
      payload,
      headers: browser.cookie ? { cookie: browser.cookie } : {},
    });
  }

  /** The browser's round trip: authorize at the provider, back at our callback page with code and state. */
  async function signIn(provider: 'poe' | 'discord' | 'twitch', account: string, headers: Record<string, string> = {}) {
    const browser: Browser = {};
    sim.sim.control.queueConsent({ provider, account });
    const back = await followAuthorize(await start(provider, headers, '/scores/ladder', browser));
    return finish(
      provider,
      { code: back.searchParams.get('code'), state: back.searchParams.get('state'), redirect_url: callback(provider) },
      browser,
    );
  }

  const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;

  it('creates a user on first sign-in with the game account, returns to where they were, and signs the same user in again', async () => {
    const first = await signIn('poe', 'Alice#1234');
    expect(first.statusCode, first.body).toBe(200);
    const auth = first.json<AuthResponse>();
    expect(auth).toMatchObject({
      last_path: '/scores/ladder',
      user: { display_name: 'Alice#1234', account_name: 'Alice#1234' },
    });
    const self = await t.app.inject({
      method: 'GET',
      url: '/api/users/self',
      headers: { authorization: `Bearer ${auth.auth_token}` },
    });
    expect(self.json<User>().id).toBe(auth.user.id);
    const [stored] = await t.database.db.select().from(linkedAccounts).where(eq(linkedAccounts.userId, auth.user.id));
    expect(stored?.accessToken).toBeTruthy();
    expect(stored?.refreshToken).toBeTruthy();

    const before = await userCount();
    const again = await signIn('poe', 'Alice#1234');
    expect(again.json<AuthResponse>().user.id).toBe(auth.user.id);
    expect(await userCount()).toBe(before);
  });

  it('links Discord and Twitch to the signed-in user, and refuses an account that belongs to someone else', async () => {
    const alice = (await signIn('poe', 'Alice#1234')).json<AuthResponse>();
    const headers = { authorization: `Bearer ${alice.auth_token}` };
    const discord = await signIn('discord', '100000000000000001', headers);
    expect(discord.json<AuthResponse>().user).toMatchObject({
      id: alice.user.id,
      discord_id: '100000000000000001',
      discord_name: 'alice',
    });
    const twitch = await signIn('twitch', '101', headers);
    expect(twitch.json<AuthResponse>().user).toMatchObject({
      id: alice.user.id,
      twitch_id: '101',
      twitch_name: 'alicelive',
    });

    const bob = (await signIn('poe', 'Bob#5678')).json<AuthResponse>();
    const stolen = await signIn('discord', '100000000000000001', { authorization: `Bearer ${bob.auth_token}` });
    expect(stolen.statusCode).toBe(409);
    const [still] = await t.database.db
      .select()
      .from(linkedAccounts)
      .where(eq(linkedAccounts.accountId, '100000000000000001'));
    expect(still?.userId).toBe(alice.user.id);
  });

  it('refuses unknown, reused and expired states and foreign redirect targets with 400, creating nothing', async () => {
    const before = await userCount();
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/oauth2/poe/callback',
      payload: { code: 'abc', state: 'never-issued' },
    });
    expect(unknown.statusCode).toBe(400);

    const browser: Browser = {};
    sim.sim.control.queueConsent({ provider: 'poe', account: 'Bob#5678' });
    const back = await followAuthorize(await start('poe', {}, '/', browser));
    const payload = { code: back.searchParams.get('code'), state: back.searchParams.get('state') };
    expect((await finish('poe', payload, browser)).statusCode).toBe(200);
    const reused = await finish('poe', payload, browser);
    expect(reused.statusCode).toBe(400);
    expect(reused.json<{ error: string }>().error).toMatch(/already used/);

    const url = await start('poe', {}, '/', browser);
    const state = new URL(url).searchParams.get('state') ?? '';
    await t.database.db
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthStates.state, state));
    const late = await finish('poe', { code: 'whatever', state }, browser);
    expect(late.statusCode).toBe(400);

    for (const target of ['https://evil.example/auth/poe/callback', `${SITE}/auth/discord/callback`, 'not a url']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/oauth2/poe/redirect?redirect_url=${encodeURIComponent(target)}`,
      });
      expect(response.statusCode, target).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/oauth2/myspace/redirect?redirect_url=x' })).statusCode).toBe(
      400,
    );
    // Bob signed in before this test, so the successful sign-in above created nobody either.
    expect(await userCount()).toBe(before);
  });

  it('refuses a code whose PKCE verifier does not match at the provider, creating nothing', async () => {
    const before = await userCount();
    sim.sim.control.queueConsent({ provider: 'poe', account: 'Alice#1234' });
    const browser: Browser = {};
    const url = await start('poe', {}, '/', browser);
    const state = new URL(url).searchParams.get('state') ?? '';
    await t.database.db
      .update(oauthStates)
      .set({ codeVerifier: 'x'.repeat(43) })
      .where(eq(oauthStates.state, state));
    const back = await followAuthorize(url);
    const response = await finish('poe', { code: back.searchParams.get('code'), state }, browser);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/Path of Exile did not accept/);
    expect(await userCount()).toBe(before);
  });

  it('sends the user back to the site with the provider’s error when consent is denied', async () => {
    sim.sim.control.queueConsent({ provider: 'poe', deny: true });
    const back = await followAuthorize(await start('poe'));
    expect(`${back.origin}${back.pathname}`).toBe(callback('poe'));
    expect(back.searchParams.get('error')).toBe('access_denied');
  });

  it('refuses to finish a sign-in in a browser that did not start it, linking nothing (sign-in CSRF)', async () => {
    const mallory = (await signIn('poe', 'Alice#1234')).json<AuthResponse>();
    const victim = (await signIn('poe', 'Bob#5678')).json<AuthResponse>();
    const linkedBefore = await t.database.db.select().from(linkedAccounts);

    const victimBrowser: Browser = {};
    await start('poe', {}, '/', victimBrowser); // Bob's browser has a sign-in cookie of its own.
    let malloryBrowser: Browser = {};
    let payload: Record<string, unknown> = {};
    for (const browser of [{}, victimBrowser, { cookie: 'sign_in_binding=forged' }]) {
      // Alice starts "connect Discord" in her browser and sends the authorize link to Bob, who consents.
      malloryBrowser = {};
      const url = await start(
        'discord',
        { authorization: `Bearer ${mallory.auth_token}` },
        '/settings',
        malloryBrowser,
      );
      sim.sim.control.queueConsent({ provider: 'discord', account: '100000000000000002' });
      const back = await followAuthorize(url);
      payload = {
        code: back.searchParams.get('code'),
        state: back.searchParams.get('state'),
        redirect_url: callback('discord'),
      };
      const response = await finish('discord', payload, browser);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'sign_in_mismatch',
        error: expect.stringMatching(/started in another browser/) as string,
      });
    }
    expect(await t.database.db.select().from(linkedAccounts)).toEqual(linkedBefore);
    const self = await t.app.inject({
      method: 'GET',
      url: '/api/users/self',
      headers: { authorization: `Bearer ${victim.auth_token}` },
    });
    expect(self.json<User>().discord_id).toBeNull();
    // The refused attempt used the state up: not even Alice's own browser can replay it now.
    expect((await finish('discord', payload, malloryBrowser)).statusCode).toBe(400);
  });

  it('stores only return paths on this site', async () => {
    for (const [lastUrl, expected] of [
      ['/streams?x=1#top', '/streams?x=1#top'],
      ['//evil.example', '/'],
      ['/\\evil.example', '/'],
      ['/\t/evil.example', '/'],
      ['https://evil.example/', '/'],
      [`${SITE}/settings`, '/settings'],
    ]) {
      const state = new URL(await start('poe', {}, lastUrl)).searchParams.get('state') ?? '';
      const [stored] = await t.database.db.select().from(oauthStates).where(eq(oauthStates.state, state));
      expect(stored?.lastUrl, lastUrl).toBe(expected);
    }
  });

  it('keeps the number of pending sign-ins bounded and says when to come back', async () => {
    await t.database.db.delete(oauthStates);
    const expiresAt = new Date(Date.now() + 60_000).toISOString();
    await t.database.db.execute(sql`
      insert into oauth_states (state, provider, code_verifier, redirect_url, browser_binding, expires_at)
      select 'flood-' || n, 'poe', 'v', 'x', 'b', ${expiresAt}::timestamptz from generate_series(1, ${MAX_PENDING_SIGN_INS}) as n`);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/oauth2/poe/redirect?redirect_url=${encodeURIComponent(callback('poe'))}`,
    });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('600');
    expect(response.json()).toMatchObject({ code: 'rate_limited' });
    expect((await t.database.db.select({ n: count() }).from(oauthStates))[0]?.n).toBe(MAX_PENDING_SIGN_INS);

    // Expired ones make room again.
    await t.database.db.update(oauthStates).set({ expiresAt: new Date(Date.now() - 1000) });
    await start('poe');
    expect((await t.database.db.select({ n: count() }).from(oauthStates))[0]?.n).toBe(1);
  });
});
