import type { ItemField } from '@app/shared';
import { compileCondition } from './condition-operators';
import type { CompiledCondition, ConditionCheck, ConditionInput } from './condition-operators';
import { ItemView } from './item-fields';
import { runAtOnce, runInSlices, type SlicedWork, type SliceDue } from '../../lib/loop-slices';
import { PoeItem, SUPPORTER_FOIL_FRAME_TYPE } from './poe-item.schema';

/**
 * Item matching (issue 5 part 3, docs/reference-tracker.md §3.1): objectives are compiled once per objective
 * set, then every item of a stash snapshot is checked against the objectives that can match it.
 *
 * Differences from the reference, on purpose:
 * - an objective without an index key is matched on a slower path instead of being silently skipped;
 * - an objective that cannot be compiled is reported in `problems` (and skipped) instead of panicking;
 * - duplicated values in an IN list register the objective once, so nothing is double-counted;
 * - time gating uses the snapshot's own time, so replaying old snapshots gives the same evidence.
 */

export type ObjectiveInput = {
  id: number;
  conditions: readonly ConditionInput[];
  /** Epoch milliseconds; null means open-ended. Both bounds are inclusive. */
  valid_from: number | null;
  valid_to: number | null;
};

export type MatchProblem = { objective_id: number; message: string };

type CompiledObjective = { id: number; from: number; to: number; checks: readonly ConditionCheck[] };

/**
 * Index fields, most selective first: an objective is filed under the first of these it has an EQ or IN
 * condition on, and that condition need not be re-checked (the lookup already proved it).
 */
const INDEX_FIELDS = ['BASE_TYPE', 'NAME', 'ITEM_CLASS'] as const satisfies readonly ItemField[];
type IndexField = (typeof INDEX_FIELDS)[number];

/**
 * A compiled objective set; build it with `compileObjectives`, use it with `matchStash`. Its members are
 * open for inspection (tests, logging counts) but only `compileObjectives` fills them.
 */
export class ItemMatcher {
  /** Objectives by the exact value of their index field. */
  readonly index: Readonly<Record<IndexField, Map<string, CompiledObjective[]>>> = {
    BASE_TYPE: new Map(),
    NAME: new Map(),
    ITEM_CLASS: new Map(),
  };
  /** Objectives with no EQ / IN condition on an index field: the slow path, checked against every item. */
  readonly unindexed: CompiledObjective[] = [];
  /** Ids of all objectives that compiled, indexed or not. */
  readonly objectiveIds: number[] = [];
}

type ObjectiveParts = { id: number; from: number; to: number; conditions: CompiledCondition[] };

function indexCondition(conditions: readonly CompiledCondition[]): CompiledCondition | undefined {
  for (const field of INDEX_FIELDS) {
    const found = conditions.find((condition) => condition.field === field && condition.exactValues !== undefined);
    if (found !== undefined) return found;
  }
  return undefined;
}

function describeCondition(condition: ConditionInput, position: number): string {
  return `Condition ${position} (${condition.field} ${condition.operator} "${condition.value}")`;
}

function compileObjective(objective: ObjectiveInput, problems: MatchProblem[]): ObjectiveParts | undefined {
  const report = (message: string) => problems.push({ objective_id: objective.id, message });
  const from = objective.valid_from ?? -Infinity;
  const to = objective.valid_to ?? Infinity;
  if (Number.isNaN(from) || Number.isNaN(to)) {
    report('valid_from / valid_to must be times (epoch milliseconds) or null.');
    return undefined;
  }
  if (from > to) {
    report('valid_from is after valid_to, so the objective could never match.');
    return undefined;
  }
  if (objective.conditions.length === 0) {
    report('The objective has no conditions; it would match every item, so it is not matched at all.');
    return undefined;
  }
  const conditions: CompiledCondition[] = [];
  objective.conditions.forEach((input, index) => {
    const result = compileCondition(input);
    if (result.condition === undefined) report(`${describeCondition(input, index + 1)}: ${result.error}`);
    else conditions.push(result.condition);
  });
  if (conditions.length !== objective.conditions.length) return undefined;
  return { id: objective.id, from, to, conditions };
}

/** Files a compiled objective under its index key, or on the slow path when it has none. */
function fileObjective(matcher: ItemMatcher, parts: ObjectiveParts): void {
  const key = indexCondition(parts.conditions);
  const checks = parts.conditions.filter((condition) => condition !== key).map((condition) => condition.check);
  const objective: CompiledObjective = { id: parts.id, from: parts.from, to: parts.to, checks };
  matcher.objectiveIds.push(parts.id);
  if (key?.exactValues === undefined) {
    matcher.unindexed.push(objective);
    return;
  }
  const buckets = matcher.index[key.field as IndexField];
  // exactValues holds distinct values, so the objective lands in each bucket at most once.
  for (const value of key.exactValues) {
    const bucket = buckets.get(value);
    if (bucket === undefined) buckets.set(value, [objective]);
    else bucket.push(objective);
  }
}

/**
 * Compiles an objective set once. Never throws: an objective with an invalid condition (or a duplicated
 * id, no conditions, or an impossible time window) is left out and listed in `problems`.
 */
export function compileObjectives(objectives: readonly ObjectiveInput[]): {
  matcher: ItemMatcher;
  problems: MatchProblem[];
} {
  const matcher = new ItemMatcher();
  const problems: MatchProblem[] = [];
  const seenIds = new Set<number>();
  for (const objective of objectives) {
    if (seenIds.has(objective.id)) {
      problems.push({
        objective_id: objective.id,
        message: 'The objective id appears twice; the second copy is ignored.',
      });
      continue;
    }
    seenIds.add(objective.id);
    const parts = compileObjective(objective, problems);
    if (parts !== undefined) fileObjective(matcher, parts);
  }
  return { matcher, problems };
}

export type StashMatch = {
  /** Per objective id: the summed number (stack size, or 1) of the snapshot's matching items. */
  totals: Map<number, number>;
  /** Items that are not item objects at all (no baseType / typeLine); skipped, never thrown. */
  rejected: number;
};

/** Adds the objectives an item matches to `totals`; yields whenever the slice of the event loop is used up. */
function* addMatches(
  objectives: readonly CompiledObjective[] | undefined,
  view: ItemView,
  time: number,
  number: number,
  totals: Map<number, number>,
  due: SliceDue,
): Generator<void, void, void> {
  if (objectives === undefined) return;
  for (const objective of objectives) {
    if (time < objective.from || time > objective.to) continue;
    let matches = true;
    for (const check of objective.checks) {
      const passed = check(view);
      if (due()) yield;
      if (!passed) {
        matches = false;
        break;
      }
    }
    if (matches) totals.set(objective.id, (totals.get(objective.id) ?? 0) + number);
  }
}

/** The matching of `matchStash` as sliced work (see lib/loop-slices.ts). */
export function matchingOf(
  matcher: ItemMatcher,
  items: readonly unknown[],
  options: { time: number },
): SlicedWork<StashMatch> {
  // NaN would slip through every time window (all comparisons false) and credit everything: a caller bug.
  if (!Number.isFinite(options.time)) {
    throw new RangeError(`matchStash needs the snapshot time in epoch ms, got ${options.time}`);
  }
  return function* (due) {
    const totals = new Map<number, number>();
    let rejected = 0;
    const { BASE_TYPE, NAME, ITEM_CLASS } = matcher.index;
    for (const raw of items) {
      const item = PoeItem.parse(raw);
      if (item === undefined) {
        rejected += 1;
        continue;
      }
      if (item.frameType === SUPPORTER_FOIL_FRAME_TYPE) continue;
      const view = new ItemView(item);
      const number = item.stackSize !== undefined && item.stackSize > 0 ? item.stackSize : 1;
      yield* addMatches(BASE_TYPE.get(item.baseType), view, options.time, number, totals, due);
      yield* addMatches(NAME.get(item.name), view, options.time, number, totals, due);
      if (ITEM_CLASS.size > 0)
        yield* addMatches(ITEM_CLASS.get(view.get('ITEM_CLASS')), view, options.time, number, totals, due);
      yield* addMatches(matcher.unindexed, view, options.time, number, totals, due);
    }
    return { totals, rejected };
  };
}

/**
 * Matches all items of one stash snapshot. `time` is the snapshot's own time (epoch ms), used against each
 * objective's valid_from / valid_to, so a replay gives the same result as the live run. An item counts its
 * stack size (1 when it has none, or 0). Supporter foils (frameType 10) are not counted. Objectives that
 * match nothing are absent from `totals`. Throws only when `time` is not a finite number.
 */
export function matchStash(matcher: ItemMatcher, items: readonly unknown[], options: { time: number }): StashMatch {
  return runAtOnce(matchingOf(matcher, items, options));
}

/**
 * `matchStash` for the server's own thread: it pauses for requests and sockets whenever it has held the event
 * loop for a slice, so hostile patterns on hand-made items slow the matching but never the site.
 */
export function matchStashInSlices(
  matcher: ItemMatcher,
  items: readonly unknown[],
  options: { time: number },
): Promise<StashMatch> {
  return runInSlices(matchingOf(matcher, items, options));
}
