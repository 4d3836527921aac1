import { and, asc, eq } from 'drizzle-orm';
import type { TeamSuggestion } from '@app/shared';
import type { Queryable } from '../../db/database';
import { objectives, teamSuggestions } from '../../db/schema';

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
