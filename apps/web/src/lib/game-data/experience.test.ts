import { describe, expect, it } from 'vitest';
import { EXPERIENCE_BY_LEVEL, experienceAtLevel, fractionalLevel, levelProgress, MAX_LEVEL } from './experience';

describe('experience table', () => {
  it('covers levels 1 to 100, rising, with 4,250,334,444 at level 100 (docs/domain.md §3)', () => {
    expect(EXPERIENCE_BY_LEVEL).toHaveLength(100);
    expect(MAX_LEVEL).toBe(100);
    expect(experienceAtLevel(1)).toBe(0);
    expect(experienceAtLevel(2)).toBe(525);
    expect(experienceAtLevel(90)).toBe(1_934_009_687);
    expect(experienceAtLevel(100)).toBe(4_250_334_444);
    for (let level = 2; level <= 100; level++) {
      expect(experienceAtLevel(level)).toBeGreaterThan(experienceAtLevel(level - 1));
    }
  });

  it('measures the way through the level the game reports', () => {
    const halfway = (experienceAtLevel(90) + experienceAtLevel(91)) / 2;
    expect(levelProgress(90, halfway).fraction).toBeCloseTo(0.5);
    expect(levelProgress(90, experienceAtLevel(90))).toMatchObject({ fraction: 0, gained: 0 });
    expect(levelProgress(100, 4_250_334_444)).toEqual({ level: 100, fraction: 1, gained: 0, needed: 0 });
    expect(fractionalLevel(90, halfway)).toBeCloseTo(90.5);
    expect(fractionalLevel(100, 4_250_334_444)).toBe(100);
  });

  it('says nothing about the way to the next level when the experience does not fit the level', () => {
    // A level 81 character with 311,754,192 experience (an invented experience curve): on the game's table that
    // is level 68, so "0 / 80,182,477 (0%)" would contradict the level; the level stays, without a fraction.
    expect(levelProgress(81, 311_754_192)).toEqual({ level: 81, fraction: null, gained: 0, needed: 80_182_477 });
    expect(levelProgress(46, experienceAtLevel(47))).toMatchObject({ level: 46, fraction: null });
    // The chart follows the reported level too (it read 25.2 for a level 46 character).
    expect(fractionalLevel(46, 2_100_000)).toBe(46);
    expect(fractionalLevel(46, (experienceAtLevel(46) + experienceAtLevel(47)) / 2)).toBeCloseTo(46.5);
  });
});
