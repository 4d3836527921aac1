/**
 * Synthetic public stash pages for the benches (issue 5): realistic items of every kind the matcher handles
 * (currency, cards, gems, maps, uniques, rare gear in both mod formats, temple items) in stashes of ~12 items,
 * ~10 % of them in the event league, and 500 item objectives like a real event's. Seeded, so every run
 * measures the same pages.
 */
import { seededRandom } from '../src/lib/seeded-random';
import type { ObjectiveInput } from '../src/modules/matching/item-matcher';
import { API_328, genIcon, toApi329 } from '../src/modules/matching/poe-item.fixtures';

const ITEMS_PER_STASH = 12;

const generator = seededRandom(20260502);
const random = () => generator.next();
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const CURRENCY = [
  'Chaos Orb',
  'Divine Orb',
  'Orb of Alchemy',
  'Orb of Fusing',
  "Jeweller's Orb",
  'Chromatic Orb',
  'Orb of Alteration',
  'Exalted Orb',
  'Vaal Orb',
  'Orb of Regret',
  'Orb of Scouring',
  'Blessed Orb',
  "Gemcutter's Prism",
  'Regal Orb',
  'Orb of Annulment',
  'Mirror of Kalandra',
  'Orb of Unmaking',
  'Veiled Chaos Orb',
  'Awakened Sextant',
  'Stacked Deck',
  'Pristine Fossil',
  'Dense Fossil',
  'Jagged Fossil',
  'Aberrant Fossil',
  'Prismatic Fossil',
  'Powerful Chaotic Resonator',
  'Deafening Essence of Greed',
  'Screaming Essence of Woe',
  'Golden Oil',
  'Silver Oil',
  'Tainted Chaos Orb',
];
const CARDS = [
  'The Doctor',
  'The Apothecary',
  'House of Mirrors',
  'The Nurse',
  'Rain of Chaos',
  'The Wretched',
  'Humility',
  'The Enlightened',
  ...Array.from({ length: 400 }, (_, n) => `Card ${n}`),
];
const GEMS = [
  'Arc',
  'Cyclone',
  'Righteous Fire',
  'Vaal Grace',
  'Spark',
  'Tornado Shot',
  'Inspiration Support',
  'Empower Support',
  'Enlighten Support',
];
const UNIQUES: [name: string, base: string, art: string][] = [
  ['Goldrim', 'Leather Cap', 'Armours/Helmets/Goldrim'],
  ['Headhunter', 'Leather Belt', 'Belts/Headhunter'],
  ['Mageblood', 'Heavy Belt', 'Belts/Mageblood'],
  ['Tabula Rasa', 'Simple Robe', 'Armours/BodyArmours/TabulaRasa'],
  ['Starforge', 'Infernal Sword', 'Weapons/TwoHandWeapons/TwoHandSwords/Starforge'],
  ["Kaom's Heart", 'Glorious Plate', 'Armours/BodyArmours/KaomsHeart'],
  ['Aegis Aurora', 'Champion Kite Shield', 'Armours/Shields/AegisAurora'],
  ["Shavronne's Wrappings", "Occultist's Vestment", 'Armours/BodyArmours/ShavronnesWrappings'],
  ...Array.from({ length: 600 }, (_, n): [string, string, string] => [
    `Unique ${n}`,
    'Vaal Regalia',
    `Armours/BodyArmours/Unique${n}`,
  ]),
];
const GEAR: [base: string, art: string][] = [
  ['Glorious Plate', 'Armours/BodyArmours/BodyStr3C'],
  ['Astral Plate', 'Armours/BodyArmours/BodyStrInt4C'],
  ['Vaal Regalia', 'Armours/BodyArmours/BodyInt3C'],
  ['Hubris Circlet', 'Armours/Helmets/HelmetInt9'],
  ['Eternal Burgonet', 'Armours/Helmets/HelmetStr9'],
  ['Fingerless Silk Gloves', 'Armours/Gloves/GlovesInt9'],
  ['Two-Toned Boots', 'Armours/Boots/BootsAtlas3'],
  ['Stygian Vise', 'Belts/AbyssBelt'],
  ['Two-Stone Ring', 'Rings/Ring3'],
  ['Onyx Amulet', 'Amulets/Amulet5'],
  ['Thicket Bow', 'Weapons/TwoHandWeapons/Bows/Bow9'],
  ['Imbued Wand', 'Weapons/OneHandWeapons/Wands/Wand7'],
];
const MODS = [
  '+112 to maximum Life',
  '+44% to Cold Resistance',
  '+41% to Lightning Resistance',
  '+38% to Fire Resistance',
  '8% additional Physical Damage Reduction',
  '94% increased Armour',
  '+71 to maximum Energy Shield',
  '+30 to Dexterity',
  '+45 to Strength',
  '12% increased Attack Speed',
  '30% increased Movement Speed',
  'Adds 9 to 14 Physical Damage to Attacks',
  '+25% to Global Critical Strike Multiplier',
];
const MAPS = ['Strand Map', 'Tower Map', 'Crimson Temple Map', 'Dunes Map', 'Cemetery Map', 'Burial Chambers Map'];

/** An item like `template` with its own id and base; its type line is the base, as on any item without magic affixes. */
function ofBase<T extends object>(template: T, id: string, base: string) {
  return { ...template, id, typeLine: base, baseType: base };
}

function currencyItem(n: number) {
  const base = pick(CURRENCY);
  return {
    ...ofBase(API_328.chaosOrbs, `c${n}`, base),
    stackSize: between(1, 40),
    icon: genIcon(`2DItems/Currency/${base.replaceAll(' ', '')}`, 1, 1),
  };
}

function gearItem(n: number) {
  const [base, art] = pick(GEAR);
  const mods = Array.from({ length: between(3, 6) }, () => pick(MODS));
  const links = between(1, 6);
  const sockets = Array.from({ length: 6 }, (_, index) => ({
    group: index < links ? 0 : index,
    attr: 'S',
    sColour: pick(['R', 'G', 'B']),
  }));
  const item = {
    ...ofBase(API_328.rareBodyArmour, `g${n}`, base),
    icon: genIcon(`2DItems/${art}`, 2, 3),
    name: `Doom ${pick(['Shell', 'Veil', 'Grip', 'Knot', 'Loop'])}`,
    influences: random() < 0.1 ? { shaper: true, hunter: random() < 0.3 } : undefined,
    sockets,
    explicitMods: mods,
    craftedMods: random() < 0.3 ? ['+25% to Fire and Chaos Resistances'] : undefined,
    fracturedMods: random() < 0.1 ? ['94% increased Armour'] : undefined,
    properties: base.endsWith('Bow')
      ? [{ name: 'Bow', values: [], displayMode: 0 }, ...API_328.rareBodyArmour.properties]
      : API_328.rareBodyArmour.properties,
  };
  // A fifth of the page already comes in the 3.29 mod-object format.
  return random() < 0.2 ? toApi329(item) : item;
}

function uniqueItem(n: number) {
  const [name, base, art] = pick(UNIQUES);
  return {
    ...ofBase(API_328.uniqueHelmet, `u${n}`, base),
    name,
    icon: genIcon(`2DItems/${art}`, 2, 2),
  };
}

function makeItem(n: number): unknown {
  const roll = random();
  if (roll < 0.4) return currencyItem(n);
  if (roll < 0.5)
    return {
      ...API_328.divinationCard,
      id: `d${n}`,
      typeLine: pick(CARDS),
      baseType: pick(CARDS),
      stackSize: between(1, 8),
    };
  if (roll < 0.6) {
    const gem = pick(GEMS);
    return ofBase(gem.endsWith('Support') ? API_328.supportGem : API_328.skillGem, `s${n}`, gem);
  }
  if (roll < 0.68) {
    const tier = String(between(1, 16));
    const base = pick(MAPS);
    return {
      ...ofBase(API_328.map, `m${n}`, base),
      properties: [{ name: 'Map Tier', values: [[tier, 0]], displayMode: 0, type: 1 }],
    };
  }
  if (roll < 0.73) return uniqueItem(n);
  if (roll < 0.75) return { ...API_328.chronicleOfAtzoatl, id: `t${n}` };
  return gearItem(n);
}

export function makeObjectives(count = 500): ObjectiveInput[] {
  const objectives: ObjectiveInput[] = [];
  const add = (conditions: [string, string, string][], timed = false) =>
    objectives.push({
      id: objectives.length + 1,
      conditions: conditions.map(([field, operator, value]) => ({ field, operator, value })),
      valid_from: timed ? Date.UTC(2026, 4, 1) : null,
      valid_to: timed ? Date.UTC(2026, 4, 3) : null,
    });
  // Like a real event: each objective names its own targets; a few share them.
  const bases = [...CURRENCY, ...CARDS, ...GEMS, ...MAPS, ...GEAR.map(([base]) => base)].sort(() => random() - 0.5);
  const uniques = UNIQUES.map(([name]) => name).sort(() => random() - 0.5);
  while (objectives.length < 300)
    add([['BASE_TYPE', 'EQ', bases[objectives.length % bases.length] ?? '']], random() < 0.2);
  while (objectives.length < 360)
    add([
      ['BASE_TYPE', 'IN', [pick(bases), pick(bases), pick(bases)].join(',')],
      ['ILVL', 'GT', '0'],
    ]);
  while (objectives.length < 420)
    add([
      ['NAME', 'EQ', uniques[objectives.length] ?? ''],
      ['IS_CORRUPTED', 'EQ', 'false'],
    ]);
  while (objectives.length < 460) {
    add(
      pick([
        [
          ['ITEM_CLASS', 'EQ', 'Body Armours'],
          ['MAX_LINKS', 'EQ', '6'],
        ],
        [
          ['ITEM_CLASS', 'EQ', 'Maps'],
          ['MAP_TIER', 'GT', String(between(10, 15))],
        ],
        [
          ['ITEM_CLASS', 'IN', 'Helmets, Gloves, Boots'],
          ['EXPLICIT_MODS', 'CONTAINS', 'maximum Life'],
        ],
        [
          ['ITEM_CLASS', 'EQ', 'Skill Gems'],
          ['LEVEL', 'EQ', '20'],
        ],
      ]),
    );
  }
  while (objectives.length < count) {
    add(
      pick([
        [['MAX_LINKS', 'EQ', '6']],
        [['INFLUENCES', 'LENGTH_GT', '1']],
        [['EXPLICIT_MODS', 'CONTAINS_MATCH', '^\\+1[01]\\d to maximum Life$']],
        [
          ['FRACTURED_MODS', 'LENGTH_GT', '0'],
          ['CRAFTED_MODS', 'CONTAINS', 'Resistances'],
        ],
        [['TEMPLE_ROOMS', 'CONTAINS', 'Locus of Corruption']],
        [
          ['TYPE_LINE', 'MATCHES', 'Map$'],
          ['IS_CORRUPTED', 'EQ', 'true'],
        ],
      ]),
    );
  }
  return objectives;
}

export const EVENT_LEAGUE = 'Sim Event (PL12345)';
/** Share of a public stash page that belongs to the event's league (issue 5: ~10 %). */
const EVENT_SHARE = 0.1;

export type SyntheticPage = { json: string; items: number; stashes: number };

/**
 * One page of the river: `items` items in stashes of ITEMS_PER_STASH, owned by `accounts` players (so the
 * same players come back page after page, as in the real stream), stash ids unique to the page.
 */
export function makePage(pageNo: number, items = 25_000, accounts = 1_000): SyntheticPage {
  const all = Array.from({ length: items }, (_, n) => makeItem(n));
  const stashes: unknown[] = [];
  for (let start = 0; start < all.length; start += ITEMS_PER_STASH) {
    const index = stashes.length;
    stashes.push({
      id: `${pageNo.toString(16)}f${index.toString(16).padStart(6, '0')}`,
      public: true,
      accountName: `Player#${index % accounts}`,
      stash: `Tab ${index}`,
      stashType: 'PremiumStash',
      league: random() < EVENT_SHARE ? EVENT_LEAGUE : 'Standard',
      items: all.slice(start, start + ITEMS_PER_STASH),
    });
  }
  const json = JSON.stringify({ next_change_id: `${pageNo + 1}-2-3-4-5`, stashes });
  return { json, items, stashes: stashes.length };
}
