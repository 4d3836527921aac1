import type { AuditKind } from '@app/shared';

const THINGS: Record<string, string> = {
  event: 'Event',
  team: 'Team',
  scoring_preset: 'Scoring preset',
  objective: 'Objective',
  condition: 'Condition',
  submission: 'Submission',
  signup: 'Sign-up',
  user: 'User',
  job: 'Job',
  guild: 'Guild',
  guild_stash: 'Guild stash tab',
};

const VERBS: Record<string, string> = {
  create: 'created',
  update: 'changed',
  delete: 'deleted',
  duplicate: 'duplicated',
  assign: 'assignments',
  bulk_create: 'created in bulk',
  review: 'reviewed',
  place: 'placed',
  permissions: 'permissions',
  change: 'changed',
  register: 'registered',
  toggle: 'fetching toggled',
};

/** `team.assign` → "Team assignments": the kind in words, built from its two parts. */
export function kindLabel(kind: AuditKind): string {
  const [thing = '', verb = ''] = kind.split('.');
  return `${THINGS[thing] ?? thing} ${VERBS[verb] ?? verb}`;
}

/**
 * The top-level fields that differ between before and after, in order of first appearance: what the expanded
 * view marks. Arrays and other non-objects count as one value ('' stands for the whole).
 */
export function changedFields(before: unknown, after: unknown): string[] {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isRecord(before) || !isRecord(after)) return JSON.stringify(before) === JSON.stringify(after) ? [] : [''];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/** A stored value as indented JSON; null and absent read as "nothing". */
export function showValue(value: unknown): string {
  return value === null || value === undefined ? '(nothing)' : JSON.stringify(value, null, 2);
}
