import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_EVENT_QUERY_KEY, eventQueryKey } from '~/lib/query-keys';

/** After placements change, everything under the event is stale: sign-ups, teams, scores by team. */
export async function refreshEvent(queryClient: QueryClient, eventId: number) {
  await queryClient.invalidateQueries({ queryKey: eventQueryKey(eventId) });
  await queryClient.invalidateQueries({ queryKey: CURRENT_EVENT_QUERY_KEY });
}
