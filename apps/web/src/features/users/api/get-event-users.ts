import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { eventUsersQueryKey, type EventKey } from '~/lib/query-keys';

/** The event's players by team id (public). */
export function eventUsersQueryOptions(eventId: EventKey) {
  return queryOptions({
    queryKey: eventUsersQueryKey(eventId),
    queryFn: ({ signal }) => callEndpoint('getEventUsers', { params: { event_id: eventId }, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useEventUsers(eventId: EventKey = 'current', options: { enabled?: boolean } = {}) {
  return useQuery({ ...eventUsersQueryOptions(eventId), enabled: options.enabled ?? true });
}
