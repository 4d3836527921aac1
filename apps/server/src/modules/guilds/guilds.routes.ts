import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EventParamsSchema,
  GUILD_HISTORY_UPLOAD_LIMITS,
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
} from '@app/shared';
import { AppError } from '../../lib/errors';
import { guards } from '../../lib/guards';
import { actorOf, eventOf, viewerOf } from '../../plugins/auth';
import {
  getGuildStashContent,
  getVisibleGuild,
  guildAccessOf,
  guildHistoryRange,
  importGuildHistory,
  listGuildHistory,
  listGuilds,
  listGuildStashTabs,
  requestTabFetch,
  saveGuild,
  toggleGuildStashTab,
} from './guilds.service';
import { wakeJob } from '../recurring-jobs/recurring-jobs.service';

const tags = ['Guild stash'];
const teamScope = 'A team sees only its own guilds, tabs and logs; admins see all.';
/** Bytes of a guild registration: far more than a name and a tag take, even escaped. */
const SAVE_GUILD_BODY_LIMIT = 4 * 1024;
const { entries: UPLOAD_ENTRIES, bytes: UPLOAD_BYTES } = GUILD_HISTORY_UPLOAD_LIMITS;
const UPLOAD_IN_PARTS = `Send at most ${UPLOAD_ENTRIES} entries and ${UPLOAD_BYTES / 1024} KiB per upload: a longer export goes in consecutive parts`;

export const guildsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;
  const access = (request: Parameters<typeof eventOf>[0]) => guildAccessOf(db, eventOf(request).id, viewerOf(request));

  app.get(
    '/:event_id/guilds',
    {
      config: { guard: guards.teamMember('admin') },
      schema: {
        tags,
        summary: 'Guilds registered by your team',
        description: teamScope,
        params: EventParamsSchema,
        response: { 200: z.array(GuildSchema) },
      },
    },
    async (request) => listGuilds(db, eventOf(request).id, await access(request)),
  );

  app.put(
    '/:event_id/guilds/:guild_id',
    {
      // A name and a tag: the app's 1 MiB would let a body of padding hold the loop while it is read.
      bodyLimit: SAVE_GUILD_BODY_LIMIT,
      config: { guard: guards.teamLead() },
      schema: {
        tags,
        summary: 'Register the game guild your team uses',
        description: 'Team leads only; a guild already registered by another team is refused (409).',
        params: GuildParamsSchema,
        body: SaveGuildBodySchema,
        response: { 200: GuildSchema },
      },
    },
    async (request) =>
      saveGuild(
        db,
        eventOf(request).id,
        await access(request),
        request.params.guild_id,
        request.body,
        actorOf(request, now()),
      ),
  );

  app.post(
    '/:event_id/guilds/:guild_id/stash-history',
    {
      bodyLimit: UPLOAD_BYTES,
      // The general "too large" answer does not say what to do instead.
      errorHandler: (error) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          throw new AppError(413, 'payload_too_large', `${UPLOAD_IN_PARTS}.`);
        throw error;
      },
      config: { guard: guards.teamLead('admin') },
      schema: {
        tags,
        summary: 'Upload guild stash history exported from the game’s site',
        description: `${UPLOAD_IN_PARTS} (the web page does; 400 or 413 otherwise). Entries of other leagues are skipped; uploading the same entries again adds nothing, so a part that failed can simply be sent again. Leads of the guild’s team (or admins).`,
        params: GuildParamsSchema,
        body: GuildStashHistoryBodySchema,
        response: { 201: z.object({ number_of_added_entries: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const event = eventOf(request);
      const viewerAccess = await access(request);
      const guild = await getVisibleGuild(db, event.id, request.params.guild_id, viewerAccess);
      const added = await importGuildHistory(db, event, guild, viewerAccess, request.body);
      return reply.status(201).send({ number_of_added_entries: added });
    },
  );

  app.get(
    '/:event_id/guilds/:guild_id/stash-history',
    {
      config: { guard: guards.teamMember('admin') },
      schema: {
        tags,
        summary: 'Guild stash history, newest first',
        description: `Filters: account name (with "-" for "#"), part of the item name, exact stash name. ${teamScope}`,
        params: GuildParamsSchema,
        querystring: GuildStashHistoryQuerySchema,
        response: { 200: z.array(GuildStashLogSchema) },
      },
    },
    async (request) => {
      const event = eventOf(request);
      const guild = await getVisibleGuild(db, event.id, request.params.guild_id, await access(request));
      return listGuildHistory(db, event.id, guild, request.query);
    },
  );

  app.get(
    '/:event_id/guilds/:guild_id/stash-history/latest_timestamp',
    {
      config: { guard: guards.teamMember('admin') },
      schema: {
        tags,
        summary: 'Which stretch of history is already stored',
        params: GuildParamsSchema,
        response: { 200: GuildStashHistoryRangeSchema },
      },
    },
    async (request) => {
      const event = eventOf(request);
      return guildHistoryRange(
        db,
        event,
        await getVisibleGuild(db, event.id, request.params.guild_id, await access(request)),
      );
    },
  );

  app.get(
    '/:event_id/guild-stash',
    {
      config: { guard: guards.teamMember('admin') },
      schema: {
        tags,
        summary: 'Guild stash tabs of your team, by index',
        description: teamScope,
        params: EventParamsSchema,
        response: { 200: z.array(GuildStashTabSchema) },
      },
    },
    async (request) => listGuildStashTabs(db, eventOf(request).id, await access(request)),
  );

  app.get(
    '/:event_id/guild-stash/:stash_id',
    {
      config: { guard: guards.teamMember('admin') },
      schema: {
        tags,
        summary: 'A guild stash tab’s latest contents, each item with the objectives it counts for',
        description: teamScope,
        params: GuildStashParamsSchema,
        response: { 200: GuildStashContentSchema },
      },
    },
    async (request) => getGuildStashContent(db, eventOf(request).id, request.params.stash_id, await access(request)),
  );

  app.patch(
    '/:event_id/guild-stash/:stash_id',
    {
      config: { guard: guards.teamLead('admin') },
      schema: {
        tags,
        summary: 'Turn fetching of a tab on or off',
        description: 'Turning a folder off also turns off its sub-tabs. Leads of the owning team (or admins).',
        params: GuildStashParamsSchema,
        response: { 200: GuildStashTabSchema },
      },
    },
    async (request) =>
      toggleGuildStashTab(
        db,
        eventOf(request).id,
        request.params.stash_id,
        await access(request),
        actorOf(request, now()),
      ),
  );

  app.post(
    '/:event_id/guild-stash/update-access',
    {
      config: { guard: guards.anyOf('admin') },
      schema: {
        tags,
        summary: 'Find out now which players can read which guild tabs',
        description: 'Wakes the DetermineGuildStashAccess job of the event (409 when it has not been started).',
        params: EventParamsSchema,
        response: { 202: z.undefined().describe('Started') },
      },
    },
    async (request, reply) => {
      await wakeJob(db, eventOf(request).id, 'DetermineGuildStashAccess', now());
      return reply.status(202).send();
    },
  );

  app.post(
    '/:event_id/guild-stash/:stash_id/update',
    {
      config: { guard: guards.teamLead('admin') },
      schema: {
        tags,
        summary: 'Fetch a tab now',
        description: 'Wakes the FetchGuildStashes job (409 when it is not running or the tab is not being fetched).',
        params: GuildStashParamsSchema,
        response: { 202: z.undefined().describe('Started') },
      },
    },
    async (request, reply) => {
      await requestTabFetch(db, eventOf(request).id, request.params.stash_id, await access(request), now());
      return reply.status(202).send();
    },
  );
};
