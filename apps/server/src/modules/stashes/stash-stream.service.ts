/**
 * The public stash stream of an event: pages of full tab snapshots, filtered to the event's league, stored
 * raw with the owning participant and team, and the stream cursor moved in the SAME transaction — so a page
 * is stored exactly once however often the worker stops and restarts.
 */
import { and, eq, sql } from 'drizzle-orm';
import { insertRowsAsJson } from '../../db/bulk-insert';
import type { Db, Queryable } from '../../db/database';
import { linkedAccounts, stashSnapshots, stashStreamCursors, teamMembers } from '../../db/schema';

/** One entry of a public stash page (provider-neutral; items stay raw for the matcher). */
export type PublicStashEntry = {
  id: string;
  public: boolean;
  accountName: string | null;
  stash: string | null;
  stashType: string | null;
  league: string | null;
  items: unknown[];
};

export type StashPage = { changeId: string | null; nextChangeId: string; stashes: PublicStashEntry[] };

export type Participant = { userId: number; teamId: number };

const SNAPSHOT_COLUMNS = {
  eventId: stashSnapshots.eventId,
  stashId: stashSnapshots.stashId,
  kind: stashSnapshots.kind,
  accountName: stashSnapshots.accountName,
  userId: stashSnapshots.userId,
  teamId: stashSnapshots.teamId,
  stashName: stashSnapshots.stashName,
  stashType: stashSnapshots.stashType,
  changeId: stashSnapshots.changeId,
  observedAt: stashSnapshots.observedAt,
  items: stashSnapshots.items,
};

/** `stash_id IN (…)` for thousands of ids as one JSON parameter (most of a page's tabs are not the event's). */
function stashIdIn(ids: readonly string[]) {
  return sql`${stashSnapshots.stashId} in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;
}

/** First half of the advisory lock key that orders snapshot writes (the second half is the event id). */
const SNAPSHOT_WRITES_LOCK = 517_001;

/**
 * Makes the snapshot writers of an event (the public stream and the guild tab fetches) take turns until the
 * transaction ends. Snapshot ids then commit in order, so the evaluator can trust that no smaller id is still
 * on its way once it has seen a larger one.
 */
export async function lockSnapshotWrites(tx: Queryable, eventId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SNAPSHOT_WRITES_LOCK}, ${eventId})`);
}

/** The event's players by lower-cased game account name. */
export async function participantsByAccount(db: Queryable, eventId: number): Promise<Map<string, Participant>> {
  const rows = await db
    .select({ accountName: linkedAccounts.accountName, userId: teamMembers.userId, teamId: teamMembers.teamId })
    .from(teamMembers)
    .innerJoin(linkedAccounts, and(eq(linkedAccounts.userId, teamMembers.userId), eq(linkedAccounts.provider, 'poe')))
    .where(eq(teamMembers.eventId, eventId));
  return new Map(rows.map((row) => [row.accountName.toLowerCase(), { userId: row.userId, teamId: row.teamId }]));
}

export async function readStreamCursor(db: Queryable, eventId: number): Promise<string | null> {
  const [row] = await db.select().from(stashStreamCursors).where(eq(stashStreamCursors.eventId, eventId));
  return row?.nextChangeId ?? null;
}

/**
 * Keeps where a new stream starts (the river's tip when it was first asked) before any page is read. Without
 * it, a stream whose first pages are empty (a quiet river) would ask for the tip again on every run and skip
 * whatever happened in between. Never moves a cursor that is already stored.
 */
export async function saveStreamStart(db: Queryable, eventId: number, changeId: string): Promise<void> {
  await db
    .insert(stashStreamCursors)
    .values({ eventId, nextChangeId: changeId })
    .onConflictDoNothing({ target: stashStreamCursors.eventId });
}

/**
 * Stores a page: each tab of the event's league (the last copy when a page repeats a tab), and an empty
 * snapshot for a tab we tracked that left the league or went private (its items are gone for scoring).
 */
export async function storeStashPage(
  db: Db,
  event: { id: number; name: string },
  page: StashPage,
  observedAt: Date,
  participants: ReadonlyMap<string, Participant>,
): Promise<{ kept: number }> {
  const latestById = new Map<string, PublicStashEntry>();
  for (const stash of page.stashes) latestById.set(stash.id, stash);
  const inLeague = [...latestById.values()].filter((stash) => stash.public && stash.league === event.name);
  const gone = [...latestById.values()].filter((stash) => !(stash.public && stash.league === event.name));
  const changeId = page.changeId ?? '';

  return db.transaction(async (tx) => {
    await lockSnapshotWrites(tx, event.id);
    const tracked = gone.length
      ? new Set(
          (
            await tx
              .selectDistinct({ stashId: stashSnapshots.stashId })
              .from(stashSnapshots)
              .where(and(eq(stashSnapshots.eventId, event.id), stashIdIn(gone.map((stash) => stash.id))))
          ).map((row) => row.stashId),
        )
      : new Set<string>();

    const rows = [
      ...inLeague.map((stash) => {
        const owner = stash.accountName ? participants.get(stash.accountName.toLowerCase()) : undefined;
        return {
          eventId: event.id,
          stashId: stash.id,
          kind: 'public' as const,
          accountName: stash.accountName,
          userId: owner?.userId ?? null,
          teamId: owner?.teamId ?? null,
          stashName: stash.stash,
          stashType: stash.stashType,
          changeId,
          observedAt,
          items: stash.items,
        };
      }),
      ...gone
        .filter((stash) => tracked.has(stash.id))
        .map((stash) => ({
          eventId: event.id,
          stashId: stash.id,
          kind: 'public' as const,
          accountName: stash.accountName,
          userId: null,
          teamId: null,
          stashName: stash.stash,
          stashType: stash.stashType,
          changeId,
          observedAt,
          items: [],
        })),
    ];
    await insertRowsAsJson(tx, stashSnapshots, SNAPSHOT_COLUMNS, rows);
    await tx
      .insert(stashStreamCursors)
      .values({ eventId: event.id, nextChangeId: page.nextChangeId, pagesProcessed: 1 })
      .onConflictDoUpdate({
        target: stashStreamCursors.eventId,
        set: {
          nextChangeId: page.nextChangeId,
          pagesProcessed: sql`${stashStreamCursors.pagesProcessed} + 1`,
          updatedAt: sql`now()`,
        },
      });
    return { kept: rows.length };
  });
}
