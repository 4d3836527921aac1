/** What an audit entry records a change of (`<thing>.<verb>`). No zod here: the web app's routes read them. */
export const AUDIT_KINDS = [
  'event.create',
  'event.update',
  'event.delete',
  'event.duplicate',
  'team.create',
  'team.update',
  'team.delete',
  'team.assign',
  'scoring_preset.create',
  'scoring_preset.update',
  'scoring_preset.delete',
  'objective.create',
  'objective.update',
  'objective.delete',
  'objective.bulk_create',
  'condition.create',
  'condition.update',
  'condition.delete',
  'submission.review',
  'submission.place',
  'signup.delete',
  'user.permissions',
  'job.change',
  'guild.register',
  'guild_stash.toggle',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export function isAuditKind(value: unknown): value is AuditKind {
  return (AUDIT_KINDS as readonly unknown[]).includes(value);
}
