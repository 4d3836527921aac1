import type { ItemField } from '@app/shared';
import { deriveItemClass } from './item-class';
import type { ItemMod, PoeItem } from './poe-item.schema';

/** The four value types a condition can compare (served as `field_to_type` by GET /conditions/valid-mappings). */
export type FieldType = 'string' | 'int' | 'bool' | 'string[]';

/**
 * One declared type per item field of docs/domain.md §3, and the getters below are typed against it, so a field can
 * never be declared one type and computed as another (the reference's FRAME_TYPE / MAX_LINKS /
 * RITUAL_VESSEL_MAP mismatches silently disabled objectives, docs/reference-tracker.md §3.2).
 */
export const FIELD_TYPES = {
  BASE_TYPE: 'string',
  NAME: 'string',
  ITEM_CLASS: 'string',
  ICON_NAME: 'string',
  TYPE_LINE: 'string',
  QUALITY: 'int',
  LEVEL: 'int',
  RARITY: 'string',
  ILVL: 'int',
  FRAME_TYPE: 'int',
  TALISMAN_TIER: 'int',
  MAP_TIER: 'int',
  ENCHANT_MODS: 'string[]',
  EXPLICIT_MODS: 'string[]',
  IMPLICIT_MODS: 'string[]',
  CRAFTED_MODS: 'string[]',
  FRACTURED_MODS: 'string[]',
  INFLUENCES: 'string[]',
  MAX_LINKS: 'int',
  SOCKETS: 'string',
  INCUBATOR_KILLS: 'int',
  IS_CORRUPTED: 'bool',
  IS_VAAL: 'bool',
  IS_SPLIT: 'bool',
  IS_IDENTIFIED: 'bool',
  SANCTUM_AFFLICTIONS: 'string[]',
  TEMPLE_ROOMS: 'string[]',
  RITUAL_VESSEL_BOSSES: 'string[]',
  RITUAL_VESSEL_MAP: 'string',
  FACETOR_LENS_EXP: 'int',
  MEMORY_STRANDS: 'int',
} as const satisfies Record<ItemField, FieldType>;

type ValueOfType<T extends FieldType> = T extends 'string'
  ? string
  : T extends 'int'
    ? number
    : T extends 'bool'
      ? boolean
      : readonly string[];

/** Every item field's value for one item; a missing value is "" / 0 / false / []. */
export type ItemFieldValues = { [F in ItemField]: ValueOfType<(typeof FIELD_TYPES)[F]> };

/** Rarity names of the frame types 0–3 and 9 (relic uniques), for items that omit `rarity`. */
const RARITY_BY_FRAME_TYPE: Readonly<Record<number, string>> = {
  0: 'Normal',
  1: 'Magic',
  2: 'Rare',
  3: 'Unique',
  9: 'Unique',
};

const SANCTUM_AFFLICTION_PROPERTIES = new Set(['Minor Afflictions', 'Major Afflictions', 'Minor Boons', 'Major Boons']);

/** additionalProperties of this type list the rooms of a Chronicle of Atzoatl (docs/reference-tracker.md §3.1). */
const TEMPLE_ROOM_PROPERTY_TYPE = 49;

/** The first whole number in a display value: "+20%" → 20, "20 (Max)" → 20, missing or none → 0. */
function firstInt(text: string | undefined): number {
  if (text === undefined) return 0;
  const match = /[-+]?\d+/.exec(text);
  if (match === null) return 0;
  const value = Number(match[0]);
  return Number.isSafeInteger(value) ? value : 0;
}

function propertyText(item: PoeItem, name: string): string | undefined {
  for (const property of item.properties) if (property.name === name) return property.values[0]?.[0];
  return undefined;
}

function modTexts(mods: readonly ItemMod[], keep: (mod: ItemMod) => boolean): string[] {
  const texts: string[] = [];
  for (const mod of mods) if (keep(mod)) texts.push(mod.text);
  return texts;
}

const always = () => true;

/** Splits multi-line values ("Boss1\nBoss2") into trimmed, non-empty lines. */
function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function iconName(icon: string): string {
  const query = icon.indexOf('?');
  const path = query < 0 ? icon : icon.slice(0, query);
  const file = path.slice(path.lastIndexOf('/') + 1);
  const dot = file.indexOf('.');
  return dot < 0 ? file : file.slice(0, dot);
}

function maxLinks(item: PoeItem): number {
  const groupSizes = new Map<number, number>();
  let max = 0;
  for (const socket of item.sockets) {
    const size = (groupSizes.get(socket.group) ?? 0) + 1;
    groupSizes.set(socket.group, size);
    if (size > max) max = size;
  }
  return max;
}

function sanctumAfflictions(item: PoeItem): string[] {
  const afflictions: string[] = [];
  for (const property of item.properties) {
    if (!SANCTUM_AFFLICTION_PROPERTIES.has(property.name)) continue;
    for (const [text] of property.values) afflictions.push(...lines(text));
  }
  return afflictions;
}

/**
 * Every room the chronicle lists, without its tier. Like the reference this does not tell open rooms from
 * obstructed ones: we have no API sample showing how the two lists differ.
 */
function templeRooms(item: PoeItem): string[] {
  const rooms: string[] = [];
  for (const property of item.additionalProperties) {
    if (property.type !== TEMPLE_ROOM_PROPERTY_TYPE) continue;
    for (const [text] of property.values) {
      const tierAt = text.indexOf(' (Tier');
      const room = (tierAt < 0 ? text : text.slice(0, tierAt)).trim();
      if (room !== '') rooms.push(room);
    }
  }
  return rooms;
}

const isPlainExplicit = (mod: ItemMod) => !mod.crafted && !mod.fractured && !mod.mutated && !mod.desecrated;

/**
 * How each field is read from an item. EXPLICIT_MODS leaves out crafted, fractured, mutated and desecrated
 * mods, as the 3.28 `explicitMods` array did, so objectives written against either API format keep their
 * meaning; CRAFTED_MODS and FRACTURED_MODS come from the 3.28 arrays or the 3.29 flags alike.
 */
const FIELD_GETTERS: { readonly [F in ItemField]: (item: PoeItem) => ItemFieldValues[F] } = {
  BASE_TYPE: (item) => item.baseType,
  NAME: (item) => item.name,
  ITEM_CLASS: deriveItemClass,
  ICON_NAME: (item) => iconName(item.icon),
  TYPE_LINE: (item) => item.typeLine,
  // Catalysed jewellery shows e.g. "Quality (Attack Modifiers)", hence the substring.
  QUALITY: (item) => firstInt(item.properties.find((property) => property.name.includes('Quality'))?.values[0]?.[0]),
  LEVEL: (item) => firstInt(propertyText(item, 'Level')),
  RARITY: (item) => item.rarity ?? (item.frameType === undefined ? '' : (RARITY_BY_FRAME_TYPE[item.frameType] ?? '')),
  ILVL: (item) => item.ilvl,
  FRAME_TYPE: (item) => item.frameType ?? 0,
  // API 3.29 dropped `talismanTier`, so 3.29 items read 0.
  TALISMAN_TIER: (item) => item.talismanTier ?? 0,
  MAP_TIER: (item) => firstInt(propertyText(item, 'Map Tier')),
  ENCHANT_MODS: (item) => modTexts(item.enchantMods, always),
  EXPLICIT_MODS: (item) => modTexts(item.explicitMods, isPlainExplicit),
  IMPLICIT_MODS: (item) => modTexts(item.implicitMods, always),
  CRAFTED_MODS: (item) => [
    ...modTexts(item.implicitMods, (mod) => mod.crafted),
    ...modTexts(item.explicitMods, (mod) => mod.crafted),
  ],
  FRACTURED_MODS: (item) => [
    ...modTexts(item.implicitMods, (mod) => mod.fractured),
    ...modTexts(item.explicitMods, (mod) => mod.fractured),
  ],
  INFLUENCES: (item) => item.influences,
  MAX_LINKS: maxLinks,
  SOCKETS: (item) => item.sockets.map((socket) => socket.sColour ?? '').join(''),
  INCUBATOR_KILLS: (item) => Math.trunc(item.incubatorKills ?? 0),
  IS_CORRUPTED: (item) => item.corrupted,
  IS_VAAL: (item) => item.isVaalGem,
  IS_SPLIT: (item) => item.split,
  IS_IDENTIFIED: (item) => item.identified,
  SANCTUM_AFFLICTIONS: sanctumAfflictions,
  TEMPLE_ROOMS: templeRooms,
  RITUAL_VESSEL_BOSSES: (item) => lines(propertyText(item, 'Monsters:\n{0}') ?? ''),
  RITUAL_VESSEL_MAP: (item) => propertyText(item, 'From') ?? '',
  FACETOR_LENS_EXP: (item) => firstInt(propertyText(item, 'Stored Experience: {0}')),
  // Read from a "Memory Strands" property, as the reference does.
  MEMORY_STRANDS: (item) => firstInt(propertyText(item, 'Memory Strands')),
};

/**
 * Field values of one item, each computed on first use and then reused: matching usually needs only a few
 * fields per item, and some (ITEM_CLASS, the mod lists) cost more than the comparison itself.
 */
export class ItemView {
  private readonly values: Partial<ItemFieldValues> = {};

  constructor(readonly item: PoeItem) {}

  get<F extends ItemField>(field: F): ItemFieldValues[F] {
    const cached = this.values[field];
    if (cached !== undefined) return cached;
    const value = FIELD_GETTERS[field](this.item);
    setValue(this.values, field, value);
    return value;
  }
}

function setValue<F extends ItemField>(values: Partial<ItemFieldValues>, field: F, value: ItemFieldValues[F]): void {
  values[field] = value;
}

const ITEM_FIELDS = Object.keys(FIELD_TYPES) as ItemField[];

/** Every item field's value at once (for tests, the condition test endpoint and debugging). */
export function mapItemFields(item: PoeItem): ItemFieldValues {
  const view = new ItemView(item);
  const values: Partial<ItemFieldValues> = {};
  for (const field of ITEM_FIELDS) setValue(values, field, view.get(field));
  return values as ItemFieldValues;
}
