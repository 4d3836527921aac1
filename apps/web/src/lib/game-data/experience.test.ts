import { describe, expect, it } from 'vitest';
import {
  EXPERIENCE_BY_LEVEL,
  experienceAtLevel,
  fractionalLevel,
  levelForExperience,
  levelProgress,
  MAX_LEVEL,
} from './experience';

describe('experience table', () => {
  it('covers levels 1 to 100, rising, with 4,250,334,444 at level 100 (spec §3)', () => {
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

  it('finds the level for an amount of experience', () => {
    expect(levelForExperience(0)).toBe(1);
    expect(levelForExperience(524)).toBe(1);
    expect(levelForExperience(525)).toBe(2);
    expect(levelForExperience(4_250_334_444)).toBe(100);
    expect(levelForExperience(9e12)).toBe(100);
  });

  it('measures the way through a level, clamped to the level', () => {
    const halfway = (experienceAtLevel(90) + experienceAtLevel(91)) / 2;
    expect(levelProgress(90, halfway).fraction).toBeCloseTo(0.5);
    expect(levelProgress(90, 0).fraction).toBe(0);
    expect(levelProgress(90, 9e12).fraction).toBe(1);
    expect(levelProgress(100, 4_250_334_444)).toEqual({ level: 100, fraction: 1, gained: 0, needed: 0 });
    expect(fractionalLevel(halfway)).toBeCloseTo(90.5);
    expect(fractionalLevel(4_250_334_444)).toBe(100);
  });
});
