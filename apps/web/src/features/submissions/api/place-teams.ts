import type { PlaceTeamsBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { type EventKey, eventSubmissionsQueryKey } from '~/lib/query-keys';

/** Approved results for teams, first place first (judges, admins). */
export function placeTeams(eventId: EventKey, body: PlaceTeamsBody) {
  return callEndpoint('placeTeams', { params: { event_id: eventId }, body });
}

/**
 * docs/domain.md §4: the result is followed by a refetch of the submission list — under the same event key the list was
 * loaded with (the reference used the numeric id and missed the 'current' entry, docs/reference-tracker.md §2 item 1).
 */
export function usePlaceTeams(eventId: EventKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceTeamsBody) => placeTeams(eventId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventSubmissionsQueryKey(eventId) }),
  });
}
