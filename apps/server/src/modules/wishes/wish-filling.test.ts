import { describe, expect, it } from 'vitest';
import { runAtOnce } from '../../lib/loop-slices';
import { fillingOf, itemKey, type OpenWish, type SeenTab } from './wish-filling';

const RED = 11;
const BLUE = 12;
const wish = (id: number, item: string, quantity = 1, teamId = RED): OpenWish => ({
  id,
  teamId,
  itemKey: itemKey(item),
  quantity,
});
const tab = (items: unknown[], overrides: Partial<SeenTab> = {}): SeenTab => ({
  teamId: RED,
  userId: 501,
  kind: 'public',
  stashName: 'dump',
  observedAt: new Date('2026-05-01T21:00:00Z'),
  items,
  ...overrides,
});
const filled = (wishes: OpenWish[], tabs: SeenTab[]) => runAtOnce(fillingOf(wishes, tabs)).map((fill) => fill.wishId);

describe('which wishes new stash tabs fulfil', () => {
  it.each([
    ['a unique by its name', 'Mageblood', [{ name: 'Mageblood', baseType: 'Heavy Belt' }], true],
    ['any item of a base type', 'heavy belt', [{ name: 'Mageblood', baseType: 'Heavy Belt' }], true],
    ['whatever the spacing and case', '  ORB of   fusing ', [{ baseType: 'Orb of Fusing' }], true],
    [
      'a name in old display markup',
      'Mageblood',
      [{ name: '<<set:MS>><<set:M>><<set:S>>Mageblood', baseType: 'Heavy Belt' }],
      true,
    ],
    ['never a part of a name', 'Mage', [{ name: 'Mageblood', baseType: 'Heavy Belt' }], false],
    ['never a value that is no item', 'Mageblood', ['Mageblood', null, 42], false],
  ])('counts %s', (_case, item, items, fulfilled) => {
    expect(filled([wish(1, item)], [tab(items)])).toEqual(fulfilled ? [1] : []);
  });

  it('needs the quantity in one tab: stacks add up within it, never across tabs', () => {
    const wishes = [wish(1, 'Orb of Fusing', 30), wish(2, 'Orb of Fusing', 31)];
    const twenty = { baseType: 'Orb of Fusing', stackSize: 20 };
    expect(filled(wishes, [tab([twenty, { baseType: 'Orb of Fusing', stackSize: 10 }])])).toEqual([1]);
    expect(filled(wishes, [tab([twenty]), tab([twenty], { stashName: 'other' })])).toEqual([]);
  });

  it("credits a team's own tabs only, and names the first tab that shows the item", () => {
    const mirror = [{ baseType: 'Mirror of Kalandra', stackSize: 2 }];
    const fills = runAtOnce(
      fillingOf(
        [wish(1, 'Mirror of Kalandra'), wish(2, 'Mirror of Kalandra', 1, BLUE)],
        [
          tab(mirror, { teamId: null }),
          tab(mirror, { kind: 'guild', stashName: 'Bank', userId: 77 }),
          tab(mirror, { stashName: 'later' }),
        ],
      ),
    );
    expect(fills).toEqual([
      { wishId: 1, by: 'guild_stash', userId: null, stash: 'Bank', at: new Date('2026-05-01T21:00:00Z') },
    ]);
  });
});
