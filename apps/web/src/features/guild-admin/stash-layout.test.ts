import { describe, expect, it } from 'vitest';
import { itemDetails, itemLabel, readStashItem, stashLayoutOf, type StashItem } from './stash-layout';

/** Items shaped as the game's stash API sends them (docs/external-services.md §1.6), trimmed to the fields used. */
const goldrim = {
  id: 'a1',
  name: 'Goldrim',
  typeLine: 'Leather Cap',
  baseType: 'Leather Cap',
  frameType: 3,
  w: 2,
  h: 2,
  x: 3,
  y: 0,
  ilvl: 75,
  properties: [{ name: 'Evasion Rating', values: [['33', 1]], displayMode: 0 }],
  requirements: [{ name: 'Level', values: [['12', 0]], displayMode: 0 }],
  explicitMods: ['+38 to Evasion Rating', '+37% to all Elemental Resistances'],
};
const chaos = {
  id: 'a2',
  name: '',
  typeLine: 'Chaos Orb',
  frameType: 5,
  w: 1,
  h: 1,
  x: 0,
  y: 0,
  stackSize: 20,
  properties: [{ name: 'Stack Size', values: [['20/20', 0]], displayMode: 0 }],
};
const map = (id: string, tier: number, x: number, frameType = 0) => ({
  id,
  name: frameType === 3 ? 'Maelström of Chaos' : '',
  typeLine: 'Strand Map',
  frameType,
  w: 1,
  h: 1,
  x,
  y: 0,
  properties: [{ name: 'Map Tier', values: [[String(tier), 0]], displayMode: 0 }],
});

const entry = (item: Record<string, unknown>, itemClass = '', objectives: { id: number; name: string }[] = []) => ({
  item,
  item_class: itemClass,
  objectives,
});
const read = (...entries: ReturnType<typeof entry>[]): StashItem[] => entries.map(readStashItem);

describe('stashLayoutOf', () => {
  it('puts items of a premium tab on a 12-cell grid where the game placed them', () => {
    const layout = stashLayoutOf('PremiumStash', read(entry(goldrim, 'Helmets'), entry(chaos)));
    expect(layout).toMatchObject({ kind: 'grid', size: 12, outside: [] });
    expect(layout.kind === 'grid' && layout.items.map(({ typeLine, x, y, w, h }) => [typeLine, x, y, w, h])).toEqual([
      ['Leather Cap', 3, 0, 2, 2],
      ['Chaos Orb', 0, 0, 1, 1],
    ]);
  });

  it('uses 24 cells for quad tabs and keeps an item beyond the edge under the grid instead of losing it', () => {
    const far = { ...chaos, id: 'a3', x: 23, y: 23 };
    const beyond = { ...goldrim, id: 'a4', x: 23, y: 10 };
    const layout = stashLayoutOf('QuadStash', read(entry(far), entry(beyond)));
    expect(
      layout.kind === 'grid' && [layout.size, layout.items.map((i) => i.x), layout.outside.map((i) => i.x)],
    ).toEqual([24, [23], [23]]);
  });

  it('lays special tabs out in slot order and a map tab by tier, unique maps last', () => {
    const currency = stashLayoutOf(
      'CurrencyStash',
      read(entry({ ...chaos, x: 5 }), entry({ ...chaos, id: 'b', x: 2 })),
    );
    expect(currency.kind === 'slots' && currency.items.map((i) => i.x)).toEqual([2, 5]);

    const maps = stashLayoutOf(
      'MapStash',
      read(entry(map('m1', 14, 0)), entry(map('m2', 3, 1)), entry(map('m3', 16, 2, 3)), entry(map('m4', 3, 3))),
    );
    expect(maps.kind === 'sections' && maps.groups.map((g) => [g.name, g.items.length])).toEqual([
      ['Tier 3', 2],
      ['Tier 14', 1],
      ['Unique maps', 1],
    ]);
  });

  it('splits a unique tab by item kind, in the game’s order', () => {
    const layout = stashLayoutOf(
      'UniqueStash',
      read(
        entry({ ...goldrim, name: 'Perseverance', typeLine: 'Vanguard Belt' }, 'Belts'),
        entry(goldrim, 'Helmets'),
        entry({ ...goldrim, name: 'Thread of Hope', typeLine: 'Crimson Jewel' }, 'Jewels'),
        entry({ ...goldrim, name: 'Strange', typeLine: 'Thing' }, ''),
      ),
    );
    expect(layout.kind === 'sections' && layout.groups.map((g) => g.name)).toEqual([
      'Armour',
      'Jewellery',
      'Jewels',
      'Other',
    ]);
  });

  it('draws an unknown tab type as a grid when its items fit, otherwise as slots', () => {
    expect(stashLayoutOf('NewLeagueStash', read(entry(chaos))).kind).toBe('grid');
    expect(stashLayoutOf('NewLeagueStash', read(entry({ ...chaos, x: 400 }))).kind).toBe('slots');
    expect(stashLayoutOf('Folder', []).kind).toBe('folder');
  });
});

describe('readStashItem', () => {
  it('survives whatever the game (or garbage) sends', () => {
    const item = readStashItem(
      entry({ x: -4, y: 'a', w: 99, h: 0, frameType: 42, typeLine: 'x'.repeat(5000), stackSize: 1.5 }),
      0,
    );
    expect(item).toMatchObject({ x: 0, y: 0, w: 1, h: 1, frame: 'Item', stackSize: null, mapTier: null });
    expect(item.typeLine).toHaveLength(200);
    expect(readStashItem(entry({}), 1).typeLine).toBe('Unknown item');
  });

  it('names an item with what it is, how many and what it counts for', () => {
    const [hat, orbs] = read(entry(goldrim, 'Helmets', [{ id: 4, name: 'Goldrim' }]), entry(chaos));
    expect(itemLabel(hat!)).toBe('Goldrim Leather Cap, counts for Goldrim');
    expect(itemLabel(orbs!)).toBe('Chaos Orb, 20 in the stack, counts for no objective');
    expect(itemLabel(read(entry(map('m', 5, 0)))[0]!)).toBe('Strand Map, tier 5, counts for no objective');
  });
});

describe('itemDetails', () => {
  it('lists properties, requirements and mod blocks as the game’s tooltip does', () => {
    expect(
      itemDetails({
        ...goldrim,
        implicitMods: [],
        properties: [
          ...goldrim.properties,
          {
            name: 'Requires {0} (Level {1})',
            values: [
              ['Agility', 0],
              ['3', 0],
            ],
          },
        ],
        corrupted: true,
      }),
    ).toEqual({
      properties: ['Evasion Rating: 33', 'Requires Agility (Level 3)'],
      requirements: 'Requires Level 12',
      itemLevel: 75,
      modBlocks: [
        { title: 'Explicit modifiers', lines: ['+38 to Evasion Rating', '+37% to all Elemental Resistances'] },
      ],
      flags: ['Corrupted'],
    });
  });

  it('bounds what it shows of a hostile item', () => {
    const details = itemDetails({ explicitMods: Array.from({ length: 10_000 }, () => 'mod'), properties: 'nope' });
    expect(details.modBlocks[0]?.lines).toHaveLength(40);
    expect(details.properties).toEqual([]);
  });
});
