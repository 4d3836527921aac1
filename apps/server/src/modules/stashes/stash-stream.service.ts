/**
 * The public stash stream of an event: pages of full tab snapshots, filtered to the event's players' tabs in
 * its league, stored raw with the owning participant and team, and the stream cursor moved in the SAME
 * transaction — so a page is stored exactly once however often the worker stops and restarts.
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

/** A tab's own fields, as a page reader finds them before parsing its items (null: absent or unreadable). */
export type TabFields = {
  id: string | null;
  public: boolean | null;
  league: string | null;
  accountName: string | null;
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
 * The public tabs the event has snapshots of, whoever owns them now: a new version of one of them must be
 * stored even when it no longer counts (it left the league, went private, changed hands), or its last
 * snapshot would keep scoring items that are gone.
 */
export async function trackedStashIds(db: Queryable, eventId: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ stashId: stashSnapshots.stashId })
    .from(stashSnapshots)
    .where(and(eq(stashSnapshots.eventId, eventId), eq(stashSnapshots.kind, 'public')));
  return new Set(rows.map((row) => row.stashId));
}

export type SnapshotRow = {
  eventId: number;
  stashId: string;
  kind: 'public';
  accountName: string | null;
  userId: number | null;
  teamId: number | null;
  stashName: string | null;
  stashType: string | null;
  changeId: string;
  observedAt: Date;
  items: unknown[];
};

/**
 * Whether the event keeps a tab (pure): its players' tabs in its league, and a new version of every tab it
 * tracks. The rest of the river (other leagues, players outside the event) never becomes evidence, so it is
 * not kept: evidence comes only from snapshots of a team member's tab, and a snapshot's team is fixed when
 * stored. Decided on the tab's own fields, so the page reader can skip the others unparsed.
 */
export function keepsTab(
  stash: TabFields,
  event: { name: string },
  participants: ReadonlyMap<string, Participant>,
  tracked: ReadonlySet<string>,
): boolean {
  return ownerOf(stash, event, participants) !== undefined || (stash.id !== null && tracked.has(stash.id));
}

function ownerOf(
  stash: TabFields,
  event: { name: string },
  participants: ReadonlyMap<string, Participant>,
): Participant | undefined {
  const inLeague = stash.public === true && stash.league === event.name;
  return inLeague && stash.accountName ? participants.get(stash.accountName.toLowerCase()) : undefined;
}

/**
 * The snapshots the event keeps of a page (see keepsTab), in page order: a tracked tab that left the league
 * or went private is stored empty (its items are gone for scoring). When a page repeats a tab, the last copy
 * wins.
 */
export function snapshotsToKeep(
  page: StashPage,
  event: { id: number; name: string },
  participants: ReadonlyMap<string, Participant>,
  tracked: ReadonlySet<string>,
  observedAt: Date,
): SnapshotRow[] {
  const latestById = new Map<string, PublicStashEntry>();
  for (const stash of page.stashes) latestById.set(stash.id, stash);
  const rows: SnapshotRow[] = [];
  for (const stash of latestById.values()) {
    if (!keepsTab(stash, event, participants, tracked)) continue;
    const owner = ownerOf(stash, event, participants);
    const inLeague = stash.public && stash.league === event.name;
    rows.push({
      eventId: event.id,
      stashId: stash.id,
      kind: 'public',
      accountName: stash.accountName,
      userId: owner?.userId ?? null,
      teamId: owner?.teamId ?? null,
      stashName: stash.stash,
      stashType: stash.stashType,
      changeId: page.changeId ?? '',
      observedAt,
      items: inLeague ? stash.items : [],
    });
  }
  return rows;
}

/**
 * Stores the kept snapshots of one or more consecutive pages (in river order) and moves the cursor past the
 * last of them in the SAME transaction: a page is stored exactly once however often the worker stops.
 */
export async function storeStashPages(
  db: Db,
  eventId: number,
  rows: readonly SnapshotRow[],
  cursor: { nextChangeId: string; pages: number },
): Promise<void> {
  const moveCursor = (q: Queryable) =>
    q
      .insert(stashStreamCursors)
      .values({ eventId, nextChangeId: cursor.nextChangeId, pagesProcessed: cursor.pages })
      .onConflictDoUpdate({
        target: stashStreamCursors.eventId,
        set: {
          nextChangeId: cursor.nextChangeId,
          pagesProcessed: sql`${stashStreamCursors.pagesProcessed} + ${cursor.pages}`,
          updatedAt: sql`now()`,
        },
      });
  // Most of the river is other leagues' and other players': a page that keeps nothing is one statement.
  if (rows.length === 0) {
    await moveCursor(db);
    return;
  }
  await db.transaction(async (tx) => {
    await lockSnapshotWrites(tx, eventId);
    await insertRowsAsJson(tx, stashSnapshots, SNAPSHOT_COLUMNS, rows);
    await moveCursor(tx);
  });
}
