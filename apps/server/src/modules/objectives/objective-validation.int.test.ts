import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_SEARCH_BATCH, type ObjectiveValidationReport, type SampleSearchResult } from '@app/shared';
import {
  auditEntries,
  events,
  objectiveConditions,
  objectiveMatches,
  objectives,
  stashSnapshots,
} from '../../db/schema';
import {
  insertEvent,
  insertItemObjective,
  insertNamedItemObjective,
  insertTeam,
  insertUser,
} from '../../test/fixtures';
import { DATABASE_KINDS } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { API_328 } from '../matching/poe-item.fixtures';

describe.each(DATABASE_KINDS)('objective validation on %s', (kind) => {
  const t = useTestApp(kind);
  let designer: { authorization: string };
  let eventId: number;
  let earlierId: number;
  const ids = { goldrim: 0, headhunter: 0, typo: 0, empty: 0, live: 0 };

  beforeAll(async () => {
    const db = t.database.db;
    const event = await insertEvent(db, { name: 'Spring Cup (PL7001)' });
    const earlier = await insertEvent(db, { name: 'Winter Cup (PL6001)' });
    eventId = event.id;
    earlierId = earlier.id;
    const [root] = await db.select().from(objectives).where(eq(objectives.eventId, eventId));
    const [chase] = await db
      .insert(objectives)
      .values({
        eventId,
        parentId: root!.id,
        name: 'Chase uniques',
        objectiveType: 'CATEGORY',
        aggregation: 'NONE',
        numberField: 'FINISHED_OBJECTIVES',
      })
      .returning();
    ids.goldrim = (await insertNamedItemObjective(db, eventId, chase!.id, 'Goldrim')).id;
    ids.headhunter = (await insertNamedItemObjective(db, eventId, chase!.id, 'Headhunter')).id;
    ids.typo = (await insertItemObjective(db, eventId, chase!.id, 'Mageblood')).id;
    await db
      .insert(objectiveConditions)
      .values({ objectiveId: ids.typo, field: 'NAME', operator: 'EQ', value: 'Magebloood' });
    ids.empty = (await insertItemObjective(db, eventId, root!.id, 'No rule yet')).id;
    ids.live = (await insertNamedItemObjective(db, eventId, root!.id, 'Chaos Orb')).id;
    const team = await insertTeam(db, eventId, 'Orbs');
    await db.insert(objectiveMatches).values({
      eventId,
      objectiveId: ids.live,
      teamId: team.id,
      number: 3,
      timestamp: new Date(),
      source: 'stash',
      sourceKey: 'snapshot-1',
    });
    // Snapshots of this event never serve as samples for it: only other events' do.
    await db
      .insert(stashSnapshots)
      .values([
        snapshot(eventId, 'own-tab', [{ ...API_328.headhunter }]),
        snapshot(earlierId, 'dump-tab', [API_328.chaosOrbs, API_328.headhunter], 'Dump', 'Winter_Player'),
      ]);
    designer = await t.auth((await insertUser(db, { permissions: ['objective_designer'] })).id);
  });

  const snapshot = (event: number, stashId: string, items: unknown[], stashName = 'Tab', accountName = 'Someone') => ({
    eventId: event,
    stashId,
    kind: 'public' as const,
    stashName,
    accountName,
    observedAt: new Date(),
    items,
    changeId: `page-${stashId}`,
  });

  const send = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/events/${eventId}${url}`, headers: designer, payload });
  const report = async () => (await send('GET', '/objectives/validation')).json<ObjectiveValidationReport>();
  const statusOf = (validation: ObjectiveValidationReport, id: number) =>
    validation.objectives.find((objective) => objective.objective_id === id);

  it('lists every item objective, never matched first, with why a rule cannot match and what this event matched', async () => {
    const validation = await report();
    expect(validation.never_matched).toBe(4);
    expect(validation.objectives.map((objective) => objective.name)).toEqual([
      'Goldrim',
      'Headhunter',
      'Mageblood',
      'No rule yet',
      'Chaos Orb',
    ]);
    expect(statusOf(validation, ids.goldrim)).toMatchObject({
      path: ['Chase uniques'],
      status: 'NEVER_MATCHED',
      sample: null,
    });
    expect(statusOf(validation, ids.empty)?.problem).toContain('no conditions');
    expect(statusOf(validation, ids.live)).toMatchObject({ status: 'MATCHED_IN_EVENT', problem: null });
  });

  it('records a pasted item that matches as a sample, refuses one that does not, and shows a stale sample', async () => {
    expect((await send('PUT', `/objectives/${ids.goldrim}/sample`, API_328.uniqueHelmet)).statusCode).toBe(204);
    const refused = await send('PUT', `/objectives/${ids.typo}/sample`, API_328.uniqueHelmet);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toContain('does not match “Mageblood”');
    const unknown = await send('PUT', `/objectives/${ids.live + 1000}/sample`, API_328.uniqueHelmet);
    expect(unknown.statusCode).toBe(404);

    expect(statusOf(await report(), ids.goldrim)).toMatchObject({
      status: 'SAMPLE',
      sample: { source: 'ITEM_TESTER', item_name: 'Goldrim Leather Cap', matches: true },
    });
    // The designer changes the rule: the sample no longer proves anything.
    await t.database.db
      .update(objectiveConditions)
      .set({ value: 'Goldrimm' })
      .where(eq(objectiveConditions.objectiveId, ids.goldrim));
    expect(statusOf(await report(), ids.goldrim)).toMatchObject({
      status: 'NEVER_MATCHED',
      sample: { matches: false },
    });
    await t.database.db
      .update(objectiveConditions)
      .set({ value: 'Goldrim' })
      .where(eq(objectiveConditions.objectiveId, ids.goldrim));

    const kinds = await t.database.db
      .select({ kind: auditEntries.kind, targetId: auditEntries.targetId })
      .from(auditEntries)
      .where(eq(auditEntries.eventId, eventId));
    expect(kinds).toContainEqual({ kind: 'objective_sample.save', targetId: ids.goldrim });
  });

  it("finds samples in other events' stored snapshots, naming where, and never in the event's own", async () => {
    const search = await send('POST', '/objectives/validation/search', { after: 0 });
    expect(search.statusCode).toBe(200);
    expect(search.json<SampleSearchResult>()).toEqual({
      next_after: null,
      searched: 1,
      remaining: 0,
      found: [{ objective_id: ids.headhunter, origin: 'Winter Cup (PL6001), stash “Dump” of Winter_Player' }],
    });
    const validation = await report();
    expect(statusOf(validation, ids.headhunter)).toMatchObject({
      status: 'SAMPLE',
      sample: { source: 'EARLIER_EVENT', item_name: 'Headhunter Leather Belt', matches: true },
    });
    expect(validation.never_matched).toBe(2);
  });

  it('reads the stored snapshots a batch at a time, with a cursor and what is left', async () => {
    const [last] = await t.database.db
      .insert(stashSnapshots)
      .values(
        Array.from({ length: SAMPLE_SEARCH_BATCH + 3 }, (_, index) =>
          snapshot(earlierId, `empty-${index}`, [API_328.chaosOrbs]),
        ),
      )
      .returning({ id: stashSnapshots.id });
    expect(last).toBeDefined();
    const first = (await send('POST', '/objectives/validation/search', {})).json<SampleSearchResult>();
    expect(first).toMatchObject({ searched: SAMPLE_SEARCH_BATCH, remaining: 4, found: [] });
    expect(first.next_after).not.toBeNull();
    const second = (
      await send('POST', '/objectives/validation/search', { after: first.next_after })
    ).json<SampleSearchResult>();
    expect(second).toMatchObject({ next_after: null, searched: 4, found: [] });
  });

  it('forgets a sample on request (audited), answers 404 for one that is not there, and refuses a locked event', async () => {
    expect((await send('DELETE', `/objectives/${ids.goldrim}/sample`)).statusCode).toBe(204);
    expect((await send('DELETE', `/objectives/${ids.goldrim}/sample`)).statusCode).toBe(404);
    expect(statusOf(await report(), ids.goldrim)).toMatchObject({ status: 'NEVER_MATCHED', sample: null });
    await t.database.db.update(events).set({ isLocked: true }).where(eq(events.id, eventId));
    expect((await send('PUT', `/objectives/${ids.goldrim}/sample`, API_328.uniqueHelmet)).statusCode).toBe(409);
    await t.database.db.update(events).set({ isLocked: false }).where(eq(events.id, eventId));
    const deleted = await t.database.db
      .select({ kind: auditEntries.kind })
      .from(auditEntries)
      .where(eq(auditEntries.kind, 'objective_sample.delete'));
    expect(deleted.length).toBeGreaterThan(0);
  });
});
