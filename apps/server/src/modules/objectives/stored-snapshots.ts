/**
 * Stored stash snapshots read a batch per request after a cursor (decision 032): the objective validation's search
 * and the dry run follow the cursor from the page, so no request reads more than one batch.
 */
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { SAMPLE_SEARCH_BATCH } from '@app/shared';
import type { Queryable } from '../../db/database';
import { events, stashSnapshots, teams } from '../../db/schema';

export type StoredSnapshot = {
  id: number;
  eventName: string;
  teamId: number | null;
  teamName: string | null;
  stashName: string | null;
  accountName: string | null;
  observedAt: Date;
  items: unknown[];
};

/** The next batch of snapshots within `scope` (a condition on stash_snapshots) after the cursor, in id order. */
export async function readSnapshotBatch(
  db: Queryable,
  scope: SQL | undefined,
  after: number,
): Promise<StoredSnapshot[]> {
  const rows = await db
    .select({
      id: stashSnapshots.id,
      eventName: events.name,
      teamId: stashSnapshots.teamId,
      teamName: teams.name,
      stashName: stashSnapshots.stashName,
      accountName: stashSnapshots.accountName,
      observedAt: stashSnapshots.observedAt,
      items: stashSnapshots.items,
    })
    .from(stashSnapshots)
    .innerJoin(events, eq(events.id, stashSnapshots.eventId))
    .leftJoin(teams, eq(teams.id, stashSnapshots.teamId))
    .where(and(scope, gt(stashSnapshots.id, after)))
    .orderBy(asc(stashSnapshots.id))
    .limit(SAMPLE_SEARCH_BATCH);
  return rows.map((row) => ({ ...row, items: Array.isArray(row.items) ? (row.items as unknown[]) : [] }));
}

/**
 * Where the reading goes on: the cursor after `batch` and how many snapshots within `scope` are left, or null and 0
 * once the batch was the last (or the caller has nothing more to look for).
 */
export async function nextCursor(
  db: Queryable,
  scope: SQL | undefined,
  after: number,
  batch: readonly StoredSnapshot[],
  finished = false,
): Promise<{ next_after: number | null; searched: number; remaining: number }> {
  const last = batch[batch.length - 1]?.id ?? after;
  if (finished || batch.length < SAMPLE_SEARCH_BATCH) return { next_after: null, searched: batch.length, remaining: 0 };
  const [left] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(stashSnapshots)
    .where(and(scope, gt(stashSnapshots.id, last)));
  return { next_after: last, searched: batch.length, remaining: left?.count ?? 0 };
}

/** Where a snapshot was seen, in words: "Winter Cup, stash “Dump” of Winter_Player". */
export function snapshotOrigin(snapshot: StoredSnapshot): string {
  const owner = snapshot.accountName ? ` of ${snapshot.accountName}` : '';
  return `${snapshot.eventName}, stash “${snapshot.stashName ?? 'unnamed'}”${owner}`;
}
