/**
 * The item behind an item objective's score: the first item of one stored tab that the objective's conditions match
 * again, with what it held for each condition. One tab, one objective, checked in slices of the event loop (decision
 * 027): a tab holds a few hundred items at most, and the conditions' patterns are bounded when saved.
 */
import type { Condition, ItemField, ScoreEvidence } from '@app/shared';
import { runInSlices } from '../../lib/loop-slices';
import { compileCondition, type CompiledCondition } from '../matching/condition-operators';
import { ItemView } from '../matching/item-fields';
import { PoeItem, SUPPORTER_FOIL_FRAME_TYPE } from '../matching/poe-item.schema';

type EvidenceItem = NonNullable<NonNullable<ScoreEvidence['item']>['item']>;

function asText(value: unknown): string {
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** The matched item as the evidence answer shows it, or null when no item of the tab meets every condition. */
export async function findMatchedItem(
  items: readonly unknown[],
  conditions: readonly Condition[],
): Promise<EvidenceItem | null> {
  if (conditions.length === 0) return null;
  const compiled = conditions.map((condition) => compileCondition(condition));
  // A condition that cannot be compiled never passes (the matcher skips its objective): no item can be shown.
  if (compiled.some((result) => result.condition === undefined)) return null;
  const checks = compiled.map((result) => result.condition as CompiledCondition);
  return runInSlices(function* (due) {
    for (const raw of items) {
      const item = PoeItem.parse(raw);
      if (due()) yield;
      if (item === undefined || item.frameType === SUPPORTER_FOIL_FRAME_TYPE) continue;
      const view = new ItemView(item);
      let matches = true;
      for (const check of checks) {
        const passed = check.check(view);
        if (due()) yield;
        if (!passed) {
          matches = false;
          break;
        }
      }
      if (matches) return present(item, view, conditions);
    }
    return null;
  });
}

function present(item: PoeItem, view: ItemView, conditions: readonly Condition[]): EvidenceItem {
  const seen = new Map<ItemField, string>();
  for (const condition of conditions) {
    if (!seen.has(condition.field)) seen.set(condition.field, asText(view.get(condition.field)));
  }
  return {
    name: item.name,
    base_type: item.baseType,
    type_line: item.typeLine,
    icon: item.icon,
    item_level: item.ilvl,
    stack_size: item.stackSize !== undefined && item.stackSize > 0 ? item.stackSize : 1,
    properties: [...seen].map(([field, value]) => ({ field, value })),
    conditions: conditions.map((condition) => ({
      condition_id: condition.id,
      field: condition.field,
      operator: condition.operator,
      expected: condition.value,
      seen: seen.get(condition.field) ?? '',
      // Every condition passed: that is how this item was chosen.
      passed: true,
      refused: null,
    })),
  };
}
