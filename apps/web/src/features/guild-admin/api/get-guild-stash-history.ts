import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { guildHistoryQueryKey, USER_SCOPED } from '~/lib/query-keys';
import type { historyQuery } from '../history';

/** One page, newest first, with the filters. */
export function guildHistoryQueryOptions(eventId: number, guildId: number, query: ReturnType<typeof historyQuery>) {
  return queryOptions({
    queryKey: guildHistoryQueryKey(eventId, guildId, query),
    queryFn: ({ signal }) =>
      callEndpoint('getGuildStashHistory', { params: { event_id: eventId, guild_id: guildId }, query, signal }),
    // Paging keeps the old page on screen until the next one is there.
    placeholderData: keepPreviousData,
    meta: USER_SCOPED,
  });
}

export function useGuildHistory(eventId: number, guildId: number, query: ReturnType<typeof historyQuery>) {
  return useQuery(guildHistoryQueryOptions(eventId, guildId, query));
}
