import { EventSchema } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { EVENTS_LIST_QUERY_KEY, USER_SCOPED } from '~/lib/query-keys';

/** GET /events — the events the viewer may see, sorted by id (never sorted in place by callers). */
export function getEvents(signal?: AbortSignal) {
  return apiRequest({ operation: 'getEvents', path: '/events', schema: EventSchema.array(), signal });
}

export function eventsQueryOptions() {
  return queryOptions({
    queryKey: EVENTS_LIST_QUERY_KEY,
    queryFn: ({ signal }) => getEvents(signal),
    staleTime: 5 * 60_000,
    // Players also see the non-public events they take part in.
    meta: USER_SCOPED,
  });
}

export function useEvents() {
  return useQuery(eventsQueryOptions());
}
