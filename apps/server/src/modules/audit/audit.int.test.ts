import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditLog, Event, Objective, ScoringPreset, Team } from '@app/shared';
import { auditEntries, signups, teamMembers } from '../../db/schema';
import { addMember, insertSignup, insertUser } from '../../test/fixtures';
import { DATABASE_KINDS } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const HOUR = 3_600_000;
const categoryFields = { objective_type: 'CATEGORY', aggregation: 'NONE', number_field: 'FINISHED_OBJECTIVES' };

describe.each(DATABASE_KINDS)('audit entries on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: { authorization: string };
  let adminId: number;

  beforeAll(async () => {
    adminId = (await insertUser(t.database.db, { displayName: 'Audited admin', permissions: ['admin'] })).id;
    admin = await t.auth(adminId);
  });

  const send = (method: 'PUT' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers: admin, payload: payload as object });

  async function entriesOf(eventId: number) {
    const rows = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.eventId, eventId))
      .orderBy(asc(auditEntries.id));
    return rows.map((row) => ({
      kind: row.kind,
      actor: row.actorUserId,
      target: row.targetId,
      before: row.before as Record<string, unknown> | null,
      after: row.after as Record<string, unknown> | null,
    }));
  }

  async function createEvent(): Promise<Event> {
    const start = Date.now();
    const response = await send('PUT', '/events', {
      name: 'Audited League',
      game_version: 'poe1',
      max_size: 10,
      waitlist_size: 0,
      application_start_time: new Date(start - HOUR).toISOString(),
      application_end_time: new Date(start + HOUR).toISOString(),
      event_start_time: new Date(start + 2 * HOUR).toISOString(),
      event_end_time: new Date(start + 3 * HOUR).toISOString(),
    });
    expect(response.statusCode).toBe(201);
    return response.json<Event>();
  }

  const saveObjective = async (eventId: number, body: Record<string, unknown>) =>
    (await send('PUT', `/events/${eventId}/objectives`, body)).json<Objective>();

  /** The root of the event's objective tree, and a new preset 'Find' (5 points for finding it). */
  async function rootAndPreset(eventId: number) {
    const tree = (
      await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/objectives`, headers: admin })
    ).json<Objective>();
    const preset = (
      await send('PUT', `/events/${eventId}/scoring-presets`, { name: 'Find', points: [5], scoring_method: 'PRESENCE' })
    ).json<ScoringPreset>();
    return { tree, preset };
  }

  it('records who changed an event and its teams, with the values before and after', async () => {
    const event = await createEvent();
    const renamed = await send('PUT', '/events', {
      ...event,
      teams: undefined,
      name: 'Audited League (PL2)',
    });
    expect(renamed.statusCode).toBe(200);
    const [first] = event.teams as [Team, ...Team[]];
    expect((await send('PUT', `/events/${event.id}/teams`, { id: first.id, name: 'Ember' })).statusCode).toBe(200);
    expect((await send('DELETE', `/events/${event.id}/teams/${first.id}`)).statusCode).toBe(204);

    const entries = await entriesOf(event.id);
    expect(entries.map((entry) => [entry.kind, entry.actor, entry.target])).toEqual([
      ['event.create', adminId, event.id],
      ['event.update', adminId, event.id],
      ['team.update', adminId, first.id],
      ['team.delete', adminId, first.id],
    ]);
    expect(entries[0]?.before).toBeNull();
    expect(entries[0]?.after).toMatchObject({ name: 'Audited League', teams: [{ name: 'Team 1' }, {}, {}] });
    expect([entries[1]?.before?.name, entries[1]?.after?.name]).toEqual(['Audited League', 'Audited League (PL2)']);
    expect([entries[2]?.before?.name, entries[2]?.after?.name]).toEqual(['Team 1', 'Ember']);
    expect(entries[3]?.before).toMatchObject({ name: 'Ember', members: 0 });
    expect(entries[3]?.after).toBeNull();
  });

  it('records the designer’s changes, and nothing for a refused one', async () => {
    const event = await createEvent();
    const { tree, preset } = await rootAndPreset(event.id);
    const category = await saveObjective(event.id, {
      parent_id: tree.id,
      name: 'Uniques',
      ...categoryFields,
    });
    const item = await saveObjective(event.id, {
      parent_id: category.id,
      name: 'Headhunter',
      objective_type: 'ITEM',
      aggregation: 'EARLIEST',
      number_field: 'STACK_SIZE',
      scoring_preset_id: preset.id,
      conditions: [{ field: 'NAME', operator: 'EQ', value: 'Headhunter' }],
    });
    const before = await entriesOf(event.id);

    // Refused: a category moved under its own child; a condition id of no objective of this event.
    const child = await saveObjective(event.id, {
      parent_id: category.id,
      name: 'Belts',
      ...categoryFields,
    });
    const afterChild = await entriesOf(event.id);
    const cycle = await send('PUT', `/events/${event.id}/objectives`, {
      id: category.id,
      parent_id: child.id,
      name: 'Uniques',
      ...categoryFields,
    });
    expect(cycle.statusCode).toBe(400);
    const foreignCondition = await send('PUT', `/events/${event.id}/objectives`, {
      id: item.id,
      parent_id: category.id,
      name: 'Renamed in vain',
      objective_type: 'ITEM',
      aggregation: 'EARLIEST',
      number_field: 'STACK_SIZE',
      conditions: [{ id: 999_999, field: 'NAME', operator: 'EQ', value: 'Headhunter' }],
    });
    expect(foreignCondition.statusCode).toBe(400);
    expect(await entriesOf(event.id)).toEqual(afterChild);

    const bulk = await send('POST', `/events/${event.id}/objectives/bulk`, {
      parent_id: category.id,
      names: 'Mageblood, Squire',
      field: 'NAME',
    });
    expect(bulk.statusCode).toBe(201);
    expect((await send('DELETE', `/events/${event.id}/objectives/${item.id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/events/${event.id}/scoring-presets/${preset.id}`)).statusCode).toBe(204);

    const entries = await entriesOf(event.id);
    expect(before.map((entry) => entry.kind)).toEqual([
      'event.create',
      'scoring_preset.create',
      'objective.create',
      'objective.create',
    ]);
    expect(entries.slice(before.length).map((entry) => [entry.kind, entry.target])).toEqual([
      ['objective.create', child.id],
      ['objective.bulk_create', category.id],
      ['objective.delete', item.id],
      ['scoring_preset.delete', preset.id],
    ]);
    expect(before[3]?.after).toMatchObject({
      name: 'Headhunter',
      conditions: [{ field: 'NAME', operator: 'EQ', value: 'Headhunter' }],
    });
    expect(entries.at(-3)?.after).toMatchObject({
      names: 'Mageblood, Squire',
      ids: bulk.json<{ ids: number[] }>().ids,
    });
    // The preset was unlinked from nothing: its only objective was deleted first.
    expect(entries.at(-1)?.before).toMatchObject({ name: 'Find', unlinked_objective_ids: [] });
  });

  it('keeps the record of a deleted event', async () => {
    const event = await createEvent();
    expect((await send('DELETE', `/events/${event.id}`)).statusCode).toBe(204);
    expect((await entriesOf(event.id)).map((entry) => [entry.kind, entry.before?.name])).toEqual([
      ['event.create', undefined],
      ['event.delete', 'Audited League'],
    ]);
    // Still named, though the event is gone.
    const log = (
      await t.app.inject({ method: 'GET', url: `/api/audit-log?event_id=${event.id}`, headers: admin })
    ).json<AuditLog>();
    expect(log.names.events).toEqual({ [event.id]: 'Audited League' });
    expect(log.entries.map((entry) => entry.target_name)).toEqual(['Audited League', 'Audited League']);
  });

  it('names each target and the ids its entries mention, also once the thing is deleted', async () => {
    const db = t.database.db;
    const event = await createEvent();
    const [red] = event.teams as [Team, ...Team[]];
    const player = await insertUser(db, { displayName: 'Pat' });
    const { tree, preset } = await rootAndPreset(event.id);
    const item = await saveObjective(event.id, {
      parent_id: tree.id,
      name: 'Headhunter',
      objective_type: 'ITEM',
      aggregation: 'EARLIEST',
      number_field: 'STACK_SIZE',
      scoring_preset_id: preset.id,
    });
    const condition = await send('PUT', `/events/${event.id}/conditions`, {
      objective_id: item.id,
      field: 'NAME',
      operator: 'EQ',
      value: 'Headhunter',
    });
    expect(condition.statusCode).toBe(201);
    expect((await send('PUT', `/events/${event.id}/teams`, { id: red.id, name: 'Ember' })).statusCode).toBe(200);
    expect(
      (
        await send('PUT', `/events/${event.id}/teams/users`, [
          { team_id: red.id, user_id: player.id, is_team_lead: false },
        ])
      ).statusCode,
    ).toBe(204);
    expect((await send('DELETE', `/events/${event.id}/teams/${red.id}?confirm=true`)).statusCode).toBe(204);
    expect((await send('DELETE', `/events/${event.id}/scoring-presets/${preset.id}`)).statusCode).toBe(204);
    expect((await send('PATCH', `/users/${player.id}`, ['submission_judge'])).statusCode).toBe(200);

    const log = (
      await t.app.inject({ method: 'GET', url: `/api/audit-log?event_id=${event.id}`, headers: admin })
    ).json<AuditLog>();
    expect(log.entries.map((entry) => [entry.kind, entry.target_name])).toEqual([
      ['scoring_preset.delete', 'Find'],
      ['team.delete', 'Ember'],
      ['team.assign', 'Pat'],
      ['team.update', 'Ember'],
      ['condition.create', 'Headhunter: NAME EQ Headhunter'],
      ['objective.create', 'Headhunter'],
      ['scoring_preset.create', 'Find'],
      ['event.create', 'Audited League'],
    ]);
    // The deleted team and preset keep their names (from their own entries); the rest are looked up.
    expect(log.names.teams).toEqual({ [red.id]: 'Ember' });
    expect(log.names.users).toEqual({ [player.id]: 'Pat' });
    expect(log.names.scoring_presets).toEqual({ [preset.id]: 'Find' });
    expect(log.names.objectives).toMatchObject({ [item.id]: 'Headhunter' });
    expect(log.names.events).toEqual({ [event.id]: 'Audited League' });

    const permissions = (
      await t.app.inject({ method: 'GET', url: `/api/audit-log?kind=user.permissions&limit=1`, headers: admin })
    ).json<AuditLog>();
    expect(permissions.entries[0]).toMatchObject({ target_id: player.id, target_name: 'Pat' });
  });

  it('records team assignments, sign-up removals, permissions and jobs, and reads them back filtered and paged', async () => {
    const db = t.database.db;
    const event = await createEvent();
    const [red, blue] = event.teams as [Team, Team, ...Team[]];
    const player = await insertUser(db, { displayName: 'Pat' });
    const manager = await insertUser(db, { displayName: 'Mona', permissions: ['manager'] });
    const managerHeaders = await t.auth(manager.id);
    await insertSignup(db, event.id, player.id, new Date());
    await addMember(db, event.id, red.id, player.id);

    expect(
      (
        await send('PUT', `/events/${event.id}/teams/users`, [
          { team_id: blue.id, user_id: player.id, is_team_lead: true },
        ])
      ).statusCode,
    ).toBe(204);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.id}/signups/${player.id}`,
      headers: managerHeaders,
    });
    expect(removed.statusCode).toBe(204);
    expect(await db.select().from(signups).where(eq(signups.userId, player.id))).toEqual([]);
    expect(await db.select().from(teamMembers).where(eq(teamMembers.userId, player.id))).toEqual([]);
    expect((await send('PATCH', `/users/${player.id}`, ['submission_judge'])).statusCode).toBe(200);
    // The last admin keeps `admin`: refused, and no entry.
    const others = await db.select().from(auditEntries);
    expect((await send('PATCH', `/users/${adminId}`, [])).statusCode).toBe(409);
    expect(await db.select().from(auditEntries)).toHaveLength(others.length);
    const endDate = new Date(Date.now() + 3 * HOUR).toISOString();
    expect(
      (await send('POST', '/jobs', { event_id: event.id, job_type: 'FetchGuildStashes', end_date: endDate }))
        .statusCode,
    ).toBe(201);

    const read = async (query: string, headers = admin) =>
      (await t.app.inject({ method: 'GET', url: `/api/audit-log?${query}`, headers })).json<AuditLog>();
    const ofEvent = await read(`event_id=${event.id}`);
    expect(ofEvent.entries.map((entry) => [entry.kind, entry.actor_name])).toEqual([
      ['job.change', 'Audited admin'],
      ['signup.delete', 'Mona'],
      ['team.assign', 'Audited admin'],
      ['event.create', 'Audited admin'],
    ]);
    expect(ofEvent.entries[2]).toMatchObject({
      before: [{ user_id: player.id, team_id: red.id, is_team_lead: false }],
      after: [{ user_id: player.id, team_id: blue.id, is_team_lead: true }],
    });
    expect(ofEvent.entries[1]?.before).toMatchObject({ user_id: player.id, expected_playtime: 6, team_id: blue.id });
    expect(ofEvent.entries[0]).toMatchObject({ after: { job_type: 'FetchGuildStashes', end_date: endDate } });

    const permissions = await read(`kind=user.permissions&actor=${adminId}`);
    expect(permissions.entries[0]).toMatchObject({
      event_id: null,
      target_id: player.id,
      before: { permissions: [] },
      after: { permissions: ['submission_judge'] },
    });
    expect((await read(`actor=${manager.id}`, managerHeaders)).entries.map((entry) => entry.kind)).toEqual([
      'signup.delete',
    ]);

    const first = await read(`event_id=${event.id}&limit=3`);
    expect(first.entries).toHaveLength(3);
    const second = await read(`event_id=${event.id}&limit=3&before_id=${first.next_before_id}`);
    expect([...first.entries, ...second.entries].map((entry) => entry.id)).toEqual(
      ofEvent.entries.map((entry) => entry.id),
    );
    expect(second.next_before_id).toBeNull();

    const playerHeaders = await t.auth(player.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/audit-log', headers: playerHeaders })).statusCode).toBe(403);
    expect((await read('kind=nonsense')) as unknown).toMatchObject({ code: 'validation_failed' });
  });
});
