import type { ScoringMethod } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { makeObjective, makePreset, minute } from './objective.fixture';
import { indexScores, possibleMaximum, resetPersonalObjectives, subtreeTotals, type ScoreValues } from './score.totals';

const teams = [1, 2, 3];
/** A value for each of the teams, in their order: what the functions answer per team. */
const perTeam = (...values: number[]) => new Map(teams.map((team, index) => [team, values[index]]));
const score = (points: number, finished: boolean, rank = 0, number = finished ? 1 : 0): ScoreValues => ({
  points,
  rank,
  number,
  finished,
});
const lookup = (entries: [objective_id: number, team_id: number, score: ScoreValues][]) =>
  indexScores(entries.map(([objective_id, team_id, value]) => ({ objective_id, team_id, score: value })));
const closedAt = (minutes: number) => ({ valid_to: new Date(minute(minutes)).toISOString() });
const withPreset = (method: ScoringMethod, points: number[], cap = 0) => ({
  scoring_preset: makePreset(method, points, cap),
});

describe('subtreeTotals', () => {
  it("adds a node's own points to its whole subtree, per team", () => {
    const root = makeObjective(1, {
      children: [makeObjective(10, { children: [makeObjective(11), makeObjective(12)] }), makeObjective(20)],
    });
    const totals = subtreeTotals(
      root,
      teams,
      lookup([
        [10, 1, score(5, true)],
        [11, 1, score(3, true)],
        [12, 1, score(2, true)],
        [20, 1, score(4, true)],
        [20, 2, score(1, true)],
      ]),
    );
    expect(totals.get(10)).toEqual(perTeam(10, 0, 0));
    expect(totals.get(1)).toEqual(perTeam(14, 1, 0));
  });
});

describe('resetPersonalObjectives', () => {
  const root = makeObjective(1, {
    children: [
      makeObjective(30, {
        name: 'Personal Objectives',
        children: [
          makeObjective(31, { aggregation: 'MAXIMUM' }),
          makeObjective(32, { aggregation: 'DIFFERENCE_BETWEEN', ...closedAt(100) }),
          makeObjective(33, { aggregation: 'DIFFERENCE_BETWEEN', ...closedAt(50) }),
        ],
      }),
      makeObjective(40, { aggregation: 'MAXIMUM' }),
    ],
  });
  const scores = lookup([
    [31, 1, score(9, true, 0, 40)],
    [32, 1, score(5, true, 1, 12)],
    [40, 1, score(2, true, 0, 3)],
  ]);

  const personal = root.children.slice(0, 1);

  it('hides MAXIMUM children until the first checkpoint has passed', () => {
    const reset = resetPersonalObjectives(personal, scores, minute(49));
    expect(reset(31, 1)).toEqual(score(0, true, 0, 0));
    expect(reset(32, 1)).toEqual(score(5, true, 1, 12));
    expect(reset(40, 1)).toEqual(score(2, true, 0, 3));
    expect(reset(31, 2)).toBeUndefined();
  });

  it('shows them again from the first checkpoint on', () => {
    expect(resetPersonalObjectives(personal, scores, minute(50))(31, 1)).toEqual(score(9, true, 0, 40));
  });

  it('leaves every score as it is without a personal objective category', () => {
    expect(resetPersonalObjectives([], scores, minute(49))(31, 1)).toEqual(score(9, true, 0, 40));
  });
});

describe('possibleMaximum', () => {
  const now = minute(20);
  const own = (root: ReturnType<typeof makeObjective>, scores: ReturnType<typeof lookup>, id: number) =>
    possibleMaximum(root, teams, scores, now).get(id);

  it('promises P(0) of PRESENCE until the window closes on an unfinished team', () => {
    const root = makeObjective(1, {
      children: [
        makeObjective(10, withPreset('PRESENCE', [7])),
        makeObjective(11, { ...withPreset('PRESENCE', [7]), ...closedAt(10) }),
      ],
    });
    const scores = lookup([
      [10, 1, score(7, true)],
      [11, 2, score(7, true)],
    ]);
    expect(own(root, scores, 10)).toEqual(perTeam(7, 7, 7));
    expect(own(root, scores, 11)).toEqual(perTeam(0, 7, 0));
  });

  it('adds up every rule: the find and the next free place for a team still looking, what is held for one done', () => {
    const findAndRace = [makePreset('PRESENCE', [10], 0, 1), makePreset('RANKED_TIME', [30, 20, 10], 0, 2)];
    const root = makeObjective(1, { children: [makeObjective(10, { scoring_presets: findAndRace })] });
    const scores = lookup([[10, 1, score(40, true, 1)]]);
    expect(own(root, scores, 10)).toEqual(perTeam(40, 30, 30));
  });

  it('promises a category rule only while enough children can still be finished for its requirement', () => {
    const twoOfThree = { ...makePreset('PRESENCE', [10], 0, 1), required_children: 2 };
    const all = makePreset('PRESENCE', [5], 0, 2);
    const root = makeObjective(1, {
      children: [
        makeObjective(10, {
          scoring_presets: [twoOfThree, all],
          children: [makeObjective(11), makeObjective(12, closedAt(10)), makeObjective(13)],
        }),
      ],
    });
    // Team 1 has two pieces (the rule of two is met); team 2 one, and piece 12 has closed for it.
    const scores = lookup([
      [10, 1, score(10, true, 0, 2)],
      [11, 1, score(0, true)],
      [12, 1, score(0, true)],
      [10, 2, score(0, false, 0, 1)],
      [11, 2, score(0, true)],
    ]);
    expect(own(root, scores, 10)).toEqual(perTeam(15, 10, 10));
  });

  it('promises the cap of POINTS_FROM_VALUE, or only the points held when there is no cap', () => {
    const root = makeObjective(1, {
      children: [
        makeObjective(12, withPreset('POINTS_FROM_VALUE', [1], 50)),
        makeObjective(13, withPreset('POINTS_FROM_VALUE', [1])),
      ],
    });
    const scores = lookup([
      [12, 1, score(20, false, 0, 20)],
      [13, 1, score(20, false, 0, 20)],
    ]);
    expect(own(root, scores, 12)?.get(1)).toBe(50);
    expect(own(root, scores, 13)).toEqual(perTeam(20, 0, 0));
  });

  it('promises unfinished teams the next free place of a ranked objective', () => {
    const root = makeObjective(1, { children: [makeObjective(14, withPreset('RANKED_TIME', [10, 5, 2]))] });
    const scores = lookup([
      [14, 1, score(10, true, 1)],
      [14, 2, score(5, true, 2)],
    ]);
    expect(own(root, scores, 14)).toEqual(perTeam(10, 5, 2));
  });

  it('counts a completion bonus only for direct children that can still be finished', () => {
    const children = [makeObjective(21), makeObjective(22), makeObjective(23, closedAt(10))];
    const root = makeObjective(1, {
      children: [makeObjective(20, { ...withPreset('BONUS_PER_COMPLETION', [10, 5]), children })],
    });
    const scores = lookup([
      [21, 1, score(0, true)],
      [20, 1, score(10, false, 0, 1)],
      [23, 2, score(0, true)],
    ]);
    // Teams 1 and 3 can finish 21 and 22 only (10 + 5); team 2 already finished the closed 23, so all three count.
    expect(own(root, scores, 20)).toEqual(perTeam(15, 20, 15));
  });

  it('counts only three children of a bingo card and the next free bingo place', () => {
    const square = withPreset('PRESENCE', [4]);
    const children = [31, 32, 33, 34]
      .map((id) => makeObjective(id, square))
      .concat(makeObjective(35, { ...square, ...closedAt(10) }));
    const root = makeObjective(1, { children: [makeObjective(30, { ...withPreset('BINGO_3', [20, 10]), children })] });
    const scores = lookup([
      [31, 1, score(4, true)],
      [31, 2, score(4, true)],
      [32, 2, score(4, true)],
      [33, 2, score(4, true)],
      [30, 2, score(20, true, 1, 3)],
    ]);
    // Team 1: the next bingo place P(1) = 10, plus its finished square and the two best of the open ones.
    // Team 2: its bingo (20) and its three squares; team 3: P(1) plus any three open squares.
    expect(own(root, scores, 30)).toEqual(perTeam(10 + 4 * 3, 20 + 4 * 3, 10 + 4 * 3));
  });

  it('counts the lines of a bingo board whose cells a team has finished or can still finish', () => {
    // A 2×2 board: 2 rows, 2 columns and 2 diagonals. Cell 44 (bottom right) closed at minute 10; only team 1 has it.
    const cells = [41, 42, 43].map((id) => makeObjective(id)).concat(makeObjective(44, closedAt(10)));
    const race = { ...makePreset('BINGO_LINES_RANKED', [30, 20], 0, 1), required_lines: 4 };
    const perLine = makePreset('BINGO_LINES', [5], 0, 2);
    const board = makeObjective(40, { scoring_presets: [race, perLine], children: cells });
    const scores = lookup([[44, 1, score(0, true)]]);
    // Team 1: all 6 lines open, so the first place (30) and 6 × 5. Teams 2 and 3: without cell 44 only the top row,
    // the left column and the anti-diagonal remain: 3 lines, too few for the race's 4, and 3 × 5.
    expect(own(makeObjective(1, { children: [board] }), scores, 40)).toEqual(perTeam(30 + 30, 15, 15));
  });

  it('never promises less than the points a team already holds', () => {
    const root = makeObjective(1, {
      children: [makeObjective(15, { ...withPreset('PRESENCE', [3]), ...closedAt(10) })],
    });
    expect(own(root, lookup([[15, 1, score(8, true)]]), 15)?.get(1)).toBe(8);
  });
});
