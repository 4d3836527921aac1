import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ScoreDiff } from '@app/shared';
import { objectiveConditions, objectiveMatches, objectives, scoringPresets, stashSnapshots } from '../../db/schema';
import { createScoreUpdater } from '../../worker/score-updater';
import { API_328 } from '../matching/poe-item.fixtures';
import {
  addMember,
  insertEvent,
  insertItemObjective,
  insertObjective,
  insertTeam,
  insertUser,
} from '../../test/fixtures';
import { QUIET_LOG } from '../../test/jobs';
import { DATABASE_KINDS } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { evaluateStashSnapshots } from './stash-evaluation.service';

// The event runs now, so the score worker keeps it scored.
const T0 = Date.now() - 2 * 3_600_000;
const minutes = (n: number) => new Date(T0 + n * 60_000);

describe.each(DATABASE_KINDS)('stash evaluation on %s', (kind) => {
  const t = useTestApp(kind);
  let eventId: number;
  let teamA: number;
  let teamB: number;
  let alice: number;
  let bob: number;
  let headhunter: number;
  let rootId: number;

  beforeAll(async () => {
    const db = t.database.db;
    const event = await insertEvent(db, { eventStartTime: minutes(-60), eventEndTime: minutes(10_000) });
    eventId = event.id;
    teamA = (await insertTeam(db, eventId, 'A')).id;
    teamB = (await insertTeam(db, eventId, 'B')).id;
    alice = (await insertUser(db)).id;
    bob = (await insertUser(db)).id;
    await addMember(db, eventId, teamA, alice);
    await addMember(db, eventId, teamB, bob);
    const [preset] = await db
      .insert(scoringPresets)
      .values({ eventId, name: 'Unique', points: [10], scoringMethod: 'PRESENCE' })
      .returning();
    const [root] = await db.select().from(objectives).where(eq(objectives.eventId, eventId));
    rootId = root!.id;
    const hh = await insertObjective(db, {
      eventId,
      parentId: rootId,
      name: 'Headhunter',
      objectiveType: 'ITEM',
      aggregation: 'EARLIEST_FRESH_ITEM',
      numberField: 'STACK_SIZE',
      presetIds: [preset!.id],
    });
    headhunter = hh.id;
    await db
      .insert(objectiveConditions)
      .values({ objectiveId: headhunter, field: 'NAME', operator: 'EQ', value: 'Headhunter' });
  });

  const snapshot = (stashId: string, userId: number, teamId: number, at: Date, items: unknown[]) =>
    t.database.db.insert(stashSnapshots).values({
      eventId,
      stashId,
      kind: 'public',
      userId,
      teamId,
      observedAt: at,
      items,
      changeId: `page-${stashId}-${at.getTime()}`,
    });

  const evidenceOf = (objectiveId: number) =>
    t.database.db
      .select()
      .from(objectiveMatches)
      .where(eq(objectiveMatches.objectiveId, objectiveId))
      .orderBy(objectiveMatches.timestamp);

  it('turns new snapshots into evidence at the snapshot time, and moves credit when an item is traded', async () => {
    await snapshot('alice-tab', alice, teamA, minutes(5), [API_328.headhunter, API_328.chaosOrbs]);
    await snapshot('bob-tab', bob, teamB, minutes(7), [API_328.fossils]);
    const first = await evaluateStashSnapshots(t.database.db, eventId);
    expect(first).toMatchObject({ snapshots: 2, more: false });
    expect((await evidenceOf(headhunter)).map((e) => [e.teamId, e.timestamp.toISOString()])).toEqual([
      [teamA, minutes(5).toISOString()],
    ]);

    const updater = createScoreUpdater(t.app.ctx, QUIET_LOG);
    await updater.flush();
    const latest = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/scores/latest` })).json<ScoreDiff[]>();
    expect(
      (await latest()).filter((d) => d.objective_id === headhunter).map((d) => [d.team_id, d.score.points]),
    ).toEqual([[teamA, 10]]);

    // Alice trades the Headhunter to Bob: her tab no longer has it, his does.
    await snapshot('alice-tab', alice, teamA, minutes(20), [API_328.chaosOrbs]);
    await snapshot('bob-tab', bob, teamB, minutes(25), [API_328.fossils, API_328.headhunter]);
    await evaluateStashSnapshots(t.database.db, eventId);
    await updater.flush();
    const after = (await latest()).filter((d) => d.objective_id === headhunter);
    expect(after.map((d) => [d.team_id, d.score.points, d.score.timestamp])).toEqual([
      [teamB, 10, minutes(25).toISOString()],
    ]);
    await updater.stop();
  });

  it('evaluates stored snapshots again for a new or edited objective, each at its own time', async () => {
    const db = t.database.db;
    const chaos = await insertItemObjective(db, eventId, rootId, 'Chaos');
    await db
      .insert(objectiveConditions)
      .values({ objectiveId: chaos.id, field: 'BASE_TYPE', operator: 'EQ', value: 'Chaos Orb' });
    const result = await evaluateStashSnapshots(db, eventId);
    expect(result.reevaluatedObjectives).toBe(1);
    const rows = await evidenceOf(chaos.id);
    // Both of Alice's snapshots held the orbs, at their own times; nothing was stamped with the wall clock.
    expect(rows.map((r) => r.timestamp.toISOString())).toEqual([minutes(5).toISOString(), minutes(20).toISOString()]);

    const before = (await evidenceOf(headhunter)).map((r) => [r.teamId, r.snapshotId, r.number]);
    await db.update(objectives).set({ revision: 2 }).where(eq(objectives.id, headhunter));
    expect((await evaluateStashSnapshots(db, eventId)).reevaluatedObjectives).toBe(1);
    expect((await evidenceOf(headhunter)).map((r) => [r.teamId, r.snapshotId, r.number])).toEqual(before);
    // A second run has nothing left to do.
    expect(await evaluateStashSnapshots(db, eventId)).toMatchObject({ snapshots: 0, reevaluatedObjectives: 0 });
    const stale = await db
      .select()
      .from(objectiveMatches)
      .where(and(eq(objectiveMatches.objectiveId, headhunter), eq(objectiveMatches.teamId, teamA)));
    expect(stale).toHaveLength(1);
  });

  it('matches new snapshots with an objective as edited, though its old form was compiled before any of them', async () => {
    const db = t.database.db;
    const fossil = await insertItemObjective(db, eventId, rootId, 'Fossil');
    const [condition] = await db
      .insert(objectiveConditions)
      .values({ objectiveId: fossil.id, field: 'BASE_TYPE', operator: 'EQ', value: 'Dense Fossil' })
      .returning();
    // Evaluated and compiled with no new snapshot to match; nothing held a Dense Fossil.
    expect(await evaluateStashSnapshots(db, eventId)).toMatchObject({ snapshots: 0, reevaluatedObjectives: 1 });
    expect(await evidenceOf(fossil.id)).toEqual([]);

    // The organiser meant the pristine ones (an edit raises the revision), and Bob stores some afterwards.
    await db
      .update(objectiveConditions)
      .set({ value: 'Pristine Fossil' })
      .where(eq(objectiveConditions.id, condition!.id));
    await db.update(objectives).set({ revision: 2 }).where(eq(objectives.id, fossil.id));
    await snapshot('bob-fossils', bob, teamB, minutes(40), [API_328.fossils]);
    expect(await evaluateStashSnapshots(db, eventId)).toMatchObject({ snapshots: 1, reevaluatedObjectives: 1 });
    const found = await evidenceOf(fossil.id);
    expect(found.map((r) => [r.teamId, r.stashId, r.timestamp.toISOString()])).toContainEqual([
      teamB,
      'bob-fossils',
      minutes(40).toISOString(),
    ]);
  });
});
