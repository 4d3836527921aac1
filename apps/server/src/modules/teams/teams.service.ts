import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { classNamesOf, type GameVersion, type Team, type TeamAssignmentsBody, type UpsertTeamBody } from '@app/shared';
import type { Db, Queryable } from '../../db/database';
import type { Actor } from '../../lib/actor';
import { teamMembers, teams, users } from '../../db/schema';
import { storedRow } from '../../db/stored-row';
import { badRequest, conflict, eventLocked, notFound } from '../../lib/errors';
import { chunksOf } from '../../lib/collections';
import { nextTurnOfTheLoop } from '../../lib/loop-slices';
import { recordAudit } from '../audit/audit.service';
import { recordPresentedSave } from '../audit/presented-save';

type TeamRow = typeof teams.$inferSelect;
/** What team changes need to know of their event (the events module depends on this one, not the reverse). */
type TeamsEvent = { id: number; isLocked: boolean; gameVersion: GameVersion };

export function presentTeam(row: TeamRow): Team {
  return {
    id: row.id,
    event_id: row.eventId,
    name: row.name,
    abbreviation: row.abbreviation,
    color: row.color,
    allowed_classes: row.allowedClasses,
  };
}

export async function listTeams(db: Queryable, eventId: number): Promise<Team[]> {
  const rows = await db.select().from(teams).where(eq(teams.eventId, eventId)).orderBy(asc(teams.id));
  return rows.map(presentTeam);
}

/** A team of this event; a team id of another event is "not found" here. */
export async function getTeam(db: Queryable, eventId: number, teamId: number): Promise<Team> {
  const [row] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.eventId, eventId)));
  if (!row) throw notFound('Team');
  return presentTeam(row);
}

export async function upsertTeam(db: Db, event: TeamsEvent, body: UpsertTeamBody, actor: Actor): Promise<Team> {
  if (event.isLocked) throw eventLocked();
  const values = {
    name: body.name,
    abbreviation: body.abbreviation,
    color: body.color,
    allowedClasses: body.allowed_classes && canonicalClasses(body.allowed_classes, event.gameVersion),
  };
  return db.transaction(async (tx) => {
    const [sameName] = await tx
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(
        and(
          eq(teams.eventId, event.id),
          sql`lower(${teams.name}) = lower(${body.name})`,
          body.id === undefined ? undefined : ne(teams.id, body.id),
        ),
      );
    if (sameName) throw conflict(`This event already has a team called "${sameName.name}"`);

    const before = await storedRow(tx, teams, body.id, eq(teams.eventId, event.id), { forUpdate: true });
    if (body.id !== undefined && !before) throw notFound('Team');
    const [row] = before
      ? await tx.update(teams).set(values).where(eq(teams.id, before.id)).returning()
      : await tx
          .insert(teams)
          .values({ ...values, eventId: event.id })
          .returning();
    if (!row) throw notFound('Team');
    return recordPresentedSave(tx, actor, 'team', { eventId: event.id, before, row }, presentTeam);
  });
}

/**
 * The game's spelling of each allowed class, without repeats; a name that is not a class or ascendancy of the
 * event's game version is refused (a typo would silently make every character of the team off-class).
 */
function canonicalClasses(names: readonly string[], game: GameVersion): string[] {
  const known = new Map(classNamesOf(game).map((name) => [name.toLowerCase(), name]));
  const unknown = names.filter((name) => !known.has(name.trim().toLowerCase()));
  if (unknown.length)
    throw badRequest(`Not a class or ascendancy of ${game}: ${unknown.join(', ')}`, { allowed_classes: unknown });
  return [...new Set(names.map((name) => known.get(name.trim().toLowerCase()) ?? name))];
}

/**
 * After an event changes game version, its teams keep only the allowed classes the new game has too (Ranger,
 * Witch, Deadeye… exist in both); the others would make every player of the team off-class.
 */
export async function keepClassesOfGame(tx: Queryable, eventId: number, game: GameVersion): Promise<void> {
  const names = new Set(classNamesOf(game));
  for (const team of await tx.select().from(teams).where(eq(teams.eventId, eventId))) {
    const kept = team.allowedClasses.filter((name) => names.has(name));
    if (kept.length !== team.allowedClasses.length)
      await tx.update(teams).set({ allowedClasses: kept }).where(eq(teams.id, team.id));
  }
}

/**
 * Deletes a team of the event. A team with members is only deleted with `confirmed` (its members are left
 * without a team), so a slip of the mouse cannot undo a team sort.
 */
export async function deleteTeam(
  db: Db,
  event: TeamsEvent,
  teamId: number,
  confirmed: boolean,
  actor: Actor,
): Promise<void> {
  if (event.isLocked) throw eventLocked();
  await db.transaction(async (tx) => {
    const [team] = await tx
      .select()
      .from(teams)
      .where(and(eq(teams.id, teamId), eq(teams.eventId, event.id)))
      .for('update');
    if (!team) throw notFound('Team');
    const [members] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, teamId));
    const count = members?.count ?? 0;
    if (count > 0 && !confirmed)
      throw conflict(
        `${team.name} has ${count} member${count === 1 ? '' : 's'}; confirm to delete it and leave them without a team`,
        { members: count },
      );
    await tx.delete(teams).where(eq(teams.id, teamId));
    await recordAudit(tx, actor, {
      kind: 'team.delete',
      eventId: event.id,
      targetId: teamId,
      before: { ...presentTeam(team), members: count },
    });
  });
}

export type Membership = { teamId: number; isTeamLead: boolean };

export async function findMembership(db: Queryable, eventId: number, userId: number): Promise<Membership | undefined> {
  const [row] = await db
    .select({ teamId: teamMembers.teamId, isTeamLead: teamMembers.isTeamLead })
    .from(teamMembers)
    .where(and(eq(teamMembers.eventId, eventId), eq(teamMembers.userId, userId)));
  return row;
}

/**
 * Users per statement of a large assignment: a team sort saves every sign-up of an event at once, and one
 * statement over thousands of users would hold the event loop (the embedded database runs on its thread).
 */
const ASSIGNMENT_CHUNK = 250;

/**
 * Puts users into teams of the event (or takes them out with team 0 / null), all or nothing.
 * Every listed user first leaves whatever team of this event they were in: one team per user per event.
 * A large assignment goes in chunks of users, each statement followed by a turn of the event loop.
 */
export async function assignUsers(db: Db, event: TeamsEvent, rows: TeamAssignmentsBody, actor: Actor): Promise<void> {
  if (rows.length === 0) return;
  const userIds = rows.map((row) => row.user_id);
  const userChunks = chunksOf(userIds, ASSIGNMENT_CHUNK);
  const wantedTeamIds = [...new Set(rows.flatMap((row) => (row.team_id ? [row.team_id] : [])))];

  await db.transaction(async (tx) => {
    const knownUsers = new Set<number>();
    for (const chunk of userChunks) {
      for (const user of await tx.select({ id: users.id }).from(users).where(inArray(users.id, chunk)))
        knownUsers.add(user.id);
      await nextTurnOfTheLoop();
    }
    const unknownUsers = userIds.filter((id) => !knownUsers.has(id));
    if (unknownUsers.length)
      throw badRequest(`Unknown user ids: ${unknownUsers.join(', ')}`, { user_ids: unknownUsers });

    if (wantedTeamIds.length) {
      const eventTeams = new Set(
        (
          await tx
            .select({ id: teams.id })
            .from(teams)
            .where(and(eq(teams.eventId, event.id), inArray(teams.id, wantedTeamIds)))
        ).map((t) => t.id),
      );
      const foreign = wantedTeamIds.filter((id) => !eventTeams.has(id));
      if (foreign.length)
        throw badRequest(`These teams are not teams of this event: ${foreign.join(', ')}`, { team_ids: foreign });
    }

    const before: { user_id: number; team_id: number; is_team_lead: boolean }[] = [];
    for (const chunk of userChunks) {
      const inChunk = and(eq(teamMembers.eventId, event.id), inArray(teamMembers.userId, chunk));
      before.push(
        ...(await tx
          .select({ user_id: teamMembers.userId, team_id: teamMembers.teamId, is_team_lead: teamMembers.isTeamLead })
          .from(teamMembers)
          .where(inChunk)),
      );
      await nextTurnOfTheLoop();
      await tx.delete(teamMembers).where(inChunk);
      await nextTurnOfTheLoop();
    }
    before.sort((a, b) => a.user_id - b.user_id);
    const memberships = rows.flatMap((row) =>
      row.team_id
        ? [{ eventId: event.id, teamId: row.team_id, userId: row.user_id, isTeamLead: row.is_team_lead }]
        : [],
    );
    for (const chunk of chunksOf(memberships, ASSIGNMENT_CHUNK)) {
      await tx.insert(teamMembers).values(chunk);
      await nextTurnOfTheLoop();
    }
    await recordAudit(tx, actor, {
      kind: 'team.assign',
      eventId: event.id,
      targetId: event.id,
      before,
      after: memberships.map((m) => ({ user_id: m.userId, team_id: m.teamId, is_team_lead: m.isTeamLead })),
    });
  });
}
