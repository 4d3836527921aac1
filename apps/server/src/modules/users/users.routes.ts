import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EventParamsSchema,
  EventUsersSchema,
  MinimalUserSchema,
  RemoveAuthQuerySchema,
  UpdatePermissionsBodySchema,
  UpdateSelfBodySchema,
  UserParamsSchema,
  UserSchema,
} from '@app/shared';
import { guards } from '../../lib/guards';
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

const tags = ['Users'];

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;

  app.get(
    '/users',
    {
      config: { guard: guards.anyOf('admin') },
      schema: {
        tags,
        summary: 'Every user with linked accounts and permissions',
        response: { 200: z.array(UserSchema) },
      },
    },
    async () => listUsers(db),
  );

  app.get(
    '/users/self',
    { config: { guard: guards.user }, schema: { tags, summary: 'The signed-in user', response: { 200: UserSchema } } },
    async (request) => getUser(db, viewerOf(request).id),
  );

  app.patch(
    '/users/self',
    {
      config: { guard: guards.user },
      schema: {
        tags,
        summary: 'Change your display name',
        description:
          '1–40 visible characters; control and invisible characters are refused; surrounding spaces are trimmed.',
        body: UpdateSelfBodySchema,
        response: { 200: UserSchema },
      },
    },
    async (request) => updateDisplayName(db, viewerOf(request).id, request.body.display_name),
  );

  app.get(
    '/users/:user_id',
    {
      config: { guard: guards.public },
      schema: { tags, summary: "A user's public name", params: UserParamsSchema, response: { 200: MinimalUserSchema } },
    },
    async (request) => getMinimalUser(db, request.params.user_id),
  );

  app.patch(
    '/users/:user_id',
    {
      config: { guard: guards.anyOf('admin') },
      schema: {
        tags,
        summary: "Replace a user's permissions",
        description: 'Takes effect on the user’s next request. The last admin cannot lose `admin` (409).',
        params: UserParamsSchema,
        body: UpdatePermissionsBodySchema,
        response: { 200: UserSchema },
      },
    },
    async (request) => updatePermissions(db, request.params.user_id, request.body, actorOf(request, now())),
  );

  app.post(
    '/users/remove-auth',
    {
      config: { guard: guards.user },
      schema: {
        tags,
        summary: 'Disconnect one of your linked accounts',
        description:
          'The Path of Exile account cannot be disconnected, and at least one account always stays (409). 404 when no such account is linked.',
        querystring: RemoveAuthQuerySchema,
        response: { 200: UserSchema },
      },
    },
    async (request) => removeLinkedAccount(db, viewerOf(request).id, request.query.provider),
  );

  app.get(
    '/events/:event_id/users',
    {
      config: { guard: guards.public },
      schema: {
        tags,
        summary: 'Players of an event by team id',
        params: EventParamsSchema,
        response: { 200: EventUsersSchema },
      },
    },
    async (request, reply) => {
      const event = eventOf(request);
      return sendCachedRead(request, reply, { scope: READ_SCOPES.event(event.id), key: 'users' }, async () => ({
        value: await listEventUsers(db, event.id),
      }));
    },
  );
};
