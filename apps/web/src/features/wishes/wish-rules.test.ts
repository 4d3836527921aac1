import { describe, expect, it } from 'vitest';
import { checkWishDraft, fulfilledText, mayCurate, wishTitle } from './wish-rules';

describe('wish rules', () => {
  it.each([
    [{ by: 'player', user_name: 'Orrin', stash: null }, 'Marked fulfilled by Orrin'],
    [{ by: 'player', user_name: null, stash: null }, 'Marked fulfilled by Unknown User'],
    [{ by: 'guild_stash', user_name: null, stash: 'Bank' }, 'Found in the guild stash (Bank)'],
    [{ by: 'stash_stream', user_name: 'Talwyn', stash: 'Crafting' }, 'Seen in Talwyn’s stash (Crafting)'],
    [{ by: 'stash_stream', user_name: null, stash: null }, 'Seen in a player’s stash'],
  ] as const)('says who or what fulfilled a wish: %o', (fulfilled, text) => {
    expect(fulfilledText({ ...fulfilled, user_id: null, at: '2026-05-02T19:00:00.000Z' })).toBe(text);
  });

  it('names one item by itself and several with their count', () => {
    expect(wishTitle({ item: 'Headhunter', quantity: 1 })).toBe('Headhunter');
    expect(wishTitle({ item: 'Chaos Orb', quantity: 250 })).toBe('250 × Chaos Orb');
  });

  it('lets the player who asked and the leads curate', () => {
    expect(mayCurate({ asked_by_id: 5 }, { userId: 5, isTeamLead: false })).toBe(true);
    expect(mayCurate({ asked_by_id: 5 }, { userId: 6, isTeamLead: false })).toBe(false);
    expect(mayCurate({ asked_by_id: null }, { userId: 6, isTeamLead: true })).toBe(true);
  });

  it.each([
    [{ item: ' ', quantity: '1', note: '' }, 'item', 'Enter the item’s name or base type.'],
    [{ item: 'x'.repeat(81), quantity: '1', note: '' }, 'item', 'Keep the item to 80 characters.'],
    [{ item: 'Chaos Orb', quantity: '2.5', note: '' }, 'quantity', 'Enter a whole number from 1 to 5000.'],
    [{ item: 'Chaos Orb', quantity: '5001', note: '' }, 'quantity', 'Enter a whole number from 1 to 5000.'],
    [{ item: 'Chaos Orb', quantity: '1', note: 'n'.repeat(201) }, 'note', 'Keep what it is for to 200 characters.'],
  ])('refuses %o in its field', (draft, field, message) => {
    expect(checkWishDraft(draft)).toEqual({ ok: false, field, message });
  });

  it('trims a draft the server takes, and makes an empty note none', () => {
    expect(checkWishDraft({ item: ' Chaos Orb ', quantity: ' 12 ', note: '  ' })).toEqual({
      ok: true,
      wish: { item: 'Chaos Orb', quantity: 12, note: null },
    });
  });
});
