import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { objectiveMatches, objectives, scores } from '../../db/schema';
import { insertEvent, insertItemObjective, insertTeam } from '../../test/fixtures';
import { DATABASE_KINDS } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { forEachEvidencePage, listLatestScores, loadEvidence } from './scores.service';

/** The event's root category (every event has one). */
async function rootOf(db: Db, eventId: number) {
  const [root] = await db
    .select()
    .from(objectives)
    .where(and(eq(objectives.eventId, eventId), isNull(objectives.parentId)));
  return root!;
}

describe.each(DATABASE_KINDS)('loadEvidence on %s', (kind) => {
  const t = useTestApp(kind);

  it('loads every row of the event after the cursor, in id order, however far apart their ids are', async () => {
    const db = t.database.db;
    const [event, other] = [await insertEvent(db), await insertEvent(db)];
    const [team, otherTeam] = [await insertTeam(db, event.id), await insertTeam(db, other.id)];
    const objective = await insertItemObjective(db, event.id, (await rootOf(db, event.id)).id, 'Relic');
    const otherObjective = await insertItemObjective(db, other.id, (await rootOf(db, other.id)).id, 'Relic');
    // Ids more than a page (100,000) apart, stored out of order, with another event's row between them.
    const rows = [
      { id: 9_000_450_001, eventId: event.id, objectiveId: objective.id, teamId: team.id },
      { id: 9_000_000_001, eventId: event.id, objectiveId: objective.id, teamId: team.id },
      { id: 9_000_200_000, eventId: other.id, objectiveId: otherObjective.id, teamId: otherTeam.id },
      { id: 9_000_100_001, eventId: event.id, objectiveId: objective.id, teamId: team.id },
    ];
    await db.insert(objectiveMatches).values(
      rows.map((row) => ({
        ...row,
        userId: null,
        number: 1,
        timestamp: new Date(),
        source: 'seed' as const,
        sourceKey: String(row.id),
      })),
    );

    expect((await loadEvidence(db, event.id)).map((row) => row.id)).toEqual([
      9_000_000_001, 9_000_100_001, 9_000_450_001,
    ]);
    expect((await loadEvidence(db, event.id, 9_000_000_001)).map((row) => row.id)).toEqual([
      9_000_100_001, 9_000_450_001,
    ]);
    expect(await loadEvidence(db, event.id, 9_000_450_001)).toEqual([]);

    // The worker's rebuild takes them a page at a time, so it never holds more than one page of loaded rows.
    const pages: number[][] = [];
    await forEachEvidencePage(db, event.id, 0, (page) => pages.push(page.map((row) => row.id)));
    expect(pages).toEqual([[9_000_000_001], [9_000_100_001], [9_000_450_001]]);
  });
});

describe.each(DATABASE_KINDS)('listLatestScores on %s', (kind) => {
  const t = useTestApp(kind);

  it('reads page by page to the same answer, in objective and team order, hiding unfinished hidden progress', async () => {
    const db = t.database.db;
    const [event, other] = [await insertEvent(db), await insertEvent(db)];
    const teams = [await insertTeam(db, event.id), await insertTeam(db, event.id), await insertTeam(db, event.id)];
    const otherTeam = await insertTeam(db, other.id);
    const [root, otherRoot] = [await rootOf(db, event.id), await rootOf(db, other.id)];
    // Another event's objective between this event's ones: a page must not take its scores.
    const leaves = [
      await insertItemObjective(db, event.id, root.id, 'Lantern'),
      await insertItemObjective(db, other.id, otherRoot.id, 'Elsewhere'),
      await insertItemObjective(db, event.id, root.id, 'Compass'),
      await insertItemObjective(db, event.id, root.id, 'Sextant'),
    ];
    await db.update(objectives).set({ hideProgress: true }).where(eq(objectives.id, leaves[3]!.id));
    const score = (objectiveId: number, teamId: number, eventId: number, finished: boolean) => ({
      eventId,
      objectiveId,
      teamId,
      points: finished ? 5 : 0,
      rank: 0,
      number: 1,
      finished,
      timestamp: null,
      userId: null,
    });
    // Stored in no particular order; the hidden objective is unfinished for the second team only.
    await db
      .insert(scores)
      .values([
        score(leaves[3]!.id, teams[1]!.id, event.id, false),
        score(leaves[2]!.id, teams[2]!.id, event.id, true),
        score(leaves[1]!.id, otherTeam.id, other.id, true),
        score(leaves[0]!.id, teams[1]!.id, event.id, true),
        score(leaves[3]!.id, teams[0]!.id, event.id, true),
        score(leaves[0]!.id, teams[0]!.id, event.id, true),
        score(leaves[2]!.id, teams[0]!.id, event.id, true),
      ]);
    const keys = (diffs: { objective_id: number; team_id: number }[]) =>
      diffs.map((diff) => [diff.objective_id, diff.team_id]);

    const whole = await listLatestScores(db, event.id, null);
    expect(keys(whole)).toEqual([
      [leaves[0]!.id, teams[0]!.id],
      [leaves[0]!.id, teams[1]!.id],
      [leaves[2]!.id, teams[0]!.id],
      [leaves[2]!.id, teams[2]!.id],
      [leaves[3]!.id, teams[0]!.id],
    ]);
    // A page of three rows is one objective of three teams: four pages.
    expect(await listLatestScores(db, event.id, null, 3)).toEqual(whole);
    const ownTeam = await listLatestScores(db, event.id, teams[1]!.id, 3);
    expect(keys(ownTeam)).toContainEqual([leaves[3]!.id, teams[1]!.id]);
    expect(ownTeam).toHaveLength(6);
  });
});
