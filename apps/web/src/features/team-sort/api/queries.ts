import type { Signup, TeamAssignmentsBody, TeamSortSuggestion } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { eventQueryKey, USER_SCOPED } from '~/lib/query-keys';

/** Every sign-up of an event, waitlist included (organisers only); under the event's key, so event refreshes reach it. */
export function eventSignupsQueryKey(eventId: number) {
  return [...eventQueryKey(eventId), 'signups', 'all'] as const;
}

export function useSignups(eventId: number) {
  return useQuery({
    queryKey: eventSignupsQueryKey(eventId),
    queryFn: ({ signal }) =>
      apiRequest<Signup[]>({
        operation: 'getEventSignups',
        path: '/events/{event_id}/signups',
        params: { event_id: eventId },
        signal,
      }),
    meta: USER_SCOPED,
    // The page edits a draft on top of this list and starts over when it changes, so it changes only when
    // the page itself saved something (which invalidates it), never on a focus refetch.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** POST /events/{event_id}/team-sort/suggestion — a proposal only; the server saves nothing. */
export function useSuggestTeams(eventId: number) {
  return useMutation({
    mutationFn: (seed: number | undefined) =>
      apiRequest<TeamSortSuggestion>({
        operation: 'suggestTeams',
        method: 'POST',
        path: '/events/{event_id}/team-sort/suggestion',
        params: { event_id: eventId },
        body: seed === undefined ? {} : { seed },
      }),
  });
}

/** After placements change, everything under the event is stale: sign-ups, teams, scores by team. */
async function refreshEvent(queryClient: ReturnType<typeof useQueryClient>, eventId: number) {
  await queryClient.invalidateQueries({ queryKey: eventQueryKey(eventId) });
  await queryClient.invalidateQueries({ queryKey: ['events', 'current'] });
}

/** PUT /events/{event_id}/teams/users — all the rows in one transaction. */
export function useSaveAssignments(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamAssignmentsBody) =>
      apiRequest({
        operation: 'assignUsersToTeams',
        method: 'PUT',
        path: '/events/{event_id}/teams/users',
        params: { event_id: eventId },
        body,
      }),
    onSuccess: () => refreshEvent(queryClient, eventId),
  });
}

/** DELETE /events/{event_id}/signups/{user_id} — also takes the player out of their team. */
export function useRemoveSignup(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest({
        operation: 'removeSignup',
        method: 'DELETE',
        path: '/events/{event_id}/signups/{user_id}',
        params: { event_id: eventId, user_id: userId },
      }),
    onSuccess: () => refreshEvent(queryClient, eventId),
  });
}
