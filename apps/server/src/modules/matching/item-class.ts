import type { ITEM_CLASSES } from '@app/shared';
import type { PoeItem } from './poe-item.schema';

/**
 * ITEM_CLASS without the game's base-item tables.
 *
 * The reference looked the class up in a table generated from the game files; we cannot download those,
 * so the class is derived from what an item carries, in this order (first hit wins):
 *   1. a small table of exact base types whose class nothing else reveals (`CLASS_BY_BASE_TYPE`);
 *   2. gems (frameType 4 or an icon under `Gems/`; the `support` flag or `Gems/Support` decides which);
 *   3. frameType 6 → Divination Cards;
 *   4. weapons (art folder `Weapons/…` or unknown): the first property names the weapon type
 *      ("Two Handed Sword" → Two Hand Swords);
 *   5. the art folder encoded in the icon URL (`Armours/Helmets` → Helmets, `Rings`, `Jewels`, `Maps`, …);
 *   6. base-type words (`… Flask`, `… Fossil`, `… Resonator`, `Contract: …`, heist gear, Sanctum relics, …);
 *   7. any other frameType 5 item → Stackable Currency.
 * Anything else yields "" (unknown) rather than a guess.
 *
 * What cannot be derived (returns "" or, for currency-framed items, Stackable Currency):
 * - Heist Targets, Quest Items, Labyrinth items and trinkets, Pantheon Souls, Incursion Items, Leaguestones,
 *   Atlas Upgrade Items (Voidstones, Watchstones), Metamorph Samples, Sentinels, Corpses, Embers, Idols,
 *   Hideout Doodads and Microtransactions: no field distinguishes them reliably;
 * - Ritual Vessel / Blood-filled Vessel: their class is not known to us, so they are listed as "";
 * - Critical Utility Flasks are reported as Utility Flasks;
 * - Map Fragments vs Misc Map Items: an item under the `Maps` art folder without a Map Tier is reported as
 *   a Map Fragment unless listed in `CLASS_BY_BASE_TYPE`;
 * - Memories (Alva's Memory, …) and graft items are not recognised;
 * - Path of Exile 2 classes (Quarterstaves, Crossbows, Spears, Foci, Bucklers, Charms, Waystones, Tablets,
 *   Omens, Uncut gems, …): PoE2 has no public stash stream, so they are not derived.
 */

/** Every class name this module can produce (the in-game item class names; the designer offers the same list). */
export type ItemClass = (typeof ITEM_CLASSES)[number];

/** Frame types of docs/external-services.md §1.6 that decide a class on their own. */
const GEM_FRAME_TYPE = 4;
const CURRENCY_FRAME_TYPE = 5;
const DIVINATION_CARD_FRAME_TYPE = 6;

/** Exact base types whose class neither the icon nor the frame type reveals. */
const CLASS_BY_BASE_TYPE: Readonly<Record<string, ItemClass | ''>> = {
  'Chronicle of Atzoatl': 'Misc Map Items',
  'Inscribed Ultimatum': 'Misc Map Items',
  'Mirrored Tablet': 'Misc Map Items',
  'Expedition Logbook': 'Expedition Logbooks',
  'Forbidden Tome': 'Sanctum Research',
  "Facetor's Lens": 'Stackable Currency',
  "Rogue's Marker": 'Stackable Currency',
  "Thief's Trinket": 'Trinkets',
  // Class unknown to us; listed so the currency frame does not pass them off as Stackable Currency.
  'Ritual Vessel': '',
  'Blood-filled Vessel': '',
};

/** The weapon type a weapon shows as its first property → its item class. */
const CLASS_BY_WEAPON_PROPERTY: Readonly<Record<string, ItemClass>> = {
  Bow: 'Bows',
  Claw: 'Claws',
  Dagger: 'Daggers',
  'Rune Dagger': 'Rune Daggers',
  Wand: 'Wands',
  'One Handed Sword': 'One Hand Swords',
  'Thrusting One Handed Sword': 'Thrusting One Hand Swords',
  'One Handed Axe': 'One Hand Axes',
  'One Handed Mace': 'One Hand Maces',
  Sceptre: 'Sceptres',
  Staff: 'Staves',
  Warstaff: 'Warstaves',
  'Two Handed Sword': 'Two Hand Swords',
  'Two Handed Axe': 'Two Hand Axes',
  'Two Handed Mace': 'Two Hand Maces',
  'Fishing Rod': 'Fishing Rods',
};

/** Art folders (below `2DItems/`) that name exactly one class. */
const CLASS_BY_ART_FOLDER: Readonly<Record<string, ItemClass>> = {
  'Armours/BodyArmours': 'Body Armours',
  'Armours/Helmets': 'Helmets',
  'Armours/Gloves': 'Gloves',
  'Armours/Boots': 'Boots',
  'Armours/Shields': 'Shields',
  Rings: 'Rings',
  Amulets: 'Amulets',
  Belts: 'Belts',
  Quivers: 'Quivers',
  Divination: 'Divination Cards',
  // Only the unambiguous weapon folders: Sceptres, Rune Daggers, rapiers and Warstaves share a folder.
  'Weapons/OneHandWeapons/Claws': 'Claws',
  'Weapons/OneHandWeapons/Wands': 'Wands',
  'Weapons/OneHandWeapons/OneHandAxes': 'One Hand Axes',
  'Weapons/TwoHandWeapons/Bows': 'Bows',
  'Weapons/TwoHandWeapons/TwoHandAxes': 'Two Hand Axes',
  'Weapons/TwoHandWeapons/TwoHandSwords': 'Two Hand Swords',
  'Weapons/TwoHandWeapons/TwoHandMaces': 'Two Hand Maces',
  'Weapons/TwoHandWeapons/FishingRods': 'Fishing Rods',
};

/** Base-type endings of Heist equipment (Heist league bases). */
const HEIST_SUFFIXES: ReadonlyArray<readonly [string, ItemClass]> = [
  [' Cloak', 'Heist Cloaks'],
  [' Brooch', 'Heist Brooches'],
  [' Sharpening Stone', 'Heist Gear'],
  [' Arrowhead', 'Heist Gear'],
  ['Focal Stone', 'Heist Gear'],
  ['Conduit Line', 'Heist Gear'],
  ['Aggregator Charm', 'Heist Gear'],
  ['Burst Band', 'Heist Gear'],
  [' Lockpick', 'Heist Tools'],
  [' Bracers', 'Heist Tools'],
  [' Sensing Charm', 'Heist Tools'],
  [' Flashpowder', 'Heist Tools'],
  [' Ward', 'Heist Tools'],
  [' Keyring', 'Heist Tools'],
  [' Sole', 'Heist Tools'],
  [' Disguise Kit', 'Heist Tools'],
  [' Drill', 'Heist Tools'],
  [' Blowtorch', 'Heist Tools'],
];

/** Sanctum relic bases ("Urn Relic", …); other "… Relic" names exist (Heist targets), so the list is explicit. */
const SANCTUM_RELIC_BASES = new Set(
  ['Urn', 'Papyrus', 'Censer', 'Candlestick', 'Tome', 'Processional', 'Coffer', 'Incense', 'Vase', 'Seal'].map(
    (word) => `${word} Relic`,
  ),
);

function classFromBaseTypeWords(baseType: string): ItemClass | undefined {
  if (baseType.endsWith(' Flask')) {
    if (baseType.endsWith(' Life Flask')) return 'Life Flasks';
    if (baseType.endsWith(' Mana Flask')) return 'Mana Flasks';
    if (baseType.endsWith(' Hybrid Flask')) return 'Hybrid Flasks';
    return 'Utility Flasks';
  }
  if (baseType.endsWith(' Tincture')) return 'Tinctures';
  if (baseType.endsWith(' Resonator')) return 'Delve Stackable Socketable Currency';
  if (baseType.endsWith(' Fossil')) return 'Stackable Currency';
  if (baseType.endsWith(' Incubator')) return 'Incubators';
  // Scarabs are Map Fragments; since 3.24 some are named "<Kind> Scarab of <Effect>".
  if (baseType.endsWith(' Scarab') || baseType.includes(' Scarab of ')) return 'Map Fragments';
  if (baseType.startsWith('Contract: ')) return 'Contracts';
  if (baseType.startsWith('Blueprint: ')) return 'Blueprints';
  if (SANCTUM_RELIC_BASES.has(baseType)) return 'Relics';
  for (const [suffix, itemClass] of HEIST_SUFFIXES) if (baseType.endsWith(suffix)) return itemClass;
  return undefined;
}

const ART_PATH_CACHE_LIMIT = 20_000;
const artPathCache = new Map<string, string>();

/**
 * The art path of an icon, e.g. "2DItems/Armours/Helmets/HelmetStr1" ("" when the URL has none).
 * Modern URLs carry it base64-encoded (`/gen/image/<base64 of [25,14,{"f":"2DItems/…",…}]>/<hash>/<Art>.png`);
 * old ones spell it out (`/image/Art/2DItems/….png?…`). Icons repeat a lot across a stash page, so decoded
 * paths are memoised (a pure cache, bounded, cleared wholesale when full).
 */
export function artPathOfIcon(icon: string): string {
  const cached = artPathCache.get(icon);
  if (cached !== undefined) return cached;
  const path = decodeArtPath(icon);
  if (artPathCache.size >= ART_PATH_CACHE_LIMIT) artPathCache.clear();
  artPathCache.set(icon, path);
  return path;
}

function decodeArtPath(icon: string): string {
  const genAt = icon.indexOf('/gen/image/');
  if (genAt >= 0) {
    const start = genAt + '/gen/image/'.length;
    const end = icon.indexOf('/', start);
    const encoded = icon.slice(start, end < 0 ? undefined : end);
    // Node's base64 decoder accepts the URL-safe alphabet and missing padding.
    const json = Buffer.from(encoded, 'base64').toString('utf8');
    const match = /"f":"([^"]*)"/.exec(json);
    return match?.[1] === undefined ? '' : trimArtPrefix(match[1].replaceAll('\\/', '/'));
  }
  const artAt = icon.indexOf('/Art/');
  if (artAt < 0) return '';
  const rest = icon.slice(artAt + '/Art/'.length);
  const stop = rest.search(/[.?]/);
  return stop < 0 ? rest : rest.slice(0, stop);
}

function trimArtPrefix(path: string): string {
  return path.startsWith('Art/') ? path.slice('Art/'.length) : path;
}

/** The folder part below `2DItems/` ("Armours/Helmets" for "2DItems/Armours/Helmets/HelmetStr1"). */
function artFolderOf(artPath: string): string {
  if (!artPath.startsWith('2DItems/')) return '';
  const lastSlash = artPath.lastIndexOf('/');
  return lastSlash <= '2DItems'.length ? '' : artPath.slice('2DItems/'.length, lastSlash);
}

function hasProperty(item: PoeItem, name: string): boolean {
  return item.properties.some((property) => property.name === name);
}

function classFromArtFolder(item: PoeItem, folder: string): ItemClass | undefined {
  // The folder or its nearest listed ancestor ("Amulets/Talismans" → "Amulets").
  for (let prefix = folder; prefix !== ''; prefix = prefix.slice(0, Math.max(0, prefix.lastIndexOf('/')))) {
    const listed = CLASS_BY_ART_FOLDER[prefix];
    if (listed !== undefined) return listed;
  }
  const top = folder.split('/', 1)[0];
  switch (top) {
    case 'Jewels':
      return item.abyssJewel ? 'Abyss Jewels' : 'Jewels';
    case 'Maps':
      return hasProperty(item, 'Map Tier') ? 'Maps' : 'Map Fragments';
    case 'Flasks':
      return classFromBaseTypeWords(item.baseType) ?? 'Utility Flasks';
    default:
      return undefined;
  }
}

/** The in-game item class of an item, or "" when it cannot be told (see the module comment). */
export function deriveItemClass(item: PoeItem): ItemClass | '' {
  const listed = CLASS_BY_BASE_TYPE[item.baseType];
  if (listed !== undefined) return listed;

  const folder = artFolderOf(artPathOfIcon(item.icon));
  // `support` alone does not make a gem: very old API versions set it on other items too.
  if (item.frameType === GEM_FRAME_TYPE || folder === 'Gems' || folder.startsWith('Gems/')) {
    const support = item.support ?? folder.startsWith('Gems/Support');
    return support ? 'Support Gems' : 'Skill Gems';
  }
  if (item.frameType === DIVINATION_CARD_FRAME_TYPE) return 'Divination Cards';

  // Only weapons (or items whose art folder is unknown) need their properties read.
  if (folder === '' || folder.startsWith('Weapons/')) {
    const weaponType = item.properties[0]?.name;
    const weaponClass = weaponType === undefined ? undefined : CLASS_BY_WEAPON_PROPERTY[weaponType];
    if (weaponClass !== undefined) return weaponClass;
  }

  return (
    classFromArtFolder(item, folder) ??
    classFromBaseTypeWords(item.baseType) ??
    (item.frameType === CURRENCY_FRAME_TYPE ? 'Stackable Currency' : '')
  );
}
