/**
 * The item tester: the designer pastes an item and sees, for every ITEM objective of the event, whether it
 * counts and what the item held for each condition. Nothing is stored.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { ItemTestBody, ItemTestResult } from '@app/shared';
import type { Db, Queryable } from '../../db/database';
import { objectiveConditions, objectives } from '../../db/schema';
import { groupBy } from '../../lib/collections';
import { badRequest } from '../../lib/errors';
import { runInSlices } from '../../lib/loop-slices';
import { compileCondition } from '../matching/condition-operators';
import { ItemView, mapItemFields } from '../matching/item-fields';
import { PoeItem } from '../matching/poe-item.schema';

/** The event's ITEM objectives in id order, each with its conditions (in id order). */
export async function itemObjectivesOf(db: Queryable, eventId: number) {
  const ofEvent = and(eq(objectives.eventId, eventId), eq(objectives.objectiveType, 'ITEM'));
  const [rows, conditionRows] = await Promise.all([
    db
      .select({ id: objectives.id, name: objectives.name, parentId: objectives.parentId })
      .from(objectives)
      .where(ofEvent)
      .orderBy(asc(objectives.id)),
    db
      .select({ condition: objectiveConditions })
      .from(objectiveConditions)
      .innerJoin(objectives, eq(objectives.id, objectiveConditions.objectiveId))
      .where(ofEvent)
      .orderBy(asc(objectiveConditions.id)),
  ]);
  const conditionsOf = groupBy(conditionRows, ({ condition }) => condition.objectiveId);
  return rows.map((row) => ({
    ...row,
    conditions: (conditionsOf.get(row.id) ?? []).map(({ condition }) => condition),
  }));
}

function asText(value: unknown): string {
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/**
 * Which ITEM objectives of the event the item matches and, per condition, what the item's field held. Time
 * windows are ignored: the designer asks "does my rule work?", not "does it count now?". The checks pause
 * between slices of the event loop: an event with hundreds of costly patterns slows the answer, not the site.
 */
export async function testItem(db: Db, eventId: number, body: ItemTestBody): Promise<ItemTestResult> {
  const item = PoeItem.parse(body);
  if (item === undefined) throw badRequest('This is not a game item: it needs at least a baseType or typeLine');
  const rows = await itemObjectivesOf(db, eventId);
  const number = item.stackSize !== undefined && item.stackSize > 0 ? item.stackSize : 1;
  return runInSlices(function* (due) {
    // Reading every field of a large item takes a slice of its own.
    const values = mapItemFields(item);
    const view = new ItemView(item);
    if (due()) yield;
    const results: ItemTestResult['objectives'] = [];
    for (const objective of rows) {
      const verdicts: ItemTestResult['objectives'][number]['conditions'] = [];
      for (const condition of objective.conditions) {
        const compiled = compileCondition(condition);
        verdicts.push({
          condition_id: condition.id,
          field: condition.field,
          operator: condition.operator,
          expected: condition.value,
          seen: asText(values[condition.field]),
          passed: compiled.condition !== undefined && compiled.condition.check(view),
          refused: compiled.error ?? null,
        });
        if (due()) yield;
      }
      const matched = verdicts.length > 0 && verdicts.every((verdict) => verdict.passed);
      results.push({
        objective_id: objective.id,
        name: objective.name,
        matched,
        number: matched ? number : 0,
        conditions: verdicts,
      });
    }
    return { objectives: results };
  });
}
