import { z } from 'zod';
import { boundedString, EventIdParamSchema, IdParamSchema, lineText, TimestampSchema } from './common';

export const GuildSchema = z
  .object({ id: z.number().int(), team_id: z.number().int(), name: z.string(), tag: z.string() })
  .meta({ id: 'Guild' });
export type Guild = z.infer<typeof GuildSchema>;

export const SaveGuildBodySchema = z
  .object({ name: lineText(60).pipe(z.string().min(1, 'is required')), tag: lineText(10).default('') })
  .meta({ id: 'SaveGuildBody' });

export const GuildParamsSchema = z.object({ event_id: EventIdParamSchema, guild_id: IdParamSchema });
export const GuildStashParamsSchema = z.object({
  event_id: EventIdParamSchema,
  stash_id: boundedString(64).regex(/^[0-9a-f]{1,64}$/i, 'must be a stash tab id (hexadecimal)'),
});

export const GuildStashTabSchema = z
  .object({
    id: z.string(),
    team_id: z.number().int().nullable(),
    parent_id: z.string().nullable(),
    name: z.string(),
    type: z.string(),
    index: z.number().int(),
    color: z.string().nullable(),
    fetch_enabled: z.boolean(),
    last_fetch: TimestampSchema.nullable(),
    user_ids: z.array(z.number().int()).describe('Players whose sign-in can read this tab'),
  })
  .meta({ id: 'GuildStashTab' });
export type GuildStashTab = z.infer<typeof GuildStashTabSchema>;

export const GuildStashContentSchema = z
  .object({
    tab: GuildStashTabSchema,
    observed_at: TimestampSchema.nullable().describe('When the contents were fetched; null if never'),
    items: z.array(
      z.object({
        item: z.record(z.string(), z.unknown()).describe('The item as the game reports it'),
        item_class: z.string().describe('The in-game item class ("Helmets", "Maps", …); "" when it cannot be told'),
        objectives: z
          .array(z.object({ id: z.number().int(), name: z.string() }))
          .describe('Objectives this item counts for'),
      }),
    ),
  })
  .meta({ id: 'GuildStashContent' });
export type GuildStashContent = z.infer<typeof GuildStashContentSchema>;

/** 9999-12-31T23:59:59Z in Unix seconds: later times are no dates a log can hold. */
const LAST_SECOND_OF_9999 = 253_402_300_799;

/** One entry of the game's guild stash history, as its site exports it. */
export const GuildStashHistoryEntryInputSchema = z.object({
  id: z.union([boundedString(64).min(1), z.number().int()]).transform(String),
  time: z
    .number()
    .int()
    .min(0)
    .max(LAST_SECOND_OF_9999, 'must be a time before the year 10000')
    .describe('Unix seconds'),
  league: boundedString(200),
  stash: boundedString(200).nullish(),
  item: boundedString(300).min(1).describe('"Item Name" or "3× Item Name"'),
  action: z.union([z.enum(['added', 'modified', 'removed']), z.literal(1), z.literal(0), z.literal(-1)]),
  account: z.object({ name: boundedString(100).min(1) }),
  x: z.number().int().nullish(),
  y: z.number().int().nullish(),
});

/**
 * How much of an export one upload may carry. Reading, checking and storing an upload holds the server's event
 * loop (the embedded database stores on it too), and every request must let go of it within 100 ms: at 20,000
 * entries (7 MB) one upload held it for 5–7 s. A longer export goes in consecutive parts of at most this size,
 * as the web page sends it.
 */
export const GUILD_HISTORY_UPLOAD_LIMITS = { entries: 500, bytes: 256 * 1024 } as const;

/** The history file as the game's site exports it, however long; it is uploaded in parts. */
export const GuildStashHistoryExportSchema = z.object({
  entries: z.array(GuildStashHistoryEntryInputSchema),
  truncated: z.boolean().optional(),
});
export type GuildStashHistoryExport = z.infer<typeof GuildStashHistoryExportSchema>;

export const GuildStashHistoryBodySchema = GuildStashHistoryExportSchema.extend({
  entries: GuildStashHistoryExportSchema.shape.entries.max(
    GUILD_HISTORY_UPLOAD_LIMITS.entries,
    `must hold at most ${GUILD_HISTORY_UPLOAD_LIMITS.entries} entries: upload a longer export in consecutive parts`,
  ),
}).meta({ id: 'GuildStashHistoryBody' });
export type GuildStashHistoryBody = z.infer<typeof GuildStashHistoryBodySchema>;

export const GuildStashLogSchema = z
  .object({
    id: z.string(),
    timestamp: TimestampSchema,
    account_name: z.string(),
    stash_name: z.string().nullable(),
    item_name: z.string(),
    number: z.number().int(),
    action: z.enum(['added', 'modified', 'removed']),
  })
  .meta({ id: 'GuildStashLog' });
export type GuildStashLog = z.infer<typeof GuildStashLogSchema>;

export const GuildStashHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(200),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  username: boundedString(100).optional().describe('Account name; "-" may stand for "#"'),
  itemname: boundedString(200).optional().describe('Part of the item name'),
  stashname: boundedString(200).optional(),
});

export const GuildStashHistoryRangeSchema = z
  .object({
    earliest: TimestampSchema.nullable(),
    latest: TimestampSchema.nullable(),
    league_start: TimestampSchema,
    league_end: TimestampSchema,
  })
  .meta({ id: 'GuildStashHistoryRange' });
