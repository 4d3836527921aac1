import { z } from 'zod';
import { RemoveAuthQuerySchema } from '../contracts/auth';
import { EventParamsSchema } from '../contracts/common';
import {
  EventUsersSchema,
  UpdatePermissionsBodySchema,
  UpdateSelfBodySchema,
  UserParamsSchema,
  UserSchema,
} from '../contracts/users';
import { MinimalUserSchema } from '../contracts/users';
import { describeEndpoints } from './endpoint';

export const usersEndpoints = describeEndpoints('Users', {
  getUsers: {
    summary: 'Every user with linked accounts and permissions',
    responses: { 200: z.array(UserSchema) },
  },
  getSelf: {
    summary: 'The signed-in user',
    responses: { 200: UserSchema },
  },
  updateSelf: {
    summary: 'Change your display name',
    description:
      '1–40 visible characters; control and invisible characters are refused; surrounding spaces are trimmed.',
    body: UpdateSelfBodySchema,
    responses: { 200: UserSchema },
  },
  getUser: {
    summary: "A user's public name",
    params: UserParamsSchema,
    responses: { 200: MinimalUserSchema },
  },
  updatePermissions: {
    summary: "Replace a user's permissions",
    description: 'Takes effect on the user’s next request. The last admin cannot lose `admin` (409).',
    params: UserParamsSchema,
    body: UpdatePermissionsBodySchema,
    responses: { 200: UserSchema },
  },
  removeAuth: {
    summary: 'Disconnect one of your linked accounts',
    description:
      'The Path of Exile account cannot be disconnected, and at least one account always stays (409). 404 when no such account is linked.',
    query: RemoveAuthQuerySchema,
    responses: { 200: UserSchema },
  },
  getEventUsers: {
    summary: 'Players of an event by team id',
    params: EventParamsSchema,
    responses: { 200: EventUsersSchema },
  },
});
