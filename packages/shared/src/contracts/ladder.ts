import { z } from 'zod';
import { CharacterRefreshOutcomeSchema } from '../enums';
import { boundedString, TimestampSchema } from './common';
import { UserParamsSchema } from './users';

/** Per-character details kept for the event (the character a player plays, highest level). */
export const CharacterSummarySchema = z
  .object({
    id: z.string(),
    user_id: z.number().int().nullable(),
    event_id: z.number().int(),
    name: z.string(),
    level: z.number().int(),
    experience: z.number(),
    character_class: z.string().describe('Base class or ascendancy name as the game reports it'),
    ascendancy: z.string(),
    ascendancy_points: z.number().int(),
    main_skill: z.string(),
    pantheon: z.boolean().describe('Both major and minor pantheon powers unlocked'),
    atlas_node_count: z.number().int(),
    delve_depth: z.number().int(),
    timestamp: TimestampSchema.describe('Last time any of these changed'),
  })
  .meta({ id: 'CharacterSummary' });
export type CharacterSummary = z.infer<typeof CharacterSummarySchema>;

export const CharacterStatsSchema = z
  .object({
    timestamp: TimestampSchema,
    level: z.number().int(),
    experience: z.number(),
    dps: z.number(),
    ehp: z.number().describe('2147483647 means effectively unkillable; show it as "inf"'),
    phys_max_hit: z.number(),
    ele_max_hit: z.number(),
    hp: z.number(),
    mana: z.number(),
    es: z.number(),
    armour: z.number(),
    evasion: z.number(),
    movement_speed: z.number(),
  })
  .meta({ id: 'CharacterStats' });
export type CharacterStats = z.infer<typeof CharacterStatsSchema>;

export const LadderEntrySchema = z
  .object({
    rank: z.number().int(),
    character_name: z.string(),
    account_name: z.string(),
    character_class: z.string(),
    level: z.number().int(),
    experience: z.number(),
    delve: z.number().int().nullable().describe('Solo delve depth'),
    user_id: z.number().int().nullable().describe('The participant playing the character, when known'),
    team_id: z.number().int().nullable(),
    twitch_account: z.string().nullable(),
    character: CharacterSummarySchema.nullable(),
    stats: CharacterStatsSchema.nullable().describe('Latest stats of the character'),
  })
  .meta({ id: 'LadderEntry' });
export type LadderEntry = z.infer<typeof LadderEntrySchema>;

/** The most entries a head of the ladder holds: a page shows far fewer before it scrolls. */
export const LADDER_HEAD_MAX = 1000;

/**
 * How many entries the site's ladder page asks for first. ~11 KB gzip (~60 ms on a 1.6 Mbps phone) where the whole
 * ladder of a 20,000-character league is ~430 KB (docs/performance.md), rows enough for many screens of
 * scrolling, and the whole ladder of a usual event (the demo's ~420 characters), which then takes one read. The
 * server keeps this head in its read cache; other lengths are cut per request.
 */
export const LADDER_HEAD_ROWS = 500;

export const LadderQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LADDER_HEAD_MAX)
    .optional()
    .describe(
      'Only the first this many entries by rank (the head a page shows while the whole ladder loads); without it, every entry',
    ),
});
export type LadderQuery = z.infer<typeof LadderQuerySchema>;

const ElementsSchema = z.object({ fire: z.number(), cold: z.number(), lightning: z.number(), chaos: z.number() });

/** What a build export says about the character, read on the server so the page needs no XML or zlib. */
export const PobBuildStatsSchema = z
  .object({
    dps: z.number(),
    ehp: z.number().describe('2147483647 means effectively unkillable; show it as "inf"'),
    life: z.number(),
    energy_shield: z.number(),
    mana: z.number(),
    armour: z.number(),
    evasion: z.number(),
    resistances: ElementsSchema.describe('In percent, after the cap'),
    max_hit: ElementsSchema.extend({ physical: z.number() }),
    movement_speed: z.number().describe('Percent of the base speed'),
    spirit: z.number().nullable().describe('Path of Exile 2 builds only; null for a Path of Exile 1 build'),
  })
  .meta({ id: 'PobBuildStats' });
export type PobBuildStats = z.infer<typeof PobBuildStatsSchema>;

export const PobExportSchema = z
  .object({
    export_string: z.string().describe('Paste into Path of Building (Import/Export Build)'),
    stats: PobBuildStatsSchema.nullable().describe('null when the stored export cannot be read'),
    level: z.number().int(),
    ascendancy: z.string(),
    main_skill: z.string(),
    timestamp: TimestampSchema,
  })
  .meta({ id: 'PobExport' });
export type PobExport = z.infer<typeof PobExportSchema>;

/** `/users/:user_id/characters/:character_id`. */
export const CharacterParamsSchema = UserParamsSchema.extend({
  character_id: boundedString(128).regex(/^[0-9a-zA-Z]{1,128}$/, 'must be a character id'),
});

/** How long a player waits between two character refreshes of one event. */
export const CHARACTER_REFRESH_COOLDOWN_MS = 5 * 60_000;

export const CharacterRefreshSchema = z
  .object({
    state: z.enum(['none', 'queued', 'done']).describe('none: never asked; queued: waiting for the character job'),
    requested_at: TimestampSchema.nullable(),
    done_at: TimestampSchema.nullable(),
    outcome: CharacterRefreshOutcomeSchema.nullable().describe('How the poll went, once done'),
    next_allowed_at: TimestampSchema.nullable().describe('When the player may ask again; null: now'),
  })
  .meta({ id: 'CharacterRefresh' });
export type CharacterRefresh = z.infer<typeof CharacterRefreshSchema>;
