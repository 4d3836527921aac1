import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { READ_SCOPES } from '../../lib/read-cache';
import { resolveVisibleEvent, sendCachedRead } from '../../plugins/read-cache';

/** The streams service refreshes its list on its own schedule (STREAMS_CACHE_MS); a new list shows within this. */
const STREAMS_REREAD_MS = 1_000;

export const streamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  serve(app, 'getStreams', async (request, reply) => {
    // Who may see the current event may see its streams; the list itself is the same for all of them.
    await resolveVisibleEvent(ctx, 'current', request.viewer);
    return sendCachedRead(request, reply, { scope: READ_SCOPES.site, key: 'streams' }, async () => ({
      value: await ctx.streams.list(),
      validUntil: ctx.now().getTime() + STREAMS_REREAD_MS,
    }));
  });
};
