import { ITEM_FRAMES, type GuildStashContent, type ItemFrameLabel } from '@app/shared';

/**
 * How a guild stash tab is drawn, from what the server stored: the items exactly as the game reported them
 * (so anything may be missing or malformed) plus the objectives each one counts for. Pure: the page only
 * renders what these functions decide.
 */

type Entry = GuildStashContent['items'][number];

/** An item's frame as the page names it (docs/external-services.md §1.6 frameType); 'Item' for one it does not know. */
export type Frame = ItemFrameLabel | 'Item';

export type StashItem = {
  key: string;
  /** The unique or rare name ("" for others). */
  name: string;
  /** The base as the game names it ("Leather Cap", "Chaos Orb"); never empty. */
  typeLine: string;
  frame: Frame;
  itemClass: string;
  x: number;
  y: number;
  w: number;
  h: number;
  stackSize: number | null;
  mapTier: number | null;
  objectives: readonly { id: number; name: string }[];
  raw: Readonly<Record<string, unknown>>;
};

/** Longest text taken from an item field: the game's own names are far shorter; garbage is cut. */
const MAX_TEXT = 200;

const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, MAX_TEXT).trim() : '');

const whole = (value: unknown, min: number, max: number): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : null;

/** "Map Tier" is a property like every other; its first value is the tier. */
function mapTierOf(raw: Readonly<Record<string, unknown>>): number | null {
  const properties = Array.isArray(raw.properties) ? raw.properties : [];
  for (const property of properties.slice(0, 50)) {
    if (typeof property !== 'object' || property === null) continue;
    const { name, values } = property as { name?: unknown; values?: unknown };
    if (name !== 'Map Tier' || !Array.isArray(values)) continue;
    const first: unknown = values[0];
    const tier = Array.isArray(first) ? Number.parseInt(String(first[0]), 10) : Number.NaN;
    return Number.isInteger(tier) && tier > 0 && tier <= 20 ? tier : null;
  }
  return null;
}

/** One stored entry as the page can use it; fields the game did not send (or sent wrong) get safe defaults. */
export function readStashItem(entry: Entry, index: number): StashItem {
  const raw = entry.item;
  const frameType = whole(raw.frameType, 0, ITEM_FRAMES.length - 1);
  const typeLine = text(raw.typeLine) || text(raw.baseType) || 'Unknown item';
  return {
    key: `${index}:${text(raw.id)}`,
    name: text(raw.name),
    typeLine,
    frame: frameType === null ? 'Item' : ITEM_FRAMES[frameType]!.label,
    itemClass: entry.item_class,
    x: whole(raw.x, 0, 10_000) ?? 0,
    y: whole(raw.y, 0, 10_000) ?? 0,
    w: whole(raw.w, 1, 4) ?? 1,
    h: whole(raw.h, 1, 6) ?? 1,
    stackSize: whole(raw.stackSize, 0, 10_000_000),
    mapTier: mapTierOf(raw),
    objectives: entry.objectives,
    raw,
  };
}

/** "Goldrim Leather Cap", "Chaos Orb". */
export const itemTitle = (item: StashItem) => (item.name ? `${item.name} ${item.typeLine}` : item.typeLine);

export const countsForObjective = (item: StashItem) => item.objectives.length > 0;

/** The accessible name of an item on the board: what it is, how many, and what it counts for. */
export function itemLabel(item: StashItem): string {
  const parts = [itemTitle(item)];
  if (item.stackSize !== null && item.stackSize > 1) parts.push(`${item.stackSize} in the stack`);
  if (item.mapTier !== null) parts.push(`tier ${item.mapTier}`);
  parts.push(
    countsForObjective(item)
      ? `counts for ${item.objectives.map((objective) => objective.name || `objective ${objective.id}`).join(', ')}`
      : 'counts for no objective',
  );
  return parts.join(', ');
}

export type ItemGroup = { name: string; items: StashItem[] };

export type StashLayout =
  /** A square grid of cells (12×12, or 24×24 for quad tabs); items at their x/y, w×h cells big. */
  | { kind: 'grid'; size: number; items: StashItem[]; outside: StashItem[] }
  /** Special tabs (currency, fragments, essences, cards, …): one fixed slot per item, in the game's slot order. */
  | { kind: 'slots'; items: StashItem[] }
  /** Map and unique tabs: the game shows one section at a time, picked from buttons. */
  | { kind: 'sections'; label: string; groups: ItemGroup[] }
  | { kind: 'folder' };

const GRID_SIZES: Record<string, number> = { NormalStash: 12, PremiumStash: 12, QuadStash: 24 };

const bySlot = (a: StashItem, b: StashItem) => a.y - b.y || a.x - b.x;

const fitsIn = (size: number) => (item: StashItem) => item.x + item.w <= size && item.y + item.h <= size;

/** Item classes under the unique tab's section buttons (the game's own split). */
const UNIQUE_SECTIONS: [string, (itemClass: string) => boolean][] = [
  ['Weapons', (c) => /Claws|Daggers|Wands|Swords|Axes|Maces|Sceptres|Bows|Staves|Warstaves|Fishing Rods/.test(c)],
  ['Armour', (c) => /Body Armours|Helmets|Gloves|Boots|Shields|Quivers/.test(c)],
  ['Jewellery', (c) => /Amulets|Rings|Belts/.test(c)],
  ['Flasks', (c) => /Flasks|Tinctures/.test(c)],
  ['Jewels', (c) => /Jewels/.test(c)],
  ['Maps', (c) => /Maps|Map Fragments|Misc Map Items/.test(c)],
];

function uniqueSectionOf(item: StashItem): string {
  return UNIQUE_SECTIONS.find(([, holds]) => holds(item.itemClass))?.[0] ?? 'Other';
}

function mapSectionOf(item: StashItem): string {
  if (item.frame === 'Unique') return 'Unique maps';
  return item.mapTier === null ? 'Other' : `Tier ${item.mapTier}`;
}

/** Groups in a stable order: `order` first (as listed), then the rest by name. Empty groups are left out. */
function groupBy(items: readonly StashItem[], sectionOf: (item: StashItem) => string, order: string[]): ItemGroup[] {
  const groups = new Map<string, StashItem[]>();
  for (const item of [...items].sort(bySlot)) {
    const name = sectionOf(item);
    groups.set(name, [...(groups.get(name) ?? []), item]);
  }
  const rank = (name: string) => {
    const at = order.indexOf(name);
    return at === -1 ? order.length : at;
  };
  return [...groups]
    .map(([name, grouped]) => ({ name, items: grouped }))
    .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name, undefined, { numeric: true }));
}

/**
 * The layout of a tab by its type. A grid tab keeps every item: one the game placed outside the grid (or
 * that would overlap its edge) is listed under the grid instead of being lost. A tab type this site does
 * not know is drawn as a grid when its items fit one, and as slots otherwise.
 */
export function stashLayoutOf(type: string, items: readonly StashItem[]): StashLayout {
  if (type === 'Folder') return { kind: 'folder' };
  if (type === 'MapStash') {
    const tiers = Array.from({ length: 20 }, (_, index) => `Tier ${index + 1}`);
    return { kind: 'sections', label: 'Map tiers', groups: groupBy(items, mapSectionOf, [...tiers, 'Unique maps']) };
  }
  if (type === 'UniqueStash') {
    return {
      kind: 'sections',
      label: 'Item kinds',
      groups: groupBy(
        items,
        uniqueSectionOf,
        UNIQUE_SECTIONS.map(([name]) => name),
      ),
    };
  }
  const size = GRID_SIZES[type] ?? gridFor(type, items);
  if (size === null) return { kind: 'slots', items: [...items].sort(bySlot) };
  return {
    kind: 'grid',
    size,
    items: items.filter(fitsIn(size)),
    outside: items.filter((item) => !fitsIn(size)(item)),
  };
}

/** Special tab types the game lays out in fixed slots; anything else unknown is treated as a grid if it fits. */
const SLOT_TABS = new Set([
  'CurrencyStash',
  'FragmentStash',
  'EssenceStash',
  'DivinationCardStash',
  'DelveStash',
  'BlightStash',
  'DeliriumStash',
  'MetamorphStash',
  'UltimatumStash',
  'GemStash',
  'FlaskStash',
]);

function gridFor(type: string, items: readonly StashItem[]): number | null {
  if (SLOT_TABS.has(type)) return null;
  return [12, 24].find((size) => items.every(fitsIn(size))) ?? null;
}

/** What the item dialog lists, in the game's order: properties, requirements, item level, mod blocks. */
export type ItemDetails = {
  properties: string[];
  requirements: string;
  itemLevel: number | null;
  modBlocks: { title: string; lines: string[] }[];
  flags: string[];
};

/** At most this many lines per block: an item has a handful; garbage could have thousands. */
const MAX_LINES = 40;

function lines(value: unknown): string[] {
  return Array.isArray(value) ? value.slice(0, MAX_LINES).map(text).filter(Boolean) : [];
}

/** A game property: "Quality: +20%", "Map Tier: 3", or its name alone; "{0}" placeholders take the values. */
function propertyLine(property: unknown, separator = ': '): string {
  if (typeof property !== 'object' || property === null) return '';
  const { name, values } = property as { name?: unknown; values?: unknown };
  const label = text(name);
  const shown = (Array.isArray(values) ? values.slice(0, 10) : [])
    .map((value: unknown) => (Array.isArray(value) ? text(value[0]) : ''))
    .filter(Boolean);
  if (/\{\d\}/.test(label)) return label.replace(/\{(\d)\}/g, (_, at: string) => shown[Number(at)] ?? '');
  if (!label) return shown.join(', ');
  return shown.length ? `${label}${separator}${shown.join(', ')}` : label;
}

export function itemDetails(raw: Readonly<Record<string, unknown>>): ItemDetails {
  const list = (value: unknown, separator?: string) =>
    (Array.isArray(value) ? value.slice(0, MAX_LINES).map((property) => propertyLine(property, separator)) : []).filter(
      Boolean,
    );
  // "Requires Level 12, 42 Dex": the game writes requirements without a colon.
  const requirements = list(raw.requirements, ' ');
  const blocks: [string, unknown][] = [
    ['Enchantments', raw.enchantMods],
    ['Implicit modifiers', raw.implicitMods],
    ['Fractured modifiers', raw.fracturedMods],
    ['Explicit modifiers', raw.explicitMods],
    ['Crafted modifiers', raw.craftedMods],
  ];
  const flags = [
    raw.identified === false ? 'Unidentified' : '',
    raw.corrupted === true ? 'Corrupted' : '',
    raw.duplicated === true ? 'Mirrored' : '',
  ].filter(Boolean);
  return {
    properties: list(raw.properties),
    requirements: requirements.length ? `Requires ${requirements.join(', ')}` : '',
    itemLevel: whole(raw.ilvl, 0, 100),
    modBlocks: blocks.map(([title, value]) => ({ title, lines: lines(value) })).filter((block) => block.lines.length),
    flags,
  };
}
