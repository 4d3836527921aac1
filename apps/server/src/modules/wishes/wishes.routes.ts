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
  /** The wish on the path, with the caller's standing on its team. */
  const wishOf = async (
    request: FastifyRequest & { params: { team_id: number; wish_id: number } },
  ): Promise<wishes.WishTarget> => ({
    eventId: eventOf(request).id,
    access: await access(request, request.params.team_id),
    wishId: request.params.wish_id,
  });

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
    wishes.updateWish(db, await wishOf(request), request.body, actorOf(request, now())),
  );

  serve(app, 'setWishStatus', async (request) =>
    wishes.setWishStatus(db, await wishOf(request), request.body.status, now()),
  );

  serve(app, 'deleteWish', async (request, reply) => {
    await wishes.deleteWish(db, await wishOf(request), actorOf(request, now()));
    return reply.status(204).send();
  });
};
