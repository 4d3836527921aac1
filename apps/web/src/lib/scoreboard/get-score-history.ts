import { useQuery } from '@tanstack/react-query';
import { scoreHistoryQueryKey, USER_SCOPED, type EventKey } from '~/lib/query-keys';
import { eventReadOptions } from '~/lib/event-read-options';

/** Each team's total after every change, in time order. */
export function scoreHistoryQueryOptions(eventId: EventKey) {
  return eventReadOptions('getScoreHistory', eventId, scoreHistoryQueryKey(eventId), { meta: USER_SCOPED });
}

export function useScoreHistory(eventId: EventKey) {
  return useQuery(scoreHistoryQueryOptions(eventId));
}
