import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { actorOf, viewerOf } from '../../plugins/auth';
import { sendEventRead } from '../../plugins/read-cache';
import * as users from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;

  serve(app, 'getUsers', async () => users.listUsers(db));

  serve(app, 'getSelf', async (request) => users.getUser(db, viewerOf(request).id));

  serve(app, 'updateSelf', async (request) =>
    users.updateDisplayName(db, viewerOf(request).id, request.body.display_name),
  );

  serve(app, 'getUser', async (request) => users.getMinimalUser(db, request.params.user_id));

  serve(app, 'updatePermissions', async (request) =>
    users.updatePermissions(db, request.params.user_id, request.body, actorOf(request, now())),
  );

  serve(app, 'removeAuth', async (request) =>
    users.removeLinkedAccount(db, viewerOf(request).id, request.query.provider),
  );

  serve(app, 'getEventUsers', async (request, reply) =>
    sendEventRead(request, reply, 'users', (event) => users.listEventUsers(db, event.id)),
  );
};
