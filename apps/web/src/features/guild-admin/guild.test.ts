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
  it.each([
    ['PremiumStash', 'Premium'],
    ['UniqueStash', 'Unique'],
    ['Folder', 'Folder'],
    ['MapStash', 'Map'],
    ['DivinationCardStash', 'Divination Card'],
  ])('names tab types: %s', (type, name) => {
    expect(tabTypeName(type)).toBe(name);
  });

  it.each([
    [' 123456 ', 123456],
    ['0', null],
    ['12a', null],
    ['9999999999', null],
  ])('accepts only positive whole guild ids: %j', (text, id) => {
    expect(parseGuildId(text)).toBe(id);
  });

  it.each([
    ['https://www.pathofexile.com/guild/profile/123456', 123456],
    [' pathofexile.com/guild/profile/987/ ', 987],
    ['https://br.pathofexile.com/guild/profile/42?tab=members', 42],
    ['https://www.pathofexile.com/guild/profile/', null],
    ['https://www.pathofexile.com/account/view-profile/123456', null],
    ['https://example.com/guild/profile/123456', null],
  ])('takes the number from a pasted guild profile address: %s', (text, id) => {
    expect(parseGuildId(text)).toBe(id);
  });
});
