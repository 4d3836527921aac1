import type { EventUsers } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import type { EventKey } from '~/lib/query-keys';

/** GET /events/{event_id}/users — the event's players by team id (public). */
export function getEventUsers(eventId: EventKey, signal?: AbortSignal) {
  return apiRequest<EventUsers>({
    operation: 'getEventUsers',
    path: '/events/{event_id}/users',
    params: { event_id: eventId },
    signal,
  });
}

export function eventUsersQueryOptions(eventId: EventKey) {
  return queryOptions({
    queryKey: ['events', eventId, 'users'] as const,
    queryFn: ({ signal }) => getEventUsers(eventId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useEventUsers(eventId: EventKey = 'current', options: { enabled?: boolean } = {}) {
  return useQuery({ ...eventUsersQueryOptions(eventId), enabled: options.enabled ?? true });
}
