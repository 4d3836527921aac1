import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { guildsQueryKey, USER_SCOPED } from '~/lib/query-keys';

/** The caller's team's guilds (every team's for admins). */
export function guildsQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: guildsQueryKey(eventId),
    queryFn: ({ signal }) => callEndpoint('getGuilds', { params: { event_id: eventId }, signal }),
    meta: USER_SCOPED,
  });
}

export function useGuilds(eventId: number) {
  return useQuery(guildsQueryOptions(eventId));
}
