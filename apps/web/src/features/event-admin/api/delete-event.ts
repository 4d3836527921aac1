import type { Event } from '@app/shared';
import { callEndpoint } from '~/lib/api';
import { useEndpointMutation } from '~/lib/endpoint-mutation';
import { eventQueryKey } from '~/lib/query-keys';
import { refreshAfterEventChange } from './refresh-caches';

/** The event and everything in it (409 event_locked while it is locked). */
export function useDeleteEvent() {
  return useEndpointMutation(
    (event: Event) => callEndpoint('deleteEvent', { params: { event_id: event.id } }),
    async (queryClient, _nothing, event) => {
      // Its entries would only answer 404 from now on.
      queryClient.removeQueries({ queryKey: eventQueryKey(event.id) });
      await refreshAfterEventChange(queryClient);
    },
  );
}
