import { ITEM_FRAMES } from '@app/shared';
import { z } from 'zod';

/**
 * The PoE `Item` object as the public stash, guild stash and character endpoints return it
 * (docs/external-services.md §1.6), parsed tolerantly and normalised for matching.
 *
 * Tolerance rules, chosen so one odd field never costs a whole stash:
 * - an item is rejected only when it is not an object or carries neither `baseType` nor `typeLine`;
 * - any optional field with an unexpected shape is treated as absent (`.catch`), not as an error;
 * - unknown fields are ignored (the raw snapshot JSON is kept elsewhere; matching needs only these).
 *
 * Both mod formats are accepted and normalised to `ItemMod`:
 * - up to API 3.28: `explicitMods` etc. are arrays of strings, with crafted / fractured / mutated /
 *   desecrated mods in arrays of their own;
 * - from API 3.29: `implicitMods` / `explicitMods` are arrays of `{description, flags?}` and the separate
 *   arrays are gone.
 * After normalisation the old separate arrays are folded into `explicitMods` with the matching flag set,
 * so one item reads the same whichever format it came in.
 *
 * `PoeItem.parse` validates the scalar core at once and each nested part (mods, properties, sockets, …)
 * on first use: a stash page holds ~25,000 items and matching usually needs only a few parts of each, while
 * copying every nested array up front cost more than the matching itself. Because a malformed part only
 * ever reads as absent, parsing it later cannot change whether the item is accepted.
 */

/** One modifier line, whichever API format it came from. */
export type ItemMod = {
  text: string;
  crafted: boolean;
  fractured: boolean;
  mutated: boolean;
  desecrated: boolean;
  vestigial: boolean;
};

const optionalString = z.string().optional().catch(undefined);
const optionalBoolean = z.boolean().optional().catch(undefined);
const optionalInt = z.number().int().optional().catch(undefined);

const ModFlagsSchema = z.object({
  crafted: optionalBoolean,
  fractured: optionalBoolean,
  mutated: optionalBoolean,
  desecrated: optionalBoolean,
  vestigial: optionalBoolean,
});

/** A mod array in either format; a malformed array reads as no mods. */
const ModListSchema = z
  .array(
    z.union([z.string(), z.object({ description: z.string(), flags: ModFlagsSchema.optional().catch(undefined) })]),
  )
  .optional()
  .catch(undefined);
type RawModList = z.output<typeof ModListSchema>;

const ItemPropertySchema = z.object({
  name: z.string(),
  /** `[display text, value type]` pairs; only the text matters for matching. */
  values: z.array(z.tuple([z.string(), z.number()], z.unknown())).catch([]),
  displayMode: optionalInt,
  type: optionalInt,
});
export type ItemProperty = z.output<typeof ItemPropertySchema>;

const PropertyListSchema = z.array(ItemPropertySchema).optional().catch(undefined);

const SocketListSchema = z
  .array(
    z.object({
      group: z.number().int(),
      /** PoE1 colour R/G/B/W/A/DV; PoE2 sockets have none. */
      sColour: optionalString,
    }),
  )
  .optional()
  .catch(undefined);
export type ItemSocket = NonNullable<z.output<typeof SocketListSchema>>[number];

/** The scalar fields, validated as soon as an item is parsed. */
const ItemCoreSchema = z.object({
  id: optionalString,
  name: optionalString,
  typeLine: optionalString,
  baseType: optionalString,
  icon: optionalString,
  rarity: optionalString,
  frameType: optionalInt,
  frameTypeId: optionalString,
  ilvl: optionalInt,
  itemLevel: optionalInt,
  identified: optionalBoolean,
  corrupted: optionalBoolean,
  split: optionalBoolean,
  support: optionalBoolean,
  abyssJewel: optionalBoolean,
  shaper: optionalBoolean,
  elder: optionalBoolean,
  stackSize: z.number().int().nonnegative().optional().catch(undefined),
  talismanTier: optionalInt,
});
type ItemCore = z.output<typeof ItemCoreSchema>;

/** The nested fields, each validated on first use. */
const ITEM_PART_SCHEMAS = {
  influences: z.record(z.string(), z.boolean()).optional().catch(undefined),
  sockets: SocketListSchema,
  properties: PropertyListSchema,
  additionalProperties: PropertyListSchema,
  incubatedItem: z.object({ progress: z.number() }).optional().catch(undefined),
  hybrid: z.object({ isVaalGem: optionalBoolean }).optional().catch(undefined),
  enchantMods: ModListSchema,
  implicitMods: ModListSchema,
  explicitMods: ModListSchema,
  craftedMods: ModListSchema,
  fracturedMods: ModListSchema,
  mutatedMods: ModListSchema,
  desecratedMods: ModListSchema,
};
type PartName = keyof typeof ITEM_PART_SCHEMAS;
type PartOutputs = { [P in PartName]: z.output<(typeof ITEM_PART_SCHEMAS)[P]> };

const needsBaseTypeOrTypeLine = (item: ItemCore) => item.baseType !== undefined || item.typeLine !== undefined;
const BASE_TYPE_OR_TYPE_LINE = { message: 'An item needs a baseType or a typeLine' };

/**
 * The whole item shape in one schema, for API request bodies and their OpenAPI documentation (e.g. the
 * condition test endpoint). Matching parses with `PoeItem.parse`, which applies the same parts lazily.
 */
export const PoeItemSchema = ItemCoreSchema.extend(ITEM_PART_SCHEMAS).refine(
  needsBaseTypeOrTypeLine,
  BASE_TYPE_OR_TYPE_LINE,
);

/**
 * `frameTypeId` is the 3.29 replacement of the deprecated numeric `frameType`; the names map onto the
 * numbers of docs/external-services.md §1.6 so FRAME_TYPE keeps one meaning across API versions.
 */
const FRAME_TYPE_BY_ID: ReadonlyMap<string, number> = new Map(
  ITEM_FRAMES.map((frame, frameType) => [frame.id.toLowerCase(), frameType]),
);

/** Supporter foils (docs/external-services.md §1.6: frameType 10, marked unverified there; the reference drops them too). */
export const SUPPORTER_FOIL_FRAME_TYPE = 10;

type LegacyFlag = 'crafted' | 'fractured' | 'mutated' | 'desecrated';

function pushMods(target: ItemMod[], list: RawModList, legacyFlag?: LegacyFlag): void {
  if (list === undefined) return;
  for (const entry of list) {
    const text = typeof entry === 'string' ? entry : entry.description;
    const flags = typeof entry === 'string' ? undefined : entry.flags;
    target.push({
      text,
      crafted: flags?.crafted === true || legacyFlag === 'crafted',
      fractured: flags?.fractured === true || legacyFlag === 'fractured',
      mutated: flags?.mutated === true || legacyFlag === 'mutated',
      desecrated: flags?.desecrated === true || legacyFlag === 'desecrated',
      vestigial: flags?.vestigial === true,
    });
  }
}

/** Old API names carried display markup such as `<<set:MS>><<set:M>><<set:S>>Goldrim`. */
function stripMarkup(text: string): string {
  return text.includes('<<') ? text.replace(/<<[^>]*>>/g, '') : text;
}

function resolveFrameType(core: ItemCore): number | undefined {
  if (core.frameType !== undefined) return core.frameType;
  if (core.frameTypeId === undefined) return undefined;
  return FRAME_TYPE_BY_ID.get(core.frameTypeId.toLowerCase());
}

/** A parsed, normalised item. Scalars are read at once; nested parts on first use, then kept. */
export class PoeItem {
  readonly id: string | undefined;
  readonly name: string;
  readonly typeLine: string;
  readonly baseType: string;
  readonly icon: string;
  readonly rarity: string | undefined;
  readonly frameType: number | undefined;
  readonly ilvl: number;
  readonly identified: boolean;
  readonly corrupted: boolean;
  readonly split: boolean;
  readonly support: boolean | undefined;
  readonly abyssJewel: boolean;
  readonly stackSize: number | undefined;
  readonly talismanTier: number | undefined;

  readonly #raw: Readonly<Record<string, unknown>>;
  readonly #legacyShaper: boolean;
  readonly #legacyElder: boolean;
  #influences: readonly string[] | undefined;
  #sockets: readonly ItemSocket[] | undefined;
  #properties: readonly ItemProperty[] | undefined;
  #additionalProperties: readonly ItemProperty[] | undefined;
  #enchantMods: readonly ItemMod[] | undefined;
  #implicitMods: readonly ItemMod[] | undefined;
  #explicitMods: readonly ItemMod[] | undefined;

  private constructor(raw: Readonly<Record<string, unknown>>, core: ItemCore) {
    this.#raw = raw;
    this.id = core.id;
    this.name = stripMarkup(core.name ?? '');
    this.typeLine = stripMarkup(core.typeLine ?? core.baseType ?? '');
    this.baseType = stripMarkup(core.baseType ?? this.typeLine);
    this.icon = core.icon ?? '';
    this.rarity = core.rarity;
    this.frameType = resolveFrameType(core);
    this.ilvl = core.ilvl ?? core.itemLevel ?? 0;
    this.identified = core.identified === true;
    this.corrupted = core.corrupted === true;
    this.split = core.split === true;
    this.support = core.support;
    this.abyssJewel = core.abyssJewel === true;
    this.stackSize = core.stackSize;
    this.talismanTier = core.talismanTier;
    this.#legacyShaper = core.shaper === true;
    this.#legacyElder = core.elder === true;
  }

  /** The item, or undefined when the value is not an item at all (not an object, or no baseType / typeLine). */
  static parse(value: unknown): PoeItem | undefined {
    const core = ItemCoreSchema.safeParse(value);
    if (!core.success || !needsBaseTypeOrTypeLine(core.data)) return undefined;
    return new PoeItem(value as Readonly<Record<string, unknown>>, core.data);
  }

  #part<P extends PartName>(name: P): PartOutputs[P] {
    // TypeScript cannot correlate the indexed schema with its output; every part schema ends in
    // `.catch(undefined)`, so parsing never throws.
    const schema = ITEM_PART_SCHEMAS[name] as z.ZodType<PartOutputs[P]>;
    return schema.parse(this.#raw[name]);
  }

  #mods(name: 'enchantMods' | 'implicitMods'): ItemMod[] {
    const mods: ItemMod[] = [];
    pushMods(mods, this.#part(name));
    return mods;
  }

  /** Influence names (`shaper`, `hunter`, …), including the top-level flags of items older than `influences`. */
  get influences(): readonly string[] {
    if (this.#influences !== undefined) return this.#influences;
    const influences: string[] = [];
    const record = this.#part('influences');
    if (record !== undefined) for (const [key, present] of Object.entries(record)) if (present) influences.push(key);
    if (this.#legacyShaper && !influences.includes('shaper')) influences.push('shaper');
    if (this.#legacyElder && !influences.includes('elder')) influences.push('elder');
    return (this.#influences = influences);
  }

  get sockets(): readonly ItemSocket[] {
    return (this.#sockets ??= this.#part('sockets') ?? []);
  }

  get properties(): readonly ItemProperty[] {
    return (this.#properties ??= this.#part('properties') ?? []);
  }

  get additionalProperties(): readonly ItemProperty[] {
    return (this.#additionalProperties ??= this.#part('additionalProperties') ?? []);
  }

  get incubatorKills(): number | undefined {
    return this.#part('incubatedItem')?.progress;
  }

  get isVaalGem(): boolean {
    return this.#part('hybrid')?.isVaalGem === true;
  }

  get enchantMods(): readonly ItemMod[] {
    return (this.#enchantMods ??= this.#mods('enchantMods'));
  }

  get implicitMods(): readonly ItemMod[] {
    return (this.#implicitMods ??= this.#mods('implicitMods'));
  }

  /** Explicit mods of both formats, with the 3.28 crafted / fractured / mutated / desecrated arrays folded in. */
  get explicitMods(): readonly ItemMod[] {
    if (this.#explicitMods !== undefined) return this.#explicitMods;
    const mods: ItemMod[] = [];
    pushMods(mods, this.#part('explicitMods'));
    pushMods(mods, this.#part('craftedMods'), 'crafted');
    pushMods(mods, this.#part('fracturedMods'), 'fractured');
    pushMods(mods, this.#part('mutatedMods'), 'mutated');
    pushMods(mods, this.#part('desecratedMods'), 'desecrated');
    return (this.#explicitMods = mods);
  }
}
