import { callEndpoint } from '~/lib/api';
import { invalidate, useEndpointMutation } from '~/lib/endpoint-mutation';
import { teamWishesQueryKey, type EventKey } from '~/lib/query-keys';

/** The player who asked, or a lead, deletes a wish. */
export function useDeleteWish(eventId: EventKey, teamId: number) {
  return useEndpointMutation(
    (wishId: number) => callEndpoint('deleteWish', { params: { event_id: eventId, team_id: teamId, wish_id: wishId } }),
    invalidate(teamWishesQueryKey(eventId, teamId)),
  );
}
