import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { eventStatusQueryKey, ownSignupQueryKey, type EventKey } from '~/lib/query-keys';

/** Withdraws the application (and leaves the team, if sorted). */
export function deleteOwnSignup(eventId: EventKey) {
  return callEndpoint('deleteOwnSignup', { params: { event_id: eventId } });
}

/** docs/domain.md §4: the cached own signup is cleared and the event status asked for again. */
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
