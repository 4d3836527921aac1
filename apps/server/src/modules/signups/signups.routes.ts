import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { actorOf, eventOf, viewerOf } from '../../plugins/auth';
import * as groups from './signup-groups.service';
import * as signups from './signups.service';

export const signupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;

  serve(app, 'getEventSignups', async (request) => signups.listSignups(db, eventOf(request)));

  serve(app, 'getOwnSignup', async (request) => signups.getOwnSignup(db, eventOf(request), viewerOf(request).id));

  serve(app, 'putOwnSignup', async (request, reply) => {
    const { signup, created } = await signups.upsertOwnSignup(
      db,
      eventOf(request),
      viewerOf(request),
      request.body,
      now(),
    );
    return reply.status(created ? 201 : 200).send(signup);
  });

  serve(app, 'removeSignup', async (request, reply) => {
    await signups.removeSignup(db, eventOf(request), request.params.user_id, actorOf(request, now()));
    return reply.status(204).send();
  });

  serve(app, 'deleteOwnSignup', async (request, reply) => {
    await signups.withdrawOwnSignup(db, eventOf(request), viewerOf(request).id);
    return reply.status(204).send();
  });

  serve(app, 'putActualPlaytime', async (request) =>
    signups.setActualPlaytime(db, eventOf(request), viewerOf(request).id, request.body.actual_playtime),
  );

  serve(app, 'createSignupGroup', async (request, reply) =>
    reply.status(201).send(await groups.createGroup(db, eventOf(request), viewerOf(request).id, now())),
  );

  serve(app, 'joinSignupGroup', async (request) =>
    groups.joinGroup(db, eventOf(request), viewerOf(request).id, request.body.code, now()),
  );

  serve(app, 'leaveSignupGroup', async (request, reply) => {
    await groups.leaveGroup(db, eventOf(request), viewerOf(request).id);
    return reply.status(204).send();
  });
};
