import type { QueryClient } from '@tanstack/react-query';
import {
  ALL_EVENTS_QUERY_KEY,
  CURRENT_EVENT_QUERY_KEY,
  EVENTS_LIST_QUERY_KEY,
  eventQueryKey,
  eventTeamsQueryKey,
  JOBS_QUERY_KEY,
} from '~/lib/query-keys';

/**
 * After an event was created, changed, duplicated or deleted. Everything under 'events' is refetched when
 * shown: the list, the public site's current event (another event may have become current) and the event's
 * own entries. Jobs too, since making an event current starts its ingestion jobs and stops the old ones.
 */
export async function refreshAfterEventChange(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ALL_EVENTS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY }),
  ]);
}

/**
 * After a team was created, changed or deleted. Teams also travel inside each event (the public site's current
 * event, the event list), so those are refetched as well, but not the rest of the current event's data
 * (scores, ladder), which a team's name or colour does not change.
 */
export async function refreshAfterTeamChange(queryClient: QueryClient, eventId: number) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: eventQueryKey(eventId) }),
    queryClient.invalidateQueries({ queryKey: EVENTS_LIST_QUERY_KEY, exact: true }),
    queryClient.invalidateQueries({ queryKey: CURRENT_EVENT_QUERY_KEY, exact: true }),
    queryClient.invalidateQueries({ queryKey: eventTeamsQueryKey('current'), exact: true }),
  ]);
}
