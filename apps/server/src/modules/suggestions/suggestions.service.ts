import { and, asc, eq } from 'drizzle-orm';
import type { TeamSuggestion } from '@app/shared';
import type { Queryable } from '../../db/database';
import { objectives, teamSuggestions } from '../../db/schema';
import { notFound } from '../../lib/errors';

/** What the team's leads marked for the team (on the root objective: the team message). */
export async function listTeamSuggestions(db: Queryable, eventId: number, teamId: number): Promise<TeamSuggestion[]> {
  const rows = await db
    .select({ objective_id: teamSuggestions.objectiveId, extra: teamSuggestions.extra })
    .from(teamSuggestions)
    .innerJoin(objectives, eq(objectives.id, teamSuggestions.objectiveId))
    .where(and(eq(teamSuggestions.teamId, teamId), eq(objectives.eventId, eventId)))
    .orderBy(asc(teamSuggestions.objectiveId));
  return rows;
}

async function checkObjectiveOfEvent(db: Queryable, eventId: number, objectiveId: number): Promise<void> {
  const [objective] = await db
    .select({ id: objectives.id })
    .from(objectives)
    .where(and(eq(objectives.id, objectiveId), eq(objectives.eventId, eventId)));
  if (!objective) throw notFound('Objective');
}

/**
 * A team lead marks an objective as the team's focus, with an optional note; on the root objective the note
 * is the team's message. Marking it again replaces the note.
 */
export async function upsertTeamSuggestion(
  db: Queryable,
  eventId: number,
  teamId: number,
  objectiveId: number,
  extra: string | null,
  now: Date,
): Promise<TeamSuggestion> {
  await checkObjectiveOfEvent(db, eventId, objectiveId);
  await db
    .insert(teamSuggestions)
    .values({ teamId, objectiveId, extra, updatedAt: now })
    .onConflictDoUpdate({
      target: [teamSuggestions.teamId, teamSuggestions.objectiveId],
      set: { extra, updatedAt: now },
    });
  return { objective_id: objectiveId, extra };
}

export async function deleteTeamSuggestion(
  db: Queryable,
  eventId: number,
  teamId: number,
  objectiveId: number,
): Promise<void> {
  await checkObjectiveOfEvent(db, eventId, objectiveId);
  await db
    .delete(teamSuggestions)
    .where(and(eq(teamSuggestions.teamId, teamId), eq(teamSuggestions.objectiveId, objectiveId)));
}
