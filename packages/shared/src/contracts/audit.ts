import { z } from 'zod';
import { AUDIT_KINDS } from '../rules/audit-kinds';
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
    before: z.unknown().describe('The thing as it was (null for a creation)'),
    after: z.unknown().describe('The thing as it is now (null for a deletion)'),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditLogSchema = z
  .object({
    entries: z.array(AuditEntrySchema).describe('Newest first'),
    next_before_id: z.number().int().nullable().describe('Pass as before_id for the next page; null at the end'),
  })
  .meta({ id: 'AuditLog' });
export type AuditLog = z.infer<typeof AuditLogSchema>;
