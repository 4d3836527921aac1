import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Event, EventStatus } from '@app/shared';
import {
  events,
  objectiveConditions,
  objectives,
  objectiveScoringRules,
  recurringJobs,
  scoringPresets,
  signupGroups,
} from '../../db/schema';
import {
  addMember,
  insertEvent,
  insertObjective,
  insertSignup,
  insertSignupGroup,
  insertTeam,
  insertUser,
} from '../../test/fixtures';
import { DATABASE_KINDS } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const HOUR = 3_600_000;

function eventBody(overrides: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    name: 'Settlers of Test (PL1)',
    game_version: 'poe1',
    max_size: 100,
    waitlist_size: 10,
    application_start_time: new Date(now - HOUR).toISOString(),
    application_end_time: new Date(now + 24 * HOUR).toISOString(),
    event_start_time: new Date(now + 48 * HOUR).toISOString(),
    event_end_time: new Date(now + 96 * HOUR).toISOString(),
    ...overrides,
  };
}

describe.each(DATABASE_KINDS)('events API on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: { authorization: string };
  let player: { authorization: string };

  beforeAll(async () => {
    const adminUser = await insertUser(t.database.db, { permissions: ['admin'] });
    const playerUser = await insertUser(t.database.db);
    admin = await t.auth(adminUser.id, ['admin']);
    player = await t.auth(playerUser.id);
  });

  const inject = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    options: { headers?: Record<string, string>; payload?: unknown } = {},
  ) => t.app.inject({ method, url, headers: options.headers, payload: options.payload as never });
  const saveEvent = (payload: unknown) => inject('PUT', '/api/events', { headers: admin, payload });

  describe('GET /api/events', () => {
    it('lists public events by id with their teams, and hides private ones from visitors', async () => {
      const first = await insertEvent(t.database.db);
      const secret = await insertEvent(t.database.db, { isPublic: false });
      await insertTeam(t.database.db, first.id, 'Blue');
      const response = await inject('GET', '/api/events');
      expect(response.statusCode).toBe(200);
      const list = response.json<Event[]>();
      const ids = list.map((e) => e.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(ids).toContain(first.id);
      expect(ids).not.toContain(secret.id);
      expect(list.find((e) => e.id === first.id)?.teams.map((team) => team.name)).toEqual(['Blue']);
    });

    it('shows private events to permission holders and to their participants', async () => {
      const secret = await insertEvent(t.database.db, { isPublic: false });
      const participant = await insertUser(t.database.db);
      await insertSignup(t.database.db, secret.id, participant.id, new Date());
      const asAdmin = (await inject('GET', '/api/events', { headers: admin })).json<Event[]>();
      const asParticipant = (await inject('GET', '/api/events', { headers: await t.auth(participant.id) })).json<
        Event[]
      >();
      const asStranger = (await inject('GET', '/api/events', { headers: player })).json<Event[]>();
      expect(asAdmin.map((e) => e.id)).toContain(secret.id);
      expect(asParticipant.map((e) => e.id)).toContain(secret.id);
      expect(asStranger.map((e) => e.id)).not.toContain(secret.id);
    });
  });

  describe('GET /api/events/:event_id', () => {
    it('resolves `current` to the event flagged current', async () => {
      const created = await saveEvent(eventBody({ name: 'Now Playing', is_current: true, is_public: true }));
      expect(created.statusCode).toBe(201);
      const current = await inject('GET', '/api/events/current');
      expect(current.statusCode).toBe(200);
      expect(current.json<Event>().name).toBe('Now Playing');
    });

    it('answers 400 for ids that are not positive whole numbers and 404 for unknown or hidden events', async () => {
      const secret = await insertEvent(t.database.db, { isPublic: false });
      for (const bad of ['abc', '0', '-1', '1.5', '99999999999', '1e3']) {
        const response = await inject('GET', `/api/events/${bad}`);
        expect(response.statusCode, bad).toBe(400);
        expect(response.json()).toMatchObject({ code: 'validation_failed' });
      }
      expect((await inject('GET', '/api/events/2147483647')).statusCode).toBe(404);
      expect((await inject('GET', `/api/events/${secret.id}`)).statusCode).toBe(404);
      expect((await inject('GET', `/api/events/${secret.id}`, { headers: admin })).statusCode).toBe(200);
    });
  });

  describe('PUT /api/events', () => {
    it('refuses visitors (401), forged or expired tokens (401) and players without admin (403)', async () => {
      const body = eventBody();
      expect((await inject('PUT', '/api/events', { payload: body })).statusCode).toBe(401);
      const forged = await inject('PUT', '/api/events', {
        headers: { authorization: `Bearer ${'x'.repeat(20)}.${'y'.repeat(20)}.z` },
        payload: body,
      });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toMatchObject({ code: 'invalid_token' });
      expect((await inject('PUT', '/api/events', { headers: player, payload: body })).statusCode).toBe(403);
    });

    it('says who may call before it says anything about the body', async () => {
      for (const payload of [{ name: 42 }, '{"broken json', 'x'.repeat(2_000_000)]) {
        const anonymous = await inject('PUT', '/api/events', {
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json()).toMatchObject({ code: 'not_authenticated' });
        const refused = await inject('PUT', '/api/events', {
          headers: { ...player, 'content-type': 'application/json' },
          payload,
        });
        expect(refused.statusCode).toBe(403);
      }
    });

    it('creates an event with the root of its objective tree, and keeps a single current event', async () => {
      const first = (await saveEvent(eventBody({ is_current: true }))).json<Event>();
      const second = await saveEvent(eventBody({ name: 'Second', is_current: true }));
      expect(second.statusCode).toBe(201);
      const rows = await t.database.db.select().from(events).where(eq(events.isCurrent, true));
      expect(rows.map((row) => row.id)).toEqual([second.json<Event>().id]);
      const roots = await t.database.db.select().from(objectives).where(eq(objectives.eventId, first.id));
      expect(roots).toHaveLength(1);
      expect(roots[0]?.parentId).toBeNull();
      // docs/domain.md §3: a new event draft starts with three blank teams, for the organiser to rename.
      expect(first.teams.map((team) => [team.name, team.abbreviation, team.color, team.allowed_classes])).toEqual([
        ['Team 1', '', '#2563eb', []],
        ['Team 2', '', '#dc2626', []],
        ['Team 3', '', '#16a34a', []],
      ]);
    });

    it('runs every ingestion job of the current event until its end, and stops them when it stops being current', async () => {
      const jobsOf = async (eventId: number) =>
        (await t.database.db.select().from(recurringJobs).where(eq(recurringJobs.eventId, eventId)))
          .map((job) => [job.jobType, job.endDate.toISOString()] as const)
          .sort();
      const body = eventBody({ is_current: true });
      const first = (await saveEvent(body)).json<Event>();
      const allJobs = (end: string) =>
        [
          'DetermineGuildStashAccess',
          'EvaluateStashChanges',
          'FetchCharacterData',
          'FetchGuildStashes',
          'FetchStashChanges',
        ].map((type) => [type, new Date(end).toISOString()] as const);
      expect(await jobsOf(first.id)).toEqual(allJobs(body.event_end_time));

      const later = new Date(Date.parse(body.event_end_time) + 24 * HOUR).toISOString();
      await saveEvent({ ...body, id: first.id, event_end_time: later });
      expect(await jobsOf(first.id)).toEqual(allJobs(later));

      // Any other save leaves the jobs alone: one an admin stopped stays stopped, failure counts stay.
      const stoppedAt = new Date(Date.now() - 1_000);
      await t.database.db
        .update(recurringJobs)
        .set({ endDate: stoppedAt })
        .where(and(eq(recurringJobs.eventId, first.id), eq(recurringJobs.jobType, 'FetchGuildStashes')));
      await t.database.db
        .update(recurringJobs)
        .set({ consecutiveFailures: 3 })
        .where(and(eq(recurringJobs.eventId, first.id), eq(recurringJobs.jobType, 'FetchStashChanges')));
      const renamed = await saveEvent({ ...body, id: first.id, event_end_time: later, name: 'Renamed while running' });
      expect(renamed.statusCode).toBe(200);
      const afterRename = await t.database.db.select().from(recurringJobs).where(eq(recurringJobs.eventId, first.id));
      expect(
        afterRename.map((job) => [job.jobType, job.endDate.toISOString(), job.consecutiveFailures] as const).sort(),
      ).toEqual(
        allJobs(later).map(([type, end]) => {
          if (type === 'FetchGuildStashes') return [type, stoppedAt.toISOString(), 0] as const;
          return [type, end, type === 'FetchStashChanges' ? 3 : 0] as const;
        }),
      );

      const second = (await saveEvent(eventBody({ name: 'Next', is_current: true }))).json<Event>();
      expect(await jobsOf(second.id)).toHaveLength(5);
      const stopped = await t.database.db.select().from(recurringJobs).where(eq(recurringJobs.eventId, first.id));
      expect(stopped.every((job) => job.endDate.getTime() <= Date.now())).toBe(true);
    });

    it('rejects invalid events with a message naming the field and writes nothing', async () => {
      const before = (await t.database.db.select().from(events)).length;
      const cases: [Record<string, unknown>, string][] = [
        [eventBody({ game_version: 'poe3' }), 'body.game_version'],
        [eventBody({ max_size: '10' }), 'body.max_size'],
        [eventBody({ name: '   ' }), 'body.name'],
        [eventBody({ event_end_time: new Date(0).toISOString() }), 'body.event_end_time'],
        [eventBody({ application_start_time: 'tomorrow' }), 'body.application_start_time'],
        [eventBody({ name: 'x'.repeat(101) }), 'body.name'],
      ];
      for (const [payload, field] of cases) {
        const response = await saveEvent(payload);
        expect(response.statusCode, field).toBe(400);
        expect(response.json<{ error: string }>().error).toContain(field);
      }
      expect((await t.database.db.select().from(events)).length).toBe(before);
    });

    it('keeps only the classes the new game has when an event changes game version', async () => {
      const created = (await saveEvent(eventBody())).json<Event>();
      const team = created.teams[0]!;
      const classes = ['Juggernaut', 'Ranger', 'Deadeye', 'Witch', 'Necromancer'];
      const saved = await inject('PUT', `/api/events/${created.id}/teams`, {
        headers: admin,
        payload: { id: team.id, name: team.name, allowed_classes: classes },
      });
      expect(saved.statusCode).toBe(200);
      const moved = await saveEvent(eventBody({ id: created.id, game_version: 'poe2' }));
      expect(moved.json<Event>().teams[0]?.allowed_classes).toEqual(['Ranger', 'Deadeye', 'Witch']);
      // The team saves again as it is (before, its poe1 classes made every save a 400).
      const again = await inject('PUT', `/api/events/${created.id}/teams`, {
        headers: admin,
        payload: { id: team.id, name: team.name, allowed_classes: moved.json<Event>().teams[0]?.allowed_classes },
      });
      expect(again.statusCode).toBe(200);
    });

    it('updates an event, and a locked one only in its flags', async () => {
      const created = (await saveEvent(eventBody({ is_locked: true }))).json<Event>();
      const renamed = await saveEvent(eventBody({ id: created.id, name: 'Renamed', is_locked: true }));
      expect(renamed.statusCode).toBe(409);
      expect(renamed.json()).toMatchObject({ code: 'event_locked' });
      const stored = await inject('GET', `/api/events/${created.id}`, { headers: admin });
      expect(stored.json<Event>().name).toBe(created.name);

      const unlocked = await inject('PUT', '/api/events', {
        headers: admin,
        payload: eventBody({
          id: created.id,
          name: created.name,
          is_locked: false,
          application_start_time: created.application_start_time,
          application_end_time: created.application_end_time,
          event_start_time: created.event_start_time,
          event_end_time: created.event_end_time,
        }),
      });
      expect(unlocked.statusCode).toBe(200);
      expect(unlocked.json<Event>().is_locked).toBe(false);
      const renamedNow = await saveEvent(eventBody({ id: created.id, name: 'Renamed' }));
      expect(renamedNow.json<Event>().name).toBe('Renamed');
      expect((await saveEvent(eventBody({ id: 2_000_000_000 }))).statusCode).toBe(404);
    });

    it('keeps the group size of an event that a client without groups saves, and bounds it from 1 to 10', async () => {
      const created = (await saveEvent(eventBody({ max_group_size: 4 }))).json<Event>();
      expect(created.max_group_size).toBe(4);
      // The reference's client knows nothing of groups: its save leaves the setting alone.
      const saved = (await saveEvent(eventBody({ id: created.id, name: 'Frostbound Relay' }))).json<Event>();
      expect(saved).toMatchObject({ name: 'Frostbound Relay', max_group_size: 4 });
      expect((await saveEvent(eventBody())).json<Event>().max_group_size).toBe(1);
      for (const size of [0, 11, 2.5, '3']) {
        const refused = await saveEvent(eventBody({ id: created.id, max_group_size: size }));
        expect(refused.statusCode, String(size)).toBe(400);
        expect(refused.json<{ error: string }>().error).toContain('max_group_size');
      }
      const off = (await saveEvent(eventBody({ id: created.id, max_group_size: 1 }))).json<Event>();
      expect(off.max_group_size).toBe(1);
    });
  });

  describe('POST /api/events/:event_id/duplicate', () => {
    it('copies scoring presets and the objective tree with conditions, but not teams', async () => {
      const source = await insertEvent(t.database.db);
      await insertTeam(t.database.db, source.id);
      const [preset] = await t.database.db
        .insert(scoringPresets)
        .values({ eventId: source.id, name: 'Race', points: [10, 5], scoringMethod: 'RANKED_TIME' })
        .returning();
      const [root] = await t.database.db.select().from(objectives).where(eq(objectives.eventId, source.id));
      const [category] = await t.database.db
        .insert(objectives)
        .values({
          eventId: source.id,
          parentId: root!.id,
          name: 'Uniques',
          objectiveType: 'CATEGORY',
          aggregation: 'NONE',
          numberField: 'FINISHED_OBJECTIVES',
        })
        .returning();
      const [find] = await t.database.db
        .insert(scoringPresets)
        .values({ eventId: source.id, name: 'Find', points: [3], scoringMethod: 'PRESENCE' })
        .returning();
      const leaf = await insertObjective(t.database.db, {
        eventId: source.id,
        parentId: category!.id,
        name: 'Headhunter',
        objectiveType: 'ITEM',
        aggregation: 'EARLIEST',
        numberField: 'STACK_SIZE',
        presetIds: [find!.id, preset!.id],
      });
      await t.database.db
        .insert(objectiveConditions)
        .values({ objectiveId: leaf.id, field: 'NAME', operator: 'EQ', value: 'Headhunter' });

      const response = await inject('POST', `/api/events/${source.id}/duplicate`, {
        headers: admin,
        payload: eventBody({ name: 'Copy' }),
      });
      expect(response.statusCode).toBe(201);
      const copy = response.json<Event>();
      expect(copy.teams.map((team) => team.name)).toEqual(['Team 1', 'Team 2', 'Team 3']);
      const copied = await t.database.db.select().from(objectives).where(eq(objectives.eventId, copy.id));
      expect(copied.map((o) => o.name).sort()).toEqual(['Headhunter', 'Root', 'Uniques']);
      const copiedLeaf = copied.find((o) => o.name === 'Headhunter')!;
      const copiedCategory = copied.find((o) => o.name === 'Uniques')!;
      expect(copiedLeaf.parentId).toBe(copiedCategory.id);
      // Both rules, in their order, now name the copy's presets.
      const copiedRules = await t.database.db
        .select({ name: scoringPresets.name, points: scoringPresets.points, eventId: scoringPresets.eventId })
        .from(objectiveScoringRules)
        .innerJoin(scoringPresets, eq(scoringPresets.id, objectiveScoringRules.scoringPresetId))
        .where(eq(objectiveScoringRules.objectiveId, copiedLeaf.id))
        .orderBy(objectiveScoringRules.position);
      expect(copiedRules).toEqual([
        { name: 'Find', points: [3], eventId: copy.id },
        { name: 'Race', points: [10, 5], eventId: copy.id },
      ]);
      const conditions = await t.database.db
        .select()
        .from(objectiveConditions)
        .where(eq(objectiveConditions.objectiveId, copiedLeaf.id));
      expect(conditions.map((c) => [c.field, c.operator, c.value])).toEqual([['NAME', 'EQ', 'Headhunter']]);

      const bare = await inject('POST', `/api/events/${source.id}/duplicate?objectives=false`, {
        headers: admin,
        payload: eventBody({ name: 'Settings only' }),
      });
      expect(bare.statusCode).toBe(201);
      const bareId = bare.json<Event>().id;
      const bareTree = await t.database.db.select().from(objectives).where(eq(objectives.eventId, bareId));
      expect(bareTree.map((o) => [o.name, o.parentId])).toEqual([['Root', null]]);
      expect(await t.database.db.select().from(scoringPresets).where(eq(scoringPresets.eventId, bareId))).toEqual([]);
      expect(
        (
          await inject('POST', `/api/events/${source.id}/duplicate?objectives=maybe`, {
            headers: admin,
            payload: eventBody({ name: 'Refused' }),
          })
        ).statusCode,
      ).toBe(400);
    });

    it('refuses a copy whose dates are missing or out of order, naming the field, and creates nothing', async () => {
      const source = await insertEvent(t.database.db);
      const before = (await t.database.db.select().from(events)).length;
      const cases: [Record<string, unknown>, string][] = [
        [eventBody({ name: 'Copy', event_end_time: new Date(0).toISOString() }), 'body.event_end_time'],
        [
          eventBody({ name: 'Copy', application_end_time: new Date(Date.now() - 2 * HOUR).toISOString() }),
          'body.application_end_time',
        ],
        [eventBody({ name: 'Copy', event_start_time: undefined }), 'body.event_start_time'],
        [eventBody({ name: 'Copy', application_start_time: 'next week' }), 'body.application_start_time'],
      ];
      for (const [payload, field] of cases) {
        const response = await inject('POST', `/api/events/${source.id}/duplicate`, { headers: admin, payload });
        expect(response.statusCode, field).toBe(400);
        expect(response.json<{ error: string }>().error).toContain(field);
      }
      expect((await t.database.db.select().from(events)).length).toBe(before);
    });
  });

  describe('GET /api/events/:event_id/status', () => {
    it('tells visitors the sign-up count and players their queue standing', async () => {
      const event = await insertEvent(t.database.db, { maxSize: 1, waitlistSize: 5 });
      const early = await insertUser(t.database.db);
      const late = await insertUser(t.database.db);
      const sorted = await insertUser(t.database.db);
      await insertSignup(t.database.db, event.id, early.id, new Date(Date.now() - 3 * HOUR));
      await insertSignup(t.database.db, event.id, late.id, new Date(Date.now() - 2 * HOUR));
      const team = await insertTeam(t.database.db, event.id);
      await addMember(t.database.db, event.id, team.id, sorted.id, true);

      const anonymous = (await inject('GET', `/api/events/${event.id}/status`)).json<EventStatus>();
      expect(anonymous).toMatchObject({ application_status: 'none', number_of_signups: 2, team_id: null });
      const first = (
        await inject('GET', `/api/events/${event.id}/status`, { headers: await t.auth(early.id) })
      ).json<EventStatus>();
      expect(first).toMatchObject({ application_status: 'applied', number_of_signups_before: 0 });
      const second = (
        await inject('GET', `/api/events/${event.id}/status`, { headers: await t.auth(late.id) })
      ).json<EventStatus>();
      expect(second).toMatchObject({ application_status: 'waitlisted', number_of_signups_before: 1 });
      const lead = (
        await inject('GET', `/api/events/${event.id}/status`, { headers: await t.auth(sorted.id) })
      ).json<EventStatus>();
      expect(lead).toMatchObject({ application_status: 'accepted', team_id: team.id, is_team_lead: true });
    });

    it('names the partner only when both players named each other', async () => {
      const event = await insertEvent(t.database.db);
      const ann = await insertUser(t.database.db, { gameAccount: 'Ann#0001' });
      const bob = await insertUser(t.database.db, { gameAccount: 'Bob#0002' });
      const cid = await insertUser(t.database.db, { gameAccount: 'Cid#0003' });
      await insertSignup(t.database.db, event.id, ann.id, new Date(), 'bob#0002');
      await insertSignup(t.database.db, event.id, bob.id, new Date(), 'Ann#0001');
      await insertSignup(t.database.db, event.id, cid.id, new Date(), 'Ann#0001');
      expect(
        (await inject('GET', `/api/events/${event.id}/status`, { headers: await t.auth(ann.id) })).json(),
      ).toMatchObject({ partner: 'Bob#0002' });
      expect(
        (await inject('GET', `/api/events/${event.id}/status`, { headers: await t.auth(cid.id) })).json(),
      ).toMatchObject({ partner: null });
    });
  });

  describe('DELETE /api/events/:event_id', () => {
    it('refuses a locked event, deletes an unlocked one, and only for admins', async () => {
      const locked = await insertEvent(t.database.db, { isLocked: true });
      const open = await insertEvent(t.database.db);
      expect((await inject('DELETE', `/api/events/${open.id}`, { headers: player })).statusCode).toBe(403);
      expect((await inject('DELETE', `/api/events/${locked.id}`, { headers: admin })).statusCode).toBe(409);
      expect((await inject('DELETE', `/api/events/${open.id}`, { headers: admin })).statusCode).toBe(204);
      expect((await inject('GET', `/api/events/${open.id}`)).statusCode).toBe(404);
      expect((await inject('GET', `/api/events/${locked.id}`)).statusCode).toBe(200);
    });

    it('deletes an event with its sign-up groups', async () => {
      const event = await insertEvent(t.database.db, { maxGroupSize: 3 });
      const [una, vik] = [await insertUser(t.database.db), await insertUser(t.database.db)];
      for (const user of [una, vik]) await insertSignup(t.database.db, event.id, user.id, new Date());
      await insertSignupGroup(t.database.db, event.id, [una.id, vik.id]);
      expect((await inject('DELETE', `/api/events/${event.id}`, { headers: admin })).statusCode).toBe(204);
      expect(await t.database.db.select().from(signupGroups).where(eq(signupGroups.eventId, event.id))).toEqual([]);
    });
  });
});
