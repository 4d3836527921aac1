import { SCORE_FIELDS, type Score, type ScoreDiff, type ScoreField } from '@app/shared';
import type { ScoreRow, ScoreRowDiff } from './scoring.types';

/**
 * The default result every objective × team has without a row: 0 points, unranked, no progress, unfinished.
 * Rows equal to it are never emitted, so a result that falls back to it becomes a `Removed` diff.
 */
export function isDefaultScore(row: Pick<ScoreRow, 'points' | 'rank' | 'number' | 'finished'>): boolean {
  return row.points === 0 && row.rank === 0 && row.number === 0 && !row.finished;
}

/** Fields whose change is pushed; the timestamp alone is not a change. */
export function changedFields(previous: ScoreRow, next: ScoreRow): ScoreField[] {
  return SCORE_FIELDS.filter((field) => previous[field] !== next[field]);
}

/**
 * The diff between one cell's previous and next row (undefined or default = no row), or null when nothing
 * pushable changed.
 */
export function diffScoreRow(previous: ScoreRow | undefined, next: ScoreRow | undefined): ScoreRowDiff | null {
  const before = previous !== undefined && !isDefaultScore(previous) ? previous : undefined;
  const after = next !== undefined && !isDefaultScore(next) ? next : undefined;
  if (before === undefined) {
    return after === undefined
      ? null
      : { objective_id: after.objective_id, team_id: after.team_id, diff_type: 'Added', score: after };
  }
  if (after === undefined)
    return { objective_id: before.objective_id, team_id: before.team_id, diff_type: 'Removed', score: before };
  const fields = changedFields(before, after);
  if (fields.length === 0) return null;
  return {
    objective_id: after.objective_id,
    team_id: after.team_id,
    diff_type: 'Changed',
    score: after,
    field_diff: fields,
  };
}

export function compareScoreKeys(
  a: Pick<ScoreRow, 'objective_id' | 'team_id'>,
  b: Pick<ScoreRow, 'objective_id' | 'team_id'>,
): number {
  return a.objective_id - b.objective_id || a.team_id - b.team_id;
}

const keyOf = (row: Pick<ScoreRow, 'objective_id' | 'team_id'>) => `${row.objective_id}:${row.team_id}`;

/**
 * Diffs keyed by (objective_id, team_id): Added (new row), Changed (new row + `field_diff` among points,
 * user_id, rank, number, finished), Removed (old row). Sorted by objective id, then team id.
 */
export function diffScores(previous: readonly ScoreRow[], next: readonly ScoreRow[]): ScoreRowDiff[] {
  const previousByKey = new Map(previous.map((row) => [keyOf(row), row]));
  const diffs: ScoreRowDiff[] = [];
  for (const row of next) {
    const key = keyOf(row);
    const diff = diffScoreRow(previousByKey.get(key), row);
    previousByKey.delete(key);
    if (diff !== null) diffs.push(diff);
  }
  for (const row of previousByKey.values()) {
    const diff = diffScoreRow(row, undefined);
    if (diff !== null) diffs.push(diff);
  }
  return diffs.sort(compareScoreKeys);
}

/** An epoch-ms time as the ISO 8601 UTC text the API sends. */
export function toIsoTime(time: number | null): string | null {
  return time === null ? null : new Date(time).toISOString();
}

/** A row as the wire `Score` (ISO timestamp). */
export function toScore(row: ScoreRow): Score {
  return {
    points: row.points,
    user_id: row.user_id,
    rank: row.rank,
    timestamp: toIsoTime(row.timestamp),
    number: row.number,
    finished: row.finished,
  };
}

/** A diff as the wire `ScoreDiff` pushed on /scores/ws. */
export function toScoreDiff(diff: ScoreRowDiff): ScoreDiff {
  return {
    objective_id: diff.objective_id,
    team_id: diff.team_id,
    score: toScore(diff.score),
    diff_type: diff.diff_type,
    ...(diff.field_diff === undefined ? {} : { field_diff: diff.field_diff }),
  };
}
