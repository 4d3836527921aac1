import { z } from 'zod';
import { readPublicStashPage, type StashHeader } from './public-stash-page';

/**
 * Response bodies of the PoE API, OAuth server and poe.ninja as documented in docs/external-services.md §1 (our own
 * schemas, written from the field lists). Unknown fields are ignored; a missing or mistyped field we rely
 * on fails validation, which the HTTP module turns into an UpstreamError of kind `malformed`.
 * Items stay raw (`unknown[]`): modules/matching parses them lazily, tolerant of both mod formats (docs/external-services.md §1.6).
 */

const RawItemsSchema = z.array(z.unknown());

/** Five shard counters joined by "-" (docs/external-services.md §1.5); any count of them is accepted in case GGG adds shards. */
export const ChangeIdSchema = z.string().regex(/^\d+(-\d+)*$/, 'a change id is numbers joined by "-"');

/** Authorization-code and refresh grants (docs/external-services.md §1.2). */
export const PoeUserTokenResponseSchema = z.object({
  access_token: z.string().min(1),
  /** Null or absent: does not expire. */
  expires_in: z.number().nonnegative().nullish(),
  token_type: z.string(),
  scope: z.string().nullish(),
  username: z.string().min(1),
  sub: z.string().min(1),
  refresh_token: z.string().min(1).nullish(),
});
export type PoeUserTokenResponse = z.infer<typeof PoeUserTokenResponseSchema>;

/** Client-credentials grant: service tokens usually come with `expires_in: null`. */
export const PoeAppTokenResponseSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().nonnegative().nullish(),
  token_type: z.string(),
  scope: z.string().nullish(),
});
export type PoeAppTokenResponse = z.infer<typeof PoeAppTokenResponseSchema>;

export const PoeProfileResponseSchema = z.object({
  uuid: z.string().min(1),
  name: z.string().min(1),
  locale: z.string().nullish(),
  twitch: z.object({ name: z.string() }).nullish(),
});
export type PoeProfileResponse = z.infer<typeof PoeProfileResponseSchema>;

const CharacterFieldsSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  realm: z.string().optional(),
  /** Base class, or the ascendancy once ascended. */
  class: z.string(),
  league: z.string().nullish(),
  level: z.number().int(),
  /** Exceeds 2^31 near level 100: a JS number holds it exactly. */
  experience: z.number(),
  /** Flags are "always true if present" (docs/external-services.md §1.5). */
  current: z.boolean().optional(),
  expired: z.boolean().optional(),
  deleted: z.boolean().optional(),
  ruthless: z.boolean().optional(),
});

export const PoeCharacterListResponseSchema = z.object({ characters: z.array(CharacterFieldsSchema) });
export type PoeCharacterListResponse = z.infer<typeof PoeCharacterListResponseSchema>;

/** Loose: what we do not read (masteries, jewel data, overrides) still goes to Path of Building. */
const PassivesSchema = z
  .object({
    hashes: z.array(z.number()).optional(),
    hashes_ex: z.array(z.number()).optional(),
    bandit_choice: z.string().nullish(),
    pantheon_major: z.string().nullish(),
    pantheon_minor: z.string().nullish(),
    alternate_ascendancy: z.string().nullish(),
  })
  .loose();

export const PoeCharacterResponseSchema = z.object({
  character: CharacterFieldsSchema.extend({
    equipment: RawItemsSchema.optional(),
    inventory: RawItemsSchema.optional(),
    rucksack: RawItemsSchema.optional(),
    jewels: RawItemsSchema.optional(),
    /** PoE2: gems are items here. */
    skills: RawItemsSchema.optional(),
    passives: PassivesSchema.optional(),
    metadata: z.object({ version: z.string().optional() }).loose().optional(),
  }).loose(),
});
export type PoeCharacterResponse = z.infer<typeof PoeCharacterResponseSchema>;

const AtlasTreeSchema = z.object({ name: z.string().optional(), hashes: z.array(z.number()) });

export const PoeLeagueAccountResponseSchema = z.object({
  league_account: z.object({
    atlas_passives: z.object({ hashes: z.array(z.number()) }).nullish(),
    atlas_passive_trees: z.array(AtlasTreeSchema).optional(),
  }),
});
export type PoeLeagueAccountResponse = z.infer<typeof PoeLeagueAccountResponseSchema>;

const LadderEntrySchema = z.object({
  rank: z.number().int(),
  dead: z.boolean().optional(),
  public: z.boolean().optional(),
  retired: z.boolean().optional(),
  ineligible: z.boolean().optional(),
  character: z.object({
    id: z.string().min(1),
    name: z.string().min(1),
    level: z.number().int(),
    class: z.string(),
    experience: z.number().optional(),
    depth: z.object({ default: z.number().optional(), solo: z.number().optional() }).optional(),
  }),
  /** Absent for some entries (docs/external-services.md §1.5): the backend we replace crashed on exactly that. */
  account: z
    .object({
      name: z.string(),
      realm: z.string().optional(),
      twitch: z.object({ name: z.string() }).nullish(),
    })
    .nullish(),
});

export const PoeLadderResponseSchema = z.object({
  league: z.object({ id: z.string() }).optional(),
  ladder: z.object({
    total: z.number().int().nonnegative(),
    cached_since: z.string().nullish(),
    entries: z.array(LadderEntrySchema),
  }),
});
export type PoeLadderResponse = z.infer<typeof PoeLadderResponseSchema>;

const PublicStashChangeSchema = z.object({
  id: z.string().min(1),
  /** false: the tab went private or was removed; its other fields are null. */
  public: z.boolean(),
  accountName: z.string().nullish(),
  stash: z.string().nullish(),
  stashType: z.string(),
  league: z.string().nullish(),
  items: RawItemsSchema,
});

export const PoePublicStashResponseSchema = z.object({
  next_change_id: ChangeIdSchema,
  stashes: z.array(PublicStashChangeSchema),
});
export type PoePublicStashResponse = z.infer<typeof PoePublicStashResponseSchema>;

/**
 * A public stash page from its bytes, building only the tabs `keep` wants (public-stash-page.ts): what is
 * built is validated as PoePublicStashResponseSchema; a broken page frame fails like invalid JSON.
 */
export function publicStashPageSchema(keep: (stash: StashHeader) => boolean) {
  return z
    .instanceof(Uint8Array)
    .transform((body, ctx) => {
      try {
        return readPublicStashPage(body, keep);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    })
    .pipe(PoePublicStashResponseSchema);
}

export const PoeNinjaStatsResponseSchema = z.object({ next_change_id: ChangeIdSchema });

/** A guild (or account) stash tab (docs/external-services.md §1.5 `StashTab`): the list has no items, folders have children. */
export type PoeStashTabBody = {
  id: string;
  parent?: string | null | undefined;
  folder?: boolean | undefined;
  name: string;
  type: string;
  index?: number | null | undefined;
  metadata?: { public?: boolean | undefined; folder?: boolean | undefined; colour?: string | undefined } | undefined;
  children?: PoeStashTabBody[] | undefined;
  items?: unknown[] | undefined;
};

export const PoeStashTabSchema: z.ZodType<PoeStashTabBody> = z.object({
  id: z.string().min(1),
  parent: z.string().nullish(),
  folder: z.boolean().optional(),
  name: z.string(),
  type: z.string(),
  index: z.number().int().nullish(),
  metadata: z
    .object({ public: z.boolean().optional(), folder: z.boolean().optional(), colour: z.string().optional() })
    .optional(),
  get children() {
    return z.array(PoeStashTabSchema).optional();
  },
  items: RawItemsSchema.optional(),
});

export const PoeStashListResponseSchema = z.object({ stashes: z.array(PoeStashTabSchema) });
export const PoeStashTabResponseSchema = z.object({ stash: PoeStashTabSchema });
