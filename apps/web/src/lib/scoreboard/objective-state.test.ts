import type { ScoringPreset } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { progressView, zeroPointsReason } from './objective-state';
import { node, preset } from './scores.fixture';

const NOW = Date.UTC(2026, 4, 2, 12);
const items = (count: number) => Array.from({ length: count }, (_, i) => node(20 + i, `Item ${i + 1}`));
const category = (rules: ScoringPreset[], children = 5) =>
  node(10, 'Abyss', {
    objective_type: 'CATEGORY',
    aggregation: 'NONE',
    scoring_presets: rules,
    children: items(children),
  });
const requiring = (fields: Partial<ScoringPreset>) => ({ ...preset('RANKED_COMPLETION_TIME', [10, 5]), ...fields });
const reason = (objective: ReturnType<typeof node>, number: number, finished = false) =>
  zeroPointsReason({ objective, score: { points: 0, number, finished }, parent: undefined, now: NOW });

describe('progressView', () => {
  it.each([
    ['all of them without a requirement', [preset('RANKED_COMPLETION_TIME', [10])], 5],
    ['the number of objectives the first rule requires', [requiring({ required_children: 3 })], 3],
    ['a share of them, rounded up', [requiring({ required_children_percent: 60 })], 3],
    ['the bingo line', [preset('BINGO_3', [10])], 3],
    ['the first rule’s requirement, whatever the others say', [requiring({}), requiring({ required_children: 2 })], 5],
  ])('counts a category towards %s', (_, rules, goal) => {
    expect(progressView(category(rules), { number: 4, finished: false })).toEqual({
      kind: 'count',
      done: Math.min(4, goal),
      goal,
    });
  });

  it('shows a value when any rule compares values', () => {
    const objective = node(1, 'Depth', {
      objective_type: 'TEAM',
      number_field: 'DELVE_DEPTH',
      scoring_presets: [preset('PRESENCE', [5]), preset('RANKED_VALUE', [10, 5])],
    });
    expect(progressView(objective, { number: 120, finished: false })).toEqual({
      kind: 'value',
      value: 120,
      unit: 'depth',
    });
  });
});

describe('zeroPointsReason', () => {
  it('counts down to the completion requirement of a category', () => {
    expect(reason(category([requiring({ required_children: 3 })]), 2)).toBe(
      'Points come when 3 of 5 are finished (1 left).',
    );
    expect(reason(category([requiring({ required_children_percent: 40 })]), 1)).toBe(
      'Points come when 2 of 5 are finished (1 left).',
    );
    expect(reason(category([requiring({})]), 2)).toBe('Points come when all 5 are finished (3 left).');
  });

  it('names the first point of a value rule, along its curve too', () => {
    const depth = (rule: ScoringPreset) =>
      node(1, 'Depth', { objective_type: 'TEAM', number_field: 'DELVE_DEPTH', scoring_presets: [rule] });
    expect(reason(depth(preset('POINTS_FROM_VALUE', [0.1])), 4)).toBe('The first point comes at 10 depth.');
    const curve = { ...preset('POINTS_FROM_VALUE', [0.5, 0.25]), cumulative_points: true };
    // 0.5 + 0.25 + 0.25 = 1 at the third unit.
    expect(reason(depth(curve), 2)).toBe('The first point comes at 3 depth.');
    const flat = { ...preset('POINTS_FROM_VALUE', [0, 0]), cumulative_points: true };
    expect(reason(depth(flat), 2)).toBe('Its scoring gives no points for this number.');
  });
});
