import { describe, expect, it } from 'vitest';
import { makePreset } from '@app/scoring/fixtures';
import { describeExample, formatPoints, parsePoints, presetDetails, takesRequirement } from './preset-examples';

const preset = (
  scoring_method: Parameters<typeof describeExample>[0]['scoring_method'],
  points: number[],
  point_cap = 0,
) => ({
  scoring_method,
  points,
  point_cap,
});

describe('describeExample', () => {
  it('gives every finishing team the first number for PRESENCE', () => {
    expect(describeExample(preset('PRESENCE', [10, 6]), 4)).toBe('Every team that finishes it: 10 points.');
  });

  it('multiplies the count by the first number and stops at the cap for POINTS_FROM_VALUE', () => {
    expect(describeExample(preset('POINTS_FROM_VALUE', [2], 50), 4)).toBe(
      '1 → 2 points, 3 → 6 points, 10 → 20 points, 100 → 50 points.',
    );
  });

  it('adds up a POINTS_FROM_VALUE curve unit by unit, the last number repeating', () => {
    expect(describeExample({ ...preset('POINTS_FROM_VALUE', [5, 3, 1], 20), cumulative_points: true }, 4)).toBe(
      '1 → 5 points, 3 → 9 points, 10 → 16 points, 100 → 20 points.',
    );
  });

  it('rounds POINTS_FROM_VALUE down and has no bound without a cap', () => {
    expect(describeExample(preset('POINTS_FROM_VALUE', [0.5]), 4)).toBe(
      '1 → 0 points, 3 → 1 point, 10 → 5 points, 100 → 50 points.',
    );
  });

  it('gives one place per team for the ranked methods, repeating the last number', () => {
    expect(describeExample(preset('RANKED_TIME', [10, 6, 3]), 4)).toBe(
      '1st team 10, 2nd team 6, 3rd team 3, 4th team 3.',
    );
    expect(describeExample(preset('RANKED_REVERSE', [5]), 2)).toBe('1st team 5, 2nd team 5.');
  });

  it('shows four places when the event has no teams yet', () => {
    expect(describeExample(preset('RANKED_VALUE', [4, 3, 2, 1]), 0)).toBe(
      '1st team 4, 2nd team 3, 3rd team 2, 4th team 1.',
    );
  });

  it('adds up the numbers per finished objective for BONUS_PER_COMPLETION', () => {
    expect(describeExample(preset('BONUS_PER_COMPLETION', [5, 3]), 4)).toBe(
      '1 finished → 5 points, 2 finished → 8 points, 3 finished → 11 points.',
    );
  });

  it('ranks by the third finished objective for BINGO_3', () => {
    expect(describeExample(preset('BINGO_3', [20, 10]), 3)).toBe(
      '1st team 20, 2nd team 10, 3rd team 10 (by the time of their 3rd finished objective).',
    );
  });

  it('says that an empty list is worth nothing', () => {
    expect(describeExample(preset('RANKED_TIME', []), 4)).toBe('With an empty points list every team gets 0 points.');
  });
});

describe('parsePoints', () => {
  it('reads numbers separated by commas or spaces', () => {
    expect(parsePoints(' 10, 6 3,,1.5 ')).toEqual({ ok: true, points: [10, 6, 3, 1.5] });
  });

  it('reads an empty text as an empty list', () => {
    expect(parsePoints('  ')).toEqual({ ok: true, points: [] });
  });

  it('names the entry that is not a number', () => {
    expect(parsePoints('10, ten, 3')).toEqual({ ok: false, error: '"ten" is not a number.' });
  });

  it('refuses numbers the server would refuse', () => {
    expect(parsePoints('2000000')).toEqual({
      ok: false,
      error: '2000000 is too large; each number is between -1000000 and 1000000.',
    });
  });
});

describe('formatPoints', () => {
  it('shortens runs of one value', () => {
    expect(formatPoints([10, 5, 5, 5, 1])).toBe('10, 5 ×3, 1');
    expect(formatPoints([])).toBe('none');
  });
});

describe('presetDetails', () => {
  it('names a curve and how many children finish a category', () => {
    const curve = { ...makePreset('POINTS_FROM_VALUE', [5, 3]), cumulative_points: true };
    expect(presetDetails(curve)).toEqual(['Cumulative (a curve)']);
    expect(presetDetails({ ...makePreset('RANKED_COMPLETION_TIME', [10]), required_children: 3 })).toEqual([
      'Finished with at least 3 children',
    ]);
    expect(presetDetails({ ...makePreset('PRESENCE', [4]), type: 'CATEGORY', required_children_percent: 60 })).toEqual([
      'Finished with at least 60 %',
    ]);
    expect(presetDetails(makePreset('BONUS_PER_COMPLETION', [2]))).toEqual(['Finished with all children']);
    expect(presetDetails(makePreset('BINGO_3', [2]))).toEqual([]);
    expect(presetDetails(makePreset('RANKED_TIME', [2]))).toEqual([]);
  });

  it('offers a completion requirement to category presets other than a bingo', () => {
    expect(takesRequirement({ type: 'CATEGORY', scoring_method: 'PRESENCE' })).toBe(true);
    expect(takesRequirement({ type: 'OBJECTIVE', scoring_method: 'BONUS_PER_COMPLETION' })).toBe(true);
    expect(takesRequirement({ type: 'CATEGORY', scoring_method: 'BINGO_3' })).toBe(false);
    expect(takesRequirement({ type: 'OBJECTIVE', scoring_method: 'RANKED_TIME' })).toBe(false);
  });
});
