import { useQuery } from '@tanstack/react-query';
import { eventReadOptions } from '~/lib/event-read-options';
import { eventResultsQueryKey, USER_SCOPED } from '~/lib/query-keys';

/** An event's results (public; a private event answers 404 to outsiders, so the entry is the viewer's). */
export function eventResultsQueryOptions(eventId: number) {
  return eventReadOptions('getEventResults', eventId, eventResultsQueryKey(eventId), { meta: USER_SCOPED });
}

export function useEventResults(eventId: number) {
  return useQuery(eventResultsQueryOptions(eventId));
}
