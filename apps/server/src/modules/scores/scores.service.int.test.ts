import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { objectiveMatches, objectives } from '../../db/schema';
import { insertEvent, insertItemObjective, insertTeam } from '../../test/fixtures';
import { DATABASE_KINDS } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { forEachEvidencePage, loadEvidence } from './scores.service';

describe.each(DATABASE_KINDS)('loadEvidence on %s', (kind) => {
  const t = useTestApp(kind);

  it('loads every row of the event after the cursor, in id order, however far apart their ids are', async () => {
    const db = t.database.db;
    const [event, other] = [await insertEvent(db), await insertEvent(db)];
    const [team, otherTeam] = [await insertTeam(db, event.id), await insertTeam(db, other.id)];
    const rootOf = async (eventId: number) =>
      (
        await db
          .select()
          .from(objectives)
          .where(and(eq(objectives.eventId, eventId), isNull(objectives.parentId)))
      )[0]!;
    const objective = await insertItemObjective(db, event.id, (await rootOf(event.id)).id, 'Relic');
    const otherObjective = await insertItemObjective(db, other.id, (await rootOf(other.id)).id, 'Relic');
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
