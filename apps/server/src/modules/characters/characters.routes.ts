import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boundedString,
  CharacterStatsSchema,
  CharacterSummarySchema,
  EventParamsSchema,
  LadderEntrySchema,
  PobExportSchema,
  UserParamsSchema,
} from '@app/shared';
import { guards } from '../../lib/guards';
import { eventOf } from '../../plugins/auth';
import { READ_SCOPES } from '../../lib/read-cache';
import { sendCachedRead } from '../../plugins/read-cache';
import { getCharacterHistory, listCharacterPobs, listEventCharacters, listUserCharacters } from './characters.service';
import { getLadder } from './ladder.service';

const tags = ['Characters and ladder'];
/** The ladder is polled about once a minute: browsers and proxies may keep an answer for half of that. */
const LADDER_CACHE_CONTROL = 'public, max-age=30';
const CharacterParamsSchema = UserParamsSchema.extend({
  character_id: boundedString(128).regex(/^[0-9a-zA-Z]{1,128}$/, 'must be a character id'),
});

export const charactersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/events/:event_id/ladder',
    {
      config: { guard: guards.public },
      schema: {
        tags,
        summary: "The event league's ladder",
        description:
          'As last polled, by rank; entries of participants carry their user, team, tracked character and latest stats.',
        params: EventParamsSchema,
        response: { 200: z.array(LadderEntrySchema) },
      },
    },
    async (request, reply) => {
      const event = eventOf(request);
      const cache = { scope: READ_SCOPES.ladder(event.id), key: 'ladder', publicCacheControl: LADDER_CACHE_CONTROL };
      return sendCachedRead(request, reply, cache, async () => ({ value: await getLadder(db, event.id) }));
    },
  );

  app.get(
    '/events/:event_id/characters',
    {
      config: { guard: guards.public },
      schema: {
        tags,
        summary: 'Tracked characters of the event (one per player)',
        params: EventParamsSchema,
        response: { 200: z.array(CharacterSummarySchema) },
      },
    },
    async (request) => listEventCharacters(db, eventOf(request).id),
  );

  app.get(
    '/users/:user_id/characters',
    {
      config: { guard: guards.public },
      schema: {
        tags,
        summary: "A user's tracked characters, newest event first",
        description:
          'Only characters of events the caller may see (private events: permission holders and their participants).',
        params: UserParamsSchema,
        response: { 200: z.array(CharacterSummarySchema) },
      },
    },
    async (request) => listUserCharacters(db, request.params.user_id, request.viewer),
  );

  app.get(
    '/users/:user_id/characters/:character_id',
    {
      config: { guard: guards.public },
      schema: {
        tags,
        summary: "A character's stats over time, oldest first",
        params: CharacterParamsSchema,
        response: { 200: z.array(CharacterStatsSchema) },
      },
    },
    async (request) => getCharacterHistory(db, request.params.user_id, request.params.character_id, request.viewer),
  );

  app.get(
    '/users/:user_id/characters/:character_id/pobs',
    {
      config: { guard: guards.public },
      schema: {
        tags,
        summary: "A character's build exports over time",
        description:
          "Oldest first. A Path of Building service calculates a new export when the character's equipment changes (at most every few minutes); without one configured the list stays empty. `export_string` is what Path of Building imports (base64url of zlib-deflated XML).",
        params: CharacterParamsSchema,
        response: { 200: z.array(PobExportSchema) },
      },
    },
    async (request) => listCharacterPobs(db, request.params.user_id, request.params.character_id, request.viewer),
  );
};
