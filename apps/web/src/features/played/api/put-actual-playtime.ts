import type { ActualPlaytimeBody, Signup } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { ownSignupQueryKey, type EventKey } from '~/lib/query-keys';

/** PUT /events/{event_id}/signups/self/actual-playtime — how many hours the viewer actually played. */
export function putActualPlaytime(eventId: EventKey, body: ActualPlaytimeBody) {
  return apiRequest<Signup>({
    operation: 'putActualPlaytime',
    method: 'PUT',
    path: '/events/{event_id}/signups/self/actual-playtime',
    params: { event_id: eventId },
    body,
  });
}

export function useSetActualPlaytime(eventId: EventKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ActualPlaytimeBody) => putActualPlaytime(eventId, body),
    // The answer is the updated signup: store it instead of asking again.
    onSuccess: (signup) => queryClient.setQueryData(ownSignupQueryKey(eventId), signup),
  });
}
