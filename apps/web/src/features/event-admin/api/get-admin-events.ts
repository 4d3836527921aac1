import { EventSchema } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { EVENTS_LIST_QUERY_KEY, USER_SCOPED } from '~/lib/query-keys';

/** GET /events — for an admin every event, sorted by id; shares its cache entry with the public event list. */
export function getAdminEvents(signal?: AbortSignal) {
  return apiRequest({ operation: 'getEvents', path: '/events', schema: EventSchema.array(), signal });
}

export function adminEventsQueryOptions() {
  return queryOptions({
    queryKey: EVENTS_LIST_QUERY_KEY,
    queryFn: ({ signal }) => getAdminEvents(signal),
    // Which events come back depends on who asks (permission holders see the private ones too).
    meta: USER_SCOPED,
  });
}

export function useAdminEvents(options: { enabled?: boolean } = {}) {
  return useQuery({ ...adminEventsQueryOptions(), enabled: options.enabled ?? true });
}
