import { queryOptions, useQuery } from '@tanstack/react-query';
import { combineQueries } from '~/components/ui/query-state';
import { useEventTeams } from '~/lib/event-reads';
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

/** The guilds with the event's teams, whose names the guild pages show beside them. */
export function useGuildsWithTeams(eventId: number) {
  return combineQueries([useGuilds(eventId), useEventTeams(eventId)]);
}
