import { callEndpoint } from '~/lib/api';
import { useEndpointMutation } from '~/lib/endpoint-mutation';
import type { EventKey } from '~/lib/query-keys';
import { storeOwnGroup } from './get-own-signup';

/** Joins the group of an invite code (the server reads it in any case, with or without dashes). */
export function useJoinSignupGroup(eventId: EventKey) {
  return useEndpointMutation(
    (code: string) => callEndpoint('joinSignupGroup', { params: { event_id: eventId }, body: { code } }),
    (queryClient, group) => storeOwnGroup(queryClient, eventId, group),
  );
}
