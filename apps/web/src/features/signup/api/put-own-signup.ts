import type { UpsertSignupBody } from '@app/shared';
import { callEndpoint } from '~/lib/api';
import { useEndpointMutation } from '~/lib/endpoint-mutation';
import { eventStatusQueryKey, ownSignupQueryKey, type EventKey } from '~/lib/query-keys';

/**
 * Applies, or edits the application (keeping the place in the queue).
 * Refused with 409 `applications_closed` / `event_full`, 403 without linked game and Discord accounts.
 * docs/domain.md §4: the answer is stored as the own signup and the event status is asked for again.
 */
export function useApply(eventId: EventKey) {
  return useEndpointMutation(
    (body: UpsertSignupBody) => callEndpoint('putOwnSignup', { params: { event_id: eventId }, body }),
    async (queryClient, signup) => {
      queryClient.setQueryData(ownSignupQueryKey(eventId), signup);
      await queryClient.invalidateQueries({ queryKey: eventStatusQueryKey(eventId) });
    },
  );
}
