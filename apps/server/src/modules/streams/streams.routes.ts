import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StreamSchema } from '@app/shared';
import { guards } from '../../lib/guards';
import { READ_SCOPES } from '../../lib/read-cache';
import { resolveVisibleEvent, sendCachedRead } from '../../plugins/read-cache';

/** The streams service refreshes its list on its own schedule (STREAMS_CACHE_MS); a new list shows within this. */
const STREAMS_REREAD_MS = 1_000;

export const streamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/streams',
    {
      config: { guard: guards.public },
      schema: {
        tags: ['Streams'],
        summary: 'Live Twitch streams of the current event’s players',
        description:
          'Players who linked a Twitch account and are in a team of the current event, most viewers first, with our user id as backend_user_id. Refreshed at most once a minute; 503 when Twitch cannot be reached and nothing is cached. 404 when there is no current event the caller may see (a private event: permission holders and its participants).',
        response: { 200: z.array(StreamSchema) },
      },
    },
    async (request, reply) => {
      // Who may see the current event may see its streams; the list itself is the same for all of them.
      await resolveVisibleEvent(ctx, 'current', request.viewer);
      return sendCachedRead(request, reply, { scope: READ_SCOPES.site, key: 'streams' }, async () => ({
        value: await ctx.streams.list(),
        validUntil: ctx.now().getTime() + STREAMS_REREAD_MS,
      }));
    },
  );
};
