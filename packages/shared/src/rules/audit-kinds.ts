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
  'objective_sample.save',
  'objective_sample.delete',
  'submission.review',
  'submission.place',
  'signup.delete',
  'user.permissions',
  'job.change',
  'job_pause.change',
  'guild.register',
  'guild_stash.toggle',
  'wish.update',
  'wish.delete',
  'discord_webhook.set',
  'discord_webhook.delete',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export function isAuditKind(value: unknown): value is AuditKind {
  return (AUDIT_KINDS as readonly unknown[]).includes(value);
}

/** The things whose names an audit log page carries for the ids its entries mention. */
export type AuditNamedThing = 'users' | 'teams' | 'objectives' | 'scoring_presets' | 'events';

/**
 * The fields of the recorded shapes that hold ids of a named thing (a number or a list of numbers), so the
 * server can look their names up and the log can show "Ember Tide #3" instead of 3. The objectives' entries
 * store database rows, hence the camelCase keys.
 */
const AUDIT_ID_FIELDS: Readonly<Record<string, AuditNamedThing>> = {
  user_id: 'users',
  reviewer_id: 'users',
  team_id: 'teams',
  objective_id: 'objectives',
  parent_id: 'objectives',
  parentId: 'objectives',
  unlinked_objective_ids: 'objectives',
  scoring_preset_id: 'scoring_presets',
  scoringPresetId: 'scoring_presets',
  scoringPresetIds: 'scoring_presets',
  source_event_id: 'events',
};

/** The named thing a recorded field holds ids of, if any (never an inherited property such as `constructor`). */
export function auditIdField(field: string): AuditNamedThing | undefined {
  return Object.hasOwn(AUDIT_ID_FIELDS, field) ? AUDIT_ID_FIELDS[field] : undefined;
}
