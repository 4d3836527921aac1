import { z } from 'zod';
import { PermissionSchema } from '../enums';
import { DisplayNameSchema, IdParamSchema, TimestampSchema } from './common';

export const MinimalUserSchema = z
  .object({
    id: z.number().int(),
    display_name: z.string(),
  })
  .meta({ id: 'MinimalUser' });
export type MinimalUser = z.infer<typeof MinimalUserSchema>;

export const UserSchema = z
  .object({
    id: z.number().int(),
    display_name: z.string(),
    account_name: z.string().nullable().describe('Linked game account name, e.g. Player#1234'),
    discord_id: z.string().nullable(),
    discord_name: z.string().nullable(),
    twitch_id: z.string().nullable(),
    twitch_name: z.string().nullable(),
    token_expiry_timestamp: TimestampSchema.nullable().describe('When the linked game account token expires'),
    permissions: z.array(PermissionSchema),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

export const UpdateSelfBodySchema = z.object({ display_name: DisplayNameSchema }).meta({ id: 'UpdateSelfBody' });
export type UpdateSelfBody = z.infer<typeof UpdateSelfBodySchema>;

export const UpdatePermissionsBodySchema = z
  .array(PermissionSchema)
  .max(PermissionSchema.options.length)
  .refine((list) => new Set(list).size === list.length, 'lists a permission more than once')
  .meta({ id: 'UpdatePermissionsBody' });

/** Users of an event grouped by team id (as a string key, since JSON keys are strings). */
export const EventUsersSchema = z.record(z.string(), z.array(MinimalUserSchema)).meta({ id: 'EventUsers' });
export type EventUsers = z.infer<typeof EventUsersSchema>;

export const UserParamsSchema = z.object({ user_id: IdParamSchema });
