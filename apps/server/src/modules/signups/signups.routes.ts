import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActualPlaytimeBodySchema,
  EventParamsSchema,
  SignupParamsSchema,
  SignupSchema,
  UpsertSignupBodySchema,
} from '@app/shared';
import { guards } from '../../lib/guards';
import { actorOf, eventOf, viewerOf } from '../../plugins/auth';
import {
  getOwnSignup,
  listSignups,
  removeSignup,
  setActualPlaytime,
  upsertOwnSignup,
  withdrawOwnSignup,
} from './signups.service';

const tags = ['Signups'];

export const signupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;

  app.get(
    '/events/:event_id/signups',
    {
      config: { guard: guards.anyOf('admin', 'manager') },
      schema: {
        tags,
        summary: 'Every sign-up of the event in queue order',
        description: 'Waitlisted sign-ups are included, marked by `status`.',
        params: EventParamsSchema,
        response: { 200: z.array(SignupSchema) },
      },
    },
    async (request) => listSignups(db, eventOf(request)),
  );

  app.get(
    '/events/:event_id/signups/self',
    {
      config: { guard: guards.user },
      schema: { tags, summary: 'Your sign-up', params: EventParamsSchema, response: { 200: SignupSchema } },
    },
    async (request) => getOwnSignup(db, eventOf(request), viewerOf(request).id),
  );

  app.put(
    '/events/:event_id/signups/self',
    {
      config: { guard: guards.user },
      schema: {
        tags,
        summary: 'Apply for the event, or edit your application',
        description:
          'Only while applications are open (409 `applications_closed`), with linked Path of Exile and Discord accounts (403), and not after being sorted into a team (409). A new application beyond max_size + waitlist_size is refused (409 `event_full`). Editing keeps your place in the queue.',
        params: EventParamsSchema,
        body: UpsertSignupBodySchema,
        response: { 200: SignupSchema, 201: SignupSchema },
      },
    },
    async (request, reply) => {
      const { signup, created } = await upsertOwnSignup(db, eventOf(request), viewerOf(request), request.body, now());
      return reply.status(created ? 201 : 200).send(signup);
    },
  );

  app.delete(
    '/events/:event_id/signups/:user_id',
    {
      config: { guard: guards.anyOf('admin', 'manager') },
      schema: {
        tags,
        summary: "Remove a player's sign-up (organisers)",
        description: 'Also takes the player out of their team in this event.',
        params: SignupParamsSchema,
        response: { 204: z.undefined().describe('Removed') },
      },
    },
    async (request, reply) => {
      await removeSignup(db, eventOf(request), request.params.user_id, actorOf(request, now()));
      return reply.status(204).send();
    },
  );

  app.delete(
    '/events/:event_id/signups/self',
    {
      config: { guard: guards.user },
      schema: {
        tags,
        summary: 'Withdraw your application',
        description: 'Also takes you out of your team in this event.',
        params: EventParamsSchema,
        response: { 204: z.undefined().describe('Withdrawn') },
      },
    },
    async (request, reply) => {
      await withdrawOwnSignup(db, eventOf(request), viewerOf(request).id);
      return reply.status(204).send();
    },
  );

  app.put(
    '/events/:event_id/signups/self/actual-playtime',
    {
      config: { guard: guards.user },
      schema: {
        tags,
        summary: 'Report how many hours you actually played',
        params: EventParamsSchema,
        body: ActualPlaytimeBodySchema,
        response: { 200: SignupSchema },
      },
    },
    async (request) => setActualPlaytime(db, eventOf(request), viewerOf(request).id, request.body.actual_playtime),
  );
};
