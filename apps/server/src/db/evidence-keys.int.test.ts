/**
 * Evidence names its objective, team and user through triggers checked once per statement (migration 0008)
 * instead of foreign keys: they must refuse and follow deletions exactly as the keys did.
 */
import { describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { EVIDENCE_COLUMNS, type EvidenceRow } from '../modules/stashes/stash-evaluation.service';
import { findPostgresCode } from '../plugins/error-handler';
import { insertEvent, insertItemObjective, insertTeam, insertUser } from '../test/fixtures';
import { createTestDatabase, DATABASE_KINDS } from '../test/test-app';
import { useTestDatabase } from '../test/use-test-app';
import { insertRowsAsJson } from './bulk-insert';
import type { Db } from './database';
import { events, objectiveMatches, objectives, teams, users } from './schema';

/** The PostgreSQL error code a failed statement carries, found as the API's error handler finds it. */
async function failureCode(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (error) {
    return findPostgresCode(error);
  }
  throw new Error('the statement succeeded');
}

/** An event with two objectives, two teams and a player: the parents evidence may name. */
async function parents(db: Db) {
  const event = await insertEvent(db);
  const [root] = await db.select().from(objectives).where(eq(objectives.eventId, event.id));
  return {
    event,
    goldrim: await insertItemObjective(db, event.id, root!.id, 'Goldrim'),
    wanderlust: await insertItemObjective(db, event.id, root!.id, 'Wanderlust'),
    red: await insertTeam(db, event.id, 'Red'),
    blue: await insertTeam(db, event.id, 'Blue'),
    player: await insertUser(db),
  };
}

const evidence = (p: Awaited<ReturnType<typeof parents>>, sourceKey: string, overrides: Partial<EvidenceRow> = {}) => ({
  eventId: p.event.id,
  objectiveId: p.goldrim.id,
  teamId: p.red.id,
  userId: p.player.id,
  number: 1,
  timestamp: new Date('2026-05-01T20:00:00Z'),
  source: 'stash' as const,
  sourceKey,
  snapshotId: null,
  stashId: null,
  ...overrides,
});

const stored = (db: Db) =>
  db
    .select({
      key: objectiveMatches.sourceKey,
      objective: objectiveMatches.objectiveId,
      team: objectiveMatches.teamId,
      user: objectiveMatches.userId,
    })
    .from(objectiveMatches)
    .orderBy(asc(objectiveMatches.id));

describe.each(DATABASE_KINDS)('evidence keys on %s', (kind) => {
  const database = useTestDatabase(kind, 'test');

  it('refuses a statement naming a missing objective, team or user, and stores none of its rows', async () => {
    const db = database.db;
    const p = await parents(db);
    const missing = 2_000_000_000;
    for (const wrong of [{ objectiveId: missing }, { teamId: missing }, { userId: missing }]) {
      const rows = [evidence(p, 'a'), evidence(p, 'b', wrong), evidence(p, 'c')];
      expect(await failureCode(insertRowsAsJson(db, objectiveMatches, EVIDENCE_COLUMNS, rows))).toBe('23503');
      expect(await failureCode(db.insert(objectiveMatches).values(evidence(p, 'd', wrong)))).toBe('23503');
    }
    expect(await stored(db)).toEqual([]);

    // Rows naming only existing parents (the player may be absent) are stored; an update must keep to them too.
    await insertRowsAsJson(db, objectiveMatches, EVIDENCE_COLUMNS, [
      evidence(p, 'a'),
      evidence(p, 'b', { objectiveId: p.wanderlust.id, teamId: p.blue.id, userId: null }),
    ]);
    expect(
      await failureCode(
        db.update(objectiveMatches).set({ teamId: missing }).where(eq(objectiveMatches.sourceKey, 'b')),
      ),
    ).toBe('23503');
    await db.update(objectiveMatches).set({ userId: p.player.id }).where(eq(objectiveMatches.sourceKey, 'b'));
    expect(await stored(db)).toEqual([
      { key: 'a', objective: p.goldrim.id, team: p.red.id, user: p.player.id },
      { key: 'b', objective: p.wanderlust.id, team: p.blue.id, user: p.player.id },
    ]);
  });

  it("follows deletions as the keys did: an objective's or team's evidence goes, a user's loses the user", async () => {
    const db = database.db;
    const p = await parents(db);
    const other = await parents(db);
    await insertRowsAsJson(db, objectiveMatches, EVIDENCE_COLUMNS, [
      evidence(p, 'red goldrim'),
      evidence(p, 'red wanderlust', { objectiveId: p.wanderlust.id }),
      evidence(p, 'blue goldrim', { teamId: p.blue.id }),
      evidence(p, 'blue wanderlust', { objectiveId: p.wanderlust.id, teamId: p.blue.id }),
      evidence(other, 'other event'),
    ]);

    await db.delete(objectives).where(eq(objectives.id, p.goldrim.id));
    expect((await stored(db)).map((row) => row.key)).toEqual(['red wanderlust', 'blue wanderlust', 'other event']);

    await db.delete(teams).where(eq(teams.id, p.red.id));
    expect((await stored(db)).map((row) => row.key)).toEqual(['blue wanderlust', 'other event']);

    await db.delete(users).where(eq(users.id, p.player.id));
    expect(await stored(db)).toEqual([
      { key: 'blue wanderlust', objective: p.wanderlust.id, team: p.blue.id, user: null },
      { key: 'other event', objective: other.goldrim.id, team: other.red.id, user: other.player.id },
    ]);

    // Deleting the event deletes its objectives and teams through their own keys, and with them its evidence.
    await db.delete(events).where(eq(events.id, p.event.id));
    expect((await stored(db)).map((row) => row.key)).toEqual(['other event']);
  });
});

it.runIf(DATABASE_KINDS.includes('postgres'))(
  'on postgres, a team deletion waits for evidence naming the team to commit, then deletes that evidence too',
  async () => {
    const database = await createTestDatabase('postgres');
    try {
      const db = database.db;
      const p = await parents(db);
      let commit!: () => void;
      let written!: () => void;
      const wroteEvidence = new Promise<void>((resolve) => (written = resolve));
      const writer = db.transaction(async (tx) => {
        await insertRowsAsJson(tx, objectiveMatches, EVIDENCE_COLUMNS, [
          evidence(p, 'found while the team was deleted'),
        ]);
        written();
        await new Promise<void>((resolve) => (commit = resolve));
      });
      await wroteEvidence;
      let finishedBeforeCommit = true;
      const deleted = db
        .delete(teams)
        .where(eq(teams.id, p.red.id))
        .then(() => finishedBeforeCommit);
      let deletionFinished = false;
      void deleted.then(() => (deletionFinished = true));
      // The deletion must wait on the writer's lock of the team: wait until the server says so, then commit.
      for (;;) {
        const waiting = (await db.execute(
          sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        )) as { rows: { n: number }[] };
        if ((waiting.rows[0]?.n ?? 0) > 0 || deletionFinished) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      finishedBeforeCommit = false;
      commit();
      await writer;
      expect(await deleted).toBe(false);
      expect(await stored(db)).toEqual([]);
      expect(await db.select().from(teams).where(eq(teams.id, p.red.id))).toEqual([]);
    } finally {
      await database.drop();
    }
  },
);
