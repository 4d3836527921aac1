/**
 * Real-shaped PoE items (public stash tab API, docs/external-services.md §1.5–§1.6) for the matching tests and the
 * benchmark. Written by hand after the published item format; names, mods and values are plausible game
 * data, ids are made up. `API_328` uses the string mod arrays of API ≤ 3.28; `toApi329` rewrites an item in
 * the 3.29 format (mod objects with flags, no crafted/fractured/mutated arrays, no talismanTier, frameTypeId
 * instead of frameType); `RARE_BODY_ARMOUR_329` is written out in that format by hand.
 */

import { ITEM_FRAMES } from '@app/shared';
import { PoeItem } from './poe-item.schema';

type Json = Record<string, unknown>;

/** Parses a fixture that must be an item. */
export function parseItem(raw: unknown): PoeItem {
  const item = PoeItem.parse(raw);
  if (item === undefined) throw new Error('not an item');
  return item;
}

/** A modern icon URL: the art path travels base64url-encoded inside the URL. */
export function genIcon(artPath: string, w: number, h: number, extra: Json = {}): string {
  const encoded = Buffer.from(JSON.stringify([25, 14, { f: artPath, w, h, scale: 1, ...extra }])).toString('base64url');
  const file = artPath.slice(artPath.lastIndexOf('/') + 1);
  return `https://web.poecdn.com/gen/image/${encoded}/5ea1ba0c8b/${file}.png`;
}

const id = (n: number) => n.toString(16).padStart(64, 'a');

const LEAGUE = 'Sim Event (PL12345)';

/** What every item of these tabs starts with: its size and art, the league, and a made-up id from `n`. */
function stashItem(n: number, art: string, w: number, h: number, iconExtra: Json = {}) {
  return { verified: false, w, h, icon: genIcon(art, w, h, iconExtra), league: LEAGUE, id: id(n) };
}

/** An item's names: the type line is its base type unless a magic item's affixes decorate it. */
function called(name: string, baseType: string, typeLine = baseType) {
  return { name, typeLine, baseType };
}

/** An item's frame (its rarity) and its cell in a stash tab (every fixture lies in the top row). */
function placed(frameType: number, inventoryId: string, x: number) {
  return { frameType, x, y: 0, inventoryId };
}

const levelRequirement = (level: number) => ({ name: 'Level', values: [[String(level), 0]], displayMode: 0, type: 62 });

const uniqueHelmet = {
  ...stashItem(1, '2DItems/Armours/Helmets/Goldrim', 2, 2),
  sockets: [
    { group: 0, attr: 'D', sColour: 'G' },
    { group: 0, attr: 'I', sColour: 'B' },
    { group: 1, attr: 'S', sColour: 'R' },
  ],
  ...called('Goldrim', 'Leather Cap'),
  rarity: 'Unique',
  identified: true,
  ilvl: 71,
  note: '~price 1 chaos',
  properties: [
    { name: 'Quality', values: [['+12%', 1]], displayMode: 0, type: 6 },
    { name: 'Evasion Rating', values: [['122', 1]], displayMode: 0, type: 17 },
  ],
  enchantMods: ['Arc has 40% increased Damage'],
  explicitMods: [
    '+38 to Evasion Rating',
    '10% increased Rarity of Items found',
    '+34% to all Elemental Resistances',
    'Reflects 4 Physical Damage to Melee Attackers',
  ],
  flavourText: ['No metal slips as easily through the fingers as gold.'],
  ...placed(3, 'Stash1', 0),
};

const rareBodyArmour = {
  ...stashItem(2, '2DItems/Armours/BodyArmours/BodyStr3C', 2, 3, { shaper: true }),
  influences: { shaper: true, hunter: true },
  fractured: true,
  sockets: [
    { group: 0, attr: 'S', sColour: 'R' },
    { group: 0, attr: 'S', sColour: 'R' },
    { group: 0, attr: 'D', sColour: 'G' },
    { group: 0, attr: 'I', sColour: 'B' },
    { group: 1, attr: 'S', sColour: 'R' },
    { group: 1, attr: 'G', sColour: 'W' },
  ],
  ...called('Havoc Shell', 'Glorious Plate'),
  rarity: 'Rare',
  identified: true,
  ilvl: 86,
  properties: [
    { name: 'Quality', values: [['+20%', 1]], displayMode: 0, type: 6 },
    { name: 'Armour', values: [['2114', 1]], displayMode: 0, type: 16 },
  ],
  requirements: [levelRequirement(68), { name: 'Str', values: [['191', 0]], displayMode: 1, type: 63 }],
  implicitMods: ['+1 to Level of Socketed Gems'],
  explicitMods: [
    '+112 to maximum Life',
    '+44% to Cold Resistance',
    '+41% to Lightning Resistance',
    '8% additional Physical Damage Reduction',
  ],
  craftedMods: ['+25% to Fire and Chaos Resistances'],
  fracturedMods: ['94% increased Armour'],
  ...placed(2, 'Stash1', 2),
};

const sixLinkBodyArmour = {
  ...stashItem(3, '2DItems/Armours/BodyArmours/BodyStrInt4C', 2, 3),
  sockets: [
    { group: 0, attr: 'S', sColour: 'R' },
    { group: 0, attr: 'S', sColour: 'R' },
    { group: 0, attr: 'I', sColour: 'B' },
    { group: 0, attr: 'D', sColour: 'G' },
    { group: 0, attr: 'S', sColour: 'R' },
    { group: 0, attr: 'I', sColour: 'B' },
  ],
  ...called('Doom Mantle', 'Astral Plate'),
  rarity: 'Rare',
  identified: true,
  corrupted: true,
  ilvl: 84,
  properties: [{ name: 'Armour', values: [['1190', 0]], displayMode: 0, type: 16 }],
  implicitMods: ['+12% to all Elemental Resistances'],
  explicitMods: ['+98 to maximum Life', '+37% to Fire Resistance', '+45 to Strength'],
  socketedItems: [],
  ...placed(2, 'Stash1', 4),
};

const skillGem = {
  ...stashItem(4, '2DItems/Gems/Arc', 1, 1),
  support: false,
  ...called('', 'Arc'),
  identified: true,
  ilvl: 0,
  properties: [
    { name: 'Spell, Lightning, Chaining', values: [], displayMode: 0 },
    { name: 'Level', values: [['20 (Max)', 0]], displayMode: 0, type: 5 },
    { name: 'Cost', values: [['21 Mana', 0]], displayMode: 0 },
    { name: 'Quality', values: [['+20%', 1]], displayMode: 0, type: 6 },
  ],
  additionalProperties: [{ name: 'Experience', values: [['1/1', 0]], displayMode: 2, progress: 1, type: 20 }],
  requirements: [levelRequirement(70)],
  explicitMods: ['Chains +7 Times', 'Deals 52 to 298 Lightning Damage'],
  descrText: 'Place into an item socket of the right colour to gain this skill. Right click to remove from a socket.',
  ...placed(4, 'Stash1', 6),
};

const supportGem = {
  ...stashItem(5, '2DItems/Gems/Support/ReducedManaCost', 1, 1),
  support: true,
  ...called('', 'Inspiration Support'),
  identified: true,
  ilvl: 0,
  properties: [
    { name: 'Critical, Support', values: [], displayMode: 0 },
    { name: 'Level', values: [['19', 0]], displayMode: 0, type: 5 },
  ],
  explicitMods: ['Supported Skills have 34% less Mana Cost'],
  ...placed(4, 'Stash1', 7),
};

const vaalGem = {
  ...stashItem(6, '2DItems/Gems/VaalGems/VaalGrace', 1, 1),
  support: false,
  ...called('', 'Vaal Grace'),
  identified: true,
  corrupted: true,
  ilvl: 0,
  properties: [
    { name: 'Vaal, Aura, Spell, AoE, Duration', values: [], displayMode: 0 },
    { name: 'Level', values: [['21', 0]], displayMode: 0, type: 5 },
    { name: 'Quality', values: [['+23%', 1]], displayMode: 0, type: 6 },
  ],
  hybrid: {
    isVaalGem: true,
    baseTypeName: 'Grace',
    properties: [{ name: 'Reservation', values: [['50%', 0]], displayMode: 0 }],
    explicitMods: ['You and nearby allies gain +1165 to Evasion Rating'],
    secDescrText: 'Casts an aura that grants evasion to you and your allies.',
  },
  explicitMods: ['You and nearby allies have 100% chance to Evade Attack Hits'],
  ...placed(4, 'Stash1', 8),
};

const chaosOrbs = {
  ...stashItem(7, '2DItems/Currency/CurrencyRerollRare', 1, 1),
  stackSize: 17,
  maxStackSize: 20,
  ...called('', 'Chaos Orb'),
  identified: true,
  ilvl: 0,
  properties: [{ name: 'Stack Size', values: [['17/20', 0]], displayMode: 0, type: 32 }],
  explicitMods: ['Reforges a rare item with new random modifiers'],
  descrText: 'Right click this item then left click a rare item to apply it.',
  ...placed(5, 'Stash2', 0),
};

const fossils = {
  ...stashItem(8, '2DItems/Currency/Delve/ArmourFossil', 1, 1),
  stackSize: 4,
  maxStackSize: 20,
  ...called('', 'Pristine Fossil'),
  identified: true,
  ilvl: 0,
  properties: [{ name: 'Stack Size', values: [['4/20', 0]], displayMode: 0, type: 32 }],
  explicitMods: ['More Life modifiers', 'No Armour modifiers'],
  ...placed(5, 'Stash2', 1),
};

const resonator = {
  ...stashItem(9, '2DItems/Currency/Delve/Reroll2x2C', 2, 2),
  stackSize: 1,
  maxStackSize: 10,
  sockets: [
    { group: 0, attr: 'DV', sColour: 'DV' },
    { group: 1, attr: 'DV', sColour: 'DV' },
    { group: 2, attr: 'DV', sColour: 'DV' },
  ],
  ...called('', 'Powerful Chaotic Resonator'),
  identified: true,
  ilvl: 0,
  ...placed(5, 'Stash2', 2),
};

const map = {
  ...stashItem(10, '2DItems/Maps/Atlas2Maps/New/Strand', 1, 1, { mn: 17, mt: 16 }),
  ...called('Grim Sanctum', 'Strand Map'),
  rarity: 'Rare',
  identified: true,
  corrupted: true,
  ilvl: 83,
  properties: [
    { name: 'Map Tier', values: [['16', 0]], displayMode: 0, type: 1 },
    { name: 'Item Quantity', values: [['+78%', 1]], displayMode: 0, type: 2 },
    { name: 'Item Rarity', values: [['+41%', 1]], displayMode: 0, type: 3 },
    { name: 'Monster Pack Size', values: [['+27%', 1]], displayMode: 0, type: 4 },
  ],
  implicitMods: ['Area is influenced by The Shaper'],
  explicitMods: [
    'Monsters deal 104% extra Physical Damage as Fire',
    'Players have 60% less Recovery Rate of Life and Energy Shield',
  ],
  ...placed(2, 'Stash3', 0),
};

const mapFragment = {
  ...stashItem(11, '2DItems/Maps/Vaal01', 1, 1),
  stackSize: 3,
  maxStackSize: 10,
  ...called('', 'Sacrifice at Dawn'),
  identified: true,
  ilvl: 0,
  ...placed(0, 'Stash3', 1),
};

const scarab = {
  ...stashItem(12, '2DItems/Currency/Scarabs/Tier4/ScarabAmbush4', 1, 1),
  stackSize: 2,
  maxStackSize: 20,
  ...called('', 'Ambush Scarab of Containment'),
  identified: true,
  ilvl: 0,
  explicitMods: ['Area contains 5 additional Strongboxes'],
  ...placed(5, 'Stash3', 2),
};

const divinationCard = {
  ...stashItem(13, '2DItems/Divination/InventoryIcon', 1, 1),
  stackSize: 3,
  maxStackSize: 8,
  ...called('', 'The Doctor'),
  identified: true,
  ilvl: 0,
  properties: [{ name: 'Stack Size', values: [['3/8', 0]], displayMode: 0, type: 32 }],
  explicitMods: ['<uniqueitem>{Headhunter}\r\n<corrupted>{Corrupted}'],
  flavourText: ['A fine specimen.'],
  artFilename: 'TheDoctor',
  ...placed(6, 'Stash4', 0),
};

const incubatedRing = {
  ...stashItem(14, '2DItems/Rings/Ring3', 1, 1),
  ...called('Vengeance Loop', 'Two-Stone Ring'),
  rarity: 'Rare',
  identified: true,
  ilvl: 82,
  implicitMods: ['+14% to Fire and Cold Resistances'],
  explicitMods: ['+61 to maximum Life', '+32% to Lightning Resistance'],
  incubatedItem: { name: 'Fossil', level: 68, progress: 2317, total: 5216 },
  ...placed(2, 'Stash4', 1),
};

const heistContract = {
  ...stashItem(15, '2DItems/Heist/ContractItem', 1, 1),
  ...called('Dark Plunder', 'Contract: Bunker'),
  rarity: 'Rare',
  identified: true,
  ilvl: 83,
  properties: [
    { name: 'Client', values: [['Hilda Blackwood', 0]], displayMode: 0 },
    {
      name: 'Heist Target: {0} ({1})',
      values: [
        ['Golden Idol', 0],
        ['Unusual Gems', 0],
      ],
      displayMode: 3,
    },
    { name: 'Area Level', values: [['83', 0]], displayMode: 0 },
    {
      name: 'Requires {1} (Level {0})',
      values: [
        ['5', 0],
        ['Demolition', 0],
      ],
      displayMode: 3,
    },
  ],
  explicitMods: ['Rogues have 20% increased Job Speed', 'Guards deal 30% more Damage'],
  ...placed(2, 'Stash4', 2),
};

const heistBlueprint = {
  ...stashItem(16, '2DItems/Heist/BlueprintNotValuable', 1, 1),
  ...called('', 'Blueprint: Tunnels'),
  rarity: 'Normal',
  identified: true,
  ilvl: 84,
  properties: [
    { name: 'Heist Target: {0}', values: [['Replicas or Experimented Items', 0]], displayMode: 3 },
    { name: 'Area Level', values: [['84', 0]], displayMode: 0 },
    { name: 'Wings Revealed', values: [['1/4', 0]], displayMode: 0 },
  ],
  ...placed(0, 'Stash4', 3),
};

const heistCloak = {
  ...stashItem(17, '2DItems/Heist/HeistEquipmentUtility4', 1, 1),
  ...called('Empyrean Refuge', 'Whisper-woven Cloak'),
  rarity: 'Rare',
  identified: true,
  ilvl: 83,
  implicitMods: ['5% reduced raising of Alert Level'],
  explicitMods: ['18% increased Damage while area is not in Lockdown', '10% increased Job Experience gain'],
  ...placed(2, 'Stash4', 4),
};

const heistTool = {
  ...heistCloak,
  icon: genIcon('2DItems/Heist/HeistEquipmentTool1', 1, 1),
  id: id(18),
  name: '',
  typeLine: 'Master Lockpick',
  baseType: 'Master Lockpick',
  rarity: 'Normal',
  implicitMods: ['12% increased Lockpicking Speed'],
  explicitMods: [],
  frameType: 0,
};

const heistGear = {
  ...heistCloak,
  icon: genIcon('2DItems/Heist/HeistEquipmentWeapon4', 1, 1),
  id: id(19),
  name: 'Blight Implement',
  typeLine: 'Obsidian Sharpening Stone',
  baseType: 'Obsidian Sharpening Stone',
  implicitMods: ['27% increased Melee Damage'],
};

const heistBrooch = {
  ...heistCloak,
  icon: genIcon('2DItems/Heist/HeistEquipmentReward4', 1, 1),
  id: id(20),
  name: '',
  typeLine: 'Foliate Brooch',
  baseType: 'Foliate Brooch',
  rarity: 'Normal',
  implicitMods: ['Heist Chests have a 100% chance to Duplicate their contents'],
  explicitMods: [],
  frameType: 0,
};

const sanctumRelic = {
  ...stashItem(21, '2DItems/Relics/UrnRelic', 1, 2),
  ...called('', 'Urn Relic', 'Steadfast Urn Relic of Achievement'),
  rarity: 'Magic',
  identified: true,
  ilvl: 80,
  explicitMods: ['Gain 20 Resolve when you kill a Boss', '+5 to Maximum Resolve'],
  descrText: 'Place this item on the Relic Altar at the start of each Sanctum run',
  ...placed(1, 'Stash5', 0),
};

const forbiddenTome = {
  ...stashItem(22, '2DItems/Currency/SanctumCurrency/SanctumKey', 1, 1),
  ...called('', 'Forbidden Tome'),
  rarity: 'Normal',
  identified: true,
  ilvl: 83,
  properties: [
    { name: 'Area Level', values: [['83', 0]], displayMode: 0 },
    {
      name: 'Minor Afflictions',
      values: [
        ['Honed Claws', 0],
        ['Spiked Shell', 0],
      ],
      displayMode: 0,
    },
    { name: 'Major Boons', values: [['Fountain of Youth', 0]], displayMode: 0 },
  ],
  ...placed(0, 'Stash5', 1),
};

const ritualVessel = {
  ...stashItem(23, '2DItems/Currency/Ritual/BloodFilledVessel', 1, 1),
  ...called('', 'Blood-filled Vessel'),
  identified: true,
  ilvl: 83,
  properties: [
    { name: 'Monsters:\n{0}', values: [['Kosis, The Revelation\nOmniphobia, Fear Manifest', 0]], displayMode: 3 },
    { name: '{0} Other Monsters', values: [['41', 0]], displayMode: 3 },
    { name: 'Monster Level', values: [['83', 0]], displayMode: 0 },
    { name: 'From', values: [['Tower Map', 0]], displayMode: 0 },
  ],
  descrText: 'Use this item in a Map Device with a Map to fight the stored monsters.',
  ...placed(5, 'Stash5', 2),
};

const facetorsLens = {
  ...stashItem(24, '2DItems/Currency/Ritual/FacetorsLens', 1, 1),
  ...called('', "Facetor's Lens"),
  identified: true,
  ilvl: 0,
  properties: [{ name: 'Stored Experience: {0}', values: [['350000000', 0]], displayMode: 3, type: 31 }],
  explicitMods: ['Adds stored experience to a gem, up to its maximum level'],
  descrText: 'Right click this item then left click a gem to apply it.',
  ...placed(5, 'Stash5', 3),
};

const memoryStrandGloves = {
  ...stashItem(25, '2DItems/Armours/Gloves/GlovesInt9', 2, 2),
  sockets: [
    { group: 0, attr: 'I', sColour: 'B' },
    { group: 0, attr: 'I', sColour: 'B' },
    { group: 0, attr: 'I', sColour: 'B' },
    { group: 0, attr: 'D', sColour: 'G' },
  ],
  ...called('Skull Fingers', 'Fingerless Silk Gloves'),
  rarity: 'Rare',
  identified: true,
  ilvl: 84,
  properties: [
    { name: 'Memory Strands', values: [['82', 0]], displayMode: 0 },
    { name: 'Energy Shield', values: [['64', 0]], displayMode: 0, type: 18 },
  ],
  implicitMods: ['16% increased Spell Damage'],
  explicitMods: ['+71 to maximum Energy Shield', '+38% to Cold Resistance'],
  ...placed(2, 'Stash5', 4),
};

const chronicleOfAtzoatl = {
  ...stashItem(26, '2DItems/Maps/TempleMap', 1, 1),
  ...called('', 'Chronicle of Atzoatl'),
  rarity: 'Normal',
  identified: true,
  ilvl: 83,
  properties: [{ name: 'Area Level', values: [['83', 0]], displayMode: 0 }],
  additionalProperties: [
    {
      name: 'Open Rooms:',
      values: [
        ['Apex of Ascension (Tier 3)', 0],
        ['Locus of Corruption (Tier 3)', 0],
        ['Hall of Champions (Tier 2)', 0],
      ],
      displayMode: 0,
      type: 49,
    },
  ],
  ...placed(0, 'Stash5', 5),
};

const supporterFoil = {
  verified: false,
  w: 1,
  h: 1,
  icon: genIcon('2DItems/Belts/Headhunter', 2, 1, { foil: true }),
  league: LEAGUE,
  id: id(27),
  ...called('Headhunter', 'Leather Belt'),
  rarity: 'Unique',
  identified: true,
  ilvl: 84,
  implicitMods: ['+33 to maximum Life'],
  explicitMods: ['+46 to Strength', '+51 to Dexterity', '+58 to maximum Life'],
  ...placed(10, 'Stash6', 0),
};

const headhunter = { ...supporterFoil, id: id(28), icon: genIcon('2DItems/Belts/Headhunter', 2, 1), frameType: 3 };

const twoHandedSword = {
  ...stashItem(29, '2DItems/Weapons/TwoHandWeapons/TwoHandSwords/Starforge', 2, 4),
  sockets: [
    { group: 0, attr: 'D', sColour: 'G' },
    { group: 0, attr: 'S', sColour: 'R' },
    { group: 0, attr: 'S', sColour: 'R' },
    { group: 1, attr: 'S', sColour: 'R' },
  ],
  ...called('Starforge', 'Infernal Sword'),
  rarity: 'Unique',
  identified: true,
  split: true,
  ilvl: 86,
  properties: [
    { name: 'Two Handed Sword', values: [], displayMode: 0 },
    { name: 'Quality', values: [['+20%', 1]], displayMode: 0, type: 6 },
    { name: 'Physical Damage', values: [['303-629', 1]], displayMode: 0, type: 9 },
  ],
  implicitMods: ['+470 to Accuracy Rating'],
  explicitMods: ['+100 to maximum Life', '500% increased Physical Damage', 'Your Physical Damage can Shock'],
  ...placed(3, 'Stash7', 0),
};

const rareBow = {
  ...stashItem(30, '2DItems/Weapons/TwoHandWeapons/Bows/Bow9', 2, 4),
  ...called('Doom Volley', 'Thicket Bow'),
  rarity: 'Rare',
  identified: false,
  ilvl: 85,
  properties: [
    { name: 'Bow', values: [], displayMode: 0 },
    { name: 'Physical Damage', values: [['38-114', 0]], displayMode: 0, type: 9 },
  ],
  implicitMods: ['20% increased Elemental Damage with Attack Skills'],
  ...placed(2, 'Stash7', 2),
};

const thrustingSword = {
  ...rareBow,
  w: 1,
  h: 4,
  icon: genIcon('2DItems/Weapons/OneHandWeapons/OneHandSwords/Rapier8', 1, 4),
  id: id(31),
  name: 'Gale Needle',
  typeLine: 'Jewelled Foil',
  baseType: 'Jewelled Foil',
  properties: [{ name: 'Thrusting One Handed Sword', values: [], displayMode: 0 }],
  implicitMods: ['+25% to Global Critical Strike Multiplier'],
};

const abyssJewel = {
  ...stashItem(32, '2DItems/Jewels/MurderousEye', 1, 1),
  abyssJewel: true,
  ...called('Dread Glance', 'Murderous Eye Jewel'),
  rarity: 'Rare',
  identified: true,
  ilvl: 84,
  properties: [{ name: 'Abyss', values: [], displayMode: 0 }],
  explicitMods: ['Adds 9 to 14 Physical Damage to Attacks', '+52 to maximum Life'],
  ...placed(2, 'Stash8', 0),
};

const { abyssJewel: _abyss, ...plainJewel } = abyssJewel;
const clusterJewel = {
  ...plainJewel,
  icon: genIcon('2DItems/Jewels/NewGemBase3', 1, 1),
  id: id(33),
  name: 'Entropy Spark',
  typeLine: 'Large Cluster Jewel',
  baseType: 'Large Cluster Jewel',
  properties: [],
  enchantMods: ['Adds 8 Passive Skills', '12% increased Fire Damage'],
  explicitMods: ['1 Added Passive Skill is Smoking Remains'],
};

const lifeFlask = {
  ...stashItem(34, '2DItems/Flasks/lifeflask12', 1, 2, { level: 1 }),
  ...called('', 'Divine Life Flask', 'Bubbling Divine Life Flask of Staunching'),
  rarity: 'Magic',
  identified: true,
  ilvl: 62,
  properties: [
    {
      name: 'Recovers {0} Life over {1} Seconds',
      values: [
        ['2400', 0],
        ['3.50', 0],
      ],
      displayMode: 3,
    },
  ],
  explicitMods: [
    '50% of Recovery applied Instantly',
    'Grants Immunity to Bleeding for 4 seconds if used while Bleeding',
  ],
  ...placed(1, 'Stash8', 1),
};

const utilityFlask = {
  ...lifeFlask,
  icon: genIcon('2DItems/Flasks/sprint', 1, 2, { level: 1 }),
  id: id(35),
  typeLine: 'Quicksilver Flask',
  baseType: 'Quicksilver Flask',
  rarity: 'Normal',
  properties: [{ name: 'Lasts {0} Seconds', values: [['4.00', 0]], displayMode: 3 }],
  explicitMods: [],
  frameType: 0,
};

const talisman = {
  ...stashItem(36, '2DItems/Amulets/Talismans/Talisman2_6_1', 1, 1),
  ...called('Rune Heart', 'Three Rat Talisman'),
  rarity: 'Rare',
  identified: true,
  corrupted: true,
  ilvl: 75,
  talismanTier: 2,
  implicitMods: ['25% increased Attack Speed'],
  explicitMods: ['+30 to Dexterity'],
  ...placed(2, 'Stash8', 2),
};

const incubator = {
  ...stashItem(37, '2DItems/Currency/Incubation/IncubationFossils', 1, 1),
  stackSize: 6,
  maxStackSize: 10,
  ...called('', "Geomancer's Incubator"),
  identified: true,
  ilvl: 0,
  explicitMods: ['Adds a Fossil to an item'],
  ...placed(5, 'Stash8', 3),
};

/** An item as the very old API wrote it: no baseType, markup in the name, art path spelled out in the URL. */
const legacyAmulet = {
  verified: true,
  w: 1,
  h: 1,
  icon: 'http://webcdn.pathofexile.com/image/Art/2DItems/Amulets/Amulet2Unique.png?scale=1&w=1&h=1&v=266e824bb226df8e3f2717ef58b49f6d3',
  support: true,
  league: 'Hardcore',
  name: '<<set:MS>><<set:M>><<set:S>>Araku Tiki',
  typeLine: 'Coral Amulet',
  identified: true,
  corrupted: false,
  shaper: true,
  implicitMods: ['3 Life Regenerated per second'],
  explicitMods: ['You gain 100 Evasion Rating when on Low Life', '+49 to maximum Life'],
  frameType: 3,
  socketedItems: [],
};

export const API_328 = {
  uniqueHelmet,
  rareBodyArmour,
  sixLinkBodyArmour,
  skillGem,
  supportGem,
  vaalGem,
  chaosOrbs,
  fossils,
  resonator,
  map,
  mapFragment,
  scarab,
  divinationCard,
  incubatedRing,
  heistContract,
  heistBlueprint,
  heistCloak,
  heistTool,
  heistGear,
  heistBrooch,
  sanctumRelic,
  forbiddenTome,
  ritualVessel,
  facetorsLens,
  memoryStrandGloves,
  chronicleOfAtzoatl,
  supporterFoil,
  headhunter,
  twoHandedSword,
  rareBow,
  thrustingSword,
  abyssJewel,
  clusterJewel,
  lifeFlask,
  utilityFlask,
  talisman,
  incubator,
  legacyAmulet,
} satisfies Record<string, Json>;

export type FixtureName = keyof typeof API_328;

function modObjects(mods: unknown, flags?: Json): Json[] {
  if (!Array.isArray(mods)) return [];
  return (mods as unknown[]).map((text) =>
    flags === undefined ? { description: text } : { description: text, flags },
  );
}

/** The same item as API 3.29 sends it (docs/external-services.md §1.6 "Mods — version drift"). */
export function toApi329(item: Json): Json {
  const {
    implicitMods,
    explicitMods,
    craftedMods,
    fracturedMods,
    mutatedMods,
    talismanTier: _tier,
    frameType,
    ...rest
  } = item;
  const converted: Json = { ...rest };
  if (typeof frameType === 'number') converted.frameTypeId = ITEM_FRAMES[frameType]?.id;
  if (implicitMods !== undefined) converted.implicitMods = modObjects(implicitMods);
  const explicit = [
    ...modObjects(fracturedMods, { fractured: true }),
    ...modObjects(explicitMods),
    ...modObjects(craftedMods, { crafted: true }),
    ...modObjects(mutatedMods, { mutated: true }),
  ];
  if (explicitMods !== undefined || explicit.length > 0) converted.explicitMods = explicit;
  return converted;
}

/** The influenced rare body armour, written out by hand in the 3.29 format. */
export const RARE_BODY_ARMOUR_329: Json = {
  ...stashItem(2, '2DItems/Armours/BodyArmours/BodyStr3C', 2, 3, { shaper: true }),
  influences: { shaper: true, hunter: true },
  fractured: true,
  sockets: rareBodyArmour.sockets,
  ...called('Havoc Shell', 'Glorious Plate'),
  rarity: 'Rare',
  identified: true,
  ilvl: 86,
  properties: rareBodyArmour.properties,
  implicitMods: [{ description: '+1 to Level of Socketed Gems' }],
  explicitMods: [
    { description: '94% increased Armour', flags: { fractured: true } },
    { description: '+112 to maximum Life' },
    { description: '+44% to Cold Resistance' },
    { description: '+41% to Lightning Resistance' },
    { description: '8% additional Physical Damage Reduction' },
    { description: '+25% to Fire and Chaos Resistances', flags: { crafted: true } },
  ],
  frameTypeId: 'Rare',
  frameType: 2,
  iconStackLevel: 1,
  x: 2,
  y: 0,
  inventoryId: 'Stash1',
};
