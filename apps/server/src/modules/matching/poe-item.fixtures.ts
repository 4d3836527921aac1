/**
 * Real-shaped PoE items (public stash tab API, external-apis.md §1.5–§1.6) for the matching tests and the
 * benchmark. Written by hand after the published item format; names, mods and values are plausible game
 * data, ids are made up. `API_328` uses the string mod arrays of API ≤ 3.28; `toApi329` rewrites an item in
 * the 3.29 format (mod objects with flags, no crafted/fractured/mutated arrays, no talismanTier, frameTypeId
 * instead of frameType); `RARE_BODY_ARMOUR_329` is written out in that format by hand.
 */

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

const levelRequirement = (level: number) => ({ name: 'Level', values: [[String(level), 0]], displayMode: 0, type: 62 });

const uniqueHelmet = {
  verified: false,
  w: 2,
  h: 2,
  icon: genIcon('2DItems/Armours/Helmets/Goldrim', 2, 2),
  league: 'Sim Event (PL12345)',
  id: id(1),
  sockets: [
    { group: 0, attr: 'D', sColour: 'G' },
    { group: 0, attr: 'I', sColour: 'B' },
    { group: 1, attr: 'S', sColour: 'R' },
  ],
  name: 'Goldrim',
  typeLine: 'Leather Cap',
  baseType: 'Leather Cap',
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
  frameType: 3,
  x: 0,
  y: 0,
  inventoryId: 'Stash1',
};

const rareBodyArmour = {
  verified: false,
  w: 2,
  h: 3,
  icon: genIcon('2DItems/Armours/BodyArmours/BodyStr3C', 2, 3, { shaper: true }),
  league: 'Sim Event (PL12345)',
  id: id(2),
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
  name: 'Havoc Shell',
  typeLine: 'Glorious Plate',
  baseType: 'Glorious Plate',
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
  frameType: 2,
  x: 2,
  y: 0,
  inventoryId: 'Stash1',
};

const sixLinkBodyArmour = {
  verified: false,
  w: 2,
  h: 3,
  icon: genIcon('2DItems/Armours/BodyArmours/BodyStrInt4C', 2, 3),
  league: 'Sim Event (PL12345)',
  id: id(3),
  sockets: [
    { group: 0, attr: 'S', sColour: 'R' },
    { group: 0, attr: 'S', sColour: 'R' },
    { group: 0, attr: 'I', sColour: 'B' },
    { group: 0, attr: 'D', sColour: 'G' },
    { group: 0, attr: 'S', sColour: 'R' },
    { group: 0, attr: 'I', sColour: 'B' },
  ],
  name: 'Doom Mantle',
  typeLine: 'Astral Plate',
  baseType: 'Astral Plate',
  rarity: 'Rare',
  identified: true,
  corrupted: true,
  ilvl: 84,
  properties: [{ name: 'Armour', values: [['1190', 0]], displayMode: 0, type: 16 }],
  implicitMods: ['+12% to all Elemental Resistances'],
  explicitMods: ['+98 to maximum Life', '+37% to Fire Resistance', '+45 to Strength'],
  socketedItems: [],
  frameType: 2,
  x: 4,
  y: 0,
  inventoryId: 'Stash1',
};

const skillGem = {
  verified: false,
  w: 1,
  h: 1,
  icon: genIcon('2DItems/Gems/Arc', 1, 1),
  support: false,
  league: 'Sim Event (PL12345)',
  id: id(4),
  name: '',
  typeLine: 'Arc',
  baseType: 'Arc',
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
  frameType: 4,
  x: 6,
  y: 0,
  inventoryId: 'Stash1',
};

const supportGem = {
  verified: false,
  w: 1,
  h: 1,
  icon: genIcon('2DItems/Gems/Support/ReducedManaCost', 1, 1),
  support: true,
  league: 'Sim Event (PL12345)',
  id: id(5),
  name: '',
  typeLine: 'Inspiration Support',
  baseType: 'Inspiration Support',
  identified: true,
  ilvl: 0,
  properties: [
    { name: 'Critical, Support', values: [], displayMode: 0 },
    { name: 'Level', values: [['19', 0]], displayMode: 0, type: 5 },
  ],
  explicitMods: ['Supported Skills have 34% less Mana Cost'],
  frameType: 4,
  x: 7,
  y: 0,
  inventoryId: 'Stash1',
};

const vaalGem = {
  verified: false,
  w: 1,
  h: 1,
  icon: genIcon('2DItems/Gems/VaalGems/VaalGrace', 1, 1),
  support: false,
  league: 'Sim Event (PL12345)',
  id: id(6),
  name: '',
  typeLine: 'Vaal Grace',
  baseType: 'Vaal Grace',
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
  frameType: 4,
  x: 8,
  y: 0,
  inventoryId: 'Stash1',
};

const chaosOrbs = {
  verified: false,
  w: 1,
  h: 1,
  icon: genIcon('2DItems/Currency/CurrencyRerollRare', 1, 1),
  stackSize: 17,
  maxStackSize: 20,
  league: 'Sim Event (PL12345)',
  id: id(7),
  name: '',
  typeLine: 'Chaos Orb',
  baseType: 'Chaos Orb',
  identified: true,
  ilvl: 0,
  properties: [{ name: 'Stack Size', values: [['17/20', 0]], displayMode: 0, type: 32 }],
  explicitMods: ['Reforges a rare item with new random modifiers'],
  descrText: 'Right click this item then left click a rare item to apply it.',
  frameType: 5,
  x: 0,
  y: 0,
  inventoryId: 'Stash2',
};

const fossils = {
  verified: false,
  w: 1,
  h: 1,
  icon: genIcon('2DItems/Currency/Delve/ArmourFossil', 1, 1),
  stackSize: 4,
  maxStackSize: 20,
  league: 'Sim Event (PL12345)',
  id: id(8),
  name: '',
  typeLine: 'Pristine Fossil',
  baseType: 'Pristine Fossil',
  identified: true,
  ilvl: 0,
  properties: [{ name: 'Stack Size', values: [['4/20', 0]], displayMode: 0, type: 32 }],
  explicitMods: ['More Life modifiers', 'No Armour modifiers'],
  frameType: 5,
  x: 1,
  y: 0,
  inventoryId: 'Stash2',
};

const resonator = {
  verified: false,
  w: 2,
  h: 2,
  icon: genIcon('2DItems/Currency/Delve/Reroll2x2C', 2, 2),
  stackSize: 1,
  maxStackSize: 10,
  league: 'Sim Event (PL12345)',
  id: id(9),
  sockets: [
    { group: 0, attr: 'DV', sColour: 'DV' },
    { group: 1, attr: 'DV', sColour: 'DV' },
    { group: 2, attr: 'DV', sColour: 'DV' },
  ],
  name: '',
  typeLine: 'Powerful Chaotic Resonator',
  baseType: 'Powerful Chaotic Resonator',
  identified: true,
  ilvl: 0,
  frameType: 5,
  x: 2,
  y: 0,
  inventoryId: 'Stash2',
};

const map = {
  verified: false,
  w: 1,
  h: 1,
  icon: genIcon('2DItems/Maps/Atlas2Maps/New/Strand', 1, 1, { mn: 17, mt: 16 }),
  league: 'Sim Event (PL12345)',
  id: id(10),
  name: 'Grim Sanctum',
  typeLine: 'Strand Map',
  baseType: 'Strand Map',
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
  frameType: 2,
  x: 0,
  y: 0,
  inventoryId: 'Stash3',
};

const mapFragment = {
  verified: false,
  w: 1,
  h: 1,
  icon: genIcon('2DItems/Maps/Vaal01', 1, 1),
  stackSize: 3,
  maxStackSize: 10,
  league: 'Sim Event (PL12345)',
  id: id(11),
  name: '',
  typeLine: 'Sacrifice at Dawn',
  baseType: 'Sacrifice at Dawn',
  identified: true,
  ilvl: 0,
  frameType: 0,
  x: 1,
  y: 0,
  inventoryId: 'Stash3',
};

const scarab = {
  verified: false,
  w: 1,
  h: 1,
  icon: genIcon('2DItems/Currency/Scarabs/Tier4/ScarabAmbush4', 1, 1),
  stackSize: 2,
  maxStackSize: 20,
  league: 'Sim Event (PL12345)',
  id: id(12),
  name: '',
  typeLine: 'Ambush Scarab of Containment',
  baseType: 'Ambush Scarab of Containment',
  identified: true,
  ilvl: 0,
  explicitMods: ['Area contains 5 additional Strongboxes'],
  frameType: 5,
  x: 2,
  y: 0,
  inventoryId: 'Stash3',
};

const divinationCard = {
  verified: false,
  w: 1,
  h: 1,
  icon: genIcon('2DItems/Divination/InventoryIcon', 1, 1),
  stackSize: 3,
  maxStackSize: 8,
  league: 'Sim Event (PL12345)',
  id: id(13),
  name: '',
  typeLine: 'The Doctor',
  baseType: 'The Doctor',
  identified: true,
  ilvl: 0,
  properties: [{ name: 'Stack Size', values: [['3/8', 0]], displayMode: 0, type: 32 }],
  explicitMods: ['<uniqueitem>{Headhunter}\r\n<corrupted>{Corrupted}'],
  flavourText: ['A fine specimen.'],
  artFilename: 'TheDoctor',
  frameType: 6,
  x: 0,
  y: 0,
  inventoryId: 'Stash4',
};

const incubatedRing = {
  verified: false,
  w: 1,
  h: 1,
  icon: genIcon('2DItems/Rings/Ring3', 1, 1),
  league: 'Sim Event (PL12345)',
  id: id(14),
  name: 'Vengeance Loop',
  typeLine: 'Two-Stone Ring',
  baseType: 'Two-Stone Ring',
  rarity: 'Rare',
  identified: true,
  ilvl: 82,
  implicitMods: ['+14% to Fire and Cold Resistances'],
  explicitMods: ['+61 to maximum Life', '+32% to Lightning Resistance'],
  incubatedItem: { name: 'Fossil', level: 68, progress: 2317, total: 5216 },
  frameType: 2,
  x: 1,
  y: 0,
  inventoryId: 'Stash4',
};

const heistContract = {
  verified: false,
  w: 1,
  h: 1,
  icon: genIcon('2DItems/Heist/ContractItem', 1, 1),
  league: 'Sim Event (PL12345)',
  id: id(15),
  name: 'Dark Plunder',
  typeLine: 'Contract: Bunker',
  baseType: 'Contract: Bunker',
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
  frameType: 2,
  x: 2,
  y: 0,
  inventoryId: 'Stash4',
};

const heistBlueprint = {
  verified: false,
  w: 1,
  h: 1,
  icon: genIcon('2DItems/Heist/BlueprintNotValuable', 1, 1),
  league: 'Sim Event (PL12345)',
  id: id(16),
  name: '',
  typeLine: 'Blueprint: Tunnels',
  baseType: 'Blueprint: Tunnels',
  rarity: 'Normal',
  identified: true,
  ilvl: 84,
  properties: [
    { name: 'Heist Target: {0}', values: [['Replicas or Experimented Items', 0]], displayMode: 3 },
    { name: 'Area Level', values: [['84', 0]], displayMode: 0 },
    { name: 'Wings Revealed', values: [['1/4', 0]], displayMode: 0 },
  ],
  frameType: 0,
  x: 3,
  y: 0,
  inventoryId: 'Stash4',
};

const heistCloak = {
  verified: false,
  w: 1,
  h: 1,
  icon: genIcon('2DItems/Heist/HeistEquipmentUtility4', 1, 1),
  league: 'Sim Event (PL12345)',
  id: id(17),
  name: 'Empyrean Refuge',
  typeLine: 'Whisper-woven Cloak',
  baseType: 'Whisper-woven Cloak',
  rarity: 'Rare',
  identified: true,
  ilvl: 83,
  implicitMods: ['5% reduced raising of Alert Level'],
  explicitMods: ['18% increased Damage while area is not in Lockdown', '10% increased Job Experience gain'],
  frameType: 2,
  x: 4,
  y: 0,
  inventoryId: 'Stash4',
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
  verified: false,
  w: 1,
  h: 2,
  icon: genIcon('2DItems/Relics/UrnRelic', 1, 2),
  league: 'Sim Event (PL12345)',
  id: id(21),
  name: '',
  typeLine: 'Steadfast Urn Relic of Achievement',
  baseType: 'Urn Relic',
  rarity: 'Magic',
  identified: true,
  ilvl: 80,
  explicitMods: ['Gain 20 Resolve when you kill a Boss', '+5 to Maximum Resolve'],
  descrText: 'Place this item on the Relic Altar at the start of each Sanctum run',
  frameType: 1,
  x: 0,
  y: 0,
  inventoryId: 'Stash5',
};

const forbiddenTome = {
  verified: false,
  w: 1,
  h: 1,
  icon: genIcon('2DItems/Currency/SanctumCurrency/SanctumKey', 1, 1),
  league: 'Sim Event (PL12345)',
  id: id(22),
  name: '',
  typeLine: 'Forbidden Tome',
  baseType: 'Forbidden Tome',
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
  frameType: 0,
  x: 1,
  y: 0,
  inventoryId: 'Stash5',
};

const ritualVessel = {
  verified: false,
  w: 1,
  h: 1,
  icon: genIcon('2DItems/Currency/Ritual/BloodFilledVessel', 1, 1),
  league: 'Sim Event (PL12345)',
  id: id(23),
  name: '',
  typeLine: 'Blood-filled Vessel',
  baseType: 'Blood-filled Vessel',
  identified: true,
  ilvl: 83,
  properties: [
    { name: 'Monsters:\n{0}', values: [['Kosis, The Revelation\nOmniphobia, Fear Manifest', 0]], displayMode: 3 },
    { name: '{0} Other Monsters', values: [['41', 0]], displayMode: 3 },
    { name: 'Monster Level', values: [['83', 0]], displayMode: 0 },
    { name: 'From', values: [['Tower Map', 0]], displayMode: 0 },
  ],
  descrText: 'Use this item in a Map Device with a Map to fight the stored monsters.',
  frameType: 5,
  x: 2,
  y: 0,
  inventoryId: 'Stash5',
};

const facetorsLens = {
  verified: false,
  w: 1,
  h: 1,
  icon: genIcon('2DItems/Currency/Ritual/FacetorsLens', 1, 1),
  league: 'Sim Event (PL12345)',
  id: id(24),
  name: '',
  typeLine: "Facetor's Lens",
  baseType: "Facetor's Lens",
  identified: true,
  ilvl: 0,
  properties: [{ name: 'Stored Experience: {0}', values: [['350000000', 0]], displayMode: 3, type: 31 }],
  explicitMods: ['Adds stored experience to a gem, up to its maximum level'],
  descrText: 'Right click this item then left click a gem to apply it.',
  frameType: 5,
  x: 3,
  y: 0,
  inventoryId: 'Stash5',
};

const memoryStrandGloves = {
  verified: false,
  w: 2,
  h: 2,
  icon: genIcon('2DItems/Armours/Gloves/GlovesInt9', 2, 2),
  league: 'Sim Event (PL12345)',
  id: id(25),
  sockets: [
    { group: 0, attr: 'I', sColour: 'B' },
    { group: 0, attr: 'I', sColour: 'B' },
    { group: 0, attr: 'I', sColour: 'B' },
    { group: 0, attr: 'D', sColour: 'G' },
  ],
  name: 'Skull Fingers',
  typeLine: 'Fingerless Silk Gloves',
  baseType: 'Fingerless Silk Gloves',
  rarity: 'Rare',
  identified: true,
  ilvl: 84,
  properties: [
    { name: 'Memory Strands', values: [['82', 0]], displayMode: 0 },
    { name: 'Energy Shield', values: [['64', 0]], displayMode: 0, type: 18 },
  ],
  implicitMods: ['16% increased Spell Damage'],
  explicitMods: ['+71 to maximum Energy Shield', '+38% to Cold Resistance'],
  frameType: 2,
  x: 4,
  y: 0,
  inventoryId: 'Stash5',
};

const chronicleOfAtzoatl = {
  verified: false,
  w: 1,
  h: 1,
  icon: genIcon('2DItems/Maps/TempleMap', 1, 1),
  league: 'Sim Event (PL12345)',
  id: id(26),
  name: '',
  typeLine: 'Chronicle of Atzoatl',
  baseType: 'Chronicle of Atzoatl',
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
  frameType: 0,
  x: 5,
  y: 0,
  inventoryId: 'Stash5',
};

const supporterFoil = {
  verified: false,
  w: 1,
  h: 1,
  icon: genIcon('2DItems/Belts/Headhunter', 2, 1, { foil: true }),
  league: 'Sim Event (PL12345)',
  id: id(27),
  name: 'Headhunter',
  typeLine: 'Leather Belt',
  baseType: 'Leather Belt',
  rarity: 'Unique',
  identified: true,
  ilvl: 84,
  implicitMods: ['+33 to maximum Life'],
  explicitMods: ['+46 to Strength', '+51 to Dexterity', '+58 to maximum Life'],
  frameType: 10,
  x: 0,
  y: 0,
  inventoryId: 'Stash6',
};

const headhunter = { ...supporterFoil, id: id(28), icon: genIcon('2DItems/Belts/Headhunter', 2, 1), frameType: 3 };

const twoHandedSword = {
  verified: false,
  w: 2,
  h: 4,
  icon: genIcon('2DItems/Weapons/TwoHandWeapons/TwoHandSwords/Starforge', 2, 4),
  league: 'Sim Event (PL12345)',
  id: id(29),
  sockets: [
    { group: 0, attr: 'D', sColour: 'G' },
    { group: 0, attr: 'S', sColour: 'R' },
    { group: 0, attr: 'S', sColour: 'R' },
    { group: 1, attr: 'S', sColour: 'R' },
  ],
  name: 'Starforge',
  typeLine: 'Infernal Sword',
  baseType: 'Infernal Sword',
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
  frameType: 3,
  x: 0,
  y: 0,
  inventoryId: 'Stash7',
};

const rareBow = {
  verified: false,
  w: 2,
  h: 4,
  icon: genIcon('2DItems/Weapons/TwoHandWeapons/Bows/Bow9', 2, 4),
  league: 'Sim Event (PL12345)',
  id: id(30),
  name: 'Doom Volley',
  typeLine: 'Thicket Bow',
  baseType: 'Thicket Bow',
  rarity: 'Rare',
  identified: false,
  ilvl: 85,
  properties: [
    { name: 'Bow', values: [], displayMode: 0 },
    { name: 'Physical Damage', values: [['38-114', 0]], displayMode: 0, type: 9 },
  ],
  implicitMods: ['20% increased Elemental Damage with Attack Skills'],
  frameType: 2,
  x: 2,
  y: 0,
  inventoryId: 'Stash7',
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
  verified: false,
  w: 1,
  h: 1,
  icon: genIcon('2DItems/Jewels/MurderousEye', 1, 1),
  abyssJewel: true,
  league: 'Sim Event (PL12345)',
  id: id(32),
  name: 'Dread Glance',
  typeLine: 'Murderous Eye Jewel',
  baseType: 'Murderous Eye Jewel',
  rarity: 'Rare',
  identified: true,
  ilvl: 84,
  properties: [{ name: 'Abyss', values: [], displayMode: 0 }],
  explicitMods: ['Adds 9 to 14 Physical Damage to Attacks', '+52 to maximum Life'],
  frameType: 2,
  x: 0,
  y: 0,
  inventoryId: 'Stash8',
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
  verified: false,
  w: 1,
  h: 2,
  icon: genIcon('2DItems/Flasks/lifeflask12', 1, 2, { level: 1 }),
  league: 'Sim Event (PL12345)',
  id: id(34),
  name: '',
  typeLine: 'Bubbling Divine Life Flask of Staunching',
  baseType: 'Divine Life Flask',
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
  frameType: 1,
  x: 1,
  y: 0,
  inventoryId: 'Stash8',
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
  verified: false,
  w: 1,
  h: 1,
  icon: genIcon('2DItems/Amulets/Talismans/Talisman2_6_1', 1, 1),
  league: 'Sim Event (PL12345)',
  id: id(36),
  name: 'Rune Heart',
  typeLine: 'Three Rat Talisman',
  baseType: 'Three Rat Talisman',
  rarity: 'Rare',
  identified: true,
  corrupted: true,
  ilvl: 75,
  talismanTier: 2,
  implicitMods: ['25% increased Attack Speed'],
  explicitMods: ['+30 to Dexterity'],
  frameType: 2,
  x: 2,
  y: 0,
  inventoryId: 'Stash8',
};

const incubator = {
  verified: false,
  w: 1,
  h: 1,
  icon: genIcon('2DItems/Currency/Incubation/IncubationFossils', 1, 1),
  stackSize: 6,
  maxStackSize: 10,
  league: 'Sim Event (PL12345)',
  id: id(37),
  name: '',
  typeLine: "Geomancer's Incubator",
  baseType: "Geomancer's Incubator",
  identified: true,
  ilvl: 0,
  explicitMods: ['Adds a Fossil to an item'],
  frameType: 5,
  x: 3,
  y: 0,
  inventoryId: 'Stash8',
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

const FRAME_TYPE_IDS = [
  'Normal',
  'Magic',
  'Rare',
  'Unique',
  'Gem',
  'Currency',
  'DivinationCard',
  'Quest',
  'Prophecy',
  'Foil',
  'SupporterFoil',
];

function modObjects(mods: unknown, flags?: Json): Json[] {
  if (!Array.isArray(mods)) return [];
  return (mods as unknown[]).map((text) =>
    flags === undefined ? { description: text } : { description: text, flags },
  );
}

/** The same item as API 3.29 sends it (external-apis.md §1.6 "Mods — version drift"). */
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
  if (typeof frameType === 'number') converted.frameTypeId = FRAME_TYPE_IDS[frameType];
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
  verified: false,
  w: 2,
  h: 3,
  icon: genIcon('2DItems/Armours/BodyArmours/BodyStr3C', 2, 3, { shaper: true }),
  league: 'Sim Event (PL12345)',
  id: id(2),
  influences: { shaper: true, hunter: true },
  fractured: true,
  sockets: rareBodyArmour.sockets,
  name: 'Havoc Shell',
  typeLine: 'Glorious Plate',
  baseType: 'Glorious Plate',
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
