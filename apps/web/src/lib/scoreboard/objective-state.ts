import {
  BINGO_LINE_LENGTH,
  completionBonus,
  isBoardMethod,
  pointsAt,
  requiredChildren,
  requiredLines,
  scoringRules,
} from '@app/scoring';
import type { NumberField, Objective, Score, ScoringPreset } from '@app/shared';
import { formatDateTime } from '../format';

/** An objective released later comes masked from the server (no name, no children) until its valid_from. */
export function isMasked(node: Objective): boolean {
  return node.name === '';
}

// ── Time windows ───────────────────────────────────────────────────────────────────────────────────────────────

/** Where `now` stands in an objective's window; "always" when it has none. */
export type WindowPhase = 'always' | 'upcoming' | 'open' | 'closed';

export type ObjectiveWindow = {
  phase: WindowPhase;
  /** Epoch ms, when the objective has that bound. */
  opensAt: number | null;
  closesAt: number | null;
};

function bound(iso: string | null): number | null {
  if (iso === null) return null;
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : null;
}

/** Before valid_from it is not open yet; from valid_from until valid_to it is open; from valid_to on it is closed. */
export function objectiveWindow(objective: Objective, now: number): ObjectiveWindow {
  const opensAt = bound(objective.valid_from);
  const closesAt = bound(objective.valid_to);
  let phase: WindowPhase = 'always';
  if (opensAt !== null && now < opensAt) phase = 'upcoming';
  else if (closesAt !== null && now >= closesAt) phase = 'closed';
  else if (opensAt !== null || closesAt !== null) phase = 'open';
  return { phase, opensAt, closesAt };
}

// ── Progress ───────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * What a team's number on an objective means: a count towards a goal ("3 / 5", never past the goal and never
 * "x / 0"), a value compared between teams (levels gained, the fastest time; null before the team has one), or
 * nothing worth showing (a single completion, where points and state say it all).
 */
export type ProgressView =
  | { kind: 'count'; done: number; goal: number }
  | { kind: 'value'; value: number | null; unit: string }
  | { kind: 'none' };

const NONE: ProgressView = { kind: 'none' };

const VALUE_UNITS: Record<NumberField, string> = {
  STACK_SIZE: 'items',
  PLAYER_LEVEL: 'levels',
  DELVE_DEPTH: 'depth',
  DELVE_DEPTH_PAST_100: 'depth past 100',
  PANTHEON: 'pantheon powers',
  ASCENDANCY: 'ascendancy points',
  PLAYER_SCORE: 'points',
  SUBMISSION_VALUE: '',
  FINISHED_OBJECTIVES: 'finished',
};

/** The unit a team's number is counted in ('' for a number a player submits). */
export function valueUnit(objective: Objective): string {
  if (objective.number_field === 'SUBMISSION_VALUE' && objective.aggregation === 'MINIMUM') return 'seconds';
  return VALUE_UNITS[objective.number_field];
}

/** Whether teams are compared on the size of their number rather than on reaching a goal (by any of its rules). */
function comparesValues(objective: Objective): boolean {
  return (
    objective.aggregation === 'DIFFERENCE_BETWEEN' ||
    scoringRules(objective).some(
      ({ scoring_method: method }) =>
        method === 'POINTS_FROM_VALUE' || method === 'RANKED_VALUE' || method === 'RANKED_REVERSE',
    )
  );
}

/**
 * How many finished objectives finish a category, as its first rule says (the one that decides "finished"): its
 * completion requirement, the bingo line, or all of them; for a bingo board, how many complete lines. 0 for an
 * empty category.
 */
function categoryGoal(category: Objective): number {
  const children = category.children.length;
  if (children === 0) return 0;
  const first = scoringRules(category)[0];
  if (first !== undefined && isBoardMethod(first.scoring_method)) return requiredLines(first, children);
  return first?.scoring_method === 'BINGO_3'
    ? Math.min(BINGO_LINE_LENGTH, children)
    : requiredChildren(first, children);
}

export function progressView(objective: Objective, score: Pick<Score, 'number' | 'finished'>): ProgressView {
  if (isMasked(objective)) return NONE;
  const number = Number.isFinite(score.number) ? score.number : 0;
  if (objective.objective_type === 'CATEGORY') {
    const goal = categoryGoal(objective);
    if (goal === 0) return NONE;
    return { kind: 'count', done: Math.min(Math.max(number, 0), goal), goal };
  }
  if (comparesValues(objective)) {
    // A team without a result has number 0, which is no value (a time of 0 seconds would win).
    const value = number === 0 && !score.finished ? null : number;
    return { kind: 'value', value, unit: valueUnit(objective) };
  }
  if (objective.required_number > 1) {
    const goal = objective.required_number;
    return { kind: 'count', done: Math.min(Math.max(number, 0), goal), goal };
  }
  return NONE;
}

// ── Why a team has 0 points ────────────────────────────────────────────────────────────────────────────────────

type ReasonInput = {
  objective: Objective;
  score: Pick<Score, 'points' | 'number' | 'finished'>;
  /** The category the objective is in (a bingo category limits which children score). */
  parent: Objective | undefined;
  now: number;
};

const isRankedMethod = (method: string | undefined) =>
  method === 'RANKED_TIME' ||
  method === 'RANKED_VALUE' ||
  method === 'RANKED_REVERSE' ||
  method === 'RANKED_COMPLETION_TIME';

/**
 * The whole units a POINTS_FROM_VALUE rule needs for its first point: 1 / P(0) per unit, or along its curve (each
 * unit earning the next value, the last repeating); null when it never gives one.
 */
function firstPointAt(preset: ScoringPreset): number | null {
  const { points } = preset;
  if (!preset.cumulative_points) {
    const perUnit = pointsAt(points, 0);
    return perUnit > 0 ? Math.ceil(1 / perUnit) : null;
  }
  for (let units = 1; units <= points.length; units++) if (completionBonus(points, units) >= 1) return units;
  const last = pointsAt(points, points.length - 1);
  if (last <= 0) return null;
  return points.length + Math.ceil((1 - completionBonus(points, points.length)) / last);
}

/**
 * Why an objective a team has made progress on (or finished) gives it 0 points, in words; null when the team has
 * points, has not started, or there is nothing to explain. The first reason that applies is given; the first rule
 * says what the team's number and completion mean, so the reasons follow it.
 */
export function zeroPointsReason({ objective, score, parent, now }: ReasonInput): string | null {
  if (score.points !== 0 || isMasked(objective)) return null;
  const started = score.finished || score.number > 0;
  const rules = scoringRules(objective);
  const preset = rules[0];
  const window = objectiveWindow(objective, now);
  if (!preset) {
    return objective.objective_type === 'CATEGORY' || !started ? null : 'This objective gives no points by itself.';
  }
  if (!started) return null;
  const placed = rules.some((rule) => isRankedMethod(rule.scoring_method));
  if (objective.aggregation === 'DIFFERENCE_BETWEEN' && !score.finished) {
    return window.closesAt === null
      ? 'Counted without an end: this objective has no closing time, so it never finishes.'
      : `Counted until ${formatDateTime(objective.valid_to)}; ${placed ? 'places and points' : 'points'} are given when it closes.`;
  }
  if (preset.scoring_method === 'POINTS_FROM_VALUE') {
    const first = firstPointAt(preset);
    if (first === null) return 'Its scoring gives no points for this number.';
    if (score.number > 0 && score.number < first) {
      const unit = valueUnit(objective);
      return `The first point comes at ${first}${unit ? ` ${unit}` : ''}.`;
    }
    return null;
  }
  if (score.finished) {
    if (parent && scoringRules(parent)[0]?.scoring_method === 'BINGO_3' && pointsAt(preset.points, 0) > 0) {
      return `Only a team’s first ${BINGO_LINE_LENGTH} finished objectives in “${parent.name}” score.`;
    }
    return 'Its scoring gives 0 points for this result.';
  }
  if (window.phase === 'closed') return `Closed on ${formatDateTime(objective.valid_to)} before it was finished.`;
  if (objective.objective_type === 'CATEGORY') {
    const children = objective.children.length;
    const goal = categoryGoal(objective);
    const left = goal - score.number;
    if (left <= 0) return null;
    if (isBoardMethod(scoringRules(objective)[0]?.scoring_method))
      return `Points come with complete lines on the board: ${goal} needed (${left} left).`;
    return `Points come when ${goal < children ? `${goal} of ${children}` : `all ${children}`} are finished (${left} left).`;
  }
  const left = objective.required_number - score.number;
  if (left > 0) return `Not finished yet: ${left} more ${valueUnit(objective) || 'needed'}.`;
  return placed ? 'Not placed yet.' : null;
}
