import type { ScoringMethod } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { makePreset, minute } from './objective.fixture';
import {
  boardLines,
  boardProgress,
  boardSide,
  categoryProgress,
  competitionRanks,
  completableLines,
  completionBonus,
  floorPoints,
  pointsAt,
  pointsFromValue,
  requiredChildren,
  requiredLines,
  scoreBingo,
  scoreProgress,
} from './scoring.methods';
import type { Progress } from './scoring.types';

const finishedAt = (at: number, number = 1): Progress => ({
  number,
  finished: true,
  timestamp: minute(at),
  user_id: null,
});
const unfinished = (number = 0): Progress => ({
  number,
  finished: false,
  timestamp: number === 0 ? null : minute(1),
  user_id: null,
});

describe('points list', () => {
  it('repeats the last value past the end and is worth 0 when empty', () => {
    expect([0, 1, 2, 7].map((index) => pointsAt([10, 5, 2], index))).toEqual([10, 5, 2, 2]);
    expect(pointsAt([], 0)).toBe(0);
  });

  it('floors without falling one short through floating-point noise', () => {
    expect(floorPoints(0.1 * 30)).toBe(3);
    expect(floorPoints(0.29 * 100)).toBe(29);
    expect(floorPoints(7.9)).toBe(7);
    expect(Object.is(floorPoints(-0.2 * 0), 0)).toBe(true);
  });
});

describe('PRESENCE', () => {
  it('gives P(0) to finished teams only', () => {
    expect(scoreProgress(makePreset('PRESENCE', [10, 3]), [finishedAt(5), unfinished(1)])).toEqual([
      { points: 10, rank: 0 },
      { points: 0, rank: 0 },
    ]);
  });
});

describe('POINTS_FROM_VALUE', () => {
  it('floors P(0) × number and caps it, finished or not', () => {
    const preset = makePreset('POINTS_FROM_VALUE', [0.1], 50);
    expect(scoreProgress(preset, [unfinished(349), finishedAt(1, 2_000), unfinished(0)]).map((o) => o.points)).toEqual([
      34, 50, 0,
    ]);
  });

  it('does not cap when point_cap is 0', () => {
    expect(pointsFromValue(makePreset('POINTS_FROM_VALUE', [2]), 1_000)).toBe(2_000);
  });
});

describe('POINTS_FROM_VALUE on a cumulative curve', () => {
  const curve = { ...makePreset('POINTS_FROM_VALUE', [5, 3, 1]), cumulative_points: true };

  it('gives the n-th whole unit the n-th value, then the last value per further unit', () => {
    expect([0, 1, 2, 3, 4, 10, 2.9].map((number) => pointsFromValue(curve, number))).toEqual([0, 5, 8, 9, 10, 16, 8]);
  });

  it('caps the curve, mirrors it below zero and counts millions of units without a loop', () => {
    expect(pointsFromValue({ ...curve, point_cap: 12 }, 10)).toBe(12);
    expect(pointsFromValue(curve, -2)).toBe(-8);
    expect(pointsFromValue(curve, 1_000_000_000)).toBe(8 + (1_000_000_000 - 2));
  });
});

describe('completion requirement of a category', () => {
  const rule = (fields: { required_children?: number; required_children_percent?: number }) => ({
    ...makePreset('PRESENCE', [10]),
    ...fields,
  });

  it('needs every child by default, N of them (at most all), or a share rounded up to a whole child', () => {
    expect(requiredChildren(undefined, 5)).toBe(5);
    expect(requiredChildren(rule({ required_children: 3 }), 5)).toBe(3);
    expect(requiredChildren(rule({ required_children: 9 }), 5)).toBe(5);
    expect(requiredChildren(rule({ required_children_percent: 50 }), 5)).toBe(3);
    expect(requiredChildren(rule({ required_children_percent: 60 }), 5)).toBe(3);
    expect(requiredChildren(rule({ required_children_percent: 1 }), 5)).toBe(1);
    expect(requiredChildren(makePreset('BINGO_3', [10]), 9)).toBe(3);
    expect(requiredChildren(rule({ required_children: 1 }), 0)).toBe(Infinity);
  });

  it('finishes at the time the required child finished, and before that shows the last finish', () => {
    const times = [minute(30), minute(10), null, minute(20)];
    expect(categoryProgress(times, 2)).toEqual({ number: 4, finished: true, timestamp: minute(10), user_id: null });
    expect(categoryProgress(times, 4)).toEqual({ number: 4, finished: true, timestamp: minute(30), user_id: null });
    expect(categoryProgress(times, 5)).toEqual({ number: 4, finished: false, timestamp: minute(30), user_id: null });
    expect(categoryProgress([null, null], 1)).toEqual({ number: 2, finished: true, timestamp: null, user_id: null });
  });
});

describe('ranked methods', () => {
  it('gives tied teams the same rank and skips the next', () => {
    expect(competitionRanks([5, 3, 5, 3, 9], (a, b) => a - b)).toEqual([3, 1, 3, 1, 5]);
  });

  it.each<[string, ScoringMethod, number[], Progress[], { points: number; rank: number }[]]>([
    [
      'ranks finished teams by completion time with points P(rank − 1)',
      'RANKED_TIME',
      [10, 5, 2],
      [finishedAt(7), finishedAt(3), finishedAt(3), unfinished(2), finishedAt(9)],
      [
        { points: 2, rank: 3 },
        { points: 10, rank: 1 },
        { points: 10, rank: 1 },
        { points: 0, rank: 0 },
        { points: 2, rank: 4 },
      ],
    ],
    [
      'ranks RANKED_REVERSE low first and never lets an unfinished team take a place',
      'RANKED_REVERSE',
      [10, 5],
      [unfinished(1), finishedAt(4, 30), finishedAt(2, 12)],
      [
        { points: 0, rank: 0 },
        { points: 5, rank: 2 },
        { points: 10, rank: 1 },
      ],
    ],
    [
      'ranks RANKED_COMPLETION_TIME categories by when the last child was finished',
      'RANKED_COMPLETION_TIME',
      [20, 10],
      [finishedAt(9, 3), unfinished(2), finishedAt(4, 3)],
      [
        { points: 10, rank: 2 },
        { points: 0, rank: 0 },
        { points: 20, rank: 1 },
      ],
    ],
  ])('%s', (_behaviour, method, points, progress, outcomes) => {
    expect(scoreProgress(makePreset(method, points), progress)).toEqual(outcomes);
  });

  it('ranks RANKED_VALUE high first and breaks equal values by the earlier time', () => {
    const outcomes = scoreProgress(makePreset('RANKED_VALUE', [10, 5, 2]), [
      finishedAt(1, 4),
      finishedAt(2, 9),
      finishedAt(0, 9),
      finishedAt(0, 9),
    ]);
    expect(outcomes.map((o) => o.rank)).toEqual([4, 3, 1, 1]);
  });
});

describe('BONUS_PER_COMPLETION', () => {
  it('adds P(k) for the k-th finished child', () => {
    expect(completionBonus([10, 9, 5], 5)).toBe(10 + 9 + 5 + 5 + 5);
    expect(
      scoreProgress(makePreset('BONUS_PER_COMPLETION', [10, 9, 5]), [unfinished(2), unfinished(0)]).map(
        (o) => o.points,
      ),
    ).toEqual([19, 0]);
  });
});

describe('BINGO_3', () => {
  it('ranks teams with three finished children by the time of the third and keeps only those three', () => {
    const result = scoreBingo(makePreset('BINGO_3', [15, 8]), [
      [
        { objective_id: 4, timestamp: minute(1) },
        { objective_id: 2, timestamp: minute(5) },
        { objective_id: 3, timestamp: minute(5) },
        { objective_id: 1, timestamp: minute(6) },
      ],
      [
        { objective_id: 1, timestamp: minute(2) },
        { objective_id: 2, timestamp: minute(3) },
      ],
      [
        { objective_id: 1, timestamp: minute(2) },
        { objective_id: 3, timestamp: minute(3) },
        { objective_id: 4, timestamp: minute(5) },
      ],
    ]);
    expect(result.outcomes).toEqual([
      { points: 15, rank: 1 },
      { points: 0, rank: 0 },
      { points: 15, rank: 1 },
    ]);
    expect(result.progress).toEqual([
      { number: 4, finished: true, timestamp: minute(5), user_id: null },
      { number: 2, finished: false, timestamp: minute(3), user_id: null },
      { number: 3, finished: true, timestamp: minute(5), user_id: null },
    ]);
    expect(result.kept.map((ids) => [...ids].sort())).toEqual([
      [2, 3, 4],
      [1, 2],
      [1, 3, 4],
    ]);
  });
});

describe('bingo boards', () => {
  it('lays the cells out on the smallest square board and lists its rows, columns and both diagonals', () => {
    expect(boardSide(9)).toBe(3);
    expect(boardSide(10)).toBe(4);
    expect(boardLines(3)).toEqual([
      [0, 1, 2],
      [3, 4, 5],
      [6, 7, 8],
      [0, 3, 6],
      [1, 4, 7],
      [2, 5, 8],
      [0, 4, 8],
      [2, 4, 6],
    ]);
    expect(boardLines(1)).toEqual([[0]]);
  });

  it('needs one line by default, at most the lines that can be completed, and an empty board never finishes', () => {
    const lines = makePreset('BINGO_LINES', [10]);
    expect(requiredLines(lines, 9)).toBe(1);
    expect(requiredLines({ ...lines, required_lines: 3 }, 9)).toBe(3);
    expect(requiredLines({ ...lines, required_lines: 50 }, 16)).toBe(10);
    expect(requiredLines(lines, 0)).toBe(Infinity);
    // Eight cells: row 3, column 3 and the main diagonal miss the ninth cell, so 5 lines can be completed.
    expect(completableLines(8)).toBe(5);
    expect(requiredLines({ ...lines, required_lines: 50 }, 8)).toBe(5);
  });

  it('completes a line when its last cell finishes; the missing cells of a short last row never do', () => {
    const open = undefined;
    // 3×3 board: row 1 by minute 3, the main diagonal at minute 9 (cell 9 finished without a time), the rest open.
    const cells = [minute(1), minute(2), minute(3), open, minute(9), open, open, open, null];
    expect(boardProgress(cells, 2)).toEqual({ number: 2, finished: true, timestamp: minute(9), user_id: null });
    expect(boardProgress(cells, 3)).toEqual({ number: 2, finished: false, timestamp: minute(9), user_id: null });
    // Eight cells: the 3×3 board's ninth cell is missing, so row 3, column 3 and the main diagonal stay open.
    const eight = Array.from({ length: 8 }, (_, cell) => minute(cell));
    expect(boardProgress(eight, 1)).toMatchObject({ number: 5, finished: true, timestamp: minute(2) });
  });

  it('scores a point list per completed line, or places by when the required lines were complete', () => {
    const progress = [
      { number: 3, finished: true, timestamp: minute(5), user_id: null },
      { number: 1, finished: true, timestamp: minute(5), user_id: null },
      { number: 0, finished: false, timestamp: null, user_id: null },
    ];
    expect(scoreProgress(makePreset('BINGO_LINES', [10, 20]), progress).map((outcome) => outcome.points)).toEqual([
      50, 10, 0,
    ]);
    expect(scoreProgress(makePreset('BINGO_LINES_RANKED', [30, 20]), progress)).toEqual([
      { points: 30, rank: 1 },
      { points: 30, rank: 1 },
      { points: 0, rank: 0 },
    ]);
  });
});
