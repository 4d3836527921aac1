import { auditIdField, type AuditEntry, type AuditKind, type AuditNamedThing, type AuditNames } from '@app/shared';
import { formatDateTime } from '~/lib/format';

const THINGS: Record<string, string> = {
  event: 'Event',
  team: 'Team',
  scoring_preset: 'Scoring preset',
  objective: 'Objective',
  condition: 'Condition',
  objective_sample: 'Sample item',
  submission: 'Submission',
  signup: 'Sign-up',
  user: 'User',
  job: 'Job',
  job_pause: 'Job pause',
  guild: 'Guild',
  guild_stash: 'Guild stash tab',
  wish: 'Item wish',
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
  save: 'recorded',
};

/** `team.assign` → "Team assignments": the kind in words, built from its two parts. */
export function kindLabel(kind: AuditKind): string {
  const [thing = '', verb = ''] = kind.split('.');
  return `${THINGS[thing] ?? thing} ${VERBS[verb] ?? verb}`;
}

/** Kinds whose target id is not the thing the kind is about (a sign-up is its player's). */
const TARGET_OF: Partial<Record<AuditKind, string>> = {
  'team.assign': 'event',
  'objective.bulk_create': 'category',
  'submission.place': 'objective',
  'signup.delete': 'user',
  'objective_sample.save': 'objective',
  'objective_sample.delete': 'objective',
};

/** What an entry's target id is the id of, in words: the "team" of "team #12". */
export function targetThing(kind: AuditKind): string {
  const [thing = ''] = kind.split('.');
  return TARGET_OF[kind] ?? (THINGS[thing] ?? thing).toLowerCase();
}

/** One line of an entry's details: a field and its value before and/or after (absent: not part of the change). */
export type ChangeLine = { field: string; before?: string; after?: string };

export type ChangeSummary = { change: 'created' | 'deleted' | 'changed'; lines: ChangeLine[] };

/** Fields that tell a reader nothing: ids shown elsewhere on the entry, bookkeeping, names their ids already give. */
const UNSHOWN = new Set([
  'id',
  'event_id',
  'eventId',
  'revision',
  'evaluatedRevision',
  'createdAt',
  'updatedAt',
  'user_name',
  'reviewer_name',
]);

/**
 * An event's update records its teams only after the change (the service reads them once, for the answer), so
 * the list would read as added on every update.
 */
const UNSHOWN_OF: Partial<Record<AuditKind, readonly string[]>> = { 'event.update': ['teams'] };

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Absent, null, '' and [] all mean "nothing": a field going from one to another did not change. */
function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

function same(a: unknown, b: unknown): boolean {
  return (isEmpty(a) && isEmpty(b)) || JSON.stringify(a) === JSON.stringify(b);
}

/** `scoringPresetId` → "scoring preset", `is_team_lead` → "team lead", `unlinked_objective_ids` → "unlinked objectives". */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
    .replace(/^is /, '');
  return auditIdField(key) ? words.replace(/ id$/, '').replace(/ ids$/, 's') : words;
}

function named(names: AuditNames, thing: AuditNamedThing, id: number): string {
  const name = names[thing][String(id)];
  return name ? `${name} #${id}` : `#${id}`;
}

/** A record inside a value on one line: a condition as its rule, a named thing by its name, else its fields. */
function showRecord(record: Record<string, unknown>, names: AuditNames): string {
  if (typeof record.field === 'string' && typeof record.operator === 'string')
    return `${record.field} ${record.operator} ${showValue(record.value, undefined, names)}`;
  if (typeof record.name === 'string' && record.name !== '')
    return typeof record.id === 'number' ? `${record.name} #${record.id}` : record.name;
  const parts = Object.entries(record)
    .filter(([key, value]) => !UNSHOWN.has(key) && !isEmpty(value) && value !== false)
    .map(([key, value]) => {
      if (value === true) return fieldLabel(key);
      // An id shows as its name, which says what it is.
      if (auditIdField(key)) return showValue(value, key, names);
      return `${fieldLabel(key)}: ${showValue(value, key, names)}`;
    });
  return parts.length > 0 ? parts.join(', ') : 'none';
}

/** A stored value in words: ids by name, times in the reader's zone, lists on one line, nothing as "none". */
export function showValue(value: unknown, field: string | undefined, names: AuditNames): string {
  if (isEmpty(value)) return 'none';
  const thing = field === undefined ? undefined : auditIdField(field);
  if (thing && [value].flat().every((id) => typeof id === 'number'))
    return [value as number | number[]]
      .flat()
      .map((id) => named(names, thing, id))
      .join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return ISO_TIME.test(value) ? formatDateTime(value) || value : value;
  if (Array.isArray(value))
    return value.map((item) => showValue(item, undefined, names)).join(value.every(isRecord) ? '; ' : ', ');
  if (isRecord(value)) return showRecord(value, names);
  return String(value);
}

/** The id field lists of records are keyed by (a team assignment per player, a placement per team), if any. */
function listKey(items: readonly unknown[]): 'user_id' | 'team_id' | undefined {
  if (items.length === 0) return undefined;
  return (['user_id', 'team_id'] as const).find((key) =>
    items.every((item) => isRecord(item) && typeof item[key] === 'number'),
  );
}

/** Two lists of keyed records as one line per key whose record changed: "Nettlewy #13: Ember Tide #1 → none". */
function listLines(before: readonly unknown[], after: readonly unknown[], names: AuditNames): ChangeLine[] | undefined {
  const key = listKey([...before, ...after]);
  const thing = key && auditIdField(key);
  if (!key || !thing) return undefined;
  const byKey = (list: readonly unknown[]) =>
    new Map(list.filter(isRecord).map((item) => [item[key] as number, item] as const));
  const [was, is] = [byKey(before), byKey(after)];
  const rest = (item: Record<string, unknown> | undefined) =>
    item ? showRecord(Object.fromEntries(Object.entries(item).filter(([field]) => field !== key)), names) : 'none';
  return [...new Set([...was.keys(), ...is.keys()])]
    .filter((id) => !same(was.get(id), is.get(id)))
    .map((id) => ({ field: named(names, thing, id), before: rest(was.get(id)), after: rest(is.get(id)) }));
}

/**
 * An entry's details, one line per field: for a creation the fields it set, for a deletion what it removed,
 * for a change each field that differs, before and after. A field the entry did not record before the change
 * reads "not recorded" rather than pretending it was empty.
 */
export function describeChange(entry: Pick<AuditEntry, 'kind' | 'before' | 'after'>, names: AuditNames): ChangeSummary {
  const { before, after } = entry;
  const unshown = new Set([...UNSHOWN, ...(UNSHOWN_OF[entry.kind] ?? [])]);
  const fields = (record: unknown) =>
    isRecord(record) ? Object.entries(record).filter(([key, value]) => !unshown.has(key) && !isEmpty(value)) : [];
  const set = (record: unknown) =>
    fields(record).map(([key, value]) => ({ field: fieldLabel(key), after: showValue(value, key, names) }));
  // A duplicate is a creation; what it was made from stands where a change's "before" would.
  if (entry.kind === 'event.duplicate') return { change: 'created', lines: [...set(before), ...set(after)] };
  if (isEmpty(before) && !isEmpty(after) && !Array.isArray(after)) return { change: 'created', lines: set(after) };
  if (isEmpty(after) && !isEmpty(before) && !Array.isArray(before))
    return {
      change: 'deleted',
      lines: fields(before).map(([key, value]) => ({ field: fieldLabel(key), before: showValue(value, key, names) })),
    };
  if (Array.isArray(before ?? []) && Array.isArray(after ?? [])) {
    const [was, is] = [(before ?? []) as unknown[], (after ?? []) as unknown[]];
    const lines = listLines(was, is, names);
    if (lines) return { change: 'changed', lines };
  }
  if (!isRecord(before) || !isRecord(after))
    return {
      change: 'changed',
      lines: same(before, after)
        ? []
        : [{ field: 'value', before: showValue(before, undefined, names), after: showValue(after, undefined, names) }],
    };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !unshown.has(key));
  return {
    change: 'changed',
    lines: keys
      .filter((key) => !same(before[key], after[key]))
      .map((key) => ({
        field: fieldLabel(key),
        before: key in before ? showValue(before[key], key, names) : 'not recorded',
        after: showValue(after[key], key, names),
      })),
  };
}

/** The names of every page loaded so far: each page names the ids its own entries mention. */
export function mergeNames(pages: readonly AuditNames[]): AuditNames {
  const merged: AuditNames = { users: {}, teams: {}, objectives: {}, scoring_presets: {}, events: {} };
  for (const names of pages)
    for (const thing of Object.keys(merged) as AuditNamedThing[]) Object.assign(merged[thing], names[thing]);
  return merged;
}

/** A stored value as indented JSON (the raw view); null and absent read as "nothing". */
export function rawJson(value: unknown): string {
  return value === null || value === undefined ? '(nothing)' : JSON.stringify(value, null, 2);
}
