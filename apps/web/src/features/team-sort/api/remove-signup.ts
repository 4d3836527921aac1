import { callEndpoint } from '~/lib/api';
import { useEndpointMutation } from '~/lib/endpoint-mutation';
import { refreshEvent } from './refresh-event';

/** Also takes the player out of their team. */
export function useRemoveSignup(eventId: number) {
  return useEndpointMutation(
    (userId: number) => callEndpoint('removeSignup', { params: { event_id: eventId, user_id: userId } }),
    (queryClient) => refreshEvent(queryClient, eventId),
  );
}
