import { describe, expect, it } from 'vitest';
import { boardNote, objectiveMaximum, ruleShares, ruleShareText } from './rule-shares';
import { node, preset } from './scores.fixture';

const named = (name: string, fields: Parameters<typeof preset>) => ({ ...preset(...fields), name });

describe('ruleShares', () => {
  it('says what each rule gives and adds up the most they give together', () => {
    const finding = named('Finding it', ['PRESENCE', [10]]);
    const race = named('Race', ['RANKED_TIME', [30, 20, 10]]);
    expect(ruleShares([finding, race])).toEqual({
      lines: ['Finding it: 10 points', 'Race: 30, 20, 10 by place'],
      total: 'Up to 40 points',
    });
  });

  it('takes a capped value rule at its cap and says when the total depends on the value', () => {
    const capped = named('Levels', ['POINTS_FROM_VALUE', [2], 50]);
    const open = named('Depth', ['POINTS_FROM_VALUE', [0.1]]);
    expect(ruleShares([capped])).toEqual({
      lines: ['Levels: 2 points per unit, at most 50 points'],
      total: 'Up to 50 points',
    });
    expect(ruleShares([capped, open])).toEqual({
      lines: ['Levels: 2 points per unit, at most 50 points', 'Depth: 0.1 points per unit (depends on the value)'],
      total: 'The total depends on the value.',
    });
  });

  it('shows a curve and a completion bonus, the bonus bounded by the objectives the category holds', () => {
    const curve = { ...named('Curve', ['POINTS_FROM_VALUE', [5, 3, 1], 20]), cumulative_points: true };
    expect(ruleShareText(curve)).toBe('a curve of 5, 3, 1 per unit, at most 20 points');
    const bonus = named('Bonus', ['BONUS_PER_COMPLETION', [5, 3, 1]]);
    expect(ruleShareText(bonus, 4)).toBe('5, 3, 1 per finished objective, at most 10 points');
    expect(ruleShareText(bonus)).toBe('5, 3, 1 per finished objective (depends on how many are finished)');
  });

  it('shortens long lists and names an empty one', () => {
    expect(ruleShareText(preset('RANKED_VALUE', [9, 8, 7, 6, 5, 4, 3]))).toBe('9, 8, 7, 6, 5, … by place');
    expect(ruleShareText(preset('PRESENCE', []))).toBe('no points');
  });

  it('has no total without rules', () => {
    expect(ruleShares([])).toEqual({ lines: [], total: null });
  });
});

describe('objectiveMaximum', () => {
  it('sums the most of every rule of the objective', () => {
    const objective = node(1, 'Boss', {
      scoring_presets: [preset('PRESENCE', [10]), preset('RANKED_TIME', [30, 20, 10])],
    });
    expect(objectiveMaximum(objective)).toBe(40);
    expect(objectiveMaximum(node(2, 'Nothing'))).toBe(0);
    expect(
      objectiveMaximum(
        node(3, 'Depth', { scoring_presets: [preset('PRESENCE', [5]), preset('POINTS_FROM_VALUE', [1])] }),
      ),
    ).toBeNull();
  });
});

describe('bingo boards', () => {
  const perLine = named('Per line', ['BINGO_LINES', [10, 20]]);
  const race = named('First line', ['BINGO_LINES_RANKED', [50, 25]]);

  it('bounds a per-line bonus by the lines the board can complete, and ranks the race by place', () => {
    // 9 objectives: 8 lines, 10 + 7 × 20 = 150 at most.
    expect(ruleShares([race, perLine], 9)).toEqual({
      lines: ['First line: 50, 25 by place', 'Per line: 10, 20 per complete line, at most 150 points'],
      total: 'Up to 200 points',
    });
  });

  it('says how the objectives are laid out, and what an incomplete board loses', () => {
    expect(boardNote([perLine], 16)).toBe(
      'Its 16 objectives make a 4 × 4 board, row by row in the order they were added.',
    );
    expect(boardNote([perLine], 8)).toBe(
      'Its 8 objectives make a 3 × 3 board, row by row in the order they were added. It has 1 empty cell: 3 of its 8 lines can never be completed.',
    );
    expect(boardNote([named('Race', ['RANKED_TIME', [3]])], 9)).toBeNull();
  });
});
