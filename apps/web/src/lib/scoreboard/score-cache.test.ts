import { describe, expect, it } from 'vitest';
import { applyScoreDiffs, scoreKey, toLatestScores } from './score-cache';
import { diff, score } from './scores.fixture';

describe('applyScoreDiffs (docs/domain.md §4 live scores)', () => {
  const start = toLatestScores([
    { objective_id: 301, team_id: 1, score: score({ points: 20, rank: 1, finished: true }) },
  ]);

  it('sets Added and Changed entries and deletes Removed ones', () => {
    const next = applyScoreDiffs(start, [
      diff(301, 2, { points: 15, rank: 2, finished: true }, 'Added'),
      diff(301, 1, { points: 15, rank: 2, finished: true }, 'Changed'),
    ]);
    expect(next?.get(scoreKey(301, 2))?.score.points).toBe(15);
    expect(next?.get(scoreKey(301, 1))?.score.rank).toBe(2);
    const removed = applyScoreDiffs(next, [diff(301, 1, {}, 'Removed')]);
    expect(removed?.has(scoreKey(301, 1))).toBe(false);
    expect(removed?.size).toBe(1);
  });

  it('never changes the cached map in place', () => {
    const next = applyScoreDiffs(start, [diff(302, 1, { points: 5 })]);
    expect(next).not.toBe(start);
    expect(start.size).toBe(1);
  });

  it('leaves missing data missing (the next load brings everything)', () => {
    expect(applyScoreDiffs(undefined, [diff(301, 1)])).toBeUndefined();
    expect(applyScoreDiffs(start, [])).toBe(start);
  });
});
