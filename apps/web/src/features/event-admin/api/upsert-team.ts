import type { Team, UpsertTeamBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { eventTeamsQueryKey } from '~/lib/query-keys';
import { refreshAfterTeamChange } from './refresh-caches';

/** Without `id` creates a team, with `id` updates that team. */
export function upsertTeam(eventId: number, body: UpsertTeamBody) {
  return callEndpoint('upsertTeam', { params: { event_id: eventId }, body });
}

export function useUpsertTeam(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpsertTeamBody) => upsertTeam(eventId, body),
    onSuccess: async (saved) => {
      // The answer is the team: show it at once, in place or at the end, before the refetch confirms it.
      queryClient.setQueryData<Team[]>(eventTeamsQueryKey(eventId), (teams) => {
        if (!teams) return teams;
        return teams.some((team) => team.id === saved.id)
          ? teams.map((team) => (team.id === saved.id ? saved : team))
          : [...teams, saved];
      });
      await refreshAfterTeamChange(queryClient, eventId);
    },
  });
}
