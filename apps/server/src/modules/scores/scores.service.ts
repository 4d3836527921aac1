import { and, asc, count, eq, gt, inArray, lte, max, min, sql, type SQL } from 'drizzle-orm';
import type { ScoreDiff, ScoreHistoryPoint, TeamTotals } from '@app/shared';
import { toIsoTime, type Evidence, type LatestSnapshot, type ScoreRow, type ScoreRowDiff } from '@app/scoring';
import type { Db, Queryable } from '../../db/database';
import { insertRowsAsJson } from '../../db/bulk-insert';
import { nextTurnOfTheLoop } from '../../lib/loop-slices';
import { notifyScoresChanged } from '../../db/signals';
import { objectiveMatches, objectives, scoreHistory, scores, stashSnapshots, teams } from '../../db/schema';

/**
 * Evidence rows are loaded in pages of this span of ids, to bound memory spikes on very large events: a page
 * briefly holds the driver's rows and their copies, ~20 MB at this size, which a worker rebuilding an event of
 * 2,000,000 rows under the start script's heap cap feels (100,000 a page took it over 512 MB). A page is
 * a range of ids, not "the next N after the cursor": the embedded database never gathers statistics (it runs no
 * autovacuum), and without them PostgreSQL answered each `id > cursor order by id limit N` by sorting every row
 * after the cursor — 2,000,000 rows took twenty sorts of up to 2,000,000 rows.
 */
const EVIDENCE_PAGE = 25_000;

const evidenceColumns = {
  id: objectiveMatches.id,
  objective_id: objectiveMatches.objectiveId,
  team_id: objectiveMatches.teamId,
  user_id: objectiveMatches.userId,
  number: objectiveMatches.number,
  timestamp: sql<number>`(extract(epoch from ${objectiveMatches.timestamp}) * 1000)::float8`,
  stash_id: objectiveMatches.stashId,
  snapshot_id: objectiveMatches.snapshotId,
};

/** Evidence of the event with id > afterId, in id order. */
export async function loadEvidence(db: Queryable, eventId: number, afterId = 0): Promise<Evidence[]> {
  const all: Evidence[] = [];
  await forEachEvidencePage(db, eventId, afterId, (page) => {
    for (const row of page) all.push(row);
  });
  return all;
}

/**
 * Evidence of the event with id > afterId, in id order, one page at a time: `take` has each page before the next
 * is read, so a caller that keeps only what it needs of a page (the worker's rebuild) never holds every row.
 */
export async function forEachEvidencePage(
  db: Queryable,
  eventId: number,
  afterId: number,
  take: (page: Evidence[]) => void,
): Promise<void> {
  const [bounds] = await db
    .select({ first: min(objectiveMatches.id), last: max(objectiveMatches.id) })
    .from(objectiveMatches)
    .where(and(eq(objectiveMatches.eventId, eventId), gt(objectiveMatches.id, afterId)));
  if (bounds?.first == null || bounds.last == null) return;
  const last = Number(bounds.last);
  for (let from = Number(bounds.first) - 1; from < last; from += EVIDENCE_PAGE) {
    const page = await db
      .select(evidenceColumns)
      .from(objectiveMatches)
      .where(
        and(
          eq(objectiveMatches.eventId, eventId),
          gt(objectiveMatches.id, from),
          lte(objectiveMatches.id, Math.min(from + EVIDENCE_PAGE, last)),
        ),
      )
      .orderBy(asc(objectiveMatches.id));
    if (page.length > 0) take(page.map((row) => ({ ...row, timestamp: Number(row.timestamp) })));
  }
}

/** Evidence rows of the event with afterId < id ≤ upToId (the score updater checks its in-memory state by it). */
export async function countEvidenceBetween(
  db: Queryable,
  eventId: number,
  afterId: number,
  upToId: number,
): Promise<number> {
  const [stored] = await db
    .select({ n: count() })
    .from(objectiveMatches)
    .where(
      and(eq(objectiveMatches.eventId, eventId), gt(objectiveMatches.id, afterId), lte(objectiveMatches.id, upToId)),
    );
  return stored?.n ?? 0;
}

/**
 * The newest snapshot of each stash tab with afterId < id ≤ upToId. The caller passes the evaluation cursor as
 * upToId: a snapshot counts only once its evidence exists, or a held item would flicker out of credit.
 */
export async function loadLatestSnapshots(
  db: Queryable,
  eventId: number,
  afterId: number,
  upToId: number,
): Promise<LatestSnapshot[]> {
  if (upToId <= afterId) return [];
  const rows = await db
    .select({ stash_id: stashSnapshots.stashId, snapshot_id: sql<number>`max(${stashSnapshots.id})::float8` })
    .from(stashSnapshots)
    .where(and(eq(stashSnapshots.eventId, eventId), gt(stashSnapshots.id, afterId), lte(stashSnapshots.id, upToId)))
    .groupBy(stashSnapshots.stashId);
  return rows.map((row) => ({ stash_id: row.stash_id, snapshot_id: Number(row.snapshot_id) }));
}

export async function listTeamIds(db: Queryable, eventId: number): Promise<{ id: number }[]> {
  return db.select({ id: teams.id }).from(teams).where(eq(teams.eventId, eventId)).orderBy(asc(teams.id));
}

/**
 * Score or history rows read at a time by an API process: on the embedded database a page of 10,000 took ~200 ms
 * of this thread (the query and turning its rows into answers), a page of 2,500 about 50.
 */
const API_PAGE_ROWS = 2_500;

/** The columns of a stored score that a scoring engine's score row has. */
const scoreRowColumns = {
  objectiveId: scores.objectiveId,
  teamId: scores.teamId,
  points: scores.points,
  rank: scores.rank,
  number: scores.number,
  finished: scores.finished,
  timestamp: scores.timestamp,
  userId: scores.userId,
};

/** The rows the `scores` table holds for the event (what was last published). */
export async function loadStoredScores(db: Queryable, eventId: number): Promise<ScoreRow[]> {
  // Only the columns a score row has: a large event has ~200,000 of them, read at once by the worker's rebuild.
  const rows = await db.select(scoreRowColumns).from(scores).where(eq(scores.eventId, eventId));
  return rows.map((row) => ({
    objective_id: row.objectiveId,
    team_id: row.teamId,
    points: row.points,
    rank: row.rank,
    number: row.number,
    finished: row.finished,
    timestamp: row.timestamp?.getTime() ?? null,
    user_id: row.userId,
  }));
}

/**
 * Diffs written per statement. Each statement carries its rows as one JSON parameter (db/bulk-insert.ts): a full
 * rescore of a large event changes ~200,000 rows, and building them as one bound parameter per value had cost
 * more than the database spent writing them.
 */
const SAVE_BATCH = 10_000;

const scoreColumns = { eventId: scores.eventId, ...scoreRowColumns, updatedAt: scores.updatedAt };

const historyColumns = {
  eventId: scoreHistory.eventId,
  objectiveId: scoreHistory.objectiveId,
  teamId: scoreHistory.teamId,
  points: scoreHistory.points,
  rank: scoreHistory.rank,
  number: scoreHistory.number,
  finished: scoreHistory.finished,
  timestamp: scoreHistory.timestamp,
  userId: scoreHistory.userId,
  diffType: scoreHistory.diffType,
  fieldDiff: scoreHistory.fieldDiff,
};

/**
 * Publishes score changes: the `scores` table, one score_history row per change and a NOTIFY, all in one
 * transaction — so a diff is pushed only once it is committed, and every process can replay what it missed.
 * A diff replaces its row: the rows of every key it names are deleted, and those that still score are inserted.
 */
export async function saveScoreDiffs(db: Db, eventId: number, diffs: readonly ScoreRowDiff[]): Promise<void> {
  if (diffs.length === 0) return;
  await db.transaction(async (tx) => {
    const updatedAt = new Date();
    for (let i = 0; i < diffs.length; i += SAVE_BATCH) {
      const batch = diffs.slice(i, i + SAVE_BATCH);
      const keys = JSON.stringify(batch.map(({ objective_id, team_id }) => ({ objective_id, team_id })));
      // By the primary key alone (an objective belongs to one event). With `event_id = …` beside it, a planner
      // without statistics (the embedded database never gathers them; PostgreSQL before its autovacuum) read every
      // score of the event through that index for each change: 48 of a change's 60 ms on an event of 199,000 scores.
      await tx.execute(sql`
        delete from ${scores} using json_to_recordset(${keys}::json) as changed(objective_id integer, team_id integer)
        where ${scores.objectiveId} = changed.objective_id and ${scores.teamId} = changed.team_id`);
      await insertRowsAsJson(
        tx,
        scores,
        scoreColumns,
        batch
          .filter((diff) => diff.diff_type !== 'Removed')
          .map(({ score }) => ({ ...storedScore(eventId, score), updatedAt })),
      );
      await insertRowsAsJson(
        tx,
        scoreHistory,
        historyColumns,
        batch.map(({ diff_type, field_diff, score }) => ({
          ...storedScore(eventId, score),
          diffType: diff_type,
          fieldDiff: field_diff ?? [],
        })),
      );
    }
    await notifyScoresChanged(tx, eventId);
  });
}

/** A score row as the `scores` and `score_history` tables both store it. */
function storedScore(eventId: number, score: ScoreRow) {
  return {
    eventId,
    objectiveId: score.objective_id,
    teamId: score.team_id,
    points: score.points,
    rank: score.rank,
    number: score.number,
    finished: score.finished,
    timestamp: score.timestamp === null ? null : new Date(score.timestamp),
    userId: score.user_id,
  };
}

export type HistoryEntry = { id: number; eventId: number; diff: ScoreDiff };

/** Score changes committed after `afterId`, oldest first. */
export async function loadHistorySince(db: Queryable, afterId: number, limit = API_PAGE_ROWS): Promise<HistoryEntry[]> {
  const rows = await db
    .select()
    .from(scoreHistory)
    .where(gt(scoreHistory.id, afterId))
    .orderBy(asc(scoreHistory.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    eventId: row.eventId,
    diff: {
      objective_id: row.objectiveId,
      team_id: row.teamId,
      diff_type: row.diffType,
      ...(row.diffType === 'Changed' ? { field_diff: row.fieldDiff } : {}),
      score: {
        points: row.points,
        rank: row.rank,
        number: row.number,
        finished: row.finished,
        timestamp: row.timestamp?.toISOString() ?? null,
        user_id: row.userId,
      },
    },
  }));
}

export async function lastHistoryId(db: Queryable): Promise<number> {
  const [row] = await db.select({ id: sql<number>`coalesce(max(${scoreHistory.id}), 0)::float8` }).from(scoreHistory);
  return Number(row?.id ?? 0);
}

/** Objectives whose progress only their team may see until finished. */
export async function hiddenObjectiveIds(db: Queryable, eventId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: objectives.id })
    .from(objectives)
    .where(and(eq(objectives.eventId, eventId), eq(objectives.hideProgress, true)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Hidden-progress rule: a score is shown to a viewer when it is their team's, when it is finished, or when its
 * objective does not hide progress.
 */
export function isVisible(
  diff: Pick<ScoreDiff, 'objective_id' | 'team_id'> & { score: Pick<ScoreDiff['score'], 'finished'> },
  viewerTeamId: number | null,
  hidden: Set<number>,
): boolean {
  return diff.team_id === viewerTeamId || diff.score.finished || !hidden.has(diff.objective_id);
}

/** The event's current scores as the viewer may see them. */
export async function listLatestScores(
  db: Queryable,
  eventId: number,
  viewerTeamId: number | null,
  rowsPerPage = API_PAGE_ROWS,
): Promise<ScoreDiff[]> {
  const [objectiveRows, teamRows, hidden] = await Promise.all([
    db
      .select({ id: objectives.id })
      .from(objectives)
      .where(eq(objectives.eventId, eventId))
      .orderBy(asc(objectives.id)),
    listTeamIds(db, eventId),
    hiddenObjectiveIds(db, eventId),
  ]);
  // Read a page of objectives at a time: all 199,000 rows of the largest bench event at once held the event loop
  // for most of a second on PostgreSQL (issue 33). Each page is looked up by the primary key.
  const objectivesPerPage = Math.max(1, Math.floor(rowsPerPage / Math.max(1, teamRows.length)));
  const latest: ScoreDiff[] = [];
  for (let from = 0; from < objectiveRows.length; from += objectivesPerPage) {
    // The embedded database answers on this thread and its promises alone give nothing else a turn.
    if (from > 0) await nextTurnOfTheLoop();
    const page = objectiveRows.slice(from, from + objectivesPerPage).map((row) => row.id);
    const rows = await db
      .select(scoreRowColumns)
      .from(scores)
      .where(inArray(scores.objectiveId, page))
      .orderBy(asc(scores.objectiveId), asc(scores.teamId));
    for (const row of rows) {
      const diff: ScoreDiff = {
        objective_id: row.objectiveId,
        team_id: row.teamId,
        diff_type: 'Unchanged',
        score: {
          points: row.points,
          rank: row.rank,
          number: row.number,
          finished: row.finished,
          timestamp: toIsoTime(row.timestamp?.getTime() ?? null),
          user_id: row.userId,
        },
      };
      if (isVisible(diff, viewerTeamId, hidden)) latest.push(diff);
    }
  }
  return latest;
}

/** Total points per team (every team of the event, 0 when it has none). */
export async function teamTotals(db: Queryable, eventId: number): Promise<TeamTotals> {
  const [teamRows, sums] = await Promise.all([listTeamIds(db, eventId), pointsByTeam(db, eq(scores.eventId, eventId))]);
  const totals: TeamTotals = Object.fromEntries(teamRows.map((team) => [String(team.id), 0]));
  for (const row of sums) totals[String(row.teamId)] = Number(row.total);
  return totals;
}

/**
 * Total points of the given teams only (0 for a team without scores): a live push sums the teams a change touched
 * rather than every score of the event (issue 33: 199,000 rows per change on the largest bench event).
 */
export async function teamTotalsOf(db: Queryable, teamIds: readonly number[]): Promise<Map<number, number>> {
  const totals = new Map(teamIds.map((id) => [id, 0]));
  if (teamIds.length === 0) return totals;
  for (const row of await pointsByTeam(db, inArray(scores.teamId, [...teamIds]))) {
    totals.set(row.teamId, Number(row.total));
  }
  return totals;
}

/** The points of the scores the condition picks, summed per team (teams without any are left out). */
function pointsByTeam(db: Queryable, condition: SQL) {
  return db
    .select({ teamId: scores.teamId, total: sql<number>`sum(${scores.points})::float8` })
    .from(scores)
    .where(condition)
    .groupBy(scores.teamId);
}

/**
 * Each team's total over time, replayed from score history in evidence-time order (a credit taken back later
 * lowers the line at that moment). Changes hidden from the viewer (unfinished progress of another team on an
 * objective that hides it) are left out.
 */
/** When a change took effect: the evidence time of a result, the moment of recording for a taken-back one. */
const changeTime = sql`case when ${scoreHistory.diffType} = 'Removed' then ${scoreHistory.recordedAt} else coalesce(${scoreHistory.timestamp}, ${scoreHistory.recordedAt}) end`;

export async function scoreTimeline(
  db: Queryable,
  eventId: number,
  viewerTeamId: number | null,
): Promise<ScoreHistoryPoint[]> {
  const [rows, hidden] = await Promise.all([
    db
      .select({
        id: scoreHistory.id,
        objectiveId: scoreHistory.objectiveId,
        teamId: scoreHistory.teamId,
        diffType: scoreHistory.diffType,
        points: scoreHistory.points,
        finished: scoreHistory.finished,
        at: sql<Date>`${changeTime}`.mapWith(scoreHistory.recordedAt),
      })
      .from(scoreHistory)
      .where(eq(scoreHistory.eventId, eventId))
      .orderBy(changeTime, asc(scoreHistory.id)),
    hiddenObjectiveIds(db, eventId),
  ]);
  const pointsOf = new Map<string, number>();
  const totals = new Map<number, number>();
  const timeline: ScoreHistoryPoint[] = [];
  for (const row of rows) {
    if (row.teamId !== viewerTeamId && !row.finished && hidden.has(row.objectiveId)) continue;
    const key = `${row.objectiveId}:${row.teamId}`;
    const next = row.diffType === 'Removed' ? 0 : row.points;
    const delta = next - (pointsOf.get(key) ?? 0);
    pointsOf.set(key, next);
    if (delta === 0) continue;
    const total = (totals.get(row.teamId) ?? 0) + delta;
    totals.set(row.teamId, total);
    timeline.push({ team_id: row.teamId, timestamp: row.at.toISOString(), total });
  }
  return timeline;
}
