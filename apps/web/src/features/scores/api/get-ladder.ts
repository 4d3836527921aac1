import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { ladderQueryKey, type EventKey } from '~/lib/query-keys';

/** docs/domain.md §9: the ladder is refetched, and stale, after 60000 ms. */
export const LADDER_REFRESH_MS = 60_000;

/** The event's character ladder. */
export function ladderQueryOptions(eventId: EventKey) {
  return queryOptions({
    queryKey: ladderQueryKey(eventId),
    queryFn: ({ signal }) => callEndpoint('getLadder', { params: { event_id: eventId }, signal }),
    staleTime: LADDER_REFRESH_MS,
    refetchInterval: LADDER_REFRESH_MS,
  });
}

export function useLadder(eventId: EventKey) {
  return useQuery(ladderQueryOptions(eventId));
}
