import type { Event } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { eventQueryKey } from '~/lib/query-keys';
import { refreshAfterEventChange } from './refresh-caches';

/** The event and everything in it (409 event_locked while it is locked). */
export function deleteEvent(eventId: number) {
  return callEndpoint('deleteEvent', { params: { event_id: eventId } });
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
