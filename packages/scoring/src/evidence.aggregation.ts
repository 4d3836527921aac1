import type { Aggregation } from '@app/shared';
import type { Evidence, Progress } from './scoring.types';

/** What an aggregation needs to know about its objective, besides the evidence. */
export type AggregationContext = {
  aggregation: Aggregation;
  required: number;
  /** Epoch ms; -Infinity when the objective has no valid_from. */
  from: number;
  /** Epoch ms; +Infinity when the objective has no valid_to. */
  to: number;
  /** Epoch ms; only DIFFERENCE_BETWEEN reads it (issue 3: "finished only once now ≥ valid_to"). */
  now: number;
  /** The newest known snapshot id of a stash tab (EARLIEST_FRESH_ITEM). */
  latestSnapshotOf: (stashId: string) => number | undefined;
};

/**
 * Tie rule for picking the one evidence row that represents a team (issue 3, "Model"): the earlier timestamp
 * wins, then the lower user id (a row without a user comes after every player), then the lower evidence id.
 */
export function compareEvidence(a: Evidence, b: Evidence): number {
  return a.timestamp - b.timestamp || compareAfterTime(a, b);
}

/**
 * "Latest" picks (LATEST, SUM_LATEST per user, DIFFERENCE_BETWEEN end and baseline): the later timestamp wins; rows at
 * the same instant fall back to the same secondary keys as `compareEvidence` (lower user id, no user last,
 * lower evidence id), so one rule settles every tie in the package.
 */
export function isLater(a: Evidence, b: Evidence): boolean {
  return a.timestamp > b.timestamp || (a.timestamp === b.timestamp && compareAfterTime(a, b) < 0);
}

function compareAfterTime(a: Evidence, b: Evidence): number {
  if (a.user_id !== b.user_id) {
    if (a.user_id === null) return 1;
    if (b.user_id === null) return -1;
    return a.user_id - b.user_id;
  }
  return a.id - b.id;
}

export function isInWindow(row: Evidence, context: Pick<AggregationContext, 'from' | 'to'>): boolean {
  return row.timestamp >= context.from && row.timestamp <= context.to;
}

/**
 * Aggregates one objective × team's evidence (in any order) into its progress; null when nothing counts.
 * Evidence outside [valid_from, valid_to] is ignored, except for the DIFFERENCE_BETWEEN baseline and the
 * EARLIEST_FRESH_ITEM "still held" check (see those functions). NONE never has evidence of its own.
 */
export function aggregateEvidence(rows: readonly Evidence[], context: AggregationContext): Progress | null {
  switch (context.aggregation) {
    case 'EARLIEST':
      return earliest(rows, context, Infinity);
    case 'EARLIEST_FRESH_ITEM':
      return earliestFreshItem(rows, context);
    case 'SUM_LATEST':
      return sumLatest(rows, context);
    case 'LATEST':
      return latest(rows, context);
    case 'MAXIMUM':
      return extreme(rows, context, 1);
    case 'MINIMUM':
      return extreme(rows, context, -1);
    case 'DIFFERENCE_BETWEEN':
      return differenceBetween(rows, context);
    case 'NONE':
      return null;
  }
}

/**
 * EARLIEST: the first row (by `compareEvidence`) whose number reaches required_number; when none does, the best
 * progress: the highest number, credited to the first row that showed it.
 * `cap` limits every row's number (EARLIEST_FRESH_ITEM: what the team still holds).
 */
function earliest(rows: readonly Evidence[], context: AggregationContext, cap: number): Progress | null {
  let finisher: Evidence | undefined;
  let best: Evidence | undefined;
  let bestNumber = -Infinity;
  for (const row of rows) {
    if (!isInWindow(row, context)) continue;
    const number = Math.min(row.number, cap);
    if (number >= context.required) {
      if (finisher === undefined || compareEvidence(row, finisher) < 0) finisher = row;
    } else if (number > bestNumber || (number === bestNumber && best !== undefined && compareEvidence(row, best) < 0)) {
      best = row;
      bestNumber = number;
    }
  }
  if (finisher !== undefined) {
    return {
      number: Math.min(finisher.number, cap),
      finished: true,
      timestamp: finisher.timestamp,
      user_id: finisher.user_id,
    };
  }
  if (best === undefined) return null;
  return { number: bestNumber, finished: false, timestamp: best.timestamp, user_id: best.user_id };
}

/**
 * EARLIEST_FRESH_ITEM: EARLIEST, but only while the team still holds the item. "Held" = the rows that belong to
 * the newest snapshot of their stash tab (whatever their time: keeping a daily's item after the day ends must
 * not lose the credit). No such row → the item was traded away or vanished → no credit at all.
 * Decision for required_number > 1 (the issue is silent): every observation is capped at the largest amount
 * still held in one tab, so a team that found 5 but now holds 3 shows progress 3, unfinished; with
 * required_number 1 this is exactly the rule. Moving the item between the team's tabs keeps the first
 * finder and time, because the credited row is still the earliest one.
 */
function earliestFreshItem(rows: readonly Evidence[], context: AggregationContext): Progress | null {
  let held = -Infinity;
  for (const row of rows) {
    if (row.stash_id == null || row.snapshot_id == null) continue;
    if (context.latestSnapshotOf(row.stash_id) === row.snapshot_id && row.number > held) held = row.number;
  }
  if (held === -Infinity) return null;
  return earliest(rows, context, held);
}

/**
 * SUM_LATEST: each player's latest row (`isLater`), summed over the team; rows without a player count as one
 * more "player". Timestamp = the latest of the chosen rows; no single player earned it, so user_id is null.
 */
function sumLatest(rows: readonly Evidence[], context: AggregationContext): Progress | null {
  const latestByUser = new Map<number | null, Evidence>();
  for (const row of rows) {
    if (!isInWindow(row, context)) continue;
    const current = latestByUser.get(row.user_id);
    if (current === undefined || isLater(row, current)) latestByUser.set(row.user_id, row);
  }
  if (latestByUser.size === 0) return null;
  let number = 0;
  let timestamp = -Infinity;
  for (const row of latestByUser.values()) {
    number += row.number;
    if (row.timestamp > timestamp) timestamp = row.timestamp;
  }
  return { number, finished: number >= context.required, timestamp, user_id: null };
}

/**
 * LATEST: the team's most recent row (`isLater`) within the window counts, whoever sent it, even when it is lower
 * than an earlier one (a value that goes down as well as up: currency held, a ladder position). Finished while that
 * value reaches required_number; credited to the row's player.
 */
function latest(rows: readonly Evidence[], context: AggregationContext): Progress | null {
  let newest: Evidence | undefined;
  for (const row of rows) {
    if (isInWindow(row, context) && (newest === undefined || isLater(row, newest))) newest = row;
  }
  return newest === undefined ? null : progressOf(newest, context);
}

/** One row's number as the team's progress, finished once it reaches required_number, credited to its player. */
function progressOf(row: Evidence, context: AggregationContext): Progress {
  return {
    number: row.number,
    finished: row.number >= context.required,
    timestamp: row.timestamp,
    user_id: row.user_id,
  };
}

/**
 * MAXIMUM (direction 1) / MINIMUM (direction -1): the team's highest / lowest number, credited to its first
 * occurrence by `compareEvidence`.
 */
function extreme(rows: readonly Evidence[], context: AggregationContext, direction: 1 | -1): Progress | null {
  let best: Evidence | undefined;
  for (const row of rows) {
    if (!isInWindow(row, context)) continue;
    if (best === undefined) {
      best = row;
      continue;
    }
    const difference = (row.number - best.number) * direction;
    if (difference > 0 || (difference === 0 && compareEvidence(row, best) < 0)) best = row;
  }
  return best === undefined ? null : progressOf(best, context);
}

/**
 * DIFFERENCE_BETWEEN: (latest row at or before valid_to) − (latest row strictly before valid_from, else 0).
 * A team with no row at or before valid_to has no result; a team whose only rows are before valid_from gets 0.
 * Finished only once now ≥ valid_to and number ≥ required_number. A missing bound is open: no valid_from means
 * a baseline of 0; no valid_to means the window never closes, so the objective never finishes.
 * The result is a team figure, so user_id is null; the timestamp is the end row's.
 */
function differenceBetween(rows: readonly Evidence[], context: AggregationContext): Progress | null {
  let end: Evidence | undefined;
  let baseline: Evidence | undefined;
  for (const row of rows) {
    if (row.timestamp <= context.to && (end === undefined || isLater(row, end))) end = row;
    if (row.timestamp < context.from && (baseline === undefined || isLater(row, baseline))) baseline = row;
  }
  if (end === undefined) return null;
  const number = end.number - (baseline?.number ?? 0);
  const finished = context.now >= context.to && number >= context.required;
  return { number, finished, timestamp: end.timestamp, user_id: null };
}
