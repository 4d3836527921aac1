import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { actorOf, eventOf } from '../../plugins/auth';
import { READ_SCOPES } from '../../lib/read-cache';
import { sendCachedValue, sendEventRead } from '../../plugins/read-cache';
import { getEventStatus } from '../signups/signups.service';
import * as events from './events.service';

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;

  serve(app, 'getEvents', async (request, reply) =>
    request.viewer
      ? events.listEvents(db, request.viewer)
      : sendCachedValue(request, reply, { scope: READ_SCOPES.site, key: 'events' }, () => events.listEvents(db, null)),
  );

  serve(app, 'upsertEvent', async (request, reply) => {
    const event = await events.upsertEvent(db, request.body, actorOf(request, now()));
    return reply.status(request.body.id === undefined ? 201 : 200).send(event);
  });

  serve(app, 'getEvent', async (request, reply) =>
    sendEventRead(request, reply, 'event', (event) => events.getEvent(db, event)),
  );

  serve(app, 'duplicateEvent', async (request, reply) =>
    reply
      .status(201)
      .send(
        await events.duplicateEvent(
          db,
          eventOf(request),
          { ...request.body, id: undefined },
          actorOf(request, now()),
          request.query.objectives,
        ),
      ),
  );

  serve(app, 'getEventStatus', async (request, reply) => {
    const event = eventOf(request);
    // A visitor's standing is the sign-up count, the same for all of them; a player's is their own.
    return request.viewer
      ? getEventStatus(db, event, request.viewer)
      : sendEventRead(request, reply, 'status', () => getEventStatus(db, event, null));
  });

  serve(app, 'deleteEvent', async (request, reply) => {
    await events.deleteEvent(db, eventOf(request), actorOf(request, now()));
    return reply.status(204).send();
  });
};
