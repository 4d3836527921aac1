import { callEndpoint } from '~/lib/api';
import { useEndpointMutation } from '~/lib/endpoint-mutation';
import { eventStatusQueryKey, ownSignupQueryKey, type EventKey } from '~/lib/query-keys';

/**
 * Withdraws the application (and leaves the team, if sorted).
 * docs/domain.md §4: the cached own signup is cleared and the event status asked for again.
 */
export function useWithdraw(eventId: EventKey) {
  return useEndpointMutation(
    () => callEndpoint('deleteOwnSignup', { params: { event_id: eventId } }),
    async (queryClient) => {
      queryClient.setQueryData(ownSignupQueryKey(eventId), null);
      await queryClient.invalidateQueries({ queryKey: eventStatusQueryKey(eventId) });
    },
  );
}
