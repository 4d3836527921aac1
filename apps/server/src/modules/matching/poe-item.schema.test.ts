import { describe, expect, it } from 'vitest';
import { API_328, RARE_BODY_ARMOUR_329, parseItem, toApi329 } from './poe-item.fixtures';
import { PoeItem, PoeItemSchema } from './poe-item.schema';
import type { ItemMod } from './poe-item.schema';

const NOT_ITEMS = [null, undefined, 42, 'Chaos Orb', [], {}, { name: 'no base type' }, { typeLine: 7 }];

const mod = (text: string, flags: Partial<Omit<ItemMod, 'text'>> = {}): ItemMod => ({
  text,
  crafted: false,
  fractured: false,
  mutated: false,
  desecrated: false,
  vestigial: false,
  ...flags,
});

describe('PoeItem.parse', () => {
  it('accepts every real-shaped fixture in both API formats, unknown fields included', () => {
    for (const item of Object.values(API_328)) {
      expect(PoeItem.parse(item)).toBeInstanceOf(PoeItem);
      expect(PoeItem.parse(toApi329(item))).toBeInstanceOf(PoeItem);
    }
    expect(PoeItem.parse(RARE_BODY_ARMOUR_329)).toBeInstanceOf(PoeItem);
  });

  it('rejects values that are not items', () => {
    for (const value of NOT_ITEMS) expect(PoeItem.parse(value)).toBeUndefined();
  });

  it('treats a malformed optional field as absent instead of rejecting the item', () => {
    const item = parseItem({
      ...API_328.chaosOrbs,
      stackSize: 'seventeen',
      frameType: 5.5,
      identified: 'yes',
      properties: 'broken',
      sockets: [{ colour: 'R' }],
      influences: ['shaper'],
      incubatedItem: { progress: 'lots' },
      hybrid: 'vaal',
      explicitMods: [42],
      implicitMods: { description: 'not a list' },
    });
    expect(item).toMatchObject({
      baseType: 'Chaos Orb',
      stackSize: undefined,
      frameType: undefined,
      identified: false,
    });
    expect(item.properties).toEqual([]);
    expect(item.sockets).toEqual([]);
    expect(item.influences).toEqual([]);
    expect(item.incubatorKills).toBeUndefined();
    expect(item.isVaalGem).toBe(false);
    expect(item.explicitMods).toEqual([]);
    expect(item.implicitMods).toEqual([]);
  });

  it('keeps the well-formed properties of a property whose values are malformed', () => {
    const item = parseItem({ typeLine: 'Strand Map', properties: [{ name: 'Map Tier', values: 'sixteen' }] });
    expect(item.properties).toEqual([{ name: 'Map Tier', values: [] }]);
  });

  it('normalises 3.28 string mods, folding crafted and fractured arrays into flagged explicit mods', () => {
    const item = parseItem(API_328.rareBodyArmour);
    expect(item.explicitMods).toContainEqual(mod('+25% to Fire and Chaos Resistances', { crafted: true }));
    expect(item.explicitMods).toContainEqual(mod('94% increased Armour', { fractured: true }));
    expect(item.explicitMods).toContainEqual(mod('+112 to maximum Life'));
    expect(item.implicitMods).toEqual([mod('+1 to Level of Socketed Gems')]);
  });

  it('normalises 3.29 mod objects with their flags', () => {
    const item = parseItem({
      typeLine: 'Stygian Vise',
      explicitMods: [
        { description: '+80 to maximum Life', flags: { vestigial: true } },
        { description: 'Foulborn mod', flags: { mutated: true, desecrated: true } },
        { description: 'Unflagged' },
      ],
    });
    expect(item.explicitMods).toEqual([
      mod('+80 to maximum Life', { vestigial: true }),
      mod('Foulborn mod', { mutated: true, desecrated: true }),
      mod('Unflagged'),
    ]);
  });

  it('reads the hand-written 3.29 rare like its 3.28 twin', () => {
    const sortByText = (mods: readonly ItemMod[]) => [...mods].sort((a, b) => a.text.localeCompare(b.text));
    expect(sortByText(parseItem(RARE_BODY_ARMOUR_329).explicitMods)).toEqual(
      sortByText(parseItem(API_328.rareBodyArmour).explicitMods),
    );
  });

  it('resolves the frame type from frameTypeId when frameType is gone', () => {
    expect(parseItem({ typeLine: 'Mageblood', frameTypeId: 'SupporterFoil' }).frameType).toBe(10);
    expect(parseItem({ typeLine: 'Divine Orb', frameTypeId: 'Currency' }).frameType).toBe(5);
    expect(parseItem({ typeLine: 'Odd', frameTypeId: 'SomethingNew' }).frameType).toBeUndefined();
  });

  it('strips the display markup of very old item names', () => {
    expect(parseItem(API_328.legacyAmulet)).toMatchObject({ name: 'Araku Tiki', baseType: 'Coral Amulet' });
  });
});

describe('PoeItemSchema', () => {
  it('accepts and rejects exactly what PoeItem.parse accepts and rejects', () => {
    for (const value of [...Object.values(API_328), ...Object.values(API_328).map(toApi329), ...NOT_ITEMS]) {
      expect(PoeItemSchema.safeParse(value).success).toBe(PoeItem.parse(value) !== undefined);
    }
  });
});
