import type { JsonObject } from '../json';
import type { ItemFormat, ItemSpec } from '../scenario.schema';
import { hashHex, SeededRandom } from '../seeded-random';
import { findBase, UNIQUES, type ItemBase } from './item-bases';

/**
 * Renders item specs into the PoE API's Item object (docs/external-services.md §1.6), in either mod format, with
 * the modern encoded icon URL. Ids are stable: an item keeps its id while it stays in the same tab.
 */

export type PlacedItem = { id: string; spec: ItemSpec; x: number; y: number };

export type RenderOptions = {
  league: string | null;
  format: ItemFormat;
  inventoryId: string;
};

const FRAME = { Normal: 0, Magic: 1, Rare: 2, Unique: 3, Gem: 4, Currency: 5, Card: 6 } as const;
const SOCKET_ATTR: Record<string, string> = { R: 'S', G: 'D', B: 'I', W: 'G', A: 'A' };
const ICON_CDN = 'https://web.poecdn.com/gen/image';

export class UnknownBaseTypeError extends Error {
  constructor(baseType: string) {
    super(
      `Unknown item baseType "${baseType}": use one of the simulator's known bases (poe/item-bases.ts) or give the item spec an "art" path and "size"`,
    );
  }
}

export type ResolvedBase = ItemBase & { uniqueArt?: string };

export function resolveBase(spec: ItemSpec): ResolvedBase {
  const known = findBase(spec.baseType);
  const unique = spec.name === undefined ? undefined : UNIQUES[spec.name];
  if (known) return unique ? { ...known, uniqueArt: unique.art } : known;
  if (spec.art === undefined) throw new UnknownBaseTypeError(spec.baseType);
  const slash = spec.art.lastIndexOf('/');
  const [w, h] = spec.size ?? [1, 1];
  return {
    category: 'gear',
    itemClass: 'Unknown',
    folder: spec.art.slice(0, slash),
    art: spec.art.slice(slash + 1),
    w,
    h,
  };
}

/**
 * The game's CDN URL form: base64url of `[version, type, {f: art path, w, h, scale, …}]`, a short
 * content hash, and the art name. Consumers derive the item class from the `f` path.
 */
export function iconUrl(artPath: string, w: number, h: number, extra: JsonObject = {}): string {
  const payload = JSON.stringify([25, 14, { f: artPath, w, h, scale: 1, ...extra }]);
  const encoded = Buffer.from(payload).toString('base64url');
  const art = artPath.slice(artPath.lastIndexOf('/') + 1);
  return `${ICON_CDN}/${encoded}/${hashHex('icon', payload).slice(0, 10)}/${art}.png`;
}

/** Assigns ids (stable per owner + key) and grid positions, first free cell row by row. */
export function placeItems(seed: number, owner: string, specs: readonly ItemSpec[], gridSize: number): PlacedItem[] {
  const occupied = new Set<string>();
  const occurrences = new Map<string, number>();
  return specs.map((spec) => {
    const base = resolveBase(spec);
    const identity = spec.key ?? `${spec.name ?? ''}|${spec.baseType}`;
    const occurrence = occurrences.get(identity) ?? 0;
    occurrences.set(identity, occurrence + 1);
    const id = hashHex(seed, 'item', owner, identity, spec.key === undefined ? occurrence : 0);
    const [x, y] = findCell(occupied, base.w, base.h, gridSize);
    for (let dx = 0; dx < base.w; dx++) for (let dy = 0; dy < base.h; dy++) occupied.add(`${x + dx},${y + dy}`);
    return { id, spec, x, y };
  });
}

function findCell(occupied: Set<string>, w: number, h: number, size: number): [number, number] {
  for (let y = 0; y + h <= size; y++) {
    for (let x = 0; x + w <= size; x++) {
      let free = true;
      for (let dx = 0; dx < w && free; dx++)
        for (let dy = 0; dy < h && free; dy++) free = !occupied.has(`${x + dx},${y + dy}`);
      if (free) return [x, y];
    }
  }
  // A full tab still has to answer; overlapping the corner is what a careless stash looks like too.
  return [0, 0];
}

const MOD_POOL = [
  '+# to maximum Life',
  '+#% to Fire Resistance',
  '+#% to Cold Resistance',
  '+#% to Lightning Resistance',
  '#% increased Attack Speed',
  '+# to Strength',
  '+# to Dexterity',
  '+# to Intelligence',
  '#% increased Movement Speed',
  '+# to maximum Energy Shield',
  '#% increased Critical Strike Chance',
  'Adds # to # Physical Damage to Attacks',
];

/** Deterministic filler mods for items whose spec gives none, so every unique and rare carries lines. */
function fillerMods(id: string, count: number): string[] {
  const random = new SeededRandom(Number.parseInt(id.slice(0, 8), 16));
  const lines = new Set<string>();
  while (lines.size < count) lines.add(random.pick(MOD_POOL));
  return [...lines].map((line) => line.replace(/#/g, () => String(random.int(8, 60))));
}

type Rarity = 'Normal' | 'Magic' | 'Rare' | 'Unique';

function rarityOf(spec: ItemSpec): Rarity {
  if (spec.rarity) return spec.rarity;
  if (spec.name !== undefined && UNIQUES[spec.name]) return 'Unique';
  return spec.name === undefined ? 'Normal' : 'Rare';
}

function property(name: string, values: [string, number][], type?: number, displayMode = 0): JsonObject {
  return { name, values, displayMode, ...(type === undefined ? {} : { type }) };
}

function modFields(spec: ItemSpec, base: ResolvedBase, id: string, rarity: Rarity, format: ItemFormat): JsonObject {
  const implicit = spec.implicitMods ?? base.implicitMods ?? [];
  const explicit =
    spec.explicitMods ??
    base.mods ??
    (rarity === 'Unique'
      ? fillerMods(id, 4)
      : rarity === 'Rare'
        ? fillerMods(id, 5)
        : rarity === 'Magic'
          ? fillerMods(id, 2)
          : []);
  const crafted = spec.craftedMods ?? [];
  const fractured = spec.fracturedMods ?? [];
  const fields: JsonObject = {};
  if (spec.enchantMods?.length) fields.enchantMods = spec.enchantMods;
  if (format === '3.28') {
    if (implicit.length) fields.implicitMods = implicit;
    if (explicit.length) fields.explicitMods = explicit;
    if (crafted.length) fields.craftedMods = crafted;
    if (fractured.length) fields.fracturedMods = fractured;
    return fields;
  }
  // 3.29: mods become objects; crafted and fractured are flags on explicit mods (docs/external-services.md §1.6).
  if (implicit.length) fields.implicitMods = implicit.map((description) => ({ description }));
  const explicitObjects: JsonObject[] = [
    ...fractured.map((description) => ({ description, flags: { fractured: true } })),
    ...explicit.map((description) => ({ description })),
    ...crafted.map((description) => ({ description, flags: { crafted: true } })),
  ];
  if (explicitObjects.length) fields.explicitMods = explicitObjects;
  return fields;
}

function socketsOf(spec: ItemSpec): JsonObject[] | undefined {
  if (spec.sockets === undefined) return undefined;
  return spec.sockets
    .split(' ')
    .flatMap((group, index) =>
      group.split('-').map((colour) => ({ group: index, attr: SOCKET_ATTR[colour] ?? 'G', sColour: colour })),
    );
}

export function renderItem(item: PlacedItem, options: RenderOptions): JsonObject {
  const { spec, id } = item;
  const base = resolveBase(spec);
  const artName = base.uniqueArt ?? base.art;
  const iconExtra: JsonObject = {};
  if (base.category === 'map') Object.assign(iconExtra, { mn: 19, mt: spec.mapTier ?? 1 });
  const result: JsonObject = {
    verified: false,
    w: base.w,
    h: base.h,
    icon: iconUrl(`${base.folder}/${artName}`, base.w, base.h, iconExtra),
    ...(options.league === null ? {} : { league: options.league }),
    id,
  };
  const sockets = socketsOf(spec);
  if (sockets) result.sockets = sockets;

  const stackable = base.maxStackSize !== undefined;
  const stackSize = stackable ? Math.min(spec.stackSize ?? 1, base.maxStackSize ?? 1) : undefined;
  let frameType: number;
  let rarity: Rarity | undefined;

  if (base.category === 'gem') {
    const level = spec.level ?? 1;
    Object.assign(result, nameOfUnnamed(spec));
    result.support = base.support ?? false;
    const properties: JsonObject[] = [
      property(base.gemTags ?? '', []),
      property('Level', [[level >= 20 ? `${level} (Max)` : String(level), 0]], 5),
    ];
    if (spec.quality) properties.push(property('Quality', [[`+${spec.quality}%`, 1]], 6));
    result.properties = properties;
    result.requirements = [property('Level', [[String(Math.min(72, 1 + level * 3)), 0]], 62)];
    result.additionalProperties = [{ ...property('Experience', [[`1/${15_249 * level}`, 0]], 20, 2), progress: 0 }];
    result.descrText =
      'Place into an item socket of the right colour to gain this skill. Right click to remove from a socket.';
    frameType = FRAME.Gem;
  } else if (base.category === 'currency' || base.category === 'fossil' || base.category === 'card') {
    Object.assign(result, nameOfUnnamed(spec));
    result.properties = [property('Stack Size', [[`${stackSize ?? 1}/${base.maxStackSize ?? 1}`, 0]], 32)];
    if (base.category === 'card') result.artFilename = base.art;
    frameType = base.category === 'card' ? FRAME.Card : FRAME.Currency;
  } else {
    rarity = rarityOf(spec);
    const isNamed = rarity === 'Unique' || rarity === 'Rare';
    Object.assign(result, {
      name: isNamed ? (spec.name ?? '') : '',
      typeLine: spec.baseType,
      baseType: spec.baseType,
      rarity,
      identified: spec.identified,
      ilvl: spec.ilvl ?? 84,
    });
    const properties: JsonObject[] = [];
    if (base.category === 'map') {
      properties.push(property('Map Tier', [[String(spec.mapTier ?? 1), 0]], 1));
      properties.push(property('Item Quantity', [[`+${(spec.mapTier ?? 1) * 5}%`, 1]], 2));
    }
    if (spec.quality) properties.push(property('Quality', [[`+${spec.quality}%`, 1]], 6));
    if (spec.heistJob) {
      properties.push(
        property(
          'Requires {0} (Level {1})',
          [
            [spec.heistJob.job, 0],
            [String(spec.heistJob.level), 0],
          ],
          undefined,
          3,
        ),
      );
    }
    if (properties.length) result.properties = properties;
    if (base.requiredLevel) result.requirements = [property('Level', [[String(base.requiredLevel), 0]], 62)];
    if (spec.influences?.length) result.influences = Object.fromEntries(spec.influences.map((name) => [name, true]));
    frameType = FRAME[rarity];
  }

  // Gems, cards and plain currency carry no mod lines in this simulator; fossils and gear do.
  if (base.category !== 'gem' && base.category !== 'card' && base.category !== 'currency') {
    Object.assign(result, modFields(spec, base, id, rarity ?? 'Normal', options.format));
  }
  if (base.descrText && result.descrText === undefined) result.descrText = base.descrText;
  if (spec.corrupted) result.corrupted = true;
  if (spec.duplicated) result.duplicated = true;
  if (spec.synthesised) result.synthesised = true;
  if (spec.note !== undefined) result.note = spec.note;
  result.frameType = frameType;
  if (stackSize !== undefined) {
    result.stackSize = stackSize;
    result.maxStackSize = base.maxStackSize ?? 1;
  }
  const socketedItems = socketedGemsOf(item, sockets, options);
  if (socketedItems) result.socketedItems = socketedItems;
  result.x = item.x;
  result.y = item.y;
  result.inventoryId = options.inventoryId;
  return result;
}

/**
 * Gems in an item's sockets as the character API reports them: full gem items with the socket index and its
 * attribute, no grid position. Link groups come from the item's `sockets`, which is how consumers tell the
 * supports of a skill.
 */
function socketedGemsOf(
  item: PlacedItem,
  sockets: JsonObject[] | undefined,
  options: RenderOptions,
): JsonObject[] | undefined {
  const gems = item.spec.socketedGems;
  if (!gems?.length || !sockets) return undefined;
  return gems.slice(0, sockets.length).map((baseType, socket) => {
    const gem = renderItem(
      { id: hashHex('socketed-gem', item.id, socket), spec: { baseType, level: 20, identified: true }, x: 0, y: 0 },
      options,
    );
    delete gem.x;
    delete gem.y;
    delete gem.inventoryId;
    const attr = sockets[socket]?.attr;
    return { ...gem, socket, ...(typeof attr === 'string' ? { colour: attr } : {}) };
  });
}

/** Gems and stackable currency have no name of their own: they are called by their base type. */
function nameOfUnnamed(spec: ItemSpec): JsonObject {
  return { name: '', typeLine: spec.baseType, baseType: spec.baseType, identified: true, ilvl: spec.ilvl ?? 0 };
}
