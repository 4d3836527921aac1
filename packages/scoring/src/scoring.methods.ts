import type { ScoringMethod, ScoringPreset } from '@app/shared';
import type { Progress } from './scoring.types';

/** Rank of a team that has no place (unfinished, or a method without ranks). Issue 3 "Scoring methods". */
export const UNRANKED = 0;

/** `point_cap` value meaning "no cap" (shared ScoringPreset contract). */
export const NO_POINT_CAP = 0;

/** BINGO_3: how many finished direct children make a bingo and keep their points (issue 3). */
export const BINGO_LINE_LENGTH = 3;

/**
 * Points differing from an integer by less than this share (relative) are that integer before flooring, so
 * floor(0.1 × 30) is 3 and not 2 because 0.1 × 30 is 2.9999999999999996 in binary floating point.
 */
const FLOOR_TOLERANCE = 1e-9;

/** Points and rank of one objective × team. */
export type Outcome = { points: number; rank: number };

export const NO_OUTCOME: Outcome = { points: 0, rank: UNRANKED };

/** P(i) of issue 3: the points list at index i, repeating the last value past the end, 0 for an empty list. */
export function pointsAt(points: readonly number[], index: number): number {
  if (points.length === 0) return 0;
  return points[Math.min(index, points.length - 1)] ?? 0;
}

/** floor that forgives binary floating-point noise (see FLOOR_TOLERANCE); never returns -0. */
export function floorPoints(value: number): number {
  const nearest = Math.round(value);
  const floored =
    Math.abs(value - nearest) <= FLOOR_TOLERANCE * Math.max(1, Math.abs(value)) ? nearest : Math.floor(value);
  return floored === 0 ? 0 : floored;
}

/**
 * POINTS_FROM_VALUE: floor(P(0) × number), capped at point_cap when point_cap > 0; finished or not. With
 * `cumulative_points` the list is a curve instead: the k-th whole unit earns P(k − 1), so the points are
 * P(0) + … + P(n − 1) for n whole units (the last value repeating past the end).
 * There is no lower clamp: a negative number (a DIFFERENCE_BETWEEN that went down) gives negative points, as the
 * issue's formula says.
 */
export function pointsFromValue(preset: ScoringPreset, number: number): number {
  const points = preset.cumulative_points
    ? floorPoints(Math.sign(number) * completionBonus(preset.points, floorPoints(Math.abs(number))))
    : floorPoints(pointsAt(preset.points, 0) * number);
  return preset.point_cap > NO_POINT_CAP ? Math.min(points, preset.point_cap) : points;
}

/**
 * Standard competition ranking ("1224"): entries whose keys compare equal share a rank and the next rank skips
 * (1, 1, 3). `compare` orders better keys first. Returns the rank of each entry, in input order.
 */
export function competitionRanks<T>(entries: readonly T[], compare: (a: T, b: T) => number): number[] {
  const order = entries.map((_, index) => index).sort((a, b) => compare(entries[a] as T, entries[b] as T));
  const ranks = new Array<number>(entries.length).fill(UNRANKED);
  order.forEach((entryIndex, position) => {
    const previous = order[position - 1];
    const tied = previous !== undefined && compare(entries[previous] as T, entries[entryIndex] as T) === 0;
    ranks[entryIndex] = tied ? (ranks[previous] ?? UNRANKED) : position + 1;
  });
  return ranks;
}

/** A finished team's completion time; a finished row always has one, +Infinity only guards bad input. */
function timeOf(progress: Progress): number {
  return progress.timestamp ?? Infinity;
}

/**
 * Ranking order of the ranked methods (better first). Two teams tie only when every key listed is exactly equal;
 * team ids, user ids and evidence ids never break a rank tie (issue 3: exact ties share a rank).
 * - RANKED_TIME and RANKED_COMPLETION_TIME: earlier completion time first.
 * - RANKED_VALUE: higher number first, then earlier time.
 * - RANKED_REVERSE: lower number first, then earlier time.
 */
const RANKING_ORDERS = {
  RANKED_TIME: (a: Progress, b: Progress) => timeOf(a) - timeOf(b),
  RANKED_COMPLETION_TIME: (a: Progress, b: Progress) => timeOf(a) - timeOf(b),
  RANKED_VALUE: (a: Progress, b: Progress) => b.number - a.number || timeOf(a) - timeOf(b),
  RANKED_REVERSE: (a: Progress, b: Progress) => a.number - b.number || timeOf(a) - timeOf(b),
} as const;

/**
 * Ranked methods: only finished teams take a place (unfinished teams never consume one, unlike the reference);
 * standard competition ranking; points P(rank − 1).
 */
function rankFinished(
  preset: ScoringPreset,
  progress: readonly Progress[],
  order: (a: Progress, b: Progress) => number,
): Outcome[] {
  const finishedTeams = progress.flatMap((entry, team) => (entry.finished ? [team] : []));
  const ranks = competitionRanks(finishedTeams, (a, b) => order(progress[a] as Progress, progress[b] as Progress));
  const outcomes = progress.map(() => NO_OUTCOME);
  finishedTeams.forEach((team, position) => {
    const rank = ranks[position] ?? UNRANKED;
    outcomes[team] = { points: pointsAt(preset.points, rank - 1), rank };
  });
  return outcomes;
}

/**
 * Points and rank per team (by team index) for the methods that read one progress per team: PRESENCE,
 * POINTS_FROM_VALUE, the RANKED_* methods and BONUS_PER_COMPLETION. For the category methods the engine passes
 * the progress derived from direct children (number = finished children, finished = all, time = last finish).
 * For BINGO_LINES and BINGO_LINES_RANKED the progress is the board's (`boardProgress`: number = completed lines).
 * BINGO_3 needs each child's finish time and is scored by `scoreBingo`.
 */
export function scoreProgress(preset: ScoringPreset, progress: readonly Progress[]): Outcome[] {
  switch (preset.scoring_method) {
    case 'PRESENCE':
      // P(0) once finished; no rank.
      return progress.map((entry) =>
        entry.finished ? { points: pointsAt(preset.points, 0), rank: UNRANKED } : NO_OUTCOME,
      );
    case 'POINTS_FROM_VALUE':
      return progress.map((entry) => ({ points: pointsFromValue(preset, entry.number), rank: UNRANKED }));
    case 'RANKED_TIME':
    case 'RANKED_VALUE':
    case 'RANKED_REVERSE':
    case 'RANKED_COMPLETION_TIME':
      return rankFinished(preset, progress, RANKING_ORDERS[preset.scoring_method]);
    case 'BINGO_LINES':
      // The k-th completed line (k = 0, 1, …) earns P(k), like BONUS_PER_COMPLETION over lines.
      return progress.map((entry) => ({ points: completionBonus(preset.points, entry.number), rank: UNRANKED }));
    case 'BINGO_LINES_RANKED':
      // Boards that reached their lines take places by when they did.
      return rankFinished(preset, progress, RANKING_ORDERS.RANKED_TIME);
    case 'BONUS_PER_COMPLETION':
      // The k-th finished child (k = 0, 1, …) earns P(k) on the category's own row. The sum does not depend
      // on the order children were finished in, so finish-time ties cannot change it.
      return progress.map((entry) => ({ points: completionBonus(preset.points, entry.number), rank: UNRANKED }));
    case 'BINGO_3':
      throw new Error('BINGO_3 is scored from child finish times: use scoreBingo');
  }
}

/**
 * BONUS_PER_COMPLETION: Σ P(k) for k < count (finished children; whole units of a cumulative curve). Past the list's
 * end every further unit earns its last value, counted by multiplication: a count in the millions costs no loop.
 */
export function completionBonus(points: readonly number[], count: number): number {
  if (count <= 0 || points.length === 0) return 0;
  const listed = Math.min(count, points.length);
  let total = 0;
  for (let k = 0; k < listed; k++) total += points[k] ?? 0;
  return total + (count - listed) * (points[points.length - 1] ?? 0);
}

/**
 * How many finished direct children finish a category under `preset` (docs/domain.md §3, "Completion
 * requirement"): BINGO_3's line of three, `required_children` (at most the children there are),
 * `required_children_percent` of them rounded up (at least one), or all of them. A category without children
 * never finishes.
 */
export function requiredChildren(preset: ScoringPreset | undefined, childCount: number): number {
  if (childCount === 0) return Infinity;
  if (preset?.scoring_method === 'BINGO_3') return Math.min(BINGO_LINE_LENGTH, childCount);
  if (preset?.required_children != null) return Math.min(preset.required_children, childCount);
  if (preset?.required_children_percent != null) {
    const share = (preset.required_children_percent / 100) * childCount;
    return Math.min(childCount, Math.max(1, Math.ceil(share - FLOOR_TOLERANCE * share)));
  }
  return childCount;
}

/**
 * A category's progress for one team from the finish times of its finished direct children (null = finished
 * without a time): number = finished children, finished = at least `required` of them, timestamp = when the
 * `required`-th finished (children without a time count as first), before that when the last one did. No single
 * player earned it, so user_id is null.
 */
export function categoryProgress(finishTimes: readonly (number | null)[], required: number): Progress {
  const finished = finishTimes.length >= required;
  let timestamp: number | null = null;
  if (finished && required < finishTimes.length) {
    const sorted = finishTimes.map((time) => time ?? -Infinity).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const time = sorted[required - 1] ?? -Infinity;
    timestamp = time === -Infinity ? null : time;
  } else {
    for (const time of finishTimes) if (time !== null && (timestamp === null || time > timestamp)) timestamp = time;
  }
  return { number: finishTimes.length, finished, timestamp, user_id: null };
}

/** The bingo-board methods: the category's direct children laid out as a square board, scored by completed lines. */
export function isBoardMethod(method: ScoringMethod | undefined): boolean {
  return method === 'BINGO_LINES' || method === 'BINGO_LINES_RANKED';
}

/**
 * Side of the square bingo board that `cellCount` objectives fill row by row, in the order the category lists them
 * (docs/domain.md §3, "Bingo boards"). When the count is not a square the last row is short, and its missing cells
 * never finish.
 */
export function boardSide(cellCount: number): number {
  return Math.max(1, Math.ceil(Math.sqrt(cellCount)));
}

/** The lines of a side × side board as cell indexes (row-major): every row, every column and both diagonals. */
export function boardLines(side: number): number[][] {
  if (side <= 1) return [[0]];
  const range = Array.from({ length: side }, (_, index) => index);
  return [
    ...range.map((row) => range.map((column) => row * side + column)),
    ...range.map((column) => range.map((row) => row * side + column)),
    range.map((index) => index * side + index),
    range.map((index) => index * side + (side - 1 - index)),
  ];
}

/** How many lines of the board `cellCount` objectives make can be completed: those without a missing cell. */
export function completableLines(cellCount: number): number {
  return boardLines(boardSide(cellCount)).filter((line) => line.every((cell) => cell < cellCount)).length;
}

/**
 * How many completed lines finish a board under `preset`: `required_lines` (default one), at most the lines that
 * can be completed. An empty board never finishes.
 */
export function requiredLines(preset: ScoringPreset, cellCount: number): number {
  if (cellCount === 0) return Infinity;
  return Math.min(preset.required_lines ?? 1, completableLines(cellCount));
}

/**
 * A bingo board's progress for one team from its cells' finish times, in board order (undefined = not finished,
 * null = finished without a time): a line is complete when all its cells are, at the time its last cell finished;
 * then number = completed lines, finished = at least `required` of them, timestamp = when the `required`-th
 * line was completed (as `categoryProgress` reads finish times).
 */
export function boardProgress(cellTimes: readonly (number | null | undefined)[], required: number): Progress {
  const lineTimes: (number | null)[] = [];
  for (const line of boardLines(boardSide(cellTimes.length))) {
    let complete = true;
    let time: number | null = null;
    for (const cell of line) {
      const cellTime = cell < cellTimes.length ? cellTimes[cell] : undefined;
      if (cellTime === undefined) {
        complete = false;
        break;
      }
      if (cellTime !== null && (time === null || cellTime > time)) time = cellTime;
    }
    if (complete) lineTimes.push(time);
  }
  return categoryProgress(lineTimes, required);
}

/** One finished direct child of a category, for one team. */
export type ChildFinish = { objective_id: number; timestamp: number };

/**
 * Order in which a team finished a category's direct children: earlier finish first; children finished at the
 * same instant are taken in ascending objective id, so "the first 3" is always the same set.
 */
export function compareChildFinish(a: ChildFinish, b: ChildFinish): number {
  return a.timestamp - b.timestamp || a.objective_id - b.objective_id;
}

export type BingoResult = {
  progress: Progress[];
  outcomes: Outcome[];
  /** Per team: ids of the direct children that keep their points (the first BINGO_LINE_LENGTH finished). */
  kept: Set<number>[];
};

/**
 * BINGO_3 (category): per team only the first 3 finished direct children (`compareChildFinish`) keep their
 * points. Teams with 3 are ranked by the time of their 3rd (competition ranking, exact time ties share a rank)
 * and score P(rank − 1). The category row: number = finished direct children, finished = has a bingo,
 * timestamp = time of the 3rd finish (before that: of the last finish).
 * `finishes` must be sorted with `compareChildFinish`.
 */
export function scoreBingo(preset: ScoringPreset, finishes: readonly (readonly ChildFinish[])[]): BingoResult {
  const progress = finishes.map((list): Progress => {
    const line = list[BINGO_LINE_LENGTH - 1];
    const last = list[list.length - 1];
    return {
      number: list.length,
      finished: line !== undefined,
      timestamp: (line ?? last)?.timestamp ?? null,
      user_id: null,
    };
  });
  return {
    progress,
    outcomes: rankFinished(preset, progress, RANKING_ORDERS.RANKED_TIME),
    kept: finishes.map((list) => new Set(list.slice(0, BINGO_LINE_LENGTH).map((finish) => finish.objective_id))),
  };
}
