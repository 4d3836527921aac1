import { useQuery } from '@tanstack/react-query';
import { ladderQueryKey, type EventKey } from '~/lib/query-keys';
import { eventReadOptions } from '~/lib/event-read-options';

/** docs/domain.md §9: the ladder is refetched, and stale, after 60000 ms. */
export const LADDER_REFRESH_MS = 60_000;

/** The event's character ladder. */
export function ladderQueryOptions(eventId: EventKey) {
  return eventReadOptions('getLadder', eventId, ladderQueryKey(eventId), {
    staleTime: LADDER_REFRESH_MS,
    refetchInterval: LADDER_REFRESH_MS,
  });
}

export function useLadder(eventId: EventKey) {
  return useQuery(ladderQueryOptions(eventId));
}
