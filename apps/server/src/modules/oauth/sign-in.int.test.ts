import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, User } from '@app/shared';
import { linkedAccounts, oauthStates, users } from '../../db/schema';
import { followAuthorize, startProviders, type TestProviders } from '../../providers/simulator.fixtures';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app';

const SITE = 'http://localhost:8000';
const callback = (provider: string) => `${SITE}/auth/${provider}/callback`;

describe.each(DATABASE_KINDS)('signing in with providers on %s', (kind) => {
  let t: TestApp;
  let sim: TestProviders;

  beforeAll(async () => {
    sim = await startProviders();
    t = await createTestApp(kind, { providers: { poe: sim.poe, twitch: sim.twitch, discord: sim.discord } });
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  async function start(provider: string, headers: Record<string, string> = {}, lastUrl = '/scores/ladder') {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/oauth2/${provider}/redirect?redirect_url=${encodeURIComponent(callback(provider))}&last_url=${encodeURIComponent(lastUrl)}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<string>();
  }

  /** The browser's round trip: authorize at the provider, back at our callback page with code and state. */
  async function signIn(provider: 'poe' | 'discord' | 'twitch', account: string, headers: Record<string, string> = {}) {
    sim.sim.control.queueConsent({ provider, account });
    const back = await followAuthorize(await start(provider, headers));
    return t.app.inject({
      method: 'POST',
      url: `/api/oauth2/${provider}/callback`,
      payload: { code: back.searchParams.get('code'), state: back.searchParams.get('state'), redirect_url: callback(provider) },
    });
  }

  const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;

  it('creates a user on first sign-in with the game account, returns to where they were, and signs the same user in again', async () => {
    const first = await signIn('poe', 'Alice#1234');
    expect(first.statusCode, first.body).toBe(200);
    const auth = first.json<AuthResponse>();
    expect(auth).toMatchObject({ last_path: '/scores/ladder', user: { display_name: 'Alice#1234', account_name: 'Alice#1234' } });
    const self = await t.app.inject({ method: 'GET', url: '/api/users/self', headers: { authorization: `Bearer ${auth.auth_token}` } });
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
    expect(discord.json<AuthResponse>().user).toMatchObject({ id: alice.user.id, discord_id: '100000000000000001', discord_name: 'alice' });
    const twitch = await signIn('twitch', '101', headers);
    expect(twitch.json<AuthResponse>().user).toMatchObject({ id: alice.user.id, twitch_id: '101', twitch_name: 'alicelive' });

    const bob = (await signIn('poe', 'Bob#5678')).json<AuthResponse>();
    const stolen = await signIn('discord', '100000000000000001', { authorization: `Bearer ${bob.auth_token}` });
    expect(stolen.statusCode).toBe(409);
    const [still] = await t.database.db.select().from(linkedAccounts).where(eq(linkedAccounts.accountId, '100000000000000001'));
    expect(still?.userId).toBe(alice.user.id);
  });

  it('refuses unknown, reused and expired states and foreign redirect targets with 400, creating nothing', async () => {
    const before = await userCount();
    const unknown = await t.app.inject({ method: 'POST', url: '/api/oauth2/poe/callback', payload: { code: 'abc', state: 'never-issued' } });
    expect(unknown.statusCode).toBe(400);

    sim.sim.control.queueConsent({ provider: 'poe', account: 'Bob#5678' });
    const back = await followAuthorize(await start('poe'));
    const payload = { code: back.searchParams.get('code'), state: back.searchParams.get('state') };
    expect((await t.app.inject({ method: 'POST', url: '/api/oauth2/poe/callback', payload })).statusCode).toBe(200);
    const reused = await t.app.inject({ method: 'POST', url: '/api/oauth2/poe/callback', payload });
    expect(reused.statusCode).toBe(400);
    expect(reused.json<{ error: string }>().error).toMatch(/already used/);

    const url = await start('poe');
    const state = new URL(url).searchParams.get('state') ?? '';
    await t.database.db.update(oauthStates).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oauthStates.state, state));
    const late = await t.app.inject({ method: 'POST', url: '/api/oauth2/poe/callback', payload: { code: 'whatever', state } });
    expect(late.statusCode).toBe(400);

    for (const target of ['https://evil.example/auth/poe/callback', `${SITE}/auth/discord/callback`, 'not a url']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/oauth2/poe/redirect?redirect_url=${encodeURIComponent(target)}` });
      expect(response.statusCode, target).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/oauth2/myspace/redirect?redirect_url=x' })).statusCode).toBe(400);
    // Bob signed in before this test, so the successful sign-in above created nobody either.
    expect(await userCount()).toBe(before);
  });

  it('refuses a code whose PKCE verifier does not match at the provider, creating nothing', async () => {
    const before = await userCount();
    sim.sim.control.queueConsent({ provider: 'poe', account: 'Alice#1234' });
    const url = await start('poe');
    const state = new URL(url).searchParams.get('state') ?? '';
    await t.database.db.update(oauthStates).set({ codeVerifier: 'x'.repeat(43) }).where(eq(oauthStates.state, state));
    const back = await followAuthorize(url);
    const response = await t.app.inject({ method: 'POST', url: '/api/oauth2/poe/callback', payload: { code: back.searchParams.get('code'), state } });
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
});
