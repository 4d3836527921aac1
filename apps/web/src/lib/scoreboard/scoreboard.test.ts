import type { Team } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { toLatestScores } from './score-cache';
import { buildScoreboard, finishedAllChildren, isWinnable, leavesOf } from './scoreboard';
import { demoTree, score } from './scores.fixture';

const NOW = Date.UTC(2026, 4, 2, 12);
const teams = [1, 2, 3].map((id) => ({ id, name: `Team ${id}`, color: '#336699' }) as Team);

function board(entries: Parameters<typeof toLatestScores>[0]) {
  return buildScoreboard({ root: demoTree(NOW), teams, scores: toLatestScores(entries), now: NOW });
}

describe('buildScoreboard', () => {
  it('fills missing scores with the default: 0 points, rank 0, unfinished (docs/domain.md §4)', () => {
    expect(board([]).score(301, 1)).toEqual({
      points: 0,
      user_id: null,
      rank: 0,
      timestamp: null,
      number: 0,
      finished: false,
    });
  });

  it('sums points over subtrees, per category and for the whole event', () => {
    const b = board([
      { objective_id: 301, team_id: 1, score: score({ points: 20, rank: 1, finished: true }) },
      { objective_id: 211, team_id: 1, score: score({ points: 10, finished: true }) },
      { objective_id: 210, team_id: 1, score: score({ points: 10, rank: 1, finished: true }) },
    ]);
    expect(b.total(300, 1)).toBe(20);
    expect(b.total(200, 1)).toBe(20);
    expect(b.total(1, 1)).toBe(40);
    expect(b.total(1, 2)).toBe(0);
  });

  it('offers the next free place as the possible maximum of an unfinished race', () => {
    const b = board([{ objective_id: 301, team_id: 1, score: score({ points: 20, rank: 1, finished: true }) }]);
    expect(b.potential(301, 1)).toBe(20);
    expect(b.potential(301, 2)).toBe(15);
  });

  it('hides the Personal Objectives points until the first checkpoint has passed', () => {
    // demoTree(NOW): checkpoint 102 ended an hour ago → reset over; rebuild with a later checkpoint to see it hidden.
    const entries = [{ objective_id: 101, team_id: 1, score: score({ points: 30, number: 30 }) }];
    expect(board(entries).total(100, 1)).toBe(30);
    const early = buildScoreboard({
      root: demoTree(NOW + 2 * 3_600_000),
      teams,
      scores: toLatestScores(entries),
      now: NOW,
    });
    expect(early.score(101, 1).points).toBe(0);
    expect(early.total(100, 1)).toBe(0);
  });

  it('finds the personal objective categories by their objectives, and parents by id', () => {
    const b = board([]);
    expect(b.personal.map((category) => category.name)).toEqual(['Personal Objectives']);
    expect(b.parentOf(211)?.name).toBe('Abyss');
  });

  it('tells finished and still winnable sets apart', () => {
    const abyss = demoTree(NOW).children[1]?.children[0];
    if (!abyss) throw new Error('fixture');
    expect(leavesOf(abyss).map((leaf) => leaf.id)).toEqual([211, 212, 214, 215]);
    const finished = board(
      [211, 212, 213].map((id) => ({ objective_id: id, team_id: 2, score: score({ finished: true }) })),
    );
    expect(finishedAllChildren(finished, abyss, 2)).toBe(true);
    expect(isWinnable(finished, abyss)).toBe(true);
    const won = board([{ objective_id: 210, team_id: 3, score: score({ finished: true, rank: 1, points: 10 }) }]);
    expect(isWinnable(won, abyss)).toBe(false);
  });
});
