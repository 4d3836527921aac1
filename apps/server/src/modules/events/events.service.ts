import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import { effectiveClosingTime, type Event, type EventIdParam, type UpsertEventBody } from '@app/shared';
import type { Db, Queryable } from '../../db/database';
import {
  events,
  objectiveConditions,
  objectives,
  objectiveScoringRules,
  scoringPresets,
  signups,
  teamMembers,
  teams,
} from '../../db/schema';
import type { Actor, Viewer } from '../../lib/actor';
import { AppError, eventLocked, notFound } from '../../lib/errors';
import { recordAudit, recordSave } from '../audit/audit.service';
import { followCurrentEvent } from '../recurring-jobs/recurring-jobs.service';
import { keepClassesOfGame, presentTeam } from '../teams/teams.service';

export type EventRow = typeof events.$inferSelect;

export function presentEvent(row: EventRow, eventTeams: (typeof teams.$inferSelect)[]): Event {
  return {
    id: row.id,
    name: row.name,
    game_version: row.gameVersion,
    is_current: row.isCurrent,
    is_public: row.isPublic,
    is_locked: row.isLocked,
    max_size: row.maxSize,
    waitlist_size: row.waitlistSize,
    max_group_size: row.maxGroupSize,
    application_start_time: row.applicationStartTime.toISOString(),
    application_end_time: row.applicationEndTime.toISOString(),
    event_start_time: row.eventStartTime.toISOString(),
    event_end_time: row.eventEndTime.toISOString(),
    closing_time: closingTimeOf(row).toISOString(),
    teams: eventTeams.map(presentTeam),
  };
}

/** Until when judges may decide submissions made before the end; the results are final after it (decision 037). */
export function closingTimeOf(row: Pick<EventRow, 'eventEndTime' | 'closingTime'>): Date {
  return new Date(effectiveClosingTime(row.eventEndTime.getTime(), row.closingTime?.getTime() ?? null));
}

/**
 * Who sees an event: everyone when it is public; otherwise anyone holding a permission, and the players
 * who signed up for it or play in it. A condition on `events` for queries that join it; undefined: no limit.
 */
export function eventVisibleTo(viewer: Viewer | null) {
  if (viewer && viewer.permissions.length > 0) return undefined;
  const participates = viewer
    ? or(
        sql`exists (select 1 from ${signups} where ${signups.eventId} = ${events.id} and ${signups.userId} = ${viewer.id})`,
        sql`exists (select 1 from ${teamMembers} where ${teamMembers.eventId} = ${events.id} and ${teamMembers.userId} = ${viewer.id})`,
      )
    : undefined;
  return participates ? or(eq(events.isPublic, true), participates) : eq(events.isPublic, true);
}

/** Resolves `:event_id` (a number or `current`) to an event the viewer may see; 404 otherwise. */
export async function resolveEvent(db: Queryable, param: EventIdParam, viewer: Viewer | null): Promise<EventRow> {
  const byId = param === 'current' ? eq(events.isCurrent, true) : eq(events.id, param);
  const [row] = await db
    .select()
    .from(events)
    .where(and(byId, eventVisibleTo(viewer)));
  if (!row) throw notFound(param === 'current' ? 'Current event' : 'Event');
  return row;
}

const dateText = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';

/** Applying, and forming groups, happen between the event's application times (409 `applications_closed`). */
export function requireApplicationsOpen(event: EventRow, now: Date): void {
  if (now < event.applicationStartTime) {
    throw new AppError(409, 'applications_closed', `Applications open on ${dateText(event.applicationStartTime)}`);
  }
  if (now > event.applicationEndTime) {
    throw new AppError(409, 'applications_closed', `Applications closed on ${dateText(event.applicationEndTime)}`);
  }
}

async function teamsOf(db: Queryable, eventIds: number[]) {
  if (eventIds.length === 0) return [];
  return db
    .select()
    .from(teams)
    .where(sql`${teams.eventId} = any(${sql.param(eventIds)}::int[])`)
    .orderBy(asc(teams.id));
}

/** An event by id, whatever its visibility (background work sees every event); undefined when gone. */
export async function findEventById(db: Queryable, eventId: number): Promise<EventRow | undefined> {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  return event;
}

export async function listEvents(db: Queryable, viewer: Viewer | null): Promise<Event[]> {
  const rows = await db.select().from(events).where(eventVisibleTo(viewer)).orderBy(asc(events.id));
  const allTeams = await teamsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    presentEvent(
      row,
      allTeams.filter((team) => team.eventId === row.id),
    ),
  );
}

export async function getEvent(db: Queryable, event: EventRow): Promise<Event> {
  return presentEvent(event, await teamsOf(db, [event.id]));
}

function toColumns(body: UpsertEventBody) {
  return {
    name: body.name,
    gameVersion: body.game_version,
    isCurrent: body.is_current,
    isPublic: body.is_public,
    isLocked: body.is_locked,
    maxSize: body.max_size,
    waitlistSize: body.waitlist_size,
    // Omitted by clients that predate groups (the reference's): a new event gets the column's default (1,
    // groups off) and an update keeps what is stored.
    ...(body.max_group_size === undefined ? {} : { maxGroupSize: body.max_group_size }),
    applicationStartTime: new Date(body.application_start_time),
    applicationEndTime: new Date(body.application_end_time),
    eventStartTime: new Date(body.event_start_time),
    eventEndTime: new Date(body.event_end_time),
    // Omitted by clients that predate it: a new event closes a week after its end, an update keeps what is stored.
    ...(body.closing_time === undefined
      ? {}
      : { closingTime: body.closing_time === null ? null : new Date(body.closing_time) }),
  };
}

/** A locked event only accepts changes to its flags (so it can be unlocked, published or made current). */
function changesOnlyFlags(existing: EventRow, body: UpsertEventBody): boolean {
  const flags = new Set<string>(['isCurrent', 'isPublic', 'isLocked']);
  return Object.entries(toColumns(body)).every(([key, value]) => {
    if (flags.has(key)) return true;
    // A closing time sent as the one in effect (a form showing the default) changes nothing.
    if (key === 'closingTime') {
      const sent = { eventEndTime: existing.eventEndTime, closingTime: value as Date | null };
      return closingTimeOf(existing).getTime() === closingTimeOf(sent).getTime();
    }
    const before = existing[key as keyof EventRow];
    return before instanceof Date && value instanceof Date ? before.getTime() === value.getTime() : before === value;
  });
}

const ROOT_OBJECTIVE = {
  name: 'Root',
  objectiveType: 'CATEGORY',
  aggregation: 'NONE',
  numberField: 'FINISHED_OBJECTIVES',
} as const;

/** Creates an event (with its objective tree root) or updates one; at most one event is current. */
export async function upsertEvent(db: Db, body: UpsertEventBody, actor: Actor): Promise<Event> {
  return db.transaction(async (tx) => {
    let row: EventRow | undefined;
    let existing: EventRow | undefined;
    if (body.id !== undefined) {
      [existing] = await tx.select().from(events).where(eq(events.id, body.id)).for('update');
      if (!existing) throw notFound('Event');
      if (existing.isLocked && !changesOnlyFlags(existing, body)) throw eventLocked();
    }
    const replaced = body.is_current ? await clearCurrentFlag(tx, body.id) : [];
    if (body.id === undefined) {
      row = await insertEvent(tx, body);
      await tx.insert(objectives).values({ ...ROOT_OBJECTIVE, eventId: row.id });
    } else {
      [row] = await tx.update(events).set(toColumns(body)).where(eq(events.id, body.id)).returning();
    }
    if (!row) throw notFound('Event');
    if (existing && existing.gameVersion !== row.gameVersion) await keepClassesOfGame(tx, row.id, row.gameVersion);
    const stoppedBeingCurrent = existing?.isCurrent && !row.isCurrent ? [row.id] : [];
    // Jobs follow the event when it becomes current or its end moves, not on every save (an admin may have
    // stopped one on purpose).
    const jobsFollow =
      row.isCurrent && (!existing?.isCurrent || existing.eventEndTime.getTime() !== row.eventEndTime.getTime());
    await followCurrentEvent(tx, jobsFollow ? row : undefined, [...replaced, ...stoppedBeingCurrent], actor.at);
    const saved = presentEvent(row, await teamsOf(tx, [row.id]));
    await recordSave(tx, actor, 'event', {
      eventId: row.id,
      targetId: row.id,
      before: existing && presentEvent(existing, []),
      after: saved,
    });
    return saved;
  });
}

/** Takes the current flag from every event but `keep`; answers the events that lost it. */
async function clearCurrentFlag(tx: Queryable, keep: number | undefined): Promise<number[]> {
  const cleared = await tx
    .update(events)
    .set({ isCurrent: false })
    .where(and(eq(events.isCurrent, true), keep === undefined ? undefined : ne(events.id, keep)))
    .returning({ id: events.id });
  return cleared.map((event) => event.id);
}

/** Three teams an organiser renames (docs/domain.md §3: a new event draft starts with three blank teams). */
const BLANK_TEAM_COLORS = ['#2563eb', '#dc2626', '#16a34a'];

async function insertEvent(tx: Queryable, body: UpsertEventBody): Promise<EventRow> {
  const [row] = await tx.insert(events).values(toColumns(body)).returning();
  if (!row) throw notFound('Event');
  await tx
    .insert(teams)
    .values(BLANK_TEAM_COLORS.map((color, index) => ({ eventId: row.id, name: `Team ${index + 1}`, color })));
  return row;
}

/**
 * Copies an event's configuration into a new event: scoring presets and the whole objective tree with its
 * conditions (ids remapped). Teams, sign-ups and results are not copied: they belong to one event, so the copy
 * starts with three blank teams like any new event.
 */
export async function duplicateEvent(
  db: Db,
  source: EventRow,
  body: UpsertEventBody,
  actor: Actor,
  withObjectives = true,
): Promise<Event> {
  return db.transaction(async (tx) => {
    const replaced = body.is_current ? await clearCurrentFlag(tx, undefined) : [];
    const created = await insertEvent(tx, body);
    await followCurrentEvent(tx, created.isCurrent ? created : undefined, replaced, actor.at);
    if (withObjectives) await copyObjectives(tx, source.id, created.id);
    else await tx.insert(objectives).values({ ...ROOT_OBJECTIVE, eventId: created.id });
    const copy = presentEvent(created, await teamsOf(tx, [created.id]));
    await recordAudit(tx, actor, {
      kind: 'event.duplicate',
      eventId: created.id,
      targetId: created.id,
      before: { source_event_id: source.id, objectives: withObjectives },
      after: copy,
    });
    return copy;
  });
}

/** Copies the scoring presets and the whole objective tree with its rules and conditions, ids remapped. */
async function copyObjectives(tx: Queryable, sourceId: number, targetId: number): Promise<void> {
  const presetIds = new Map<number, number>();
  for (const preset of await tx
    .select()
    .from(scoringPresets)
    .where(eq(scoringPresets.eventId, sourceId))
    .orderBy(asc(scoringPresets.id))) {
    const { id, eventId: _eventId, ...copy } = preset;
    const [inserted] = await tx
      .insert(scoringPresets)
      .values({ ...copy, eventId: targetId })
      .returning({ id: scoringPresets.id });
    if (inserted) presetIds.set(id, inserted.id);
  }

  const sourceObjectives = await tx
    .select()
    .from(objectives)
    .where(eq(objectives.eventId, sourceId))
    .orderBy(asc(objectives.id));
  const conditions = await tx
    .select()
    .from(objectiveConditions)
    .innerJoin(objectives, eq(objectives.id, objectiveConditions.objectiveId))
    .where(eq(objectives.eventId, sourceId));
  const objectiveIds = new Map<number, number>();
  // Parents before children: walk the tree from the root(s) breadth first.
  const childrenOf = new Map<number | null, typeof sourceObjectives>();
  for (const objective of sourceObjectives) {
    const siblings = childrenOf.get(objective.parentId) ?? [];
    siblings.push(objective);
    childrenOf.set(objective.parentId, siblings);
  }
  const queue = [...(childrenOf.get(null) ?? [])];
  for (let objective = queue.shift(); objective; objective = queue.shift()) {
    const { id, eventId: _eventId, parentId, createdAt: _c, updatedAt: _u, revision: _r, ...copy } = objective;
    const [inserted] = await tx
      .insert(objectives)
      .values({
        ...copy,
        eventId: targetId,
        parentId: parentId === null ? null : (objectiveIds.get(parentId) ?? null),
      })
      .returning({ id: objectives.id });
    if (inserted) objectiveIds.set(id, inserted.id);
    queue.push(...(childrenOf.get(id) ?? []));
  }
  if (!objectiveIds.size) await tx.insert(objectives).values({ ...ROOT_OBJECTIVE, eventId: targetId });

  const copiedConditions = conditions.flatMap(({ objective_conditions: condition }) => {
    const objectiveId = objectiveIds.get(condition.objectiveId);
    return objectiveId === undefined
      ? []
      : [{ objectiveId, field: condition.field, operator: condition.operator, value: condition.value }];
  });
  if (copiedConditions.length) await tx.insert(objectiveConditions).values(copiedConditions);

  const rules = await tx
    .select({ rule: objectiveScoringRules })
    .from(objectiveScoringRules)
    .innerJoin(objectives, eq(objectives.id, objectiveScoringRules.objectiveId))
    .where(eq(objectives.eventId, sourceId));
  const copiedRules = rules.flatMap(({ rule }) => {
    const objectiveId = objectiveIds.get(rule.objectiveId);
    const scoringPresetId = presetIds.get(rule.scoringPresetId);
    return objectiveId === undefined || scoringPresetId === undefined
      ? []
      : [{ objectiveId, position: rule.position, scoringPresetId }];
  });
  if (copiedRules.length) await tx.insert(objectiveScoringRules).values(copiedRules);
}

export async function deleteEvent(db: Db, event: EventRow, actor: Actor): Promise<void> {
  if (event.isLocked) throw eventLocked();
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(events).where(eq(events.id, event.id)).returning();
    if (!deleted) throw notFound('Event');
    await recordAudit(tx, actor, {
      kind: 'event.delete',
      eventId: event.id,
      targetId: event.id,
      before: presentEvent(deleted, []),
    });
  });
}
