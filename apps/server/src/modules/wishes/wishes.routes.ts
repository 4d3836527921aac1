import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { actorOf, eventOf, viewerOf } from '../../plugins/auth';
import * as wishes from './wishes.service';

export const wishesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;
  /** The caller on the path's team; the guard already admitted only that team's members and admins. */
  const access = (request: FastifyRequest, teamId: number) =>
    wishes.wishAccessOf(db, eventOf(request).id, teamId, viewerOf(request));

  serve(app, 'getTeamWishes', async (request) => {
    const { teamId } = await access(request, request.params.team_id);
    return wishes.listTeamWishes(db, eventOf(request).id, teamId);
  });

  serve(app, 'addWish', async (request, reply) => {
    const wish = await wishes.addWish(
      db,
      eventOf(request).id,
      await access(request, request.params.team_id),
      request.body,
      now(),
    );
    return reply.status(201).send(wish);
  });

  serve(app, 'updateWish', async (request) =>
    wishes.updateWish(
      db,
      eventOf(request).id,
      await access(request, request.params.team_id),
      request.params.wish_id,
      request.body,
      actorOf(request, now()),
    ),
  );

  serve(app, 'setWishStatus', async (request) =>
    wishes.setWishStatus(
      db,
      eventOf(request).id,
      await access(request, request.params.team_id),
      request.params.wish_id,
      request.body.status,
      now(),
    ),
  );

  serve(app, 'deleteWish', async (request, reply) => {
    await wishes.deleteWish(
      db,
      eventOf(request).id,
      await access(request, request.params.team_id),
      request.params.wish_id,
      actorOf(request, now()),
    );
    return reply.status(204).send();
  });
};
