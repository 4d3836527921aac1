/**
 * The designer's writes: objectives and their conditions, one by one or in bulk (the presets they score with
 * are in scoring-presets.service.ts, the item tester in item-tester.service.ts). Everything an event's scoring depends on is checked here before it is stored, so a bad rule is
 * refused with a reason instead of silently scoring nothing later:
 * - every id named in a body (parent, preset, condition) belongs to the event (and the objective);
 * - an objective's scoring rules can be scored together: a bingo rule stands alone, and an objective with evidence
 *   of its own does not mix rules that read it with rules that read its children;
 * - the tree stays a tree: no moving a node under itself, the root stays the root;
 * - the number field fits the objective type (the valid mappings), conditions fit their field's type;
 * - a locked event refuses every change (409).
 * Each change bumps the touched objectives' revision (the worker re-evaluates stored stash snapshots for
 * them) and asks the score updater to recompute the event, so scores follow the new rules live. Each change
 * is recorded in the audit log in its own transaction.
 */
import { and, asc, count, eq, gt, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { scoringRulesProblem } from '@app/scoring';
import {
  NUMBER_FIELDS_BY_OBJECTIVE_TYPE,
  splitBulkNames,
  type BulkObjectivesBody,
  type Condition,
  type ConditionInput,
  type ReEvaluationStatus,
  type ScoringMethod,
  type UpsertConditionBody,
  type UpsertObjectiveBody,
  type ValidMappings,
  MAX_BULK_OBJECTIVES,
} from '@app/shared';
import type { Db, Queryable, Tx } from '../../db/database';
import { nextTurnOfTheLoop } from '../../lib/loop-slices';
import { objectiveConditions, objectives, objectiveScoringRules, recurringJobs, scoringPresets } from '../../db/schema';
import { storedRow } from '../../db/stored-row';
import { chunksOf } from '../../lib/collections';
import { badRequest, notFound, validationFailed } from '../../lib/errors';
import type { Actor } from '../../lib/actor';
import { recordAudit, recordSave } from '../audit/audit.service';
import type { EventRow } from '../events/events.service';
import { validateCondition, VALID_OPERATORS_BY_TYPE } from '../matching/condition-operators';
import { FIELD_TYPES } from '../matching/item-fields';
import { changeDesign } from './design-change';

type ObjectiveRow = typeof objectives.$inferSelect;

/** Most objectives one bulk request may create (one per name listed). */
/** Objectives per statement of a bulk creation (see createObjectivesInBulk). */
const BULK_INSERT_CHUNK = 100;

// ── Conditions ────────────────────────────────────────────────────────────────────────────────────

function presentCondition(row: typeof objectiveConditions.$inferSelect): Condition {
  return { id: row.id, field: row.field, operator: row.operator, value: row.value };
}

/** Refuses a condition the matcher could not use, naming it by its place in the request. */
function checkCondition(condition: ConditionInput, path: string): void {
  const problem = validateCondition(condition.field, condition.operator, condition.value);
  if (problem !== null) throw validationFailed(path, problem);
}

async function objectiveOfEvent(tx: Tx, eventId: number, objectiveId: number): Promise<ObjectiveRow | undefined> {
  const [row] = await tx
    .select()
    .from(objectives)
    .where(and(eq(objectives.id, objectiveId), eq(objectives.eventId, eventId)));
  return row;
}

/** A changed objective is evaluated again (revision) and its event rescored (updatedAt). */
function touched(now: Date) {
  return { revision: sql`${objectives.revision} + 1`, updatedAt: now };
}

/**
 * Inserts new conditions and updates listed ones of one objective; a listed id of another objective is
 * refused, so no request can move a condition between objectives (or events).
 */
async function saveConditions(
  tx: Tx,
  objectiveId: number,
  conditions: readonly ConditionInput[],
): Promise<Condition[]> {
  const listedIds = conditions.flatMap((condition) => (condition.id === undefined ? [] : [condition.id]));
  if (listedIds.length > 0) {
    const own = await tx
      .select({ id: objectiveConditions.id })
      .from(objectiveConditions)
      .where(and(inArray(objectiveConditions.id, listedIds), eq(objectiveConditions.objectiveId, objectiveId)));
    const ownIds = new Set(own.map((row) => row.id));
    const foreign = listedIds.filter((id) => !ownIds.has(id));
    if (foreign.length > 0) throw badRequest(`Not conditions of this objective: ${foreign.join(', ')}`);
  }
  const saved: Condition[] = [];
  for (const condition of conditions) {
    const values = { field: condition.field, operator: condition.operator, value: condition.value };
    const [row] =
      condition.id === undefined
        ? await tx
            .insert(objectiveConditions)
            .values({ ...values, objectiveId })
            .returning()
        : await tx.update(objectiveConditions).set(values).where(eq(objectiveConditions.id, condition.id)).returning();
    if (row) saved.push(presentCondition(row));
  }
  return saved;
}

function refuseConditionsOn(objective: Pick<ObjectiveRow, 'objectiveType'>): void {
  if (objective.objectiveType !== 'ITEM') throw badRequest('Conditions describe items; only ITEM objectives have them');
}

export async function upsertCondition(
  db: Db,
  event: EventRow,
  body: UpsertConditionBody,
  actor: Actor,
): Promise<Condition> {
  checkCondition(body, 'body');
  return changeDesign(db, event, async (tx) => {
    const objective = await objectiveOfEvent(tx, event.id, body.objective_id);
    if (!objective) throw validationFailed('body.objective_id', 'is not an objective of this event');
    refuseConditionsOn(objective);
    const before = await storedRow(tx, objectiveConditions, body.id, eq(objectiveConditions.objectiveId, objective.id));
    const [saved] = await saveConditions(tx, objective.id, [body]);
    if (!saved) throw notFound('Condition');
    await tx.update(objectives).set(touched(actor.at)).where(eq(objectives.id, objective.id));
    await recordSave(tx, actor, 'condition', {
      eventId: event.id,
      targetId: saved.id,
      before: before && { objective_id: objective.id, ...presentCondition(before) },
      after: { objective_id: objective.id, ...saved },
    });
    return saved;
  });
}

export async function deleteCondition(db: Db, event: EventRow, conditionId: number, actor: Actor): Promise<void> {
  await changeDesign(db, event, async (tx) => {
    const [deleted] = await tx
      .delete(objectiveConditions)
      .where(
        and(
          eq(objectiveConditions.id, conditionId),
          sql`${objectiveConditions.objectiveId} in (select ${objectives.id} from ${objectives} where ${objectives.eventId} = ${event.id})`,
        ),
      )
      .returning();
    if (!deleted) throw notFound('Condition');
    await tx.update(objectives).set(touched(actor.at)).where(eq(objectives.id, deleted.objectiveId));
    await recordAudit(tx, actor, {
      kind: 'condition.delete',
      eventId: event.id,
      targetId: conditionId,
      before: { objective_id: deleted.objectiveId, ...presentCondition(deleted) },
    });
  });
}

export function validMappings(): ValidMappings {
  return {
    field_to_type: { ...FIELD_TYPES },
    valid_operators: {
      string: [...VALID_OPERATORS_BY_TYPE.string],
      int: [...VALID_OPERATORS_BY_TYPE.int],
      bool: [...VALID_OPERATORS_BY_TYPE.bool],
      'string[]': [...VALID_OPERATORS_BY_TYPE['string[]']],
    },
    objective_type_to_number_fields: {
      ITEM: [...NUMBER_FIELDS_BY_OBJECTIVE_TYPE.ITEM],
      PLAYER: [...NUMBER_FIELDS_BY_OBJECTIVE_TYPE.PLAYER],
      TEAM: [...NUMBER_FIELDS_BY_OBJECTIVE_TYPE.TEAM],
      SUBMISSION: [...NUMBER_FIELDS_BY_OBJECTIVE_TYPE.SUBMISSION],
      CATEGORY: [...NUMBER_FIELDS_BY_OBJECTIVE_TYPE.CATEGORY],
    },
  };
}

// ── Objectives ────────────────────────────────────────────────────────────────────────────────────

async function checkPreset(tx: Tx, eventId: number, presetId: number | null, path: string): Promise<void> {
  if (presetId === null) return;
  const [preset] = await tx
    .select({ id: scoringPresets.id })
    .from(scoringPresets)
    .where(and(eq(scoringPresets.id, presetId), eq(scoringPresets.eventId, eventId)));
  if (!preset) throw validationFailed(path, 'is not a scoring preset of this event');
}

/** An objective's scoring rules: preset ids in order. */
async function rulesOf(tx: Tx, objectiveId: number): Promise<number[]> {
  const rows = await tx
    .select({ presetId: objectiveScoringRules.scoringPresetId })
    .from(objectiveScoringRules)
    .where(eq(objectiveScoringRules.objectiveId, objectiveId))
    .orderBy(asc(objectiveScoringRules.position));
  return rows.map((row) => row.presetId);
}

/**
 * The rules a body asks for: `scoring_preset_ids` as listed; without it (clients of the single-preset era)
 * `scoring_preset_id` replaces the first rule and the others stay, or clears them all when null.
 */
function requestedRules(body: UpsertObjectiveBody, current: readonly number[]): number[] {
  if (body.scoring_preset_ids !== undefined) return body.scoring_preset_ids;
  const first = body.scoring_preset_id;
  if (first === null) return [];
  return [first, ...current.slice(1).filter((id) => id !== first)];
}

/** Every rule is a preset of the event, and the rules can be scored together (see the module comment). */
async function checkRules(tx: Tx, eventId: number, body: UpsertObjectiveBody, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const path = body.scoring_preset_ids === undefined ? 'body.scoring_preset_id' : 'body.scoring_preset_ids';
  const rows = await tx
    .select({ id: scoringPresets.id, method: scoringPresets.scoringMethod })
    .from(scoringPresets)
    .where(and(eq(scoringPresets.eventId, eventId), inArray(scoringPresets.id, [...ids])));
  const methodOf = new Map<number, ScoringMethod>(rows.map((row) => [row.id, row.method]));
  ids.forEach((id, index) => {
    if (!methodOf.has(id))
      throw validationFailed(ids.length > 1 ? `${path}.${index}` : path, 'is not a scoring preset of this event');
  });
  const problem = scoringRulesProblem(
    body.aggregation,
    ids.map((id) => methodOf.get(id) as ScoringMethod),
  );
  if (problem !== null) throw validationFailed(path, problem);
}

async function saveRules(tx: Tx, objectiveId: number, ids: readonly number[]): Promise<void> {
  await tx.delete(objectiveScoringRules).where(eq(objectiveScoringRules.objectiveId, objectiveId));
  if (ids.length > 0)
    await tx
      .insert(objectiveScoringRules)
      .values(ids.map((scoringPresetId, position) => ({ objectiveId, position, scoringPresetId })));
}

/** The parent must be a node of the event that is not the moved objective itself or one of its descendants. */
async function checkParent(tx: Tx, eventId: number, parentId: number, movedId: number | undefined): Promise<void> {
  const parent = await objectiveOfEvent(tx, eventId, parentId);
  if (!parent) throw validationFailed('body.parent_id', 'is not an objective of this event');
  if (parent.objectiveType !== 'CATEGORY') throw validationFailed('body.parent_id', 'is not a category');
  if (movedId === undefined) return;
  // Walk up from the new parent: meeting the moved node means the move would make a cycle.
  const rows = await tx
    .select({ id: objectives.id, parentId: objectives.parentId })
    .from(objectives)
    .where(eq(objectives.eventId, eventId));
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  for (let node: number | null | undefined = parentId; node != null; node = parentOf.get(node)) {
    if (node === movedId) throw validationFailed('body.parent_id', 'is the objective itself or one of its children');
  }
}

function checkNumberField(body: Pick<UpsertObjectiveBody, 'objective_type' | 'number_field'>): void {
  const allowed = NUMBER_FIELDS_BY_OBJECTIVE_TYPE[body.objective_type];
  if (!allowed.includes(body.number_field))
    throw validationFailed(
      'body.number_field',
      `${body.objective_type} objectives count one of: ${allowed.join(', ')} (not ${body.number_field})`,
    );
}

/** Creates or updates an objective with its conditions; answers the saved node (without children). */
export async function upsertObjective(
  db: Db,
  event: EventRow,
  body: UpsertObjectiveBody,
  actor: Actor,
): Promise<{ id: number }> {
  checkNumberField(body);
  if (body.presentation != null && body.objective_type !== 'CATEGORY')
    throw validationFailed('body.presentation', 'only categories have a presentation on the score pages');
  (body.conditions ?? []).forEach((condition, index) => checkCondition(condition, `body.conditions.${index}`));
  if (body.conditions?.length) refuseConditionsOn({ objectiveType: body.objective_type });
  return changeDesign(db, event, async (tx) => {
    let existing: ObjectiveRow | undefined;
    if (body.id !== undefined) {
      existing = await objectiveOfEvent(tx, event.id, body.id);
      if (!existing) throw notFound('Objective');
      if (existing.parentId === null) throw badRequest('The root of the objective tree cannot be edited');
      if (existing.objectiveType === 'CATEGORY' && body.objective_type !== 'CATEGORY') {
        const [children] = await tx.select({ n: count() }).from(objectives).where(eq(objectives.parentId, existing.id));
        if ((children?.n ?? 0) > 0)
          throw validationFailed('body.objective_type', 'must stay CATEGORY while the category has objectives in it');
      }
    }
    await checkParent(tx, event.id, body.parent_id, body.id);
    const currentRules = existing ? await rulesOf(tx, existing.id) : [];
    const rules = requestedRules(body, currentRules);
    await checkRules(tx, event.id, body, rules);
    const values = {
      parentId: body.parent_id,
      name: body.name,
      extra: body.extra,
      objectiveType: body.objective_type,
      aggregation: body.aggregation,
      numberField: body.number_field,
      requiredNumber: body.required_number,
      validFrom: body.valid_from === null ? null : new Date(body.valid_from),
      validTo: body.valid_to === null ? null : new Date(body.valid_to),
      hideProgress: body.hide_progress,
      // Omitted keeps the designer's choice (clients that predate the field send whole objectives without it).
      ...(body.presentation !== undefined || body.objective_type !== 'CATEGORY'
        ? { presentation: body.objective_type === 'CATEGORY' ? (body.presentation ?? null) : null }
        : {}),
    };
    const [row] =
      body.id === undefined
        ? await tx
            .insert(objectives)
            .values({ ...values, eventId: event.id, updatedAt: actor.at })
            .returning()
        : await tx
            .update(objectives)
            .set({ ...values, ...touched(actor.at) })
            .where(and(eq(objectives.id, body.id), eq(objectives.eventId, event.id)))
            .returning();
    if (!row) throw notFound('Objective');
    if (body.id !== undefined && body.objective_type !== 'ITEM') {
      // A node that stops being an item objective keeps no item conditions (they would never be used).
      await tx.delete(objectiveConditions).where(eq(objectiveConditions.objectiveId, row.id));
    }
    if (body.replace_conditions) {
      const kept = (body.conditions ?? []).flatMap((condition) => (condition.id === undefined ? [] : [condition.id]));
      await tx
        .delete(objectiveConditions)
        .where(
          and(
            eq(objectiveConditions.objectiveId, row.id),
            kept.length ? notInArray(objectiveConditions.id, kept) : undefined,
          ),
        );
    }
    const conditions = body.conditions?.length ? await saveConditions(tx, row.id, body.conditions) : [];
    await saveRules(tx, row.id, rules);
    await recordSave(tx, actor, 'objective', {
      eventId: event.id,
      targetId: row.id,
      before: existing && { ...existing, scoringPresetIds: currentRules },
      after: { ...row, conditions, scoringPresetIds: rules },
    });
    return { id: row.id };
  });
}

/** Deletes an objective with its subtree, their conditions and evidence (cascades); the root stays. */
export async function deleteObjective(db: Db, event: EventRow, objectiveId: number, actor: Actor): Promise<void> {
  await changeDesign(db, event, async (tx) => {
    const objective = await objectiveOfEvent(tx, event.id, objectiveId);
    if (!objective) throw notFound('Objective');
    if (objective.parentId === null) throw badRequest('The root of the objective tree cannot be deleted');
    // Its rules go with it (the foreign key cascades); the log keeps which they were.
    const scoringPresetIds = await rulesOf(tx, objectiveId);
    await tx.delete(objectives).where(eq(objectives.id, objectiveId));
    await recordAudit(tx, actor, {
      kind: 'objective.delete',
      eventId: event.id,
      targetId: objectiveId,
      before: { ...objective, scoringPresetIds },
    });
  });
}

/**
 * docs/domain.md §5: one ITEM objective per name, each with `field EQ name`, required number 1, counting stack sizes;
 * all or nothing.
 */
export async function createObjectivesInBulk(
  db: Db,
  event: EventRow,
  body: BulkObjectivesBody,
  actor: Actor,
): Promise<{ ids: number[] }> {
  // The designer counts the names with the same function, so the number it promises is the number created.
  const names = splitBulkNames(body.names);
  if (names.length === 0) throw validationFailed('body.names', 'lists no names');
  if (names.length > MAX_BULK_OBJECTIVES)
    throw validationFailed('body.names', `lists ${names.length} names; at most ${MAX_BULK_OBJECTIVES} at once`);
  names.forEach((name, index) => {
    if (name.length > 200) throw validationFailed(`body.names.${index}`, 'must be at most 200 characters long');
    checkCondition({ field: body.field, operator: 'EQ', value: name }, `body.names.${index}`);
  });
  return changeDesign(db, event, async (tx) => {
    await checkParent(tx, event.id, body.parent_id, undefined);
    await checkPreset(tx, event.id, body.scoring_preset_id, 'body.scoring_preset_id');
    const created: { id: number; name: string }[] = [];
    // In chunks with a turn of the event loop between them: the embedded database runs each statement on it.
    for (const chunk of chunksOf(names, BULK_INSERT_CHUNK)) {
      await nextTurnOfTheLoop();
      const rows = await tx
        .insert(objectives)
        .values(
          chunk.map((name) => ({
            eventId: event.id,
            parentId: body.parent_id,
            name,
            objectiveType: 'ITEM' as const,
            aggregation: body.aggregation,
            numberField: 'STACK_SIZE' as const,
            requiredNumber: 1,
            updatedAt: actor.at,
          })),
        )
        .returning({ id: objectives.id, name: objectives.name });
      await nextTurnOfTheLoop();
      await tx
        .insert(objectiveConditions)
        .values(
          rows.map((row) => ({ objectiveId: row.id, field: body.field, operator: 'EQ' as const, value: row.name })),
        );
      const presetId = body.scoring_preset_id;
      if (presetId !== null)
        await tx
          .insert(objectiveScoringRules)
          .values(rows.map((row) => ({ objectiveId: row.id, position: 0, scoringPresetId: presetId })));
      created.push(...rows);
    }
    const ids = created.map((row) => row.id);
    await recordAudit(tx, actor, {
      kind: 'objective.bulk_create',
      eventId: event.id,
      targetId: body.parent_id,
      after: { ...body, ids },
    });
    return { ids };
  });
}

// ── Re-evaluation ─────────────────────────────────────────────────────────────────────────────────

/**
 * How far the re-evaluation of stored stash snapshots is after designer changes: the ITEM objectives still
 * behind, and whether the event's evaluation job is active to catch up (it only runs for a current event).
 */
export async function reEvaluationStatus(db: Queryable, event: EventRow, now: Date): Promise<ReEvaluationStatus> {
  const pending = await db
    .select({ id: objectives.id })
    .from(objectives)
    .where(
      and(
        eq(objectives.eventId, event.id),
        eq(objectives.objectiveType, 'ITEM'),
        ne(objectives.evaluatedRevision, objectives.revision),
      ),
    )
    .orderBy(asc(objectives.id));
  const [job] = await db
    .select({ id: recurringJobs.id })
    .from(recurringJobs)
    .where(
      and(
        eq(recurringJobs.eventId, event.id),
        eq(recurringJobs.jobType, 'EvaluateStashChanges'),
        gt(recurringJobs.endDate, now),
      ),
    );
  return { pending_objective_ids: pending.map((row) => row.id), evaluating: job !== undefined };
}
