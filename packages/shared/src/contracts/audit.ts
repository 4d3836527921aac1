import { z } from 'zod';
import { AUDIT_KINDS, type AuditNamedThing } from '../rules/audit-kinds';
import { IdParamSchema, TimestampSchema } from './common';

export const AuditKindSchema = z.enum(AUDIT_KINDS);

export const AuditLogQuerySchema = z.object({
  event_id: IdParamSchema.optional(),
  actor: IdParamSchema.optional().describe('The user id of who made the changes'),
  kind: AuditKindSchema.optional(),
  before_id: IdParamSchema.optional().describe('Entries older than this one (the next page)'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

export const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    at: TimestampSchema,
    actor_id: z.number().int().nullable(),
    actor_name: z.string().nullable(),
    event_id: z.number().int().nullable(),
    kind: AuditKindSchema,
    target_id: z.number().int().nullable(),
    target_name: z
      .string()
      .nullable()
      .describe(
        'The changed thing in words: its name as the entry recorded it, else as it is now (a user, a condition’s objective and rule, a submission’s objective and team); null when unknown',
      ),
    before: z.unknown().describe('The thing as it was (null for a creation)'),
    after: z.unknown().describe('The thing as it is now (null for a deletion)'),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const namesOf = (thing: string) =>
  z.record(z.string(), z.string()).describe(`Names of the ${thing} these entries mention, by id`);

export const AuditNamesSchema = z
  .object({
    users: namesOf('users'),
    teams: namesOf('teams'),
    objectives: namesOf('objectives'),
    scoring_presets: namesOf('scoring presets'),
    events: namesOf('events'),
  } satisfies Record<AuditNamedThing, z.ZodType>)
  .meta({ id: 'AuditNames' });
export type AuditNames = z.infer<typeof AuditNamesSchema>;

export const AuditLogSchema = z
  .object({
    entries: z.array(AuditEntrySchema).describe('Newest first'),
    names: AuditNamesSchema.describe(
      'Names of the entries’ events and of the ids in their before and after (user_id, team_id, objective_id, …), as they are now (a deleted one as its own entry on the page recorded it); an id missing here names something deleted',
    ),
    next_before_id: z.number().int().nullable().describe('Pass as before_id for the next page; null at the end'),
  })
  .meta({ id: 'AuditLog' });
export type AuditLog = z.infer<typeof AuditLogSchema>;
