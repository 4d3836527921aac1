import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
  const { db, now } = app.ctx;

  serve(app, 'getLadder', async (request, reply) => {
    const event = eventOf(request);
    const cache = { scope: READ_SCOPES.ladder(event.id), key: 'ladder', publicCacheControl: LADDER_CACHE_CONTROL };
    return sendCachedValue(request, reply, cache, () => ladder.getLadder(db, event.id));
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
