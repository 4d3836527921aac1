import { ItemFieldSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { FIELD_TYPES, ItemView, mapItemFields } from './item-fields';
import type { ItemFieldValues } from './item-fields';
import { API_328, RARE_BODY_ARMOUR_329, parseItem, toApi329 } from './poe-item.fixtures';
import type { FixtureName } from './poe-item.fixtures';

const fieldsOf = (raw: unknown): ItemFieldValues => mapItemFields(parseItem(raw));
const fixture = (name: FixtureName) => fieldsOf(API_328[name]);
const fixture329 = (name: FixtureName) => fieldsOf(toApi329(API_328[name]));

function runtimeType(value: unknown): string {
  if (Array.isArray(value)) return value.every((element) => typeof element === 'string') ? 'string[]' : 'mixed[]';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (typeof value === 'boolean') return 'bool';
  return typeof value;
}

describe('FIELD_TYPES', () => {
  it('declares exactly one type for every item field of the spec', () => {
    expect(Object.keys(FIELD_TYPES).sort()).toEqual([...ItemFieldSchema.options].sort());
  });

  it('declares the types the reference got wrong as the getters really return them', () => {
    expect(FIELD_TYPES.FRAME_TYPE).toBe('int');
    expect(FIELD_TYPES.MAX_LINKS).toBe('int');
    expect(FIELD_TYPES.RITUAL_VESSEL_MAP).toBe('string');
  });

  it.each(Object.keys(API_328) as FixtureName[])('computes every field of %s with its declared type', (name) => {
    for (const values of [fixture(name), fixture329(name)]) {
      for (const field of ItemFieldSchema.options) {
        expect({ field, type: runtimeType(values[field]) }).toEqual({ field, type: FIELD_TYPES[field] });
      }
    }
  });
});

describe('mapItemFields', () => {
  it('maps a unique helmet', () => {
    expect(fixture('uniqueHelmet')).toEqual({
      BASE_TYPE: 'Leather Cap',
      NAME: 'Goldrim',
      ITEM_CLASS: 'Helmets',
      ICON_NAME: 'Goldrim',
      TYPE_LINE: 'Leather Cap',
      QUALITY: 12,
      LEVEL: 0,
      RARITY: 'Unique',
      ILVL: 71,
      FRAME_TYPE: 3,
      TALISMAN_TIER: 0,
      MAP_TIER: 0,
      ENCHANT_MODS: ['Arc has 40% increased Damage'],
      EXPLICIT_MODS: [
        '+38 to Evasion Rating',
        '10% increased Rarity of Items found',
        '+34% to all Elemental Resistances',
        'Reflects 4 Physical Damage to Melee Attackers',
      ],
      IMPLICIT_MODS: [],
      CRAFTED_MODS: [],
      FRACTURED_MODS: [],
      INFLUENCES: [],
      MAX_LINKS: 2,
      SOCKETS: 'GBR',
      INCUBATOR_KILLS: 0,
      IS_CORRUPTED: false,
      IS_VAAL: false,
      IS_SPLIT: false,
      IS_IDENTIFIED: true,
      SANCTUM_AFFLICTIONS: [],
      TEMPLE_ROOMS: [],
      RITUAL_VESSEL_BOSSES: [],
      RITUAL_VESSEL_MAP: '',
      FACETOR_LENS_EXP: 0,
      MEMORY_STRANDS: 0,
    });
  });

  it('separates the crafted and fractured mods of an influenced rare from its explicit mods', () => {
    const values = fixture('rareBodyArmour');
    expect(values.EXPLICIT_MODS).toEqual([
      '+112 to maximum Life',
      '+44% to Cold Resistance',
      '+41% to Lightning Resistance',
      '8% additional Physical Damage Reduction',
    ]);
    expect(values.CRAFTED_MODS).toEqual(['+25% to Fire and Chaos Resistances']);
    expect(values.FRACTURED_MODS).toEqual(['94% increased Armour']);
    expect(values.IMPLICIT_MODS).toEqual(['+1 to Level of Socketed Gems']);
    expect(values.INFLUENCES).toEqual(['shaper', 'hunter']);
    expect(values).toMatchObject({ ITEM_CLASS: 'Body Armours', QUALITY: 20, RARITY: 'Rare', ILVL: 86, FRAME_TYPE: 2 });
  });

  it('reads the 3.29 hand-written rare exactly like its 3.28 twin, crafted and fractured mods from the flags', () => {
    expect(fieldsOf(RARE_BODY_ARMOUR_329)).toEqual(fixture('rareBodyArmour'));
  });

  it.each(Object.keys(API_328).filter((name) => name !== 'talisman') as FixtureName[])(
    'reads %s the same in the 3.28 and 3.29 formats',
    (name) => {
      expect(fixture329(name)).toEqual(fixture(name));
    },
  );

  it('loses only TALISMAN_TIER in the 3.29 format, which dropped talismanTier', () => {
    expect(fixture('talisman').TALISMAN_TIER).toBe(2);
    expect(fixture329('talisman')).toEqual({ ...fixture('talisman'), TALISMAN_TIER: 0 });
  });

  it('computes MAX_LINKS from socket groups and SOCKETS from their colours', () => {
    expect(fixture('sixLinkBodyArmour')).toMatchObject({ MAX_LINKS: 6, SOCKETS: 'RRBGRB', IS_CORRUPTED: true });
    expect(fixture('rareBodyArmour')).toMatchObject({ MAX_LINKS: 4, SOCKETS: 'RRGBRW' });
    expect(fixture('resonator')).toMatchObject({ MAX_LINKS: 1, SOCKETS: 'DVDVDV' });
    expect(fixture('chaosOrbs')).toMatchObject({ MAX_LINKS: 0, SOCKETS: '' });
  });

  it('reads gem level and quality, and the Vaal flag of a Vaal gem', () => {
    expect(fixture('skillGem')).toMatchObject({ LEVEL: 20, QUALITY: 20, IS_VAAL: false, FRAME_TYPE: 4, RARITY: '' });
    expect(fixture('supportGem')).toMatchObject({ LEVEL: 19, QUALITY: 0 });
    expect(fixture('vaalGem')).toMatchObject({ LEVEL: 21, QUALITY: 23, IS_VAAL: true, IS_CORRUPTED: true });
  });

  it('reads the map tier of a map', () => {
    expect(fixture('map')).toMatchObject({
      MAP_TIER: 16,
      NAME: 'Grim Sanctum',
      TYPE_LINE: 'Strand Map',
      ICON_NAME: 'Strand',
    });
    expect(fixture('mapFragment').MAP_TIER).toBe(0);
  });

  it('reads incubator kills from the incubated item', () => {
    expect(fixture('incubatedRing').INCUBATOR_KILLS).toBe(2317);
    expect(fixture('rareBodyArmour').INCUBATOR_KILLS).toBe(0);
  });

  it('reads split and identified flags', () => {
    expect(fixture('twoHandedSword')).toMatchObject({ IS_SPLIT: true, IS_IDENTIFIED: true });
    expect(fixture('rareBow')).toMatchObject({ IS_SPLIT: false, IS_IDENTIFIED: false });
  });

  it('reads the afflictions and boons of a Forbidden Tome', () => {
    expect(fixture('forbiddenTome').SANCTUM_AFFLICTIONS).toEqual(['Honed Claws', 'Spiked Shell', 'Fountain of Youth']);
  });

  it('reads the rooms of a Chronicle of Atzoatl without their tier', () => {
    expect(fixture('chronicleOfAtzoatl').TEMPLE_ROOMS).toEqual([
      'Apex of Ascension',
      'Locus of Corruption',
      'Hall of Champions',
    ]);
  });

  it('reads the stored monsters and the origin map of a ritual vessel', () => {
    expect(fixture('ritualVessel')).toMatchObject({
      RITUAL_VESSEL_BOSSES: ['Kosis, The Revelation', 'Omniphobia, Fear Manifest'],
      RITUAL_VESSEL_MAP: 'Tower Map',
    });
  });

  it('reads the stored experience of a facetor’s lens and the memory strands of an item', () => {
    expect(fixture('facetorsLens').FACETOR_LENS_EXP).toBe(350_000_000);
    expect(fixture('memoryStrandGloves').MEMORY_STRANDS).toBe(82);
  });

  it('reads the talisman tier', () => {
    expect(fixture('talisman')).toMatchObject({ TALISMAN_TIER: 2, ITEM_CLASS: 'Amulets' });
  });

  it('reads enchantments of a cluster jewel', () => {
    expect(fixture('clusterJewel').ENCHANT_MODS).toEqual(['Adds 8 Passive Skills', '12% increased Fire Damage']);
  });

  it('reads an item of the very old API: markup stripped, typeLine as base type, top-level shaper flag', () => {
    expect(fixture('legacyAmulet')).toMatchObject({
      NAME: 'Araku Tiki',
      BASE_TYPE: 'Coral Amulet',
      TYPE_LINE: 'Coral Amulet',
      ICON_NAME: 'Amulet2Unique',
      ITEM_CLASS: 'Amulets',
      INFLUENCES: ['shaper'],
      RARITY: 'Unique',
      ILVL: 0,
    });
  });

  it('derives RARITY from frameTypeId when rarity and frameType are missing', () => {
    const { rarity: _rarity, ...withoutRarity } = toApi329(API_328.uniqueHelmet);
    expect(fieldsOf(withoutRarity)).toMatchObject({ RARITY: 'Unique', FRAME_TYPE: 3 });
  });

  it('gives "" / 0 / false / [] for everything a bare item lacks', () => {
    expect(fieldsOf({ typeLine: 'Scroll of Wisdom' })).toEqual({
      ...Object.fromEntries(
        ItemFieldSchema.options.map((field) => {
          const empty = { string: '', int: 0, bool: false, 'string[]': [] }[FIELD_TYPES[field]];
          return [field, empty];
        }),
      ),
      BASE_TYPE: 'Scroll of Wisdom',
      TYPE_LINE: 'Scroll of Wisdom',
    });
  });
});

describe('ItemView', () => {
  it('returns the same values as mapItemFields and computes each field once', () => {
    const item = parseItem(API_328.rareBodyArmour);
    const view = new ItemView(item);
    const all = mapItemFields(item);
    for (const field of ItemFieldSchema.options) expect(view.get(field)).toEqual(all[field]);
    expect(view.get('EXPLICIT_MODS')).toBe(view.get('EXPLICIT_MODS'));
  });
});
