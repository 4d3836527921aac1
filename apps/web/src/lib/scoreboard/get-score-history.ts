import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { scoreHistoryQueryKey, USER_SCOPED, type EventKey } from '~/lib/query-keys';

/** Each team's total after every change, in time order. */
export function scoreHistoryQueryOptions(eventId: EventKey) {
  return queryOptions({
    queryKey: scoreHistoryQueryKey(eventId),
    queryFn: ({ signal }) => callEndpoint('getScoreHistory', { params: { event_id: eventId }, signal }),
    meta: USER_SCOPED,
  });
}

export function useScoreHistory(eventId: EventKey) {
  return useQuery(scoreHistoryQueryOptions(eventId));
}
