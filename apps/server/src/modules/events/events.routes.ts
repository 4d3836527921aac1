import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DuplicateEventQuerySchema,
  EventParamsSchema,
  EventSchema,
  EventStatusSchema,
  UpsertEventBodySchema,
} from '@app/shared';
import { guards } from '../../lib/guards';
import { actorOf, eventOf } from '../../plugins/auth';
import { READ_SCOPES } from '../../lib/read-cache';
import { sendCachedRead } from '../../plugins/read-cache';
import { getEventStatus } from '../signups/signups.service';
import { deleteEvent, duplicateEvent, getEvent, listEvents, upsertEvent } from './events.service';

const tags = ['Events'];

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;

  app.get(
    '/events',
    {
      config: { guard: guards.public },
      schema: {
        tags,
        summary: 'List events',
        description:
          'Sorted by id. Visitors see public events; permission holders see all; players also see events they take part in.',
        response: { 200: z.array(EventSchema) },
      },
    },
    async (request, reply) =>
      request.viewer
        ? listEvents(db, request.viewer)
        : sendCachedRead(request, reply, { scope: READ_SCOPES.site, key: 'events' }, async () => ({
            value: await listEvents(db, null),
          })),
  );

  app.put(
    '/events',
    {
      config: { guard: guards.anyOf('admin') },
      schema: {
        tags,
        summary: 'Create or update an event',
        description:
          'Without `id` creates an event (and the root of its objective tree); with `id` updates it. Setting `is_current` clears the flag on every other event. A locked event only accepts changes to is_current, is_public and is_locked.',
        body: UpsertEventBodySchema,
        response: { 200: EventSchema, 201: EventSchema },
      },
    },
    async (request, reply) => {
      const event = await upsertEvent(db, request.body, actorOf(request, now()));
      return reply.status(request.body.id === undefined ? 201 : 200).send(event);
    },
  );

  app.get(
    '/events/:event_id',
    {
      config: { guard: guards.public },
      schema: {
        tags,
        summary: 'Get an event (`current` names the current event)',
        params: EventParamsSchema,
        response: { 200: EventSchema },
      },
    },
    async (request, reply) => {
      const event = eventOf(request);
      return sendCachedRead(request, reply, { scope: READ_SCOPES.event(event.id), key: 'event' }, async () => ({
        value: await getEvent(db, event),
      }));
    },
  );

  app.post(
    '/events/:event_id/duplicate',
    {
      config: { guard: guards.anyOf('admin') },
      schema: {
        tags,
        summary: 'Create a new event with a copy of this event’s scoring presets and objectives',
        description:
          'Teams, sign-ups and results are not copied. Any `id` in the body is ignored. With `objectives=false` only the settings in the body are used: the new event starts with an empty objective tree and no presets.',
        params: EventParamsSchema,
        querystring: DuplicateEventQuerySchema,
        body: UpsertEventBodySchema,
        response: { 201: EventSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await duplicateEvent(
            db,
            eventOf(request),
            { ...request.body, id: undefined },
            actorOf(request, now()),
            request.query.objectives,
          ),
        ),
  );

  app.get(
    '/events/:event_id/status',
    {
      config: { guard: guards.public },
      schema: {
        tags,
        summary: "The caller's standing in the event",
        description:
          'Team, lead flag, application status (applied, waitlisted, accepted or none) and queue position. Anonymous callers get the sign-up count only.',
        params: EventParamsSchema,
        response: { 200: EventStatusSchema },
      },
    },
    async (request, reply) => {
      const event = eventOf(request);
      // A visitor's standing is the sign-up count, the same for all of them; a player's is their own.
      return request.viewer
        ? getEventStatus(db, event, request.viewer)
        : sendCachedRead(request, reply, { scope: READ_SCOPES.event(event.id), key: 'status' }, async () => ({
            value: await getEventStatus(db, event, null),
          }));
    },
  );

  app.delete(
    '/events/:event_id',
    {
      config: { guard: guards.anyOf('admin') },
      schema: {
        tags,
        summary: 'Delete an event and everything in it',
        description: 'Refused (409) while the event is locked.',
        params: EventParamsSchema,
        response: { 204: z.undefined().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await deleteEvent(db, eventOf(request), actorOf(request, now()));
      return reply.status(204).send();
    },
  );
};
