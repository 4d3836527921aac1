import type { Team, UpsertTeamBody } from '@app/shared';
import { callEndpoint } from '~/lib/api';
import { useEndpointMutation } from '~/lib/endpoint-mutation';
import { eventTeamsQueryKey } from '~/lib/query-keys';
import { refreshAfterTeamChange } from './refresh-caches';

/** Without `id` creates a team, with `id` updates that team. */
export function useUpsertTeam(eventId: number) {
  return useEndpointMutation(
    (body: UpsertTeamBody) => callEndpoint('upsertTeam', { params: { event_id: eventId }, body }),
    async (queryClient, saved) => {
      // The answer is the team: show it at once, in place or at the end, before the refetch confirms it.
      queryClient.setQueryData<Team[]>(eventTeamsQueryKey(eventId), (teams) => {
        if (!teams) return teams;
        return teams.some((team) => team.id === saved.id)
          ? teams.map((team) => (team.id === saved.id ? saved : team))
          : [...teams, saved];
      });
      await refreshAfterTeamChange(queryClient, eventId);
    },
  );
}
