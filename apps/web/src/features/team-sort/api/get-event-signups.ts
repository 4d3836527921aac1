import { useQuery } from '@tanstack/react-query';
import { eventSignupsQueryKey, USER_SCOPED } from '~/lib/query-keys';
import { eventReadOptions } from '~/lib/event-read-options';

export function eventSignupsQueryOptions(eventId: number) {
  return eventReadOptions('getEventSignups', eventId, eventSignupsQueryKey(eventId), {
    meta: USER_SCOPED,
    // The page edits a draft on top of this list and starts over when it changes, so it changes only when
    // the page itself saved something (which invalidates it), never on a focus refetch.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useSignups(eventId: number) {
  return useQuery(eventSignupsQueryOptions(eventId));
}
