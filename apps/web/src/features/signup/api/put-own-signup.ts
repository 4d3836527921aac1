import type { UpsertSignupBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { eventStatusQueryKey, ownSignupQueryKey, type EventKey } from '~/lib/query-keys';

/**
 * Applies, or edits the application (keeping the place in the queue).
 * Refused with 409 `applications_closed` / `event_full`, 403 without linked game and Discord accounts.
 */
export function putOwnSignup(eventId: EventKey, body: UpsertSignupBody) {
  return callEndpoint('putOwnSignup', { params: { event_id: eventId }, body });
}

/** docs/domain.md §4: the answer is stored as the own signup and the event status is asked for again. */
export function useApply(eventId: EventKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpsertSignupBody) => putOwnSignup(eventId, body),
    onSuccess: async (signup) => {
      queryClient.setQueryData(ownSignupQueryKey(eventId), signup);
      await queryClient.invalidateQueries({ queryKey: eventStatusQueryKey(eventId) });
    },
  });
}
