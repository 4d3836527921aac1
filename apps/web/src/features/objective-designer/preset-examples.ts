import {
  BINGO_LINE_LENGTH,
  CATEGORY_METHODS,
  completionBonus,
  isBoardMethod,
  ordinal,
  pointsAt,
  pointsFromValue,
} from '@app/scoring';
import type { ScoringMethod, ScoringPreset } from '@app/shared';

/** What a method needs that the others do not, so the form can show the point cap only where it matters. */
export function usesPointCap(method: ScoringMethod): boolean {
  return method === 'POINTS_FROM_VALUE';
}

/**
 * Whether a completion requirement applies: the preset scores categories (it is meant for them or uses a category
 * method). A bingo takes its own line of three instead, and a bingo board counts lines (`takesLines`).
 */
export function takesRequirement(preset: Pick<ScoringPreset, 'type' | 'scoring_method'>): boolean {
  if (preset.scoring_method === 'BINGO_3' || takesLines(preset.scoring_method)) return false;
  return preset.type === 'CATEGORY' || CATEGORY_METHODS.has(preset.scoring_method);
}

/** Whether the preset scores a bingo board, which finishes with a number of complete lines. */
export function takesLines(method: ScoringMethod): boolean {
  return isBoardMethod(method);
}

function pointsWord(points: number): string {
  return points === 1 || points === -1 ? `${points} point` : `${points} points`;
}

/** The counts shown for POINTS_FROM_VALUE: small, typical and large enough to meet a usual cap. */
export const VALUE_EXAMPLES = [1, 3, 10, 100] as const;

/** How many objectives the BONUS_PER_COMPLETION example finishes. */
const BONUS_EXAMPLE_COMPLETIONS = 3;

/** Places shown when the event's team count is unknown or zero. */
const DEFAULT_PLACES = 4;

type ExamplePreset = Pick<ScoringPreset, 'points' | 'point_cap' | 'scoring_method'> &
  Partial<Pick<ScoringPreset, 'cumulative_points'>>;

/** The engine takes a stored preset; the fields it does not read for points are filled with placeholders. */
function asEnginePreset(preset: ExamplePreset): ScoringPreset {
  return {
    cumulative_points: false,
    ...preset,
    id: 0,
    event_id: 0,
    name: '',
    description: '',
    type: 'OBJECTIVE',
    required_children: null,
    required_children_percent: null,
    required_lines: null,
  };
}

/**
 * A live example of the points a preset gives, computed with the scoring engine's own rules (@app/scoring), so
 * what the designer reads is what the teams will get. `teamCount` is the event's number of teams (places shown).
 */
export function describeExample(preset: ExamplePreset, teamCount: number): string {
  const { points, scoring_method: method } = preset;
  if (points.length === 0) return 'With an empty points list every team gets 0 points.';
  const places = teamCount > 0 ? teamCount : DEFAULT_PLACES;
  const byPlace = () =>
    Array.from({ length: places }, (_, i) => `${ordinal(i + 1)} team ${pointsAt(points, i)}`).join(', ');
  switch (method) {
    case 'PRESENCE':
      return `Every team that finishes it: ${pointsWord(pointsAt(points, 0))}.`;
    case 'POINTS_FROM_VALUE':
      return `${VALUE_EXAMPLES.map((count) => `${count} → ${pointsWord(pointsFromValue(asEnginePreset(preset), count))}`).join(', ')}.`;
    case 'RANKED_TIME':
    case 'RANKED_VALUE':
    case 'RANKED_REVERSE':
    case 'RANKED_COMPLETION_TIME':
      return `${byPlace()}.`;
    case 'BINGO_3':
      return `${byPlace()} (by the time of their ${BINGO_LINE_LENGTH}rd finished objective).`;
    case 'BINGO_LINES_RANKED':
      return `${byPlace()} (by when their lines were complete).`;
    case 'BONUS_PER_COMPLETION':
    case 'BINGO_LINES': {
      const done = (count: number) =>
        method === 'BONUS_PER_COMPLETION' ? `${count} finished` : `${count} ${count === 1 ? 'line' : 'lines'}`;
      return `${Array.from({ length: BONUS_EXAMPLE_COMPLETIONS }, (_, i) => `${done(i + 1)} → ${pointsWord(completionBonus(points, i + 1))}`).join(', ')}.`;
    }
  }
}

export type PointsParse = { ok: true; points: number[] } | { ok: false; error: string };

/** Most numbers a preset may list (UpsertScoringPresetBody). */
export const MAX_POINTS = 1000;
/** Largest size of one number (UpsertScoringPresetBody). */
export const MAX_POINT_VALUE = 1_000_000;

/**
 * The points list as typed: numbers separated by commas or spaces ("10, 6, 3"). An empty text is an empty list
 * (worth 0). A bad entry is named, so the designer knows which one to fix.
 */
export function parsePoints(text: string): PointsParse {
  const parts = text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length > MAX_POINTS)
    return { ok: false, error: `At most ${MAX_POINTS} numbers (this lists ${parts.length}).` };
  const points: number[] = [];
  for (const part of parts) {
    const value = Number(part);
    if (!Number.isFinite(value)) return { ok: false, error: `"${part}" is not a number.` };
    if (Math.abs(value) > MAX_POINT_VALUE)
      return {
        ok: false,
        error: `${part} is too large; each number is between -${MAX_POINT_VALUE} and ${MAX_POINT_VALUE}.`,
      };
    points.push(value);
  }
  return { ok: true, points };
}

/**
 * What a preset's table row says beside its method: a curve, and for category presets how many children finish
 * the category ("at least 3 children", "at least 60 %", "all children").
 */
export function presetDetails(
  preset: Pick<
    ScoringPreset,
    | 'scoring_method'
    | 'type'
    | 'cumulative_points'
    | 'required_children'
    | 'required_children_percent'
    | 'required_lines'
  >,
): string[] {
  const details: string[] = [];
  if (usesPointCap(preset.scoring_method) && preset.cumulative_points) details.push('Cumulative (a curve)');
  if (takesLines(preset.scoring_method)) {
    const lines = preset.required_lines ?? 1;
    details.push(`Finished with ${lines} ${lines === 1 ? 'line' : 'lines'}`);
  }
  if (takesRequirement(preset)) {
    const { required_children: count, required_children_percent: percent } = preset;
    const needs =
      count !== null
        ? `at least ${count} ${count === 1 ? 'child' : 'children'}`
        : percent !== null
          ? `at least ${percent} %`
          : 'all children';
    details.push(`Finished with ${needs}`);
  }
  return details;
}

/** The points list in the table: runs of one value shortened ("10, 5 ×3" is 10, 5, 5, 5). */
export function formatPoints(points: readonly number[]): string {
  if (points.length === 0) return 'none';
  const runs: { value: number; count: number }[] = [];
  for (const value of points) {
    const last = runs[runs.length - 1];
    if (last && last.value === value) last.count += 1;
    else runs.push({ value, count: 1 });
  }
  return runs.map(({ value, count }) => (count > 1 ? `${value} ×${count}` : String(value))).join(', ');
}
