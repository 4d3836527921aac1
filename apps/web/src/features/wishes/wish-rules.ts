import { WISH_LIMITS, type Wish } from '@app/shared';

/** What a wish asks for, in a few words: "2 × Mirror of Kalandra", or just the item for one. */
export function wishTitle(wish: Pick<Wish, 'item' | 'quantity'>): string {
  return wish.quantity === 1 ? wish.item : `${wish.quantity} × ${wish.item}`;
}

/** docs/domain.md "Item wishes": who or what ticked the wish off, as the team reads it. */
export function fulfilledText(fulfilled: NonNullable<Wish['fulfilled']>): string {
  const tab = fulfilled.stash ? ` (${fulfilled.stash})` : '';
  switch (fulfilled.by) {
    case 'player':
      return `Marked fulfilled by ${fulfilled.user_name ?? 'Unknown User'}`;
    case 'guild_stash':
      return `Found in the guild stash${tab}`;
    case 'stash_stream':
      return `Seen in ${fulfilled.user_name ? `${fulfilled.user_name}’s` : 'a player’s'} stash${tab}`;
  }
}

/** Whether the viewer edits and deletes the wish: the player who asked for it, or a lead of the team. */
export function mayCurate(wish: Pick<Wish, 'asked_by_id'>, viewer: { userId: number | null; isTeamLead: boolean }) {
  return viewer.isTeamLead || (viewer.userId !== null && wish.asked_by_id === viewer.userId);
}

/** A wish as typed in its form. */
export type WishDraft = { item: string; quantity: string; note: string };
export type WishDraftField = keyof WishDraft;

/** A draft the server will take, trimmed (an empty note is null), or what to fix in which field. */
export type CheckedDraft =
  | { ok: true; wish: { item: string; quantity: number; note: string | null } }
  | { ok: false; field: WishDraftField; message: string };

/** Checks a draft against the limits the server keeps (WISH_LIMITS), with a sentence a player can act on. */
export function checkWishDraft(draft: WishDraft): CheckedDraft {
  const item = draft.item.trim();
  const note = draft.note.trim();
  if (item === '') return { ok: false, field: 'item', message: 'Enter the item’s name or base type.' };
  if (item.length > WISH_LIMITS.item)
    return { ok: false, field: 'item', message: `Keep the item to ${WISH_LIMITS.item} characters.` };
  const quantity = /^\d{1,5}$/.test(draft.quantity.trim()) ? Number(draft.quantity.trim()) : Number.NaN;
  if (!(quantity >= 1 && quantity <= WISH_LIMITS.quantity))
    return { ok: false, field: 'quantity', message: `Enter a whole number from 1 to ${WISH_LIMITS.quantity}.` };
  if (note.length > WISH_LIMITS.note)
    return { ok: false, field: 'note', message: `Keep what it is for to ${WISH_LIMITS.note} characters.` };
  return { ok: true, wish: { item, quantity, note: note === '' ? null : note } };
}

/** The draft a wish is edited from. */
export function draftOf(wish?: Pick<Wish, 'item' | 'quantity' | 'note'>): WishDraft {
  return wish
    ? { item: wish.item, quantity: String(wish.quantity), note: wish.note ?? '' }
    : { item: '', quantity: '1', note: '' };
}
