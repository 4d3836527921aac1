import type { ActualPlaytimeBody } from '@app/shared';
import { callEndpoint } from '~/lib/api';
import { useEndpointMutation } from '~/lib/endpoint-mutation';
import { ownSignupQueryKey, type EventKey } from '~/lib/query-keys';

/** How many hours the viewer actually played. */
export function useSetActualPlaytime(eventId: EventKey) {
  return useEndpointMutation(
    (body: ActualPlaytimeBody) => callEndpoint('putActualPlaytime', { params: { event_id: eventId }, body }),
    // The answer is the updated signup: store it instead of asking again.
    (queryClient, signup) => queryClient.setQueryData(ownSignupQueryKey(eventId), signup),
  );
}
