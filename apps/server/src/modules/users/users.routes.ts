import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { actorOf, eventOf, viewerOf } from '../../plugins/auth';
import { READ_SCOPES } from '../../lib/read-cache';
import { sendCachedRead } from '../../plugins/read-cache';
import {
  getMinimalUser,
  getUser,
  listEventUsers,
  listUsers,
  removeLinkedAccount,
  updateDisplayName,
  updatePermissions,
} from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;

  serve(app, 'getUsers', async () => listUsers(db));

  serve(app, 'getSelf', async (request) => getUser(db, viewerOf(request).id));

  serve(app, 'updateSelf', async (request) => updateDisplayName(db, viewerOf(request).id, request.body.display_name));

  serve(app, 'getUser', async (request) => getMinimalUser(db, request.params.user_id));

  serve(app, 'updatePermissions', async (request) =>
    updatePermissions(db, request.params.user_id, request.body, actorOf(request, now())),
  );

  serve(app, 'removeAuth', async (request) => removeLinkedAccount(db, viewerOf(request).id, request.query.provider));

  serve(app, 'getEventUsers', async (request, reply) => {
    const event = eventOf(request);
    return sendCachedRead(request, reply, { scope: READ_SCOPES.event(event.id), key: 'users' }, async () => ({
      value: await listEventUsers(db, event.id),
    }));
  });
};
