import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { refreshEvent } from './refresh-event';

/** Also takes the player out of their team. */
export function useRemoveSignup(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => callEndpoint('removeSignup', { params: { event_id: eventId, user_id: userId } }),
    onSuccess: () => refreshEvent(queryClient, eventId),
  });
}
