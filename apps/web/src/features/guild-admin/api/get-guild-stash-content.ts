import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { guildStashTabQueryKey, USER_SCOPED } from '~/lib/query-keys';
import { STASH_REFRESH_MS } from './get-guild-stash-tabs';

/** A tab's latest contents, each item with what it counts for. */
export function guildStashContentQueryOptions(eventId: number, stashId: string) {
  return queryOptions({
    queryKey: guildStashTabQueryKey(eventId, stashId),
    queryFn: ({ signal }) =>
      callEndpoint('getGuildStashContent', { params: { event_id: eventId, stash_id: stashId }, signal }),
    // New contents arrive when the fetch job runs (every minute at most), like the tab list.
    refetchInterval: STASH_REFRESH_MS,
    retry: false,
    meta: USER_SCOPED,
  });
}

export function useGuildStashContent(eventId: number, stashId: string) {
  return useQuery(guildStashContentQueryOptions(eventId, stashId));
}
