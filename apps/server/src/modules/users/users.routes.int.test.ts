import { describe, expect, it } from 'vitest';
import type { User } from '@app/shared';
import { addMember, insertEvent, insertTeam, insertUser } from '../../test/fixtures';
import { DATABASE_KINDS } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

describe.each(DATABASE_KINDS)('users API on %s', (kind) => {
  const t = useTestApp(kind);

  const inject = (method: 'GET' | 'PATCH', url: string, headers?: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, payload: payload as never });

  describe('GET /api/users/self', () => {
    it('returns the signed-in user with linked account names, and 401 otherwise', async () => {
      const user = await insertUser(t.database.db, { displayName: 'Ann', gameAccount: 'Ann#0001' });
      const response = await inject('GET', '/api/users/self', await t.auth(user.id));
      expect(response.json<User>()).toMatchObject({
        id: user.id,
        display_name: 'Ann',
        account_name: 'Ann#0001',
        permissions: [],
      });
      expect(response.json<User>().discord_name).not.toBeNull();
      const anonymous = await inject('GET', '/api/users/self');
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'not_authenticated' });
    });

    it('rejects a token for a user that no longer exists', async () => {
      const response = await inject('GET', '/api/users/self', await t.auth(2_000_000_000));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'invalid_token' });
    });
  });

  describe('PATCH /api/users/self', () => {
    it('trims and saves a display name', async () => {
      const user = await insertUser(t.database.db);
      const response = await inject('PATCH', '/api/users/self', await t.auth(user.id), {
        display_name: '  Sir Lootsalot  ',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<User>().display_name).toBe('Sir Lootsalot');
      expect((await inject('GET', `/api/users/${user.id}`)).json()).toEqual({
        id: user.id,
        display_name: 'Sir Lootsalot',
      });
    });

    it('accepts 40 visible characters (emoji count as one) and refuses empty, too long or invisible names', async () => {
      const user = await insertUser(t.database.db, { displayName: 'Before' });
      const headers = await t.auth(user.id);
      expect((await inject('PATCH', '/api/users/self', headers, { display_name: '👩‍🚀'.repeat(40) })).statusCode).toBe(
        200,
      );
      for (const bad of ['', '    ', 'x'.repeat(41), 'a\u200bb', 'bad\nname', 'ab\u202e', 42, null]) {
        const response = await inject('PATCH', '/api/users/self', headers, { display_name: bad });
        expect(response.statusCode, JSON.stringify(bad)).toBe(400);
        expect(response.json()).toMatchObject({ code: 'validation_failed' });
      }
      expect((await inject('GET', `/api/users/${user.id}`)).json<{ display_name: string }>().display_name).toBe(
        '👩‍🚀'.repeat(40),
      );
    });

    it('refuses a million-character name at once, without counting its characters (it once froze the server)', async () => {
      const user = await insertUser(t.database.db, { displayName: 'Before' });
      const headers = await t.auth(user.id);
      for (const huge of ['x'.repeat(1_000_000), '👩‍🚀'.repeat(80_000), ` ${'a\u200b'.repeat(200_000)} `]) {
        const response = await inject('PATCH', '/api/users/self', headers, { display_name: huge });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'validation_failed',
          error: 'body.display_name: must be at most 640 characters long',
        });
      }
      expect((await inject('GET', `/api/users/${user.id}`)).json<{ display_name: string }>().display_name).toBe(
        'Before',
      );
    });
  });

  describe('GET /api/users and PATCH /api/users/:user_id', () => {
    it('lets only admins list users and change permissions, effective on the next request', async () => {
      const admin = await insertUser(t.database.db, { permissions: ['admin'] });
      const judge = await insertUser(t.database.db);
      const adminHeaders = await t.auth(admin.id);
      const judgeHeaders = await t.auth(judge.id);
      expect((await inject('GET', '/api/users', judgeHeaders)).statusCode).toBe(403);
      expect((await inject('GET', '/api/users', adminHeaders)).json<User[]>().map((u) => u.id)).toContain(judge.id);

      const granted = await inject('PATCH', `/api/users/${judge.id}`, adminHeaders, ['submission_judge', 'manager']);
      expect(granted.json<User>().permissions).toEqual(['manager', 'submission_judge']);
      expect((await inject('GET', '/api/users', judgeHeaders)).statusCode).toBe(403);

      await inject('PATCH', `/api/users/${admin.id}`, adminHeaders, ['admin', 'manager']);
      const promoted = await insertUser(t.database.db);
      await inject('PATCH', `/api/users/${promoted.id}`, adminHeaders, ['admin']);
      const promotedHeaders = await t.auth(promoted.id);
      expect((await inject('GET', '/api/users', promotedHeaders)).statusCode).toBe(200);
      await inject('PATCH', `/api/users/${promoted.id}`, adminHeaders, []);
      // The token still says nothing changed, but the database has the last word.
      expect((await inject('GET', '/api/users', promotedHeaders)).statusCode).toBe(403);
    });

    it('refuses unknown permissions, repeated ones, unknown users and removing the last admin', async () => {
      const db = t.database.db;
      const admin = await insertUser(db, { permissions: ['admin'] });
      const headers = await t.auth(admin.id);
      const target = await insertUser(db);
      expect((await inject('PATCH', `/api/users/${target.id}`, headers, ['superuser'])).statusCode).toBe(400);
      expect((await inject('PATCH', `/api/users/${target.id}`, headers, ['manager', 'manager'])).statusCode).toBe(400);
      expect((await inject('PATCH', `/api/users/${target.id}`, headers, { permissions: ['admin'] })).statusCode).toBe(
        400,
      );
      expect((await inject('PATCH', '/api/users/2000000000', headers, [])).statusCode).toBe(404);

      const admins = (await inject('GET', '/api/users', headers))
        .json<User[]>()
        .filter((u) => u.permissions.includes('admin'));
      for (const other of admins.filter((u) => u.id !== admin.id))
        await inject('PATCH', `/api/users/${other.id}`, headers, []);
      const lastAdmin = await inject('PATCH', `/api/users/${admin.id}`, headers, []);
      expect(lastAdmin.statusCode).toBe(409);
      expect((await inject('GET', '/api/users/self', headers)).json<User>().permissions).toEqual(['admin']);
    });
  });

  describe('GET /api/events/:event_id/users', () => {
    it('groups the players of an event by team id', async () => {
      const event = await insertEvent(t.database.db);
      const [red, blue] = [await insertTeam(t.database.db, event.id), await insertTeam(t.database.db, event.id)];
      const [a, b, c] = [
        await insertUser(t.database.db, { displayName: 'A' }),
        await insertUser(t.database.db, { displayName: 'B' }),
        await insertUser(t.database.db, { displayName: 'C' }),
      ];
      await addMember(t.database.db, event.id, red.id, a.id);
      await addMember(t.database.db, event.id, red.id, b.id);
      await addMember(t.database.db, event.id, blue.id, c.id);
      const response = await inject('GET', `/api/events/${event.id}/users`);
      expect(response.json()).toEqual({
        [String(red.id)]: [
          { id: a.id, display_name: 'A' },
          { id: b.id, display_name: 'B' },
        ],
        [String(blue.id)]: [{ id: c.id, display_name: 'C' }],
      });
    });
  });
});
