import type { ScoreHistoryPoint } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { USER_SCOPED, type EventKey } from '~/lib/query-keys';

/** GET /events/{event_id}/scores/history — each team's total after every change, in time order. */
export function getScoreHistory(eventId: EventKey, signal?: AbortSignal) {
  return apiRequest<ScoreHistoryPoint[]>({
    operation: 'getScoreHistory',
    path: '/events/{event_id}/scores/history',
    params: { event_id: eventId },
    signal,
  });
}

export function scoreHistoryQueryKey(eventId: EventKey) {
  return ['events', eventId, 'scores', 'history'] as const;
}

export function scoreHistoryQueryOptions(eventId: EventKey) {
  return queryOptions({
    queryKey: scoreHistoryQueryKey(eventId),
    queryFn: ({ signal }) => getScoreHistory(eventId, signal),
    meta: USER_SCOPED,
  });
}

export function useScoreHistory(eventId: EventKey) {
  return useQuery(scoreHistoryQueryOptions(eventId));
}
