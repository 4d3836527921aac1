import { and, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  auditIdField,
  type AuditKind,
  type AuditLog,
  type AuditLogQuery,
  type AuditNamedThing,
  type AuditNames,
} from '@app/shared';
import type { Queryable } from '../../db/database';
import { auditEntries, events, objectives, scoringPresets, teams, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';

export type AuditChange = {
  kind: AuditKind;
  /** null for changes that belong to no event (permissions). */
  eventId: number | null;
  /** The changed thing's id; null when it has no numeric id (a stash tab: see before/after). */
  targetId: number | null;
  /** The thing as it was (absent for a creation). */
  before?: unknown;
  /** The thing as it is now (absent for a deletion). */
  after?: unknown;
};

/**
 * Records a change made through the admin API. Call it with the transaction that makes the change, so the
 * entry exists exactly when the change does.
 */
export async function recordAudit(tx: Queryable, actor: Actor, change: AuditChange): Promise<void> {
  await tx.insert(auditEntries).values({
    at: actor.at,
    actorUserId: actor.userId,
    eventId: change.eventId,
    kind: change.kind,
    targetId: change.targetId,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** What is created and updated by one "save" endpoint: whether it existed before decides the entry's kind. */
type SavedThing = 'event' | 'team' | 'scoring_preset' | 'objective' | 'condition';

/** Records a save of a thing: its creation when there was nothing `before`, its update otherwise. */
export async function recordSave(
  tx: Queryable,
  actor: Actor,
  thing: SavedThing,
  change: Omit<AuditChange, 'kind'>,
): Promise<void> {
  await recordAudit(tx, actor, { ...change, kind: `${thing}.${change.before === undefined ? 'create' : 'update'}` });
}

/** The log, newest first, filtered by event, actor and kind, a page at a time, with the names its ids stand for. */
export async function readAuditLog(db: Queryable, query: AuditLogQuery): Promise<AuditLog> {
  const filters: (SQL | undefined)[] = [
    query.event_id === undefined ? undefined : eq(auditEntries.eventId, query.event_id),
    query.actor === undefined ? undefined : eq(auditEntries.actorUserId, query.actor),
    query.kind === undefined ? undefined : eq(auditEntries.kind, query.kind),
    query.before_id === undefined ? undefined : lt(auditEntries.id, query.before_id),
  ];
  const rows = await db
    .select({ entry: auditEntries, actorName: users.displayName })
    .from(auditEntries)
    .leftJoin(users, eq(users.id, auditEntries.actorUserId))
    .where(and(...filters))
    .orderBy(desc(auditEntries.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const names = await namesOnPage(
    db,
    page.map(({ entry }) => entry),
  );
  return {
    entries: page.map(({ entry, actorName }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actor_id: entry.actorUserId,
      actor_name: actorName,
      event_id: entry.eventId,
      kind: entry.kind,
      target_id: entry.targetId,
      target_name: targetName(entry, names),
      before: entry.before,
      after: entry.after,
    })),
    names: {
      users: Object.fromEntries(names.users),
      teams: Object.fromEntries(names.teams),
      objectives: Object.fromEntries(names.objectives),
      scoring_presets: Object.fromEntries(names.scoring_presets),
      events: Object.fromEntries(names.events),
    } satisfies AuditNames,
    next_before_id: rows.length > query.limit ? (page.at(-1)?.entry.id ?? null) : null,
  };
}

// ── Names ─────────────────────────────────────────────────────────────────────────────────────────

type EntryRow = typeof auditEntries.$inferSelect;
type Names = Record<AuditNamedThing, Map<number, string>>;

/**
 * What each kind's target id names. `recorded`: the entry's before/after is that thing in its API shape, so it
 * carries the name the thing had then (a deleted team keeps its name). Null: the target is named otherwise
 * (see targetName).
 */
const TARGETS: Record<AuditKind, { thing: AuditNamedThing; recorded: boolean } | null> = {
  'event.create': { thing: 'events', recorded: true },
  'event.update': { thing: 'events', recorded: true },
  'event.delete': { thing: 'events', recorded: true },
  'event.duplicate': { thing: 'events', recorded: true },
  'team.create': { thing: 'teams', recorded: true },
  'team.update': { thing: 'teams', recorded: true },
  'team.delete': { thing: 'teams', recorded: true },
  'team.assign': null,
  'scoring_preset.create': { thing: 'scoring_presets', recorded: true },
  'scoring_preset.update': { thing: 'scoring_presets', recorded: true },
  'scoring_preset.delete': { thing: 'scoring_presets', recorded: true },
  'objective.create': { thing: 'objectives', recorded: true },
  'objective.update': { thing: 'objectives', recorded: true },
  'objective.delete': { thing: 'objectives', recorded: true },
  'objective.bulk_create': { thing: 'objectives', recorded: false },
  'condition.create': null,
  'condition.update': null,
  'condition.delete': null,
  'objective_sample.save': { thing: 'objectives', recorded: false },
  'objective_sample.delete': { thing: 'objectives', recorded: false },
  'submission.review': null,
  'submission.place': { thing: 'objectives', recorded: false },
  'signup.delete': { thing: 'users', recorded: false },
  'user.permissions': { thing: 'users', recorded: false },
  'job.change': null,
  'job_pause.change': null,
  'guild.register': null,
  'guild_stash.toggle': null,
  'wish.update': null,
  'wish.delete': null,
  'discord_webhook.set': null,
  'discord_webhook.delete': null,
};

/** How many players a team assignment's target names before it counts the rest. */
const ASSIGNED_NAMES_SHOWN = 3;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textIn(value: unknown, key: string): string | undefined {
  const text = isRecord(value) ? value[key] : undefined;
  return typeof text === 'string' && text !== '' ? text : undefined;
}

function idIn(value: unknown, key: string): number | undefined {
  const id = isRecord(value) ? value[key] : undefined;
  return typeof id === 'number' ? id : undefined;
}

/** Every id a recorded shape holds in a field that names a thing (auditIdField), added to that thing's set. */
function collectIds(value: unknown, into: Record<AuditNamedThing, Set<number>>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectIds(item, into);
    return;
  }
  if (!isRecord(value)) return;
  for (const [key, field] of Object.entries(value)) {
    const thing = auditIdField(key);
    if (!thing) collectIds(field, into);
    else for (const id of [field].flat()) if (typeof id === 'number') into[thing].add(id);
  }
}

async function namesOf(db: Queryable, id: PgColumn, name: PgColumn, ids: Set<number>): Promise<Map<number, string>> {
  if (ids.size === 0) return new Map();
  const rows = await db
    .select({ id, name })
    .from(id.table)
    .where(inArray(id, [...ids]));
  return new Map(rows.map((row) => [row.id as number, row.name as string]));
}

/**
 * The current names of everything the page's entries mention (their events included), in one query per kind of
 * thing. A thing deleted since is named by its own entry on the page where there is one (a deleted team's entry
 * records its name).
 */
async function namesOnPage(db: Queryable, entries: readonly EntryRow[]): Promise<Names> {
  const ids: Record<AuditNamedThing, Set<number>> = {
    users: new Set(),
    teams: new Set(),
    objectives: new Set(),
    scoring_presets: new Set(),
    events: new Set(),
  };
  for (const entry of entries) {
    collectIds(entry.before, ids);
    collectIds(entry.after, ids);
    if (entry.eventId !== null) ids.events.add(entry.eventId);
    const target = TARGETS[entry.kind];
    if (target && entry.targetId !== null) ids[target.thing].add(entry.targetId);
  }
  const names: Names = {
    users: await namesOf(db, users.id, users.displayName, ids.users),
    teams: await namesOf(db, teams.id, teams.name, ids.teams),
    objectives: await namesOf(db, objectives.id, objectives.name, ids.objectives),
    scoring_presets: await namesOf(db, scoringPresets.id, scoringPresets.name, ids.scoring_presets),
    events: await namesOf(db, events.id, events.name, ids.events),
  };
  for (const entry of entries) {
    const target = TARGETS[entry.kind];
    const recorded = textIn(entry.after, 'name') ?? textIn(entry.before, 'name');
    if (target?.recorded && entry.targetId !== null && recorded && !names[target.thing].has(entry.targetId))
      names[target.thing].set(entry.targetId, recorded);
  }
  return names;
}

function named(names: Names, thing: AuditNamedThing, id: number | undefined, what: string): string {
  return (id === undefined ? undefined : names[thing].get(id)) ?? `${what} #${id ?? '?'}`;
}

/** The entry's target in words; see AuditEntrySchema.target_name. */
function targetName(entry: EntryRow, names: Names): string | null {
  const { before, after } = entry;
  const shape = after ?? before;
  switch (entry.kind) {
    case 'team.assign': {
      // The target is the event; what changed is the listed players' places.
      const players = [before, after]
        .flatMap((list) => (Array.isArray(list) ? (list as unknown[]) : []))
        .map((row) => idIn(row, 'user_id'))
        .filter((id): id is number => id !== undefined);
      const unique = [...new Set(players)].map((id) => named(names, 'users', id, 'user'));
      const shown = unique.slice(0, ASSIGNED_NAMES_SHOWN).join(', ');
      const more = unique.length - ASSIGNED_NAMES_SHOWN;
      return unique.length === 0 ? null : more > 0 ? `${shown} and ${more} more` : shown;
    }
    case 'condition.create':
    case 'condition.update':
    case 'condition.delete': {
      // A condition has no name: its objective and its rule are what a designer recognises it by.
      const rule = ['field', 'operator', 'value'].map((key) => textIn(shape, key) ?? '').join(' ');
      return `${named(names, 'objectives', idIn(shape, 'objective_id'), 'objective')}: ${rule}`;
    }
    case 'submission.review':
      return `${named(names, 'objectives', idIn(shape, 'objective_id'), 'objective')} by ${named(names, 'teams', idIn(shape, 'team_id'), 'team')}`;
    case 'job.change':
      return textIn(shape, 'job_type') ?? null;
    case 'discord_webhook.set':
    case 'discord_webhook.delete':
      return textIn(shape, 'purpose') ?? null;
    case 'guild.register':
    case 'guild_stash.toggle':
      return textIn(after, 'name') ?? textIn(before, 'name') ?? null;
    case 'wish.update':
    case 'wish.delete': {
      // A wish is known by its item and its team.
      const item = textIn(after, 'item') ?? textIn(before, 'item') ?? 'wish';
      return `${item} for ${named(names, 'teams', idIn(shape, 'team_id'), 'team')}`;
    }
    default: {
      const target = TARGETS[entry.kind];
      if (!target || entry.targetId === null) return null;
      const recorded = target.recorded ? (textIn(after, 'name') ?? textIn(before, 'name')) : undefined;
      return recorded ?? names[target.thing].get(entry.targetId) ?? null;
    }
  }
}
