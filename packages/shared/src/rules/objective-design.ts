import type { ItemField } from '../enums';

/**
 * The names a bulk creation request lists: split at commas and line breaks (Path of Exile item names contain
 * neither), trimmed, empty ones dropped, a repeated name once, in the order first written. The server creates
 * exactly these; the designer counts them before sending.
 */
export function splitBulkNames(text: string): string[] {
  return [...new Set(text.split(/[,\n]/).map((name) => name.trim()))].filter((name) => name !== '');
}

/** One value an item field can have, as the server's matcher compares it (`value`), and what it means (`label`). */
export type ItemFieldChoice = { value: string; label: string };

/**
 * Every class the matcher derives as ITEM_CLASS (apps/server/src/modules/matching/item-class.ts): an item's class
 * is one of these or unknown, so a condition on any other text can never hold.
 */
export const ITEM_CLASSES = [
  'Amulets',
  'Rings',
  'Belts',
  'Body Armours',
  'Helmets',
  'Gloves',
  'Boots',
  'Shields',
  'Quivers',
  'Claws',
  'Daggers',
  'Rune Daggers',
  'Wands',
  'One Hand Swords',
  'Thrusting One Hand Swords',
  'One Hand Axes',
  'One Hand Maces',
  'Sceptres',
  'Bows',
  'Staves',
  'Warstaves',
  'Two Hand Swords',
  'Two Hand Axes',
  'Two Hand Maces',
  'Fishing Rods',
  'Life Flasks',
  'Mana Flasks',
  'Hybrid Flasks',
  'Utility Flasks',
  'Tinctures',
  'Jewels',
  'Abyss Jewels',
  'Skill Gems',
  'Support Gems',
  'Stackable Currency',
  'Delve Stackable Socketable Currency',
  'Divination Cards',
  'Incubators',
  'Maps',
  'Map Fragments',
  'Misc Map Items',
  'Expedition Logbooks',
  'Contracts',
  'Blueprints',
  'Heist Gear',
  'Heist Tools',
  'Heist Cloaks',
  'Heist Brooches',
  'Trinkets',
  'Relics',
  'Sanctum Research',
] as const;

/**
 * RARITY as the stash API writes `rarity`, which is also the name the matcher gives the frame types 0–3 and 9 when
 * an item has no `rarity`; compared exactly, so the capitals matter.
 */
export const RARITIES = ['Normal', 'Magic', 'Rare', 'Unique'] as const;

/**
 * FRAME_TYPE: the stash API's frame type numbers (the newer `frameTypeId` names are read as the same numbers).
 * 10, supporter foils, is not offered: the matcher skips those items, so no objective can count one.
 */
export const FRAME_TYPES = [
  { value: '0', label: '0 · Normal' },
  { value: '1', label: '1 · Magic' },
  { value: '2', label: '2 · Rare' },
  { value: '3', label: '3 · Unique' },
  { value: '4', label: '4 · Gem' },
  { value: '5', label: '5 · Currency' },
  { value: '6', label: '6 · Divination card' },
  { value: '7', label: '7 · Quest item' },
  { value: '8', label: '8 · Prophecy' },
  { value: '9', label: '9 · Foil (relic unique)' },
] as const satisfies readonly ItemFieldChoice[];

/** INFLUENCES: the keys of the stash API's `influences`, lower case as the API sends and the matcher compares them. */
export const INFLUENCES = ['shaper', 'elder', 'crusader', 'redeemer', 'hunter', 'warlord'] as const;

const asChoice = (value: string): ItemFieldChoice => ({ value, label: value });
const capitalised = (value: string): ItemFieldChoice => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
});

/** The item fields whose values come from a fixed set, with every value an item can have. */
export const ITEM_FIELD_CHOICES: Partial<Record<ItemField, readonly ItemFieldChoice[]>> = {
  ITEM_CLASS: ITEM_CLASSES.map(asChoice),
  RARITY: RARITIES.map(asChoice),
  FRAME_TYPE: FRAME_TYPES,
  INFLUENCES: INFLUENCES.map(capitalised),
};
