/**
 * Objective validation (docs/domain.md §3, "Objective validation"): before an event starts, the designer learns
 * which ITEM objectives have ever matched a real item, from this event's evidence, from a sample item recorded in
 * the item tester, or from one found in the stored stash snapshots of other events (the demo's included). Time
 * windows are ignored throughout: the question is "can this rule match a real item?", not "does it count now?".
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type {
  ItemTestBody,
  ObjectiveSample,
  ObjectiveValidation,
  ObjectiveValidationReport,
  SampleSearchResult,
} from '@app/shared';
import type { Db, Queryable } from '../../db/database';
import { objectiveMatches, objectives, objectiveSamples, stashSnapshots } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { badRequest, eventLocked, notFound } from '../../lib/errors';
import { runInSlices, type SliceDue } from '../../lib/loop-slices';
import { recordAudit } from '../audit/audit.service';
import type { EventRow } from '../events/events.service';
import type { ConditionInput } from '../matching/condition-operators';
import { compileObjectives, matchingOf, matchStashInSlices, type ItemMatcher } from '../matching/item-matcher';
import { PoeItem } from '../matching/poe-item.schema';
import { itemObjectivesOf } from './item-tester.service';
import { nextCursor, readSnapshotBatch, snapshotOrigin } from './stored-snapshots';

type ItemObjective = { id: number; name: string; path: string[]; conditions: ConditionInput[] };

/** The event's ITEM objectives in id order, each with its conditions and the names of the categories above it. */
async function itemObjectives(db: Queryable, eventId: number): Promise<ItemObjective[]> {
  const [list, nodes] = await Promise.all([
    itemObjectivesOf(db, eventId),
    db
      .select({ id: objectives.id, parentId: objectives.parentId, name: objectives.name })
      .from(objectives)
      .where(eq(objectives.eventId, eventId)),
  ]);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const pathOf = (parentId: number | null): string[] => {
    const path: string[] = [];
    // The root (no parent) has no name a designer reads; a broken chain ends the path rather than looping.
    for (let node = parentId === null ? undefined : byId.get(parentId); node && node.parentId !== null;) {
      path.unshift(node.name);
      node = byId.get(node.parentId);
      if (path.length > nodes.length) break;
    }
    return path;
  };
  return list.map((objective) => ({ ...objective, path: pathOf(objective.parentId) }));
}

/** One objective's conditions compiled without its time window, or why they cannot match anything. */
function compileAlone(objective: ItemObjective): { matcher: ItemMatcher } | { problem: string } {
  const { matcher, problems } = compileObjectives([{ ...objective, valid_from: null, valid_to: null }]);
  const [first] = problems;
  return first === undefined ? { matcher } : { problem: first.message };
}

/** Whether one item matches a compiled objective set, as sliced work (time windows were left out when compiling). */
function* matchesItem(matcher: ItemMatcher, item: unknown, due: SliceDue): Generator<void, Set<number>, void> {
  const { totals } = yield* matchingOf(matcher, [item], { time: 0 })(due);
  return new Set(totals.keys());
}

function itemName(item: unknown): string {
  const parsed = PoeItem.parse(item);
  if (parsed === undefined) return 'an unreadable item';
  return [parsed.name, parsed.typeLine || parsed.baseType].filter((part) => part !== '').join(' ');
}

/** The validation report: every ITEM objective with its status, never matched first (then in tree order). */
export async function readValidation(db: Queryable, eventId: number): Promise<ObjectiveValidationReport> {
  const list = await itemObjectives(db, eventId);
  const ids = list.map((objective) => objective.id);
  const [samples, matched] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(objectiveSamples).where(inArray(objectiveSamples.objectiveId, ids)),
          // One index probe per objective (the evidence index leads with the objective), not a scan of the event.
          db
            .select({ id: objectives.id })
            .from(objectives)
            .where(
              and(
                inArray(objectives.id, ids),
                sql`exists (select 1 from ${objectiveMatches} where ${objectiveMatches.objectiveId} = ${objectives.id} and ${objectiveMatches.source} = 'stash')`,
              ),
            ),
        ]);
  const sampleOf = new Map(samples.map((sample) => [sample.objectiveId, sample]));
  const matchedIds = new Set(matched.map((row) => row.id));
  const validations = await runInSlices(function* (due) {
    const result: ObjectiveValidation[] = [];
    for (const objective of list) {
      const compiled = compileAlone(objective);
      const stored = sampleOf.get(objective.id);
      let sample: ObjectiveSample | null = null;
      if (stored !== undefined) {
        const matches =
          'matcher' in compiled && (yield* matchesItem(compiled.matcher, stored.item, due)).has(objective.id);
        sample = {
          source: stored.source,
          origin: stored.origin,
          item_name: itemName(stored.item),
          recorded_at: stored.recordedAt.toISOString(),
          matches,
        };
      }
      const problem = 'problem' in compiled ? compiled.problem : null;
      result.push({
        objective_id: objective.id,
        name: objective.name,
        path: objective.path,
        status:
          problem === null && matchedIds.has(objective.id)
            ? 'MATCHED_IN_EVENT'
            : sample?.matches
              ? 'SAMPLE'
              : 'NEVER_MATCHED',
        problem,
        sample,
      });
      if (due()) yield;
    }
    return result;
  });
  const never = validations.filter((validation) => validation.status === 'NEVER_MATCHED');
  return {
    objectives: [...never, ...validations.filter((validation) => validation.status !== 'NEVER_MATCHED')],
    never_matched: never.length,
  };
}

async function findItemObjective(db: Queryable, eventId: number, objectiveId: number): Promise<ItemObjective> {
  const objective = (await itemObjectives(db, eventId)).find((candidate) => candidate.id === objectiveId);
  if (objective === undefined) throw notFound('Item objective');
  return objective;
}

/**
 * Records a pasted item as the objective's sample; it must match the objective's conditions now. Replaces the
 * objective's earlier sample. Audited.
 */
export async function saveSample(
  db: Db,
  event: EventRow,
  objectiveId: number,
  body: ItemTestBody,
  actor: Actor,
): Promise<void> {
  if (event.isLocked) throw eventLocked();
  const objective = await findItemObjective(db, event.id, objectiveId);
  if (PoeItem.parse(body) === undefined)
    throw badRequest('This is not a game item: it needs at least a baseType or typeLine');
  const compiled = compileAlone(objective);
  if ('problem' in compiled) throw badRequest(`“${objective.name}” cannot match any item: ${compiled.problem}`);
  const matches = await runInSlices((due) => matchesItem(compiled.matcher, body, due));
  if (!matches.has(objective.id))
    throw badRequest(`This item does not match “${objective.name}”; the item tester shows which condition fails`);
  const origin = 'Pasted in the item tester';
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(objectiveSamples).where(eq(objectiveSamples.objectiveId, objectiveId));
    const values = {
      item: body,
      source: 'ITEM_TESTER' as const,
      origin,
      recordedAt: actor.at,
      recordedBy: actor.userId,
    };
    await tx
      .insert(objectiveSamples)
      .values({ objectiveId, ...values })
      .onConflictDoUpdate({ target: objectiveSamples.objectiveId, set: values });
    await recordAudit(tx, actor, {
      kind: 'objective_sample.save',
      eventId: event.id,
      targetId: objectiveId,
      before: before && { item_name: itemName(before.item), origin: before.origin },
      after: { item_name: itemName(body), origin },
    });
  });
}

/** Forgets the objective's sample. Audited; 404 when it has none. */
export async function deleteSample(db: Db, event: EventRow, objectiveId: number, actor: Actor): Promise<void> {
  if (event.isLocked) throw eventLocked();
  await findItemObjective(db, event.id, objectiveId);
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(objectiveSamples)
      .where(eq(objectiveSamples.objectiveId, objectiveId))
      .returning();
    if (deleted === undefined) throw notFound('Sample item');
    await recordAudit(tx, actor, {
      kind: 'objective_sample.delete',
      eventId: event.id,
      targetId: objectiveId,
      before: { item_name: itemName(deleted.item), origin: deleted.origin },
    });
  });
}

/**
 * Reads the next stored snapshots of other events after `after` (at most SAMPLE_SEARCH_BATCH, in id order) and
 * records, for each never-matched objective whose conditions can match, the first item found that matches it. The
 * matching pauses between slices of the event loop; the page calls again with `next_after` until it is null.
 */
export async function searchSamples(db: Db, event: EventRow, after: number, at: Date): Promise<SampleSearchResult> {
  const report = await readValidation(db, event.id);
  const wanted = new Map(
    report.objectives
      .filter((validation) => validation.status === 'NEVER_MATCHED' && validation.problem === null)
      .map((validation) => [validation.objective_id, validation]),
  );
  const otherEvents = ne(stashSnapshots.eventId, event.id);
  const snapshots = wanted.size === 0 ? [] : await readSnapshotBatch(db, otherEvents, after);
  const objectivesById = new Map((await itemObjectives(db, event.id)).map((objective) => [objective.id, objective]));
  const searchable = () =>
    [...wanted.keys()].flatMap((id) => {
      const objective = objectivesById.get(id);
      return objective ? [{ ...objective, valid_from: null, valid_to: null }] : [];
    });
  const found: SampleSearchResult['found'] = [];
  let matcher = compileObjectives(searchable()).matcher;
  for (const snapshot of snapshots) {
    if (wanted.size === 0) break;
    const { items } = snapshot;
    const { totals } = await matchStashInSlices(matcher, items, { time: 0 });
    const hits = [...totals.keys()].filter((id) => wanted.has(id));
    if (hits.length === 0) continue;
    const origin = snapshotOrigin(snapshot);
    for (const objectiveId of hits) {
      const objective = objectivesById.get(objectiveId);
      if (objective === undefined) continue;
      const compiled = compileAlone(objective);
      if ('problem' in compiled) continue;
      const item = await runInSlices(function* (due) {
        for (const candidate of items)
          if ((yield* matchesItem(compiled.matcher, candidate, due)).has(objectiveId)) return candidate;
        return undefined;
      });
      if (item === undefined) continue;
      // A sample recorded meanwhile (the item tester) is kept: it is the designer's own choice.
      await db
        .insert(objectiveSamples)
        .values({ objectiveId, item, source: 'EARLIER_EVENT', origin, recordedAt: at, recordedBy: null })
        .onConflictDoNothing();
      found.push({ objective_id: objectiveId, origin });
      wanted.delete(objectiveId);
    }
    matcher = compileObjectives(searchable()).matcher;
  }
  return { ...(await nextCursor(db, otherEvents, after, snapshots, wanted.size === 0)), found };
}
