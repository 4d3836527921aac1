import type { Score, ScoreDiff } from '@app/shared';

/** One objective × team score as cached: the shape of GET /scores/latest rows without the diff fields. */
export type ScoreEntry = { objective_id: number; team_id: number; score: Score };

/** The cached scores of an event, keyed by objective and team; a missing key is the default score (docs/domain.md §4). */
export type LatestScores = ReadonlyMap<string, ScoreEntry>;

export function scoreKey(objectiveId: number, teamId: number): string {
  return `${objectiveId}:${teamId}`;
}

export function toLatestScores(entries: readonly ScoreEntry[]): LatestScores {
  return new Map(
    entries.map(({ objective_id, team_id, score }) => [
      scoreKey(objective_id, team_id),
      { objective_id, team_id, score },
    ]),
  );
}

/**
 * docs/domain.md §4 live scores: Removed entries are deleted, every other diff sets the entry's score. Returns a new map
 * (query data is never changed in place) or the same one when nothing applies. Without cached scores there is
 * nothing to patch: the next load brings them.
 */
export function applyScoreDiffs(
  current: LatestScores | undefined,
  diffs: readonly ScoreDiff[],
): LatestScores | undefined {
  if (current === undefined || diffs.length === 0) return current;
  const next = new Map(current);
  for (const diff of diffs) {
    const key = scoreKey(diff.objective_id, diff.team_id);
    if (diff.diff_type === 'Removed') next.delete(key);
    else next.set(key, { objective_id: diff.objective_id, team_id: diff.team_id, score: diff.score });
  }
  return next;
}
