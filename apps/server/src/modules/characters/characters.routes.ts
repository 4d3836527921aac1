import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LADDER_HEAD_ROWS } from '@app/shared';
import { serve } from '../../lib/endpoints';
import { eventOf, viewerOf } from '../../plugins/auth';
import { READ_SCOPES } from '../../lib/read-cache';
import { sendCachedValue } from '../../plugins/read-cache';
import * as refreshes from './character-refresh.service';
import * as characters from './characters.service';
import * as ladder from './ladder.service';

/** The ladder is polled about once a minute: browsers and proxies may keep an answer for half of that. */
const LADDER_CACHE_CONTROL = 'public, max-age=30';

export const charactersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, reads } = app.ctx;

  serve(app, 'getLadder', async (request, reply) => {
    const event = eventOf(request);
    const scope = READ_SCOPES.ladder(event.id);
    const { limit } = request.query;
    // The whole ladder and every head are cut from one read, remembered with them: a page asking for the head and
    // then the whole pays one build, and the head is exactly the whole ladder's first entries, so nothing moves
    // when the page swaps one for the other. The ladder's scope is dropped with each new ladder, and these with it.
    const entries = () =>
      reads.get(scope, 'ladder:entries', async () => ({ value: await ladder.getLadder(db, event.id) }));
    // Only the head the site's page asks for is remembered as an answer: asking for every length from 1 to
    // LADDER_HEAD_MAX must not fill the cache with a thousand copies of the ladder's top.
    if (limit !== undefined && limit !== LADDER_HEAD_ROWS) {
      void reply.header('cache-control', LADDER_CACHE_CONTROL);
      return ladder.headOf(await entries(), limit);
    }
    const key = limit === undefined ? 'ladder' : 'ladder:head';
    return sendCachedValue(request, reply, { scope, key, publicCacheControl: LADDER_CACHE_CONTROL }, async () =>
      ladder.headOf(await entries(), limit),
    );
  });

  serve(app, 'getEventCharacters', async (request) => characters.listEventCharacters(db, eventOf(request).id));

  serve(app, 'getUserCharacters', async (request) =>
    characters.listUserCharacters(db, request.params.user_id, request.viewer),
  );

  serve(app, 'getCharacterHistory', async (request) =>
    characters.getCharacterHistory(db, request.params.user_id, request.params.character_id, request.viewer),
  );

  serve(app, 'getCharacterPobs', async (request) =>
    characters.listCharacterPobs(db, request.params.user_id, request.params.character_id, request.viewer),
  );

  serve(app, 'getCharacterRefresh', async (request) =>
    refreshes.getRefresh(db, eventOf(request).id, viewerOf(request).id, now()),
  );

  serve(app, 'requestCharacterRefresh', async (request, reply) =>
    reply.status(202).send(await refreshes.requestRefresh(db, eventOf(request).id, viewerOf(request).id, now())),
  );
};
