import { EventSchema, type Event } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '~/lib/api';
import { CURRENT_EVENT_QUERY_KEY } from '~/lib/query-keys';

/** GET /events/current — the event flagged is_current, or null when there is none (404 not_found). */
export async function getCurrentEvent(signal?: AbortSignal): Promise<Event | null> {
  try {
    return await apiRequest({ operation: 'getCurrentEvent', path: '/events/current', schema: EventSchema, signal });
  } catch (error) {
    if (isApiError(error, 404, 'not_found')) return null;
    throw error;
  }
}

export function currentEventQueryOptions() {
  return queryOptions({
    queryKey: CURRENT_EVENT_QUERY_KEY,
    queryFn: ({ signal }) => getCurrentEvent(signal),
    staleTime: 60_000,
  });
}

export function useCurrentEvent() {
  return useQuery(currentEventQueryOptions());
}
