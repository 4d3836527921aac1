import type { Event } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { eventQueryKey } from '~/lib/query-keys';
import { refreshAfterEventChange } from './refresh-caches';

/** DELETE /events/{event_id} — the event and everything in it (409 event_locked while it is locked). */
export function deleteEvent(eventId: number) {
  return apiRequest({
    operation: 'deleteEvent',
    method: 'DELETE',
    path: '/events/{event_id}',
    params: { event_id: eventId },
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: Event) => deleteEvent(event.id),
    onSuccess: async (_nothing, event) => {
      // Its entries would only answer 404 from now on.
      queryClient.removeQueries({ queryKey: eventQueryKey(event.id) });
      await refreshAfterEventChange(queryClient);
    },
  });
}
