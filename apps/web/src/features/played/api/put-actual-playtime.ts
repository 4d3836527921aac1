import type { ActualPlaytimeBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { ownSignupQueryKey, type EventKey } from '~/lib/query-keys';

/** How many hours the viewer actually played. */
export function putActualPlaytime(eventId: EventKey, body: ActualPlaytimeBody) {
  return callEndpoint('putActualPlaytime', { params: { event_id: eventId }, body });
}

export function useSetActualPlaytime(eventId: EventKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ActualPlaytimeBody) => putActualPlaytime(eventId, body),
    // The answer is the updated signup: store it instead of asking again.
    onSuccess: (signup) => queryClient.setQueryData(ownSignupQueryKey(eventId), signup),
  });
}
