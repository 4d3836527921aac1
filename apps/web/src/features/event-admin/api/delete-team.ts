import type { Team } from '@app/shared';
import { callEndpoint, isApiError } from '~/lib/api';
import { useEndpointMutation } from '~/lib/endpoint-mutation';
import { eventTeamsQueryKey } from '~/lib/query-keys';
import { refreshAfterTeamChange } from './refresh-caches';

export type DeleteTeamInput = {
  team: Team;
  /** Delete even though the team has members (they are left without a team). */
  confirm: boolean;
};

/** How many members stand in the way when the server refused to delete a team for having them; else null. */
export function membersInTheWay(error: unknown): number | null {
  if (!isApiError(error, 409, 'conflict')) return null;
  const details = error.body?.details;
  if (typeof details !== 'object' || details === null || !('members' in details)) return null;
  const members = details.members;
  return typeof members === 'number' && members > 0 ? members : null;
}

/** 409 with details.members while it has members. */
export function useDeleteTeam(eventId: number) {
  return useEndpointMutation(
    ({ team, confirm }: DeleteTeamInput) =>
      callEndpoint('deleteTeam', { params: { event_id: team.event_id, team_id: team.id }, query: { confirm } }),
    async (queryClient, _nothing, { team }) => {
      queryClient.setQueryData<Team[]>(eventTeamsQueryKey(eventId), (teams) =>
        teams?.filter((candidate) => candidate.id !== team.id),
      );
      await refreshAfterTeamChange(queryClient, eventId);
    },
  );
}
