import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { User } from '@app/shared';
import { users } from '../../db/schema';
import { insertUser } from '../../test/fixtures';
import { DATABASE_KINDS } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const SECRET = 'bot-secret-that-is-at-least-32-chars-long';

describe.each(DATABASE_KINDS)('accounts and bot sign-in on %s', (kind) => {
  const t = useTestApp(kind, { env: { DISCORD_BOT_SECRET: SECRET } });

  describe('POST /api/oauth2/discord/bot-login', () => {
    it('signs the bot in as a dedicated manager, never an admin, and refuses a wrong secret', async () => {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/oauth2/discord/bot-login',
        payload: { token: 'x'.repeat(41) },
      });
      expect(wrong.statusCode).toBe(401);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/oauth2/discord/bot-login',
        payload: { token: SECRET },
      });
      expect(login.statusCode).toBe(200);
      const { auth_token, user } = login.json<{ auth_token: string; user: User }>();
      expect(user).toMatchObject({ display_name: 'Discord bot', permissions: ['manager'] });
      const self = await t.app.inject({
        method: 'GET',
        url: '/api/users/self',
        headers: { authorization: `Bearer ${auth_token}` },
      });
      expect(self.json<User>().id).toBe(user.id);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/users', headers: { authorization: `Bearer ${auth_token}` } }))
          .statusCode,
      ).toBe(403);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/oauth2/discord/bot-login',
        payload: { token: SECRET },
      });
      expect(again.json<{ user: User }>().user.id).toBe(user.id);
      expect(await t.database.db.select().from(users).where(eq(users.isBot, true))).toHaveLength(1);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/oauth2/discord/bot-login', payload: {} })).statusCode,
      ).toBe(400);
    });
  });

  describe('POST /api/users/remove-auth', () => {
    it('disconnects Discord or Twitch but never the game account, and never the last account', async () => {
      const both = await insertUser(t.database.db);
      const headers = await t.auth(both.id);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/users/remove-auth?provider=poe', headers })).statusCode,
      ).toBe(409);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/users/remove-auth?provider=twitch', headers })).statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/users/remove-auth?provider=myspace', headers })).statusCode,
      ).toBe(400);
      expect((await t.app.inject({ method: 'POST', url: '/api/users/remove-auth', headers })).statusCode).toBe(400);
      const removed = await t.app.inject({ method: 'POST', url: '/api/users/remove-auth?provider=discord', headers });
      expect(removed.statusCode).toBe(200);
      expect(removed.json<User>()).toMatchObject({ discord_id: null, account_name: expect.any(String) as string });

      const discordOnly = await insertUser(t.database.db, { gameAccount: null });
      const last = await t.app.inject({
        method: 'POST',
        url: '/api/users/remove-auth?provider=discord',
        headers: await t.auth(discordOnly.id),
      });
      expect(last.statusCode).toBe(409);
      expect(last.json<{ error: string }>().error).toMatch(/at least one/);
      expect((await t.app.inject({ method: 'POST', url: '/api/users/remove-auth?provider=discord' })).statusCode).toBe(
        401,
      );
    });
  });
});
