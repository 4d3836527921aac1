import { EventSchema } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { eventQueryKey, USER_SCOPED } from '~/lib/query-keys';

/** GET /events/{event_id} — one event by id (404 when it does not exist or the viewer may not see it). */
export function getEvent(eventId: number, signal?: AbortSignal) {
  return apiRequest({
    operation: 'getEvent',
    path: '/events/{event_id}',
    params: { event_id: eventId },
    schema: EventSchema,
    signal,
  });
}

export function eventQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: eventQueryKey(eventId),
    queryFn: ({ signal }) => getEvent(eventId, signal),
    // A private event is only visible to some viewers.
    meta: USER_SCOPED,
  });
}

export function useEvent(eventId: number) {
  return useQuery(eventQueryOptions(eventId));
}
