import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectiveMatches, objectives, scoringPresets } from '../db/schema';
import { teamTotals } from '../modules/scores/scores.service';
import { insertEvent, insertObjective, insertTeam, insertUser } from '../test/fixtures';
import { QUIET_LOG } from '../test/jobs';
import { DATABASE_KINDS } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import { createScoreUpdater, type ScoreUpdater } from './score-updater';

const MINUTE = 60_000;

/**
 * The worker's periodic check of its in-memory state: evidence that became visible out of id order is scored at
 * the next check, and a row gone without a rescore request is noticed by the full check at the latest.
 */
describe.each(DATABASE_KINDS)('the score updater checking its state on %s', (kind) => {
  const t = useTestApp(kind);
  let clock = Date.now();
  let updater: ScoreUpdater;
  let eventId: number;
  let teamId: number;
  let userId: number;
  const leaves: number[] = [];
  let sequence = 0;

  beforeAll(async () => {
    const db = t.database.db;
    const event = await insertEvent(db, { eventStartTime: new Date(clock - 60 * MINUTE) });
    eventId = event.id;
    teamId = (await insertTeam(db, eventId, 'Ochre')).id;
    userId = (await insertUser(db)).id;
    const [preset] = await db
      .insert(scoringPresets)
      .values({ eventId, name: 'Find', points: [7], scoringMethod: 'PRESENCE' })
      .returning();
    const [root] = await db
      .select()
      .from(objectives)
      .where(sql`${objectives.eventId} = ${eventId}`);
    for (const name of ['Lantern', 'Compass', 'Sextant']) {
      const leaf = await insertObjective(db, {
        eventId,
        parentId: root!.id,
        name,
        objectiveType: 'ITEM',
        aggregation: 'EARLIEST',
        numberField: 'STACK_SIZE',
        presetIds: [preset!.id],
      });
      leaves.push(leaf.id);
    }
    updater = createScoreUpdater({ ...t.app.ctx, now: () => new Date(clock) }, QUIET_LOG);
  });
  afterAll(async () => {
    await updater.stop();
  });

  /** Inserts evidence for the team without telling the worker (as a commit whose NOTIFY was missed). */
  async function addEvidence(objectiveId: number, id?: number): Promise<number> {
    const [row] = await t.database.db
      .insert(objectiveMatches)
      .values({
        ...(id === undefined ? {} : { id }),
        eventId,
        objectiveId,
        teamId,
        userId,
        number: 1,
        timestamp: new Date(clock - 10 * MINUTE),
        source: 'seed',
        sourceKey: `state-check-${++sequence}`,
      })
      .returning({ id: objectiveMatches.id });
    return row!.id;
  }
  const total = async () => (await teamTotals(t.database.db, eventId))[String(teamId)];
  /** Lets the worker's clock move on and run one round. */
  async function runAfter(ms: number) {
    clock += ms;
    await updater.flush();
  }

  it('scores evidence that became visible below ids it had already read, at its next check', async () => {
    await addEvidence(leaves[0]!);
    await runAfter(0);
    expect(await total()).toBe(7);

    // An insert took its id, then a later one committed first: the worker reads past the gap.
    const reserved = await addEvidence(leaves[2]!);
    await t.database.db.delete(objectiveMatches).where(sql`${objectiveMatches.id} = ${reserved}`);
    await addEvidence(leaves[1]!);
    await runAfter(1_000);
    expect(await total()).toBe(14);
    // A check in between finds what it has read complete; the late row is still caught by the next one.
    await runAfter(30_000);
    await addEvidence(leaves[2]!, reserved);
    await runAfter(1_000);
    expect(await total()).toBe(14);

    await runAfter(30_000);
    expect(await total()).toBe(21);
  });

  it('notices evidence removed without a rescore request by the full check at the latest', async () => {
    for (let i = 0; i < 3; i++) await runAfter(30_000);
    await t.database.db.delete(objectiveMatches).where(sql`${objectiveMatches.objectiveId} = ${leaves[0]!}`);
    for (let i = 0; i < 20 && (await total()) === 21; i++) await runAfter(30_000);
    expect(await total()).toBe(14);
  });
});
