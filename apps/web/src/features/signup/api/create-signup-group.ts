import { callEndpoint } from '~/lib/api';
import { useEndpointMutation } from '~/lib/endpoint-mutation';
import type { EventKey } from '~/lib/query-keys';
import { storeOwnGroup } from './get-own-signup';

/** Starts a sign-up group with the viewer as its first member; the answer carries its invite code. */
export function useCreateSignupGroup(eventId: EventKey) {
  return useEndpointMutation(
    () => callEndpoint('createSignupGroup', { params: { event_id: eventId } }),
    (queryClient, group) => storeOwnGroup(queryClient, eventId, group),
  );
}
