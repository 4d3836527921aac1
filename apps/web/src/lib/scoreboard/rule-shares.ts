import {
  boardLines,
  boardSide,
  completableLines,
  completionBonus,
  isBoardMethod,
  pointsAt,
  scoringRules,
} from '@app/scoring';
import type { Objective, ScoringPreset } from '@app/shared';

/**
 * What each scoring rule of an objective can give, and the most they give together (an objective scores the sum of
 * its rules, docs/domain.md §3): for the designer's rule list and the "of 40" behind a team's points.
 */

/** How many numbers of a points list a share line shows before "…". */
const LISTED_POINTS = 5;

function pointsWord(points: number): string {
  return points === 1 || points === -1 ? `${points} point` : `${points} points`;
}

function listText(points: readonly number[]): string {
  const shown = points.slice(0, LISTED_POINTS).join(', ');
  return points.length > LISTED_POINTS ? `${shown}, …` : shown;
}

const PLACED = new Set<ScoringPreset['scoring_method']>([
  'RANKED_TIME',
  'RANKED_VALUE',
  'RANKED_REVERSE',
  'RANKED_COMPLETION_TIME',
  'BINGO_3',
  'BINGO_LINES_RANKED',
]);

/**
 * The most one rule gives a team, or null when no list says it: a value's points without a cap, a completion bonus
 * when the category's size is unknown. `childCount` is the number of objectives in the category the rule scores.
 */
export function ruleMaximum(preset: ScoringPreset, childCount?: number): number | null {
  const { points, scoring_method: method } = preset;
  if (method === 'PRESENCE') return Math.max(0, pointsAt(points, 0));
  if (PLACED.has(method)) return Math.max(0, ...points);
  if (method === 'POINTS_FROM_VALUE') return preset.point_cap > 0 ? preset.point_cap : null;
  // BONUS_PER_COMPLETION: the best count of finished objectives, BINGO_LINES of complete lines (a negative bonus can
  // make fewer better).
  if (childCount === undefined || childCount === 0) return null;
  const counts = method === 'BINGO_LINES' ? completableLines(childCount) : childCount;
  let most = 0;
  for (let count = 1; count <= counts; count++) most = Math.max(most, completionBonus(points, count));
  return most;
}

/** The most an objective gives summed over its rules; null when one of them has no fixed maximum, 0 without rules. */
export function objectiveMaximum(objective: Objective): number | null {
  let total = 0;
  for (const preset of scoringRules(objective)) {
    const most = ruleMaximum(preset, objective.children.length);
    if (most === null) return null;
    total += most;
  }
  return total;
}

/** One rule's share, after its name: "10 points", "30, 20, 10 by place", "2 points per unit, at most 50 points". */
export function ruleShareText(preset: ScoringPreset, childCount?: number): string {
  const { points } = preset;
  if (points.length === 0) return 'no points';
  const most = ruleMaximum(preset, childCount);
  switch (preset.scoring_method) {
    case 'PRESENCE':
      return pointsWord(pointsAt(points, 0));
    case 'POINTS_FROM_VALUE': {
      const per = preset.cumulative_points
        ? `a curve of ${listText(points)} per unit`
        : `${pointsWord(pointsAt(points, 0))} per unit`;
      return most === null ? `${per} (depends on the value)` : `${per}, at most ${pointsWord(most)}`;
    }
    case 'BONUS_PER_COMPLETION':
    case 'BINGO_LINES': {
      const per = `${listText(points)} per ${preset.scoring_method === 'BINGO_LINES' ? 'complete line' : 'finished objective'}`;
      return most === null ? `${per} (depends on how many are finished)` : `${per}, at most ${pointsWord(most)}`;
    }
    default:
      return `${listText(points)} by place`;
  }
}

/** A rule list's share lines ("Race: 30, 20, 10 by place") and its total ("Up to 40 points"). */
export type RuleShares = { lines: string[]; total: string | null };

/** The share of each rule, in order, and the most they give together; no total without rules. */
export function ruleShares(presets: readonly ScoringPreset[], childCount?: number): RuleShares {
  const lines = presets.map((preset) => `${preset.name}: ${ruleShareText(preset, childCount)}`);
  if (presets.length === 0) return { lines, total: null };
  const maxima = presets.map((preset) => ruleMaximum(preset, childCount));
  const total = maxima.every((most): most is number => most !== null)
    ? `Up to ${pointsWord(maxima.reduce((sum, most) => sum + most, 0))}`
    : 'The total depends on the value.';
  return { lines, total };
}

/**
 * For a category scored as a bingo board: how its objectives are laid out, and what a board that is not square
 * loses ("Its 8 objectives make a 3 × 3 board … 1 empty cell: 3 of its 8 lines can never be completed."). Null for
 * other rules, or while the category's size is unknown.
 */
export function boardNote(presets: readonly ScoringPreset[], childCount?: number): string | null {
  if (childCount === undefined || !presets.some((preset) => isBoardMethod(preset.scoring_method))) return null;
  if (childCount === 0) return 'Add objectives to make the board: 9 make a 3 × 3 board, 16 a 4 × 4.';
  const side = boardSide(childCount);
  const layout = `Its ${childCount} ${childCount === 1 ? 'objective makes' : 'objectives make'} a ${side} × ${side} board, row by row in the order they were added.`;
  const empty = side * side - childCount;
  if (empty === 0) return layout;
  const lost = boardLines(side).length - completableLines(childCount);
  return `${layout} It has ${empty} empty ${empty === 1 ? 'cell' : 'cells'}: ${lost} of its ${boardLines(side).length} lines can never be completed.`;
}
