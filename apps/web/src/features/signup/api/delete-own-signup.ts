import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { eventStatusQueryKey, ownSignupQueryKey, type EventKey } from '~/lib/query-keys';

/** DELETE /events/{event_id}/signups/self — withdraws the application (and leaves the team, if sorted). */
export function deleteOwnSignup(eventId: EventKey) {
  return apiRequest({
    operation: 'deleteOwnSignup',
    method: 'DELETE',
    path: '/events/{event_id}/signups/self',
    params: { event_id: eventId },
  });
}

/** Spec §4: the cached own signup is cleared and the event status asked for again. */
export function useWithdraw(eventId: EventKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteOwnSignup(eventId),
    onSuccess: async () => {
      queryClient.setQueryData(ownSignupQueryKey(eventId), null);
      await queryClient.invalidateQueries({ queryKey: eventStatusQueryKey(eventId) });
    },
  });
}
