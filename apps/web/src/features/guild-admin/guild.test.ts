import type { GuildStashTab } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { parseGuildId, tabRows, tabsByTeam, tabTypeName } from './guild';

const tab = (
  id: string,
  index: number,
  parent_id: string | null = null,
  team_id: number | null = 1,
): GuildStashTab => ({
  id,
  team_id,
  parent_id,
  name: id,
  type: 'NormalStash',
  index,
  color: null,
  fetch_enabled: false,
  last_fetch: null,
  user_ids: [],
});

describe('tabRows', () => {
  it('orders by index with sub-tabs under their folder', () => {
    const rows = tabRows([tab('u1', 0, 'f'), tab('bank', 0), tab('f', 1), tab('u2', 1, 'f'), tab('orphan', 2, 'gone')]);
    expect(rows.map((row) => [row.tab.id, row.depth])).toEqual([
      ['bank', 0],
      ['f', 0],
      ['u1', 1],
      ['u2', 1],
      ['orphan', 0],
    ]);
  });
});

describe('tabsByTeam', () => {
  it('groups by team in id order, no team last', () => {
    const groups = tabsByTeam([
      tab('a', 0, null, 2),
      tab('b', 0, null, null),
      tab('c', 0, null, 1),
      tab('d', 1, null, 2),
    ]);
    expect(groups.map((group) => [group.teamId, group.tabs.map((entry) => entry.id)])).toEqual([
      [1, ['c']],
      [2, ['a', 'd']],
      [null, ['b']],
    ]);
  });
});

describe('names and ids', () => {
  it('names tab types', () => {
    expect(tabTypeName('PremiumStash')).toBe('Premium');
    expect(tabTypeName('UniqueStash')).toBe('Unique');
    expect(tabTypeName('Folder')).toBe('Folder');
    expect(tabTypeName('MapStash')).toBe('Map');
    expect(tabTypeName('DivinationCardStash')).toBe('Divination Card');
  });

  it('accepts only positive whole guild ids', () => {
    expect(parseGuildId(' 123456 ')).toBe(123456);
    expect(parseGuildId('0')).toBeNull();
    expect(parseGuildId('12a')).toBeNull();
    expect(parseGuildId('9999999999')).toBeNull();
  });

  it('takes the number from a pasted guild profile address', () => {
    expect(parseGuildId('https://www.pathofexile.com/guild/profile/123456')).toBe(123456);
    expect(parseGuildId(' pathofexile.com/guild/profile/987/ ')).toBe(987);
    expect(parseGuildId('https://br.pathofexile.com/guild/profile/42?tab=members')).toBe(42);
    expect(parseGuildId('https://www.pathofexile.com/guild/profile/')).toBeNull();
    expect(parseGuildId('https://www.pathofexile.com/account/view-profile/123456')).toBeNull();
    expect(parseGuildId('https://example.com/guild/profile/123456')).toBeNull();
  });
});
