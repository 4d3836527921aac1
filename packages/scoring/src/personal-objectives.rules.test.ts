import { describe, expect, it } from 'vitest';
import { hasUberLab, ladderPersonalObjectivesFinished, personalObjectivePoints } from './personal-objectives.rules';

const character = (level: number, ascendancy_points: number, atlas_node_count: number) => ({
  level,
  ascendancy_points,
  atlas_node_count,
});

describe('personalObjectivePoints', () => {
  it('adds a point per level step and labyrinth', () => {
    expect(personalObjectivePoints(character(39, 2, 0))).toBe(0);
    expect(personalObjectivePoints(character(60, 4, 39))).toBe(3);
    expect(personalObjectivePoints(character(85, 6, 10))).toBe(5);
  });

  it('gives 3 for level 90 and 3 for 40 atlas nodes', () => {
    expect(personalObjectivePoints(character(90, 0, 0))).toBe(6);
    expect(personalObjectivePoints(character(80, 0, 40))).toBe(6);
  });

  it('never gives a player more than 9', () => {
    expect(personalObjectivePoints(character(90, 0, 40))).toBe(9);
    expect(personalObjectivePoints(character(100, 8, 120))).toBe(9);
  });
});

describe('ladderPersonalObjectivesFinished', () => {
  it('is finished with three of level 80, level 90, 40 atlas nodes and 8 ascendancy points', () => {
    expect(ladderPersonalObjectivesFinished(character(90, 0, 40))).toBe(true);
    expect(ladderPersonalObjectivesFinished(character(85, 8, 40))).toBe(true);
    expect(ladderPersonalObjectivesFinished(character(89, 8, 39))).toBe(false);
    expect(ladderPersonalObjectivesFinished(character(100, 6, 0))).toBe(false);
  });
});

describe('hasUberLab', () => {
  it('is true above 6 ascendancy points', () => {
    expect([6, 7, 8].map((points) => hasUberLab(character(90, points, 0)))).toEqual([false, true, true]);
  });
});
