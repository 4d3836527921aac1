import type { PlaceTeamsBody } from '@app/shared';
import { callEndpoint } from '~/lib/api';
import { invalidate, useEndpointMutation } from '~/lib/endpoint-mutation';
import { type EventKey, eventSubmissionsQueryKey } from '~/lib/query-keys';

/**
 * Approved results for teams, first place first (judges, admins).
 * docs/domain.md §4: the result is followed by a refetch of the submission list — under the same event key the list was
 * loaded with (the reference used the numeric id and missed the 'current' entry, docs/reference-tracker.md §2 item 1).
 */
export function usePlaceTeams(eventId: EventKey) {
  return useEndpointMutation(
    (body: PlaceTeamsBody) => callEndpoint('placeTeams', { params: { event_id: eventId }, body }),
    invalidate(eventSubmissionsQueryKey(eventId)),
  );
}
