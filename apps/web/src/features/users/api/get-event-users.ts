import { useQuery } from '@tanstack/react-query';
import { eventUsersQueryKey, type EventKey } from '~/lib/query-keys';
import { eventReadOptions } from '~/lib/event-read-options';

/** The event's players by team id (public). */
export function eventUsersQueryOptions(eventId: EventKey) {
  return eventReadOptions('getEventUsers', eventId, eventUsersQueryKey(eventId), { staleTime: 5 * 60_000 });
}

export function useEventUsers(eventId: EventKey = 'current', options: { enabled?: boolean } = {}) {
  return useQuery({ ...eventUsersQueryOptions(eventId), enabled: options.enabled ?? true });
}
