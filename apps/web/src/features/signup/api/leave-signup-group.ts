import { callEndpoint } from '~/lib/api';
import { useEndpointMutation } from '~/lib/endpoint-mutation';
import type { EventKey } from '~/lib/query-keys';
import { storeOwnGroup } from './get-own-signup';

/** Leaves the viewer's sign-up group. */
export function useLeaveSignupGroup(eventId: EventKey) {
  return useEndpointMutation(
    () => callEndpoint('leaveSignupGroup', { params: { event_id: eventId } }),
    (queryClient) => storeOwnGroup(queryClient, eventId, null),
  );
}
