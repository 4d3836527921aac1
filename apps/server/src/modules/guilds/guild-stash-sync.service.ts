/**
 * What the guild stash jobs write: which players can read which tabs (access), and tab contents as
 * snapshots — stored like public stash snapshots, so the same evaluation turns them into evidence.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/database';
import { guildStashTabs, stashSnapshots } from '../../db/schema';
import { lockSnapshotWrites } from '../stashes/stash-stream.service';

export type SeenTab = {
  id: string;
  parentId: string | null;
  name: string;
  type: string;
  index: number | null;
  colour: string | null;
  /** Players whose tokens list the tab, with their team. */
  readers: { userId: number; teamId: number }[];
};

/**
 * Records the tabs players can read. A new tab belongs to the team (and is credited to the player) that saw
 * it first and starts with fetching off; known tabs keep their team, owner and fetch setting. Readers are
 * replaced with who can read the tab now.
 */
export async function saveTabAccess(
  db: Db,
  eventId: number,
  tabs: readonly SeenTab[],
): Promise<{ added: number; updated: number }> {
  let added = 0;
  let updated = 0;
  await db.transaction(async (tx) => {
    for (const tab of tabs) {
      const first = tab.readers[0];
      const values = {
        parentId: tab.parentId,
        name: tab.name,
        type: tab.type,
        index: tab.index ?? 0,
        color: tab.colour,
        userIds: [...new Set(tab.readers.map((r) => r.userId))].sort((a, b) => a - b),
      };
      const [existing] = await tx
        .select({ id: guildStashTabs.id })
        .from(guildStashTabs)
        .where(and(eq(guildStashTabs.eventId, eventId), eq(guildStashTabs.id, tab.id)));
      if (existing) {
        await tx
          .update(guildStashTabs)
          .set(values)
          .where(and(eq(guildStashTabs.eventId, eventId), eq(guildStashTabs.id, tab.id)));
        updated++;
      } else {
        await tx
          .insert(guildStashTabs)
          .values({ eventId, id: tab.id, teamId: first?.teamId ?? null, ownerId: first?.userId ?? null, ...values });
        added++;
      }
    }
    // Tabs nobody can read any more keep their history but lose their readers.
    const seen = tabs.map((t) => t.id);
    await tx
      .update(guildStashTabs)
      .set({ userIds: [] })
      .where(and(eq(guildStashTabs.eventId, eventId), seen.length ? notInArray(guildStashTabs.id, seen) : undefined));
  });
  return { added, updated };
}

export type TabRow = typeof guildStashTabs.$inferSelect;

export async function listFetchableTabs(db: Queryable, eventId: number): Promise<TabRow[]> {
  return db
    .select()
    .from(guildStashTabs)
    .where(and(eq(guildStashTabs.eventId, eventId), eq(guildStashTabs.fetchEnabled, true)))
    .orderBy(asc(guildStashTabs.index), asc(guildStashTabs.id));
}

/** Identity of a tab's contents: item ids and stack sizes (an unchanged tab makes no new snapshot). */
export function contentHash(items: readonly unknown[]): string {
  const keys = items
    .map((item) => {
      const record = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
      const id = typeof record.id === 'string' ? record.id : '';
      const stack = typeof record.stackSize === 'number' ? record.stackSize : 1;
      return `${id}:${stack}`;
    })
    .sort();
  return createHash('sha256').update(keys.join('|')).digest('hex');
}

/** Stores the tab's contents when they changed; returns whether a snapshot was made. */
export async function storeGuildTabContents(
  db: Db,
  eventId: number,
  tab: TabRow,
  items: readonly unknown[],
  now: Date,
): Promise<boolean> {
  const hash = contentHash(items);
  return db.transaction(async (tx) => {
    const changed = hash !== tab.contentHash;
    if (changed) {
      await lockSnapshotWrites(tx, eventId);
      await tx.insert(stashSnapshots).values({
        eventId,
        stashId: tab.id,
        kind: 'guild',
        userId: tab.ownerId,
        teamId: tab.teamId,
        stashName: tab.name,
        stashType: tab.type,
        observedAt: now,
        items: [...items],
      });
    }
    await tx
      .update(guildStashTabs)
      .set({ lastFetch: now, contentHash: hash })
      .where(and(eq(guildStashTabs.eventId, eventId), eq(guildStashTabs.id, tab.id)));
    return changed;
  });
}

/** The game no longer has the tab. */
export async function forgetTab(db: Queryable, eventId: number, tabId: string): Promise<void> {
  await db.delete(guildStashTabs).where(and(eq(guildStashTabs.eventId, eventId), eq(guildStashTabs.id, tabId)));
}
