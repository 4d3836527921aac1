import { describe, expect, it } from 'vitest';
import { InvalidScoringInputError } from './objective.tree';
import { makeEvidence, makeObjective, makePreset, minute } from './objective.fixture';
import { computeScores, createScoringState, currentScores, nextTimeBoundary, updateScores } from './scoring.engine';
import type { Evidence } from './scoring.types';

const teams = [{ id: 1 }, { id: 2 }];
const at = (objective_id: number, team_id: number, minutes: number, number = 1, user_id: number | null = null) =>
  makeEvidence({ objective_id, team_id, timestamp: minute(minutes), number, user_id });

describe('computeScores', () => {
  it('reports progress of objectives without a preset, with 0 points', () => {
    const root = makeObjective(1, { children: [makeObjective(2, { required_number: 5 })] });
    const { scores, totals } = computeScores({ now: minute(100), teams, root, matches: [at(2, 1, 3, 2, 7)] });
    expect(scores).toEqual([
      { objective_id: 2, team_id: 1, points: 0, rank: 0, number: 2, finished: false, timestamp: minute(3), user_id: 7 },
    ]);
    expect(totals).toEqual({ 1: 0, 2: 0 });
  });

  it('emits no row for a team still at the default result', () => {
    const root = makeObjective(1, { children: [makeObjective(2, { scoring_preset: makePreset('RANKED_TIME', [5]) })] });
    expect(computeScores({ now: minute(100), teams, root, matches: [at(2, 1, 3, 0)] }).scores).toEqual([]);
  });

  it("derives a category's progress from its direct children", () => {
    const root = makeObjective(1, {
      children: [
        makeObjective(10, {
          children: [makeObjective(11), makeObjective(12), makeObjective(13, { children: [makeObjective(14)] })],
        }),
      ],
    });
    const { scores } = computeScores({
      now: minute(100),
      teams,
      root,
      matches: [at(11, 1, 4), at(12, 1, 9), at(14, 1, 2), at(12, 2, 1)],
    });
    const category = (team_id: number) => scores.find((row) => row.objective_id === 10 && row.team_id === team_id);
    expect(category(1)).toMatchObject({ number: 3, finished: true, timestamp: minute(9), user_id: null });
    expect(category(2)).toMatchObject({ number: 1, finished: false, timestamp: minute(1) });
    // The root counts finished top-level categories.
    expect(scores.find((row) => row.objective_id === 1 && row.team_id === 1)).toMatchObject({
      number: 1,
      finished: true,
    });
  });

  it('ignores evidence recorded against a category, an unknown objective or an unknown team', () => {
    const root = makeObjective(1, { children: [makeObjective(2, { scoring_preset: makePreset('PRESENCE', [5]) })] });
    const { scores, totals } = computeScores({
      now: minute(100),
      teams,
      root,
      matches: [at(1, 1, 1, 9), at(99, 1, 1), at(2, 42, 1)],
    });
    expect(scores).toEqual([]);
    expect(totals).toEqual({ 1: 0, 2: 0 });
  });

  it('sums points over the whole tree into team totals', () => {
    const presence = makePreset('PRESENCE', [3]);
    const root = makeObjective(1, {
      children: [
        makeObjective(10, {
          scoring_preset: makePreset('BONUS_PER_COMPLETION', [10, 5]),
          children: [makeObjective(11, { scoring_preset: presence }), makeObjective(12, { scoring_preset: presence })],
        }),
        makeObjective(20, { scoring_preset: presence }),
      ],
    });
    const { totals } = computeScores({
      now: minute(100),
      teams,
      root,
      matches: [at(11, 1, 1), at(12, 1, 2), at(20, 1, 3), at(12, 2, 1)],
    });
    expect(totals).toEqual({ 1: 3 + 3 + 3 + 10 + 5, 2: 3 + 10 });
  });

  it('zeroes the points of the children a team finished after its bingo, and only those', () => {
    const presence = makePreset('PRESENCE', [4]);
    const children = [11, 12, 13, 14].map((id) => makeObjective(id, { scoring_preset: presence }));
    const root = makeObjective(1, {
      children: [makeObjective(10, { scoring_preset: makePreset('BINGO_3', [20, 10]), children })],
    });
    const { scores } = computeScores({
      now: minute(100),
      teams,
      root,
      matches: [at(14, 1, 1), at(11, 1, 2), at(13, 1, 3), at(12, 1, 4), at(12, 2, 1)],
    });
    const points = (objective_id: number, team_id: number) =>
      scores.find((row) => row.objective_id === objective_id && row.team_id === team_id)?.points;
    expect([11, 12, 13, 14].map((id) => points(id, 1))).toEqual([4, 0, 4, 4]);
    expect(scores.find((row) => row.objective_id === 12 && row.team_id === 1)).toMatchObject({
      finished: true,
      rank: 0,
    });
    expect(points(12, 2)).toBe(4);
    expect(scores.find((row) => row.objective_id === 10 && row.team_id === 1)).toMatchObject({
      points: 20,
      rank: 1,
      number: 4,
      finished: true,
      timestamp: minute(3),
    });
  });

  it('refuses a tree that lists an objective twice or has an unreadable time', () => {
    const twice = makeObjective(1, { children: [makeObjective(2), makeObjective(2)] });
    expect(() => computeScores({ now: 0, teams, root: twice, matches: [] })).toThrow(InvalidScoringInputError);
    const badTime = makeObjective(1, { children: [makeObjective(2, { valid_to: 'tomorrow' })] });
    expect(() => computeScores({ now: 0, teams, root: badTime, matches: [] })).toThrow(
      /objective 2: valid_to "tomorrow"/,
    );
  });
});

describe('updateScores', () => {
  it('reports a result that falls back to the default as Removed, with the old score', () => {
    const root = makeObjective(1, {
      children: [makeObjective(2, { aggregation: 'EARLIEST_FRESH_ITEM', scoring_preset: makePreset('PRESENCE', [5]) })],
    });
    const found = makeEvidence({
      objective_id: 2,
      team_id: 1,
      user_id: 3,
      number: 1,
      timestamp: minute(4),
      stash_id: 'tab',
      snapshot_id: 1,
    });
    const state = createScoringState({ now: minute(10), teams, root, matches: [found] });
    const held = currentScores(state).scores.find((row) => row.objective_id === 2);
    expect(held).toMatchObject({ points: 5, finished: true });

    const diffs = updateScores(state, { now: minute(11), latestSnapshots: [{ stash_id: 'tab', snapshot_id: 2 }] });
    expect(diffs).toContainEqual({ objective_id: 2, team_id: 1, diff_type: 'Removed', score: held });
    expect(currentScores(state).totals).toEqual({ 1: 0, 2: 0 });
  });

  it('reports Added and Changed rows with the fields that changed', () => {
    const root = makeObjective(1, {
      children: [makeObjective(2, { scoring_preset: makePreset('RANKED_TIME', [10, 5]) })],
    });
    const state = createScoringState({ now: minute(10), teams, root, matches: [at(2, 1, 5, 1, 8)] });
    const diffs = updateScores(state, { now: minute(11), matches: [at(2, 2, 3, 1, 9)] });
    expect(diffs.filter((diff) => diff.objective_id === 2)).toEqual([
      {
        objective_id: 2,
        team_id: 1,
        diff_type: 'Changed',
        field_diff: ['points', 'rank'],
        score: expect.objectContaining({ points: 5, rank: 2 }) as unknown,
      },
      {
        objective_id: 2,
        team_id: 2,
        diff_type: 'Added',
        score: expect.objectContaining({ points: 10, rank: 1, user_id: 9 }) as unknown,
      },
    ]);
  });

  it('finishes a DIFFERENCE_BETWEEN objective when the clock passes valid_to, without new evidence', () => {
    const root = makeObjective(1, {
      children: [
        makeObjective(2, {
          aggregation: 'DIFFERENCE_BETWEEN',
          valid_from: new Date(minute(10)).toISOString(),
          valid_to: new Date(minute(20)).toISOString(),
          scoring_preset: makePreset('RANKED_VALUE', [7]),
        }),
      ],
    });
    const state = createScoringState({ now: minute(15), teams, root, matches: [at(2, 1, 5, 1), at(2, 1, 12, 4)] });
    expect(nextTimeBoundary(state, minute(15))).toBe(minute(20));
    expect(nextTimeBoundary(root, minute(15))).toBe(minute(20));
    expect(updateScores(state, { now: minute(19) })).toEqual([]);
    const diffs = updateScores(state, { now: minute(20) });
    expect(diffs.find((diff) => diff.objective_id === 2)).toMatchObject({
      diff_type: 'Changed',
      field_diff: ['points', 'rank', 'finished'],
    });
    expect(nextTimeBoundary(state, minute(20))).toBeNull();
  });

  it('keeps the values evidence had when it was given: a caller may reuse the row objects (a page buffer)', () => {
    const root = makeObjective(1, {
      children: [makeObjective(2, { aggregation: 'MAXIMUM', scoring_preset: makePreset('RANKED_VALUE', [10, 5]) })],
    });
    const page = [at(2, 1, 5, 40, 7), at(2, 2, 6, 30, 8)];
    const state = createScoringState({ now: minute(10), teams, root, matches: page });
    Object.assign(page[0] as Evidence, { number: 1, user_id: 99 });
    // A lower number for team 1 makes the engine look at team 1's evidence again: the 40 it showed still leads.
    expect(updateScores(state, { now: minute(11), matches: [at(2, 1, 7, 20, 7)] })).toEqual([]);
    expect(currentScores(state).scores.find((score) => score.objective_id === 2 && score.team_id === 1)).toMatchObject({
      number: 40,
      user_id: 7,
      rank: 1,
    });
  });
});

describe('nextTimeBoundary', () => {
  it('ignores windows of objectives whose results do not depend on the clock', () => {
    const root = makeObjective(1, {
      children: [
        makeObjective(2, {
          valid_from: new Date(minute(10)).toISOString(),
          valid_to: new Date(minute(20)).toISOString(),
        }),
      ],
    });
    expect(nextTimeBoundary(root, minute(0))).toBeNull();
  });
});
