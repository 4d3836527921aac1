import { asc, eq } from 'drizzle-orm';
import type { TeamSortSuggestion } from '@app/shared';
import type { Queryable } from '../../db/database';
import { teams } from '../../db/schema';
import type { EventRow } from '../events/events.service';
import { listSignups } from '../signups/signups.service';
import { suggestTeamSort, teamBalance, type SortPlayer } from './team-sort';

/**
 * A proposed assignment of the event's sign-ups to its teams; nothing is saved (PUT /teams/users saves what
 * the organiser accepts). Waitlisted sign-ups are not placed (nor counted in their group).
 */
export async function suggestTeams(db: Queryable, event: EventRow, seed: number): Promise<TeamSortSuggestion> {
  const teamIds = (
    await db.select({ id: teams.id }).from(teams).where(eq(teams.eventId, event.id)).orderBy(asc(teams.id))
  ).map((team) => team.id);
  const players: SortPlayer[] = (await listSignups(db, event))
    .filter((signup) => signup.status !== 'waitlisted')
    .map((signup) => ({
      userId: signup.user.id,
      teamId: signup.team_id,
      expectedPlaytime: signup.expected_playtime,
      needsHelp: signup.needs_help,
      wantsToHelp: signup.wants_to_help,
      // The sort keeps partners together only when both named each other.
      partnerId: signup.partner_id,
      groupId: signup.group_id,
      // Sign-ups do not name classes yet: every team fits.
      eligibleTeamIds: null,
    }));
  const { teamOf, compromises, teamSize, splitGroups } = suggestTeamSort(teamIds, players, seed);
  const current = new Map(players.map((player) => [player.userId, player.teamId]));
  return {
    seed,
    moves: players
      .filter((player) => player.teamId === null && teamOf.has(player.userId))
      .map((player) => ({ user_id: player.userId, team_id: teamOf.get(player.userId) as number })),
    compromises: compromises.map((compromise) => ({ user_id: compromise.userId, reason: compromise.reason })),
    team_size: teamSize,
    split_groups: splitGroups.map((group) => ({
      user_ids: group.userIds,
      reason: group.reason,
      team_ids: group.teamIds,
    })),
    before: teamBalance(teamIds, players, current),
    after: teamBalance(teamIds, players, teamOf),
  };
}
