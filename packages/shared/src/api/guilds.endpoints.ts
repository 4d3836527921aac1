import { z } from 'zod';
import { EventParamsSchema } from '../contracts/common';
import {
  GuildParamsSchema,
  GuildSchema,
  GuildStashContentSchema,
  GuildStashHistoryBodySchema,
  GuildStashHistoryQuerySchema,
  GuildStashHistoryRangeSchema,
  GuildStashLogSchema,
  GuildStashParamsSchema,
  GuildStashTabSchema,
  SaveGuildBodySchema,
} from '../contracts/guilds';
import { GUILD_HISTORY_UPLOAD_LIMITS } from '../contracts/guilds';
import { describeEndpoints, emptyAnswer } from './endpoint';

const teamScope = 'A team sees only its own guilds, tabs and logs; admins see all.';
/** Bytes of a guild registration: far more than a name and a tag take, even escaped. */
const SAVE_GUILD_BODY_LIMIT = 4 * 1024;
const { entries: UPLOAD_ENTRIES, bytes: UPLOAD_BYTES } = GUILD_HISTORY_UPLOAD_LIMITS;
const UPLOAD_IN_PARTS = `Send at most ${UPLOAD_ENTRIES} entries and ${UPLOAD_BYTES / 1024} KiB per upload: a longer export goes in consecutive parts`;

export const guildsEndpoints = describeEndpoints('Guild stash', {
  getGuilds: {
    summary: 'Guilds registered by your team',
    description: teamScope,
    params: EventParamsSchema,
    responses: { 200: z.array(GuildSchema) },
  },
  saveGuild: {
    summary: 'Register the game guild your team uses',
    description: 'Team leads only; a guild already registered by another team is refused (409).',
    params: GuildParamsSchema,
    body: SaveGuildBodySchema,
    responses: { 200: GuildSchema },
    bodyLimit: SAVE_GUILD_BODY_LIMIT,
  },
  uploadGuildStashHistory: {
    summary: 'Upload guild stash history exported from the game’s site',
    description: `${UPLOAD_IN_PARTS} (the web page does; 400 or 413 otherwise). Entries of other leagues are skipped; uploading the same entries again adds nothing, so a part that failed can simply be sent again. Leads of the guild’s team (or admins).`,
    params: GuildParamsSchema,
    body: GuildStashHistoryBodySchema,
    responses: { 201: z.object({ number_of_added_entries: z.number().int() }) },
    bodyLimit: UPLOAD_BYTES,
    bodyTooLarge: `${UPLOAD_IN_PARTS}.`,
  },
  getGuildStashHistory: {
    summary: 'Guild stash history, newest first',
    description: `Filters: account name (with "-" for "#"), part of the item name, exact stash name. ${teamScope}`,
    params: GuildParamsSchema,
    query: GuildStashHistoryQuerySchema,
    responses: { 200: z.array(GuildStashLogSchema) },
  },
  getGuildStashHistoryLatest: {
    summary: 'Which stretch of history is already stored',
    params: GuildParamsSchema,
    responses: { 200: GuildStashHistoryRangeSchema },
  },
  getGuildStashTabs: {
    summary: 'Guild stash tabs of your team, by index',
    description: teamScope,
    params: EventParamsSchema,
    responses: { 200: z.array(GuildStashTabSchema) },
  },
  getGuildStashContent: {
    summary: 'A guild stash tab’s latest contents, each item with the objectives it counts for',
    description: teamScope,
    params: GuildStashParamsSchema,
    responses: { 200: GuildStashContentSchema },
  },
  toggleGuildStashFetch: {
    summary: 'Turn fetching of a tab on or off',
    description: 'Turning a folder off also turns off its sub-tabs. Leads of the owning team (or admins).',
    params: GuildStashParamsSchema,
    responses: { 200: GuildStashTabSchema },
  },
  updateGuildStashAccess: {
    summary: 'Find out now which players can read which guild tabs',
    description: 'Wakes the DetermineGuildStashAccess job of the event (409 when it has not been started).',
    params: EventParamsSchema,
    responses: { 202: emptyAnswer('Started') },
  },
  updateGuildStash: {
    summary: 'Fetch a tab now',
    description: 'Wakes the FetchGuildStashes job (409 when it is not running or the tab is not being fetched).',
    params: GuildStashParamsSchema,
    responses: { 202: emptyAnswer('Started') },
  },
});
