/**
 * Which open item wishes a batch of new stash tabs fulfils (docs/domain.md "Item wishes"): pure, and sliced so
 * that the stash evaluation, which runs it beside the API, never holds the event loop (decision 027).
 */
import type { WishFiller } from '@app/shared';
import { groupBy } from '../../lib/collections';
import type { SlicedWork } from '../../lib/loop-slices';
import { PoeItem } from '../matching/poe-item.schema';

/** A wish's item as it is compared with items: trimmed, single spaces, lower case ("chaos orb"). */
export function itemKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

export type OpenWish = { id: number; teamId: number; itemKey: string; quantity: number };

/** A stored snapshot of a tab, as the stash evaluation loaded it. */
export type SeenTab = {
  teamId: number | null;
  userId: number | null;
  kind: 'public' | 'guild';
  stashName: string | null;
  observedAt: Date;
  items: unknown;
};

export type WishFill = {
  wishId: number;
  by: Exclude<WishFiller, 'player'>;
  /** The player whose public tab showed the item; null for the guild stash (a guild tab is the team's). */
  userId: number | null;
  stash: string | null;
  at: Date;
};

/** How much of a stash name a fill keeps (the table's bound). */
const STASH_NAME_KEPT = 200;

/**
 * The wishes that the tabs fulfil, each by the first tab (in the given order, oldest first) that shows its item
 * in its quantity. An item counts for a wish when its name or its base type is the wish's item; it counts its
 * stack size (1 without one). Quantities are counted per tab, never summed across tabs: a tab is one place a
 * player can take the items from. A tab counts only for the open wishes of its own team.
 */
export function fillingOf(wishes: readonly OpenWish[], tabs: readonly SeenTab[]): SlicedWork<WishFill[]> {
  return function* (due) {
    const wishesByTeam = new Map(
      [...groupBy(wishes, (wish) => wish.teamId)].map(([teamId, own]) => [
        teamId,
        groupBy(own, (wish) => wish.itemKey),
      ]),
    );
    const fills: WishFill[] = [];
    const filled = new Set<number>();
    for (const tab of tabs) {
      const wanted = tab.teamId === null ? undefined : wishesByTeam.get(tab.teamId);
      if (wanted === undefined || !Array.isArray(tab.items)) continue;
      const counts = new Map<string, number>();
      for (const raw of tab.items as unknown[]) {
        const item = PoeItem.parse(raw);
        if (due()) yield;
        if (item === undefined) continue;
        const number = item.stackSize !== undefined && item.stackSize > 0 ? item.stackSize : 1;
        const keys = new Set([itemKey(item.name), itemKey(item.baseType)]);
        for (const key of keys) if (wanted.has(key)) counts.set(key, (counts.get(key) ?? 0) + number);
      }
      for (const [key, count] of counts) {
        for (const wish of wanted.get(key) ?? []) {
          if (filled.has(wish.id) || count < wish.quantity) continue;
          filled.add(wish.id);
          fills.push({
            wishId: wish.id,
            by: tab.kind === 'guild' ? 'guild_stash' : 'stash_stream',
            userId: tab.kind === 'guild' ? null : tab.userId,
            stash: tab.stashName?.slice(0, STASH_NAME_KEPT) ?? null,
            at: tab.observedAt,
          });
        }
      }
    }
    return fills;
  };
}
