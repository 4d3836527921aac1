import { z } from 'zod';
import { FaultRuleSchema } from './faults/fault-rules';
import { RateLimitsSchema } from './faults/rate-limiter';
import { isDuration } from './virtual-clock';

/**
 * The scenario file format: everything the simulated providers know, and how it changes over virtual
 * time. Documented in apps/simulator/README.md. Times (`at`, `from`, `to`) are offsets from `startAt`
 * (`"+90m"`, `"2d"`, or milliseconds) or absolute ISO timestamps.
 */

export const ScenarioTimeSchema = z.union([
  z.number().nonnegative(),
  z.string().refine((value) => isDuration(value) || !Number.isNaN(Date.parse(value)), {
    message: 'use an offset such as "+90m" / "1h30m" / "2d", milliseconds, or an ISO timestamp',
  }),
]);
export type ScenarioTime = z.infer<typeof ScenarioTimeSchema>;

const DurationSchema = z.union([
  z.number().nonnegative(),
  z.string().refine(isDuration, { message: 'use e.g. "500ms", "30s", "10m", "1h30m", "2d"' }),
]);

export const ItemFormatSchema = z.enum(['3.28', '3.29']);
export type ItemFormat = z.infer<typeof ItemFormatSchema>;

export const RealmSchema = z.enum(['pc', 'xbox', 'sony', 'poe2']);
export type Realm = z.infer<typeof RealmSchema>;

export const InfluenceSchema = z.enum(['shaper', 'elder', 'crusader', 'redeemer', 'hunter', 'warlord']);

/**
 * One item. The base type decides size, art, item class and frame (see poe/item-bases.ts); everything
 * else is optional and rendered with the exact field names of the PoE API's Item object.
 */
export const ItemSpecSchema = z.object({
  /** Stable identity inside its tab: the same key keeps the same item `id` across snapshots. */
  key: z.string().min(1).optional(),
  baseType: z.string().min(1),
  /** Unique or rare name. A known unique name makes the item Unique unless `rarity` says otherwise. */
  name: z.string().min(1).optional(),
  rarity: z.enum(['Normal', 'Magic', 'Rare', 'Unique']).optional(),
  stackSize: z.number().int().positive().optional(),
  /** Gem level. */
  level: z.number().int().min(1).max(21).optional(),
  quality: z.number().int().min(0).max(30).optional(),
  mapTier: z.number().int().min(1).max(17).optional(),
  ilvl: z.number().int().min(0).max(100).optional(),
  /** Socket groups separated by spaces, links by `-`: `"R-R-G B"`. */
  sockets: z
    .string()
    .regex(
      /^[RGBWA](-[RGBWA])*( [RGBWA](-[RGBWA])*)*$/,
      'use socket colours R G B W A, "-" for links, " " between groups',
    )
    .optional(),
  /** Gem base types in the item's sockets, in socket order (the first fills socket 0), as `socketedItems`. */
  socketedGems: z.array(z.string().min(1)).max(6).optional(),
  influences: z.array(InfluenceSchema).optional(),
  identified: z.boolean().default(true),
  corrupted: z.boolean().optional(),
  duplicated: z.boolean().optional(),
  synthesised: z.boolean().optional(),
  implicitMods: z.array(z.string()).optional(),
  explicitMods: z.array(z.string()).optional(),
  craftedMods: z.array(z.string()).optional(),
  fracturedMods: z.array(z.string()).optional(),
  enchantMods: z.array(z.string()).optional(),
  note: z.string().optional(),
  /** Rogue's equipment requirement, e.g. `{ job: "Lockpicking", level: 3 }`. */
  heistJob: z.object({ job: z.string(), level: z.number().int().min(1).max(5) }).optional(),
  /** Overrides for a base the built-in table does not know: art path under `2DItems/` and size. */
  art: z
    .string()
    .regex(/^2DItems\//, 'art paths start with "2DItems/"')
    .optional(),
  size: z.tuple([z.number().int().min(1).max(2), z.number().int().min(1).max(4)]).optional(),
});
export type ItemSpec = z.output<typeof ItemSpecSchema>;
export type ItemSpecInput = z.input<typeof ItemSpecSchema>;

export const LeagueSchema = z.object({
  id: z.string().min(1),
  realm: RealmSchema.default('pc'),
  description: z.string().optional(),
  startAt: ScenarioTimeSchema.optional(),
  endAt: ScenarioTimeSchema.optional(),
});

export const CharacterStepSchema = z.object({
  at: ScenarioTimeSchema,
  level: z.number().int().min(1).max(100).optional(),
  /** Defaults to the level's threshold on the game's experience table (then growing towards the next level). */
  experience: z.number().int().nonnegative().optional(),
  /** Base class before ascending, the ascendancy name after (as the API reports it). */
  class: z.string().optional(),
  /** Allocated ascendancy points (0–8); rendered as ascendancy node hashes. */
  ascendancyPoints: z.number().int().min(0).max(8).optional(),
  pantheonMajor: z.string().optional(),
  pantheonMinor: z.string().optional(),
  bandit: z.enum(['Eramir', 'Alira', 'Kraityn', 'Oak']).optional(),
  /** Allocated atlas passives in the character's league (feeds /league-account). */
  atlasPassives: z.number().int().min(0).max(132).optional(),
  depth: z.object({ default: z.number().int().nonnegative(), solo: z.number().int().nonnegative() }).optional(),
  dead: z.boolean().optional(),
  /** Deleted characters disappear from lists and ladders and answer 404. */
  deleted: z.boolean().optional(),
  equipment: z.array(ItemSpecSchema).optional(),
});
export type CharacterStep = z.output<typeof CharacterStepSchema>;
export type CharacterStepInput = z.input<typeof CharacterStepSchema>;

export const CharacterSchema = z.object({
  name: z.string().min(1),
  league: z.string().min(1),
  realm: RealmSchema.default('pc'),
  class: z.string().min(1),
  /** State as of virtual time: later steps override earlier ones field by field. */
  timeline: z.array(CharacterStepSchema).default([]),
});
export type CharacterInput = z.input<typeof CharacterSchema>;

export const StashTypeSchema = z.enum([
  'NormalStash',
  'PremiumStash',
  'QuadStash',
  'CurrencyStash',
  'MapStash',
  'FragmentStash',
  'DivinationCardStash',
  'EssenceStash',
  'UniqueStash',
  'GemStash',
  'DelveStash',
  'Folder',
]);

/** A change to a tab's contents: `items` replaces them, `add` appends, `remove` drops items by key. */
export const StashStepSchema = z.object({
  at: ScenarioTimeSchema,
  items: z.array(ItemSpecSchema).optional(),
  add: z.array(ItemSpecSchema).optional(),
  remove: z.array(z.string()).optional(),
  /** false: the tab goes private (the river then reports it with null fields and no items). */
  public: z.boolean().optional(),
});
export type StashStep = z.output<typeof StashStepSchema>;
export type StashStepInput = z.input<typeof StashStepSchema>;

export const PublicStashSchema = z.object({
  /** 64 hex; derived from the seed when absent. */
  id: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  name: z.string(),
  type: StashTypeSchema.default('PremiumStash'),
  league: z.string().min(1),
  /** Each step becomes one change in the public stash river. */
  timeline: z.array(StashStepSchema).default([]),
});

export const StreamSessionSchema = z.object({
  from: ScenarioTimeSchema,
  /** Absent: live until the scenario ends or the control API stops it. */
  to: ScenarioTimeSchema.optional(),
  title: z.string(),
  viewers: z.number().int().nonnegative(),
  language: z.string().default('en'),
  tags: z.array(z.string()).default(['English']),
  gameName: z.string().default('Path of Exile'),
});
export type StreamSessionInput = z.input<typeof StreamSessionSchema>;

export const AccountSchema = z.object({
  /** PoE account name with discriminator, e.g. `Player#1234`. */
  name: z.string().regex(/^.+#\d{4}$/, 'PoE account names carry a #1234 discriminator'),
  uuid: z.uuid().optional(),
  locale: z.string().default('en_US'),
  twitch: z
    .object({
      id: z.string().regex(/^\d+$/),
      login: z.string().regex(/^[a-z0-9_]{3,25}$/),
      displayName: z.string().optional(),
      streams: z.array(StreamSessionSchema).default([]),
    })
    .optional(),
  discord: z
    .object({
      id: z.string().regex(/^\d{17,20}$/),
      username: z.string().min(2),
      globalName: z.string().optional(),
    })
    .optional(),
  characters: z.array(CharacterSchema).default([]),
  stashes: z.array(PublicStashSchema).default([]),
});
export type AccountSpec = z.output<typeof AccountSchema>;

export type GuildTabInput = {
  id?: string | undefined;
  name: string;
  type?: z.input<typeof StashTypeSchema> | undefined;
  colour?: string | undefined;
  timeline?: StashStepInput[] | undefined;
  children?: GuildTabInput[] | undefined;
};
export type GuildTabSpec = {
  id?: string | undefined;
  name: string;
  type: z.output<typeof StashTypeSchema>;
  colour?: string | undefined;
  timeline: StashStep[];
  children?: GuildTabSpec[] | undefined;
};
export const GuildTabSchema: z.ZodType<GuildTabSpec, GuildTabInput> = z.object({
  /** 10 hex; derived from the seed when absent. */
  id: z
    .string()
    .regex(/^[0-9a-f]{10}$/)
    .optional(),
  name: z.string(),
  type: StashTypeSchema.default('PremiumStash'),
  colour: z
    .string()
    .regex(/^[0-9a-f]{6}$/)
    .optional(),
  timeline: z.array(StashStepSchema).default([]),
  /** A folder (`type: "Folder"`) holds child tabs, fetched as `/guild/stash/<league>/<parent>/<child>`. */
  get children() {
    return z.array(GuildTabSchema).optional();
  },
});

export const GuildSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  tag: z.string(),
  league: z.string(),
  /** PoE account names; only their tokens may read the guild stash. */
  members: z.array(z.string()),
  tabs: z.array(GuildTabSchema).default([]),
});

export const OAuthClientSchema = z.object({
  provider: z.enum(['poe', 'twitch', 'discord']),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  /** PoE distinguishes confidential (server) and public (desktop) clients: lifetimes and grants differ. */
  type: z.enum(['confidential', 'public']).default('confidential'),
  /** Exact redirect URIs. Absent: any http(s) URI is accepted (a simulator convenience for the demo). */
  redirectUris: z.array(z.url()).optional(),
  /** Scopes the client may request. Absent: every scope the provider knows. */
  scopes: z.array(z.string()).optional(),
});
export type OAuthClientSpec = z.output<typeof OAuthClientSchema>;

export const ScenarioSchema = z.object({
  seed: z.number().int(),
  /** Where the virtual clock starts; offsets in the scenario count from here. */
  startAt: z.iso.datetime({ offset: true }),
  /** `3.28`: mods are strings; `3.29`: implicit/explicit mods are `{description, flags}` objects (docs/external-services.md §1.6). */
  itemFormat: ItemFormatSchema.default('3.28'),
  leagues: z.array(LeagueSchema).min(1),
  clients: z.array(OAuthClientSchema).default([]),
  accounts: z.array(AccountSchema).default([]),
  guilds: z.array(GuildSchema).default([]),
  river: z
    .object({
      pageSize: z.number().int().min(1).max(500).default(50),
      /** Hides changes younger than this, like the real river's ~5-minute lag. */
      visibilityDelay: DurationSchema.default(0),
      /** Unrelated public and private tabs from other leagues, so consumers' filters are exercised. */
      noise: z
        .object({
          every: DurationSchema.optional(),
          leagues: z.array(z.string()).default(['Standard', 'Hardcore']),
          /** Share of noise changes that are tabs going private. */
          privateShare: z.number().min(0).max(1).default(0.15),
        })
        .prefault({}),
    })
    .prefault({}),
  ladder: z
    .object({
      /** `cached_since` is the clock rounded down to this period, and entries are as of that instant. */
      refreshPeriod: DurationSchema.default('1m'),
      /** Generated strangers per league ladder, beyond the scenario's own characters. */
      extraCharacters: z.number().int().min(0).max(15_000).default(0),
    })
    .prefault({}),
  oauth: z
    .object({
      /** Lifetime of an authorization code. */
      codeTtl: DurationSchema.default('10m'),
    })
    .prefault({}),
  /** `require`: PoE calls without an `OAuth client/version (contact: …)` User-Agent get 400. */
  userAgent: z.enum(['require', 'ignore']).default('require'),
  rateLimits: RateLimitsSchema.prefault({}),
  faults: z.array(FaultRuleSchema).default([]),
});
export type Scenario = z.output<typeof ScenarioSchema>;
export type ScenarioInput = z.input<typeof ScenarioSchema>;
