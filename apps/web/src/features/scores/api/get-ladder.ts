import type { LadderEntry } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import type { EventKey } from '~/lib/query-keys';

/** GET /events/{event_id}/ladder — the event's character ladder. */
export function getLadder(eventId: EventKey, signal?: AbortSignal) {
  return apiRequest<LadderEntry[]>({
    operation: 'getLadder',
    path: '/events/{event_id}/ladder',
    params: { event_id: eventId },
    signal,
  });
}

/** Spec §7/§9: the ladder is refetched, and stale, after 60000 ms. */
export const LADDER_REFRESH_MS = 60_000;

export function ladderQueryOptions(eventId: EventKey) {
  return queryOptions({
    queryKey: ['events', eventId, 'ladder'] as const,
    queryFn: ({ signal }) => getLadder(eventId, signal),
    staleTime: LADDER_REFRESH_MS,
    refetchInterval: LADDER_REFRESH_MS,
  });
}

export function useLadder(eventId: EventKey) {
  return useQuery(ladderQueryOptions(eventId));
}
