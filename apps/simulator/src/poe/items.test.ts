import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../json';
import { ItemSpecSchema, type ItemSpecInput } from '../scenario.schema';
import { placeItems, renderItem, UnknownBaseTypeError } from './items';

function render(input: ItemSpecInput, format: '3.28' | '3.29' = '3.28'): JsonObject {
  const [placed] = placeItems(1, 'tab', [ItemSpecSchema.parse(input)], 12);
  if (!placed) throw new Error('nothing placed');
  return renderItem(placed, { league: 'Sim Event', format, inventoryId: 'Stash1' });
}

function decodeIcon(icon: unknown): { artPath: string; file: string; payload: unknown } {
  const match = /^https:\/\/web\.poecdn\.com\/gen\/image\/([A-Za-z0-9_-]+)\/([0-9a-f]{10})\/([A-Za-z0-9]+)\.png$/.exec(
    String(icon),
  );
  if (!match) throw new Error(`not a CDN icon URL: ${String(icon)}`);
  const payload = JSON.parse(Buffer.from(match[1] ?? '', 'base64url').toString('utf8')) as [
    number,
    number,
    { f: string },
  ];
  return { artPath: payload[2].f, file: match[3] ?? '', payload };
}

const rare: ItemSpecInput = {
  baseType: 'Vaal Regalia',
  name: 'Storm Shroud',
  implicitMods: ['+10% to all Elemental Resistances'],
  explicitMods: ['+90 to maximum Energy Shield'],
  craftedMods: ['+25% to Cold Resistance'],
  fracturedMods: ['+40 to Intelligence'],
};

describe('renderItem', () => {
  it('3.28 format: every mod list is an array of strings', () => {
    expect(render(rare, '3.28')).toMatchObject({
      implicitMods: ['+10% to all Elemental Resistances'],
      explicitMods: ['+90 to maximum Energy Shield'],
      craftedMods: ['+25% to Cold Resistance'],
      fracturedMods: ['+40 to Intelligence'],
      rarity: 'Rare',
      frameType: 2,
    });
  });

  it('3.29 format: mods are objects, crafted and fractured become flags', () => {
    const item = render(rare, '3.29');
    expect(item.implicitMods).toEqual([{ description: '+10% to all Elemental Resistances' }]);
    expect(item.explicitMods).toEqual([
      { description: '+40 to Intelligence', flags: { fractured: true } },
      { description: '+90 to maximum Energy Shield' },
      { description: '+25% to Cold Resistance', flags: { crafted: true } },
    ]);
    expect(item).not.toHaveProperty('craftedMods');
    expect(item).not.toHaveProperty('fracturedMods');
  });

  it('encodes the art path in the icon URL the way the CDN does', () => {
    const { artPath, file } = decodeIcon(render({ name: 'Headhunter', baseType: 'Leather Belt' }).icon);
    expect(artPath).toBe('2DItems/Belts/Headhunter');
    expect(file).toBe('Headhunter');
    expect(decodeIcon(render({ baseType: 'Jagged Fossil', stackSize: 3 }).icon).artPath).toBe(
      '2DItems/Currency/Delve/JaggedFossil',
    );
    expect(decodeIcon(render({ baseType: 'Arc' }).icon).artPath).toBe('2DItems/Gems/Arc');
    expect(decodeIcon(render({ baseType: 'Strand Map', mapTier: 16 }).icon).payload).toEqual([
      25,
      14,
      { f: '2DItems/Maps/Atlas2Maps/New/Strand', w: 1, h: 1, scale: 1, mn: 19, mt: 16 },
    ]);
  });

  it('renders currency with stack size, capped at the base’s maximum', () => {
    expect(render({ baseType: 'Chaos Orb', stackSize: 25 })).toMatchObject({
      frameType: 5,
      stackSize: 20,
      maxStackSize: 20,
      properties: [{ name: 'Stack Size', values: [['20/20', 0]], displayMode: 0 }],
    });
  });

  it('renders gems with level (Max at 20), quality and the support flag', () => {
    const gem = render({ baseType: 'Enlighten Support', level: 20, quality: 20 });
    expect(gem).toMatchObject({ frameType: 4, support: true, typeLine: 'Enlighten Support' });
    expect(gem.properties).toEqual([
      { name: 'Support, Exceptional', values: [], displayMode: 0 },
      { name: 'Level', values: [['20 (Max)', 0]], displayMode: 0, type: 5 },
      { name: 'Quality', values: [['+20%', 1]], displayMode: 0, type: 6 },
    ]);
  });

  it('renders sockets, influences and heist job requirements', () => {
    const item = render({ baseType: 'Astral Plate', name: 'Doom Husk', sockets: 'R-R-G B', influences: ['shaper'] });
    expect(item.sockets).toEqual([
      { group: 0, attr: 'S', sColour: 'R' },
      { group: 0, attr: 'S', sColour: 'R' },
      { group: 0, attr: 'D', sColour: 'G' },
      { group: 1, attr: 'I', sColour: 'B' },
    ]);
    expect(item.influences).toEqual({ shaper: true });
    const cloak = render({ baseType: 'Torn Cloak', heistJob: { job: 'Agility', level: 2 } });
    expect(cloak.properties).toEqual([
      {
        name: 'Requires {0} (Level {1})',
        values: [
          ['Agility', 0],
          ['2', 0],
        ],
        displayMode: 3,
      },
    ]);
  });

  it('keeps an item’s id while its tab changes around it', () => {
    const specs = [
      ItemSpecSchema.parse({ baseType: 'Chaos Orb', key: 'chaos' }),
      ItemSpecSchema.parse({ baseType: 'Arc' }),
    ];
    const before = placeItems(1, 'tab', specs, 12);
    const after = placeItems(1, 'tab', [ItemSpecSchema.parse({ baseType: 'Divine Orb' }), ...specs], 12);
    expect(after.map((item) => item.id).slice(1)).toEqual(before.map((item) => item.id));
    expect(placeItems(2, 'tab', specs, 12)[0]?.id).not.toBe(before[0]?.id);
  });

  it('rejects a base type it cannot draw, unless the spec brings its own art', () => {
    expect(() => render({ baseType: 'Imaginary Sword' })).toThrow(UnknownBaseTypeError);
    const custom = render({
      baseType: 'Imaginary Sword',
      art: '2DItems/Weapons/OneHandWeapons/OneHandSwords/Imaginary',
      size: [1, 3],
    });
    expect(decodeIcon(custom.icon).artPath).toBe('2DItems/Weapons/OneHandWeapons/OneHandSwords/Imaginary');
    expect(custom).toMatchObject({ w: 1, h: 3 });
  });
});
