/**
 * Turns stored stash snapshots into evidence with the item matcher. New snapshots are evaluated in order
 * (cursor per event, moved in the same transaction as the evidence it produced); when item objectives change
 * (revision ahead of evaluated_revision) every stored snapshot is evaluated again for just those objectives,
 * each with its own time, so the result equals having had the objective from the start. New snapshots also tick
 * off the open item wishes of their teams that they show (modules/wishes), with the same cursor move.
 */
import { and, asc, eq, gt, inArray, isNotNull, lte, max, sql } from 'drizzle-orm';
import { insertRowsAsJson } from '../../db/bulk-insert';
import { groupBy } from '../../lib/collections';
import type { Db, Queryable } from '../../db/database';
import {
  objectiveConditions,
  objectiveMatches,
  objectives,
  stashEvaluationCursors,
  stashSnapshots,
} from '../../db/schema';
import {
  compileObjectives,
  matchStashInSlices,
  type ItemMatcher,
  type MatchProblem,
  type ObjectiveInput,
} from '../matching/item-matcher';
import { notifyEvidenceAdded, notifyRescoreRequested } from '../../db/signals';
import { applyWishFills, findWishFills } from '../wishes/wishes.service';

/** Snapshots evaluated per transaction. */
const BATCH = 200;

type ItemObjective = ObjectiveInput & { name: string; revision: number; evaluatedRevision: number };

/**
 * The event's item objectives' versions in one row, read on every run: the fingerprint a compiled matcher is
 * kept under (see fingerprintOf, which makes the same text from loaded objectives) and whether every one has
 * been evaluated at its revision. One row rather than one per objective: on the embedded database, decoding
 * 500 rows cost each run ~4 ms.
 */
async function objectiveVersions(
  db: Queryable,
  eventId: number,
): Promise<{ fingerprint: string; allEvaluated: boolean }> {
  const [row] = await db
    .select({
      fingerprint: sql<string>`coalesce(string_agg(${objectives.id} || '@' || ${objectives.revision}, ',' order by ${objectives.id}), '')`,
      allEvaluated: sql<boolean>`coalesce(bool_and(${objectives.evaluatedRevision} = ${objectives.revision}), true)`,
    })
    .from(objectives)
    .where(and(eq(objectives.eventId, eventId), eq(objectives.objectiveType, 'ITEM')));
  return row ?? { fingerprint: '', allEvaluated: true };
}

/** The event's item objectives with their conditions, as the matcher compiles them. */
async function loadItemObjectives(db: Queryable, eventId: number): Promise<ItemObjective[]> {
  const rows = await db
    .select()
    .from(objectives)
    .where(and(eq(objectives.eventId, eventId), eq(objectives.objectiveType, 'ITEM')))
    .orderBy(asc(objectives.id));
  if (rows.length === 0) return [];
  const conditions = await db
    .select()
    .from(objectiveConditions)
    .where(
      inArray(
        objectiveConditions.objectiveId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(objectiveConditions.id));
  // Grouped once: an event's setup brings hundreds of objectives with their conditions at once.
  const conditionsOf = groupBy(conditions, (condition) => condition.objectiveId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    conditions: (conditionsOf.get(row.id) ?? []).map(({ field, operator, value }) => ({ field, operator, value })),
    valid_from: row.validFrom?.getTime() ?? null,
    valid_to: row.validTo?.getTime() ?? null,
    revision: row.revision,
    evaluatedRevision: row.evaluatedRevision,
  }));
}

export async function evaluationCursor(db: Queryable, eventId: number): Promise<number> {
  const [row] = await db.select().from(stashEvaluationCursors).where(eq(stashEvaluationCursors.eventId, eventId));
  return row?.lastSnapshotId ?? 0;
}

type Snapshot = {
  id: number;
  stashId: string;
  kind: 'public' | 'guild';
  stashName: string | null;
  userId: number | null;
  teamId: number | null;
  observedAt: Date;
  items: unknown;
};

/**
 * Team snapshots with ids in (afterId, upToId], oldest first. Snapshots of players outside every team are
 * skipped here rather than after loading: they never become evidence, and their items are most of the data.
 */
async function loadSnapshots(
  db: Queryable,
  eventId: number,
  afterId: number,
  upToId: number,
  limit: number,
): Promise<Snapshot[]> {
  return db
    .select({
      id: stashSnapshots.id,
      stashId: stashSnapshots.stashId,
      kind: stashSnapshots.kind,
      stashName: stashSnapshots.stashName,
      userId: stashSnapshots.userId,
      teamId: stashSnapshots.teamId,
      observedAt: stashSnapshots.observedAt,
      items: stashSnapshots.items,
    })
    .from(stashSnapshots)
    .where(
      and(
        eq(stashSnapshots.eventId, eventId),
        gt(stashSnapshots.id, afterId),
        lte(stashSnapshots.id, upToId),
        isNotNull(stashSnapshots.teamId),
      ),
    )
    .orderBy(asc(stashSnapshots.id))
    .limit(limit);
}

/** The evidence columns the stash pipeline writes (bulk, see insertRowsAsJson). */
export const EVIDENCE_COLUMNS = {
  eventId: objectiveMatches.eventId,
  objectiveId: objectiveMatches.objectiveId,
  teamId: objectiveMatches.teamId,
  userId: objectiveMatches.userId,
  number: objectiveMatches.number,
  timestamp: objectiveMatches.timestamp,
  source: objectiveMatches.source,
  sourceKey: objectiveMatches.sourceKey,
  snapshotId: objectiveMatches.snapshotId,
  stashId: objectiveMatches.stashId,
};

export type EvidenceRow = { [Key in keyof typeof EVIDENCE_COLUMNS]: (typeof objectiveMatches.$inferInsert)[Key] };

/** An event's item objectives compiled for the matcher, with their names (for pages that show the matches). */
export type CompiledItemObjectives = {
  fingerprint: string;
  matcher: ItemMatcher;
  problems: MatchProblem[];
  names: Map<number, string>;
};

/**
 * Compiled matchers by event, kept while the event's item objectives (ids and revisions) stay the same: a run
 * or a page then reads only their versions, not 500 objectives' conditions, and compiles nothing. Every edit
 * of an objective, its name and conditions included, raises its revision (objective-design.service).
 */
const compiled = new Map<number, CompiledItemObjectives>();

/** The same text objectiveVersions makes in SQL. */
const fingerprintOf = (versions: readonly { id: number; revision: number }[]) =>
  versions.map((objective) => `${objective.id}@${objective.revision}`).join(',');

function matcherFor(eventId: number, itemObjectives: ItemObjective[]): CompiledItemObjectives {
  const fingerprint = fingerprintOf(itemObjectives);
  const cached = compiled.get(eventId);
  if (cached?.fingerprint === fingerprint) return cached;
  const fresh = {
    fingerprint,
    ...compileObjectives(itemObjectives),
    names: new Map(itemObjectives.map((objective) => [objective.id, objective.name])),
  };
  compiled.set(eventId, fresh);
  return fresh;
}

/** The event's item objectives compiled: the kept ones while their versions are unchanged, else read afresh. */
export async function compiledItemObjectives(db: Queryable, eventId: number): Promise<CompiledItemObjectives> {
  const { fingerprint } = await objectiveVersions(db, eventId);
  const cached = compiled.get(eventId);
  return cached?.fingerprint === fingerprint ? cached : matcherFor(eventId, await loadItemObjectives(db, eventId));
}

/**
 * One evidence row per objective matched in a snapshot of a team's stash, at the snapshot's own time. The
 * matching pauses between slices of the event loop: in one process with the API, a costly objective set
 * must not hold up requests.
 */
async function evidenceOf(
  eventId: number,
  matcher: ItemMatcher,
  snapshots: Snapshot[],
): Promise<{ rows: EvidenceRow[]; rejected: number }> {
  const rows: EvidenceRow[] = [];
  let rejected = 0;
  for (const snapshot of snapshots) {
    if (snapshot.teamId === null) continue;
    const items = Array.isArray(snapshot.items) ? (snapshot.items as unknown[]) : [];
    const result = await matchStashInSlices(matcher, items, { time: snapshot.observedAt.getTime() });
    rejected += result.rejected;
    for (const [objectiveId, number] of result.totals) {
      rows.push({
        eventId,
        objectiveId,
        teamId: snapshot.teamId,
        userId: snapshot.userId,
        number,
        timestamp: snapshot.observedAt,
        source: 'stash',
        sourceKey: String(snapshot.id),
        snapshotId: snapshot.id,
        stashId: snapshot.stashId,
      });
    }
  }
  return { rows, rejected };
}

async function insertEvidence(db: Queryable, rows: EvidenceRow[]): Promise<void> {
  await insertRowsAsJson(db, objectiveMatches, EVIDENCE_COLUMNS, rows);
}

export type EvaluationResult = {
  snapshots: number;
  evidence: number;
  reevaluatedObjectives: number;
  rejectedItems: number;
  /** Open item wishes the new snapshots showed the item of. */
  wishesFulfilled: number;
  problems: MatchProblem[];
  /** More snapshots are waiting. */
  more: boolean;
};

export async function evaluateStashSnapshots(db: Db, eventId: number): Promise<EvaluationResult> {
  const versions = await objectiveVersions(db, eventId);
  const cached = compiled.get(eventId);
  // Nothing to evaluate again and the compiled matcher still fits: the conditions need not be read.
  const current = cached?.fingerprint === versions.fingerprint && versions.allEvaluated ? cached : undefined;
  const itemObjectives = current ? [] : await loadItemObjectives(db, eventId);
  // Compiled as soon as read, snapshots or not, so that the runs before the first snapshot read versions only.
  const all = current ?? matcherFor(eventId, itemObjectives);
  const result: EvaluationResult = {
    snapshots: 0,
    evidence: 0,
    reevaluatedObjectives: 0,
    rejectedItems: 0,
    wishesFulfilled: 0,
    problems: [],
    more: false,
  };
  const cursor = await evaluationCursor(db, eventId);

  // 1. Objectives that changed since they were last evaluated: evaluate every stored snapshot again for them.
  const changed = itemObjectives.filter((objective) => objective.evaluatedRevision !== objective.revision);
  if (changed.length > 0) {
    const { matcher, problems } = compileObjectives(changed);
    result.problems.push(...problems);
    const changedIds = changed.map((objective) => objective.id);
    await db.transaction(async (tx) => {
      await tx
        .delete(objectiveMatches)
        .where(and(inArray(objectiveMatches.objectiveId, changedIds), eq(objectiveMatches.source, 'stash')));
      for (let after = 0; ;) {
        const batch = await loadSnapshots(tx, eventId, after, cursor, BATCH);
        if (batch.length === 0) break;
        const { rows, rejected } = await evidenceOf(eventId, matcher, batch);
        await insertEvidence(tx, rows);
        result.evidence += rows.length;
        result.rejectedItems += rejected;
        after = batch.at(-1)?.id ?? after;
      }
      // One statement for all of them: a new event's setup changes hundreds of objectives at once.
      const revisions = JSON.stringify(
        changed.map((objective) => ({ id: objective.id, revision: objective.revision })),
      );
      await tx.execute(
        sql`update ${objectives} set evaluated_revision = r.revision
            from jsonb_to_recordset(${revisions}::jsonb) as r(id integer, revision integer)
            where ${objectives.id} = r.id`,
      );
    });
    result.reevaluatedObjectives = changed.length;
    await notifyRescoreRequested(db, eventId);
  }

  // 2. Snapshots stored since the last run, for every objective. Writers store snapshots one transaction at a
  // time per event (lockSnapshotWrites), so every id up to the newest committed one is final and the cursor may
  // pass it, team snapshots or not.
  const [{ newest } = { newest: null }] = await db
    .select({ newest: max(stashSnapshots.id) })
    .from(stashSnapshots)
    .where(eq(stashSnapshots.eventId, eventId));
  const batch = newest !== null && newest > cursor ? await loadSnapshots(db, eventId, cursor, newest, BATCH) : [];
  const full = batch.length === BATCH;
  if (newest !== null && newest > cursor) {
    if (changed.length === 0) result.problems.push(...all.problems);
    const { rows, rejected } = await evidenceOf(eventId, all.matcher, batch);
    // The cheapest honest place for wishes: the team's new tabs are loaded here already, and only once.
    const fills = await findWishFills(db, eventId, batch);
    const last = full ? (batch.at(-1)?.id ?? cursor) : newest;
    await db.transaction(async (tx) => {
      await insertEvidence(tx, rows);
      await applyWishFills(tx, fills);
      await tx
        .insert(stashEvaluationCursors)
        .values({ eventId, lastSnapshotId: last })
        .onConflictDoUpdate({
          target: stashEvaluationCursors.eventId,
          set: { lastSnapshotId: last, updatedAt: sql`now()` },
        });
    });
    result.snapshots = batch.length;
    result.evidence += rows.length;
    result.rejectedItems += rejected;
    result.wishesFulfilled = fills.length;
    result.more = full;
    // Only new evidence is worth waking the score updater for; most team-less pages bring none.
    if (rows.length > 0) await notifyEvidenceAdded(db, eventId);
  }
  return result;
}
