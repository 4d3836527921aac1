/**
 * Personal objective formulas of docs/domain.md §9. `personalObjectivePoints` is the player score (number field
 * PLAYER_SCORE) the character poller records and the for-you page shows; the other two are ladder columns.
 */

/** What the formulas read from a character (docs/domain.md §3 ladder entry). */
export type CharacterProgress = { level: number; ascendancy_points: number; atlas_node_count: number };

/** docs/domain.md §9: at most 9 points per player. */
export const PERSONAL_OBJECTIVE_MAX_POINTS = 9;

/** docs/domain.md §9 thresholds. */
export const PERSONAL_OBJECTIVE_THRESHOLDS = {
  /** Character levels 40, 60 and 80 (+1 each). */
  levels: [40, 60, 80],
  /** Ascendancy points after the Cruel, Merciless and Uber Labyrinth (+1 each). */
  labs: [4, 6, 8],
  /** Character level 90 (+3). */
  highLevel: 90,
  /** Allocated atlas passive nodes (+3). */
  atlasNodes: 40,
} as const;

const { levels, labs, highLevel, atlasNodes } = PERSONAL_OBJECTIVE_THRESHOLDS;

export type PersonalObjectiveStep = {
  label: string;
  points: number;
  reached: (character: CharacterProgress) => boolean;
};

/** The steps of the player score, in the order the for-you page shows them. */
export const PERSONAL_OBJECTIVE_STEPS: readonly PersonalObjectiveStep[] = [
  ...levels.map((level) => ({ label: `Lvl ${level}`, points: 1, reached: (c: CharacterProgress) => c.level >= level })),
  ...(['Cruel Lab', 'Merc Lab', 'Uber Lab'] as const).map((label, index) => ({
    label,
    points: 1,
    reached: (c: CharacterProgress) => c.ascendancy_points >= (labs[index] ?? Infinity),
  })),
  { label: `Lvl ${highLevel}`, points: 3, reached: (c) => c.level >= highLevel },
  { label: `${atlasNodes} Atlas Points`, points: 3, reached: (c) => c.atlas_node_count >= atlasNodes },
];

/**
 * docs/domain.md §9 player score: the sum of the steps reached, capped at 9. (The reference's for-you gauges also capped
 * each row at 3, so level 90 and 40 atlas nodes did not stack there while they did on the server; the spec states
 * one sum with one cap, and a single formula keeps the page and the score in agreement.)
 */
export function personalObjectivePoints(character: CharacterProgress): number {
  const sum = PERSONAL_OBJECTIVE_STEPS.reduce((total, step) => total + (step.reached(character) ? step.points : 0), 0);
  return Math.min(sum, PERSONAL_OBJECTIVE_MAX_POINTS);
}

/** docs/domain.md §9 ladder 'P.O. Finished': points per condition met. */
const LADDER_POINTS_PER_CONDITION = 3;

/**
 * docs/domain.md §9 ladder 'P.O. Finished' (a different formula from the player score, kept as the spec states it):
 * 3 each for level 80, level 90, 40 atlas nodes and 8 ascendancy points, capped at 9; finished at 9.
 */
export function ladderPersonalObjectivesFinished(character: CharacterProgress): boolean {
  const met = [
    character.level >= levels[2],
    character.level >= highLevel,
    character.atlas_node_count >= atlasNodes,
    character.ascendancy_points >= labs[2],
  ].filter(Boolean).length;
  return Math.min(met * LADDER_POINTS_PER_CONDITION, PERSONAL_OBJECTIVE_MAX_POINTS) === PERSONAL_OBJECTIVE_MAX_POINTS;
}

/** docs/domain.md §9: the ladder's Uber Lab column is true above this many ascendancy points. */
const UBER_LAB_ABOVE_ASCENDANCY_POINTS = 6;

export function hasUberLab(character: CharacterProgress): boolean {
  return character.ascendancy_points > UBER_LAB_ABOVE_ASCENDANCY_POINTS;
}
