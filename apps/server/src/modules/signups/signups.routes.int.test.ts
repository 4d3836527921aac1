import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Signup } from '@app/shared';
import { signups } from '../../db/schema';
import { addMember, insertEvent, insertSignup, insertTeam, insertUser, membershipsOf } from '../../test/fixtures';
import { DATABASE_KINDS } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const HOUR = 3_600_000;

describe.each(DATABASE_KINDS)('sign-ups API on %s', (kind) => {
  const t = useTestApp(kind);

  beforeAll(async () => {
    // The partner named in `apply` has signed in here (a partner must be someone the site knows).
    await insertUser(t.database.db, { gameAccount: 'Friend#0001' });
  });

  const inject = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers?: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, payload: payload as never });
  const apply = { expected_playtime: 6, needs_help: true, partner_account_name: 'Friend#0001', extra: 'Guild owner' };

  describe('PUT /api/events/:event_id/signups/self', () => {
    it('applies, then edits without losing the place in the queue', async () => {
      const event = await insertEvent(t.database.db);
      const user = await insertUser(t.database.db);
      const headers = await t.auth(user.id);
      const created = await inject('PUT', `/api/events/${event.id}/signups/self`, headers, apply);
      expect(created.statusCode).toBe(201);
      const first = created.json<Signup>();
      expect(first).toMatchObject({
        expected_playtime: 6,
        needs_help: true,
        partner_account_name: 'Friend#0001',
        status: 'applied',
        extra: 'Guild owner',
      });
      const edited = await inject('PUT', `/api/events/${event.id}/signups/self`, headers, { expected_playtime: 10 });
      expect(edited.statusCode).toBe(200);
      expect(edited.json<Signup>()).toMatchObject({
        expected_playtime: 10,
        timestamp: first.timestamp,
        partner_account_name: null,
      });
      expect(
        (await inject('GET', `/api/events/${event.id}/signups/self`, headers)).json<Signup>().expected_playtime,
      ).toBe(10);
    });

    it('refuses outside the application window, without linked accounts, after team sorting and when full', async () => {
      const db = t.database.db;
      const closed = await insertEvent(db, {
        applicationStartTime: new Date(Date.now() - 48 * HOUR),
        applicationEndTime: new Date(Date.now() - HOUR),
      });
      const user = await insertUser(db);
      const headers = await t.auth(user.id);
      const late = await inject('PUT', `/api/events/${closed.id}/signups/self`, headers, apply);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'applications_closed' });

      const event = await insertEvent(db, { maxSize: 1, waitlistSize: 1 });
      const noDiscord = await insertUser(db, { discord: false });
      const missing = await inject('PUT', `/api/events/${event.id}/signups/self`, await t.auth(noDiscord.id), apply);
      expect(missing.statusCode).toBe(403);
      expect(missing.json<{ error: string }>().error).toMatch(/Discord/);

      const team = await insertTeam(db, event.id);
      const sorted = await insertUser(db);
      await addMember(db, event.id, team.id, sorted.id);
      expect(
        (await inject('PUT', `/api/events/${event.id}/signups/self`, await t.auth(sorted.id), apply)).statusCode,
      ).toBe(409);

      const [a, b, c] = [await insertUser(db), await insertUser(db), await insertUser(db)];
      expect(
        (await inject('PUT', `/api/events/${event.id}/signups/self`, await t.auth(a.id), apply)).json<Signup>().status,
      ).toBe('applied');
      expect(
        (await inject('PUT', `/api/events/${event.id}/signups/self`, await t.auth(b.id), apply)).json<Signup>().status,
      ).toBe('waitlisted');
      const full = await inject('PUT', `/api/events/${event.id}/signups/self`, await t.auth(c.id), apply);
      expect(full.statusCode).toBe(409);
      expect(full.json()).toMatchObject({ code: 'event_full' });
      expect(await db.select().from(signups).where(eq(signups.eventId, event.id))).toHaveLength(2);
    });

    it('validates the application', async () => {
      const event = await insertEvent(t.database.db);
      const user = await insertUser(t.database.db, { gameAccount: 'Me#0001' });
      const headers = await t.auth(user.id);
      const bad = [
        { expected_playtime: 0 },
        { expected_playtime: 25 },
        { expected_playtime: 'six' },
        { expected_playtime: 5, needs_help: true, wants_to_help: true },
        { expected_playtime: 5, partner_account_name: 'x'.repeat(65) },
        { expected_playtime: 5, extra: 'y'.repeat(2001) },
        { expected_playtime: 5, partner_account_name: 'me#0001' },
        { expected_playtime: 5, partner_account_name: 'Stranger#4040' },
      ];
      for (const payload of bad) {
        expect(
          (await inject('PUT', `/api/events/${event.id}/signups/self`, headers, payload)).statusCode,
          JSON.stringify(payload),
        ).toBe(400);
      }
      expect(await t.database.db.select().from(signups).where(eq(signups.eventId, event.id))).toEqual([]);
      const unknownPartner = await inject('PUT', `/api/events/${event.id}/signups/self`, headers, {
        expected_playtime: 5,
        partner_account_name: 'Stranger#4040',
      });
      expect(unknownPartner.json<{ error: string }>().error).toBe(
        'Nobody has signed in here with the Path of Exile account Stranger#4040 yet; check the name, or ask your friend to sign in once first',
      );
      expect((await inject('PUT', `/api/events/current/signups/self`, headers, apply)).statusCode).toBe(404);
    });
  });

  describe('DELETE /api/events/:event_id/signups/self', () => {
    it('withdraws the application and leaves the team', async () => {
      const event = await insertEvent(t.database.db);
      const team = await insertTeam(t.database.db, event.id);
      const user = await insertUser(t.database.db);
      await insertSignup(t.database.db, event.id, user.id, new Date());
      await addMember(t.database.db, event.id, team.id, user.id);
      const headers = await t.auth(user.id);
      expect((await inject('DELETE', `/api/events/${event.id}/signups/self`, headers)).statusCode).toBe(204);
      expect((await inject('GET', `/api/events/${event.id}/signups/self`, headers)).statusCode).toBe(404);
      expect(await membershipsOf(t.database.db, event.id, user.id)).toEqual([]);
      expect((await inject('DELETE', `/api/events/${event.id}/signups/self`, headers)).statusCode).toBe(404);
      expect((await inject('GET', `/api/events/${event.id}/status`, headers)).json()).toMatchObject({
        application_status: 'none',
        team_id: null,
      });
    });
  });

  describe('GET /api/events/:event_id/signups', () => {
    it('lists every sign-up in queue order, waitlist included, to admins and managers only', async () => {
      const db = t.database.db;
      const event = await insertEvent(db, { maxSize: 1, waitlistSize: 3 });
      const [a, b] = [await insertUser(db), await insertUser(db)];
      await insertSignup(db, event.id, b.id, new Date(Date.now() - HOUR));
      await insertSignup(db, event.id, a.id, new Date(Date.now() - 2 * HOUR));
      const manager = await insertUser(db, { permissions: ['manager'] });
      const list = await inject('GET', `/api/events/${event.id}/signups`, await t.auth(manager.id));
      expect(list.json<Signup[]>().map((s) => [s.user.id, s.status])).toEqual([
        [a.id, 'applied'],
        [b.id, 'waitlisted'],
      ]);
      expect((await inject('GET', `/api/events/${event.id}/signups`, await t.auth(a.id))).statusCode).toBe(403);
      expect((await inject('GET', `/api/events/${event.id}/signups`)).statusCode).toBe(401);
    });
  });

  describe('PUT /api/events/:event_id/signups/self/actual-playtime', () => {
    it('records the hours played, only for a signed-up player', async () => {
      const event = await insertEvent(t.database.db);
      const user = await insertUser(t.database.db);
      const headers = await t.auth(user.id);
      expect(
        (await inject('PUT', `/api/events/${event.id}/signups/self/actual-playtime`, headers, { actual_playtime: 50 }))
          .statusCode,
      ).toBe(404);
      await insertSignup(t.database.db, event.id, user.id, new Date());
      const saved = await inject('PUT', `/api/events/${event.id}/signups/self/actual-playtime`, headers, {
        actual_playtime: 50,
      });
      expect(saved.json<Signup>().actual_playtime).toBe(50);
      expect(
        (await inject('PUT', `/api/events/${event.id}/signups/self/actual-playtime`, headers, { actual_playtime: -1 }))
          .statusCode,
      ).toBe(400);
    });
  });
});
