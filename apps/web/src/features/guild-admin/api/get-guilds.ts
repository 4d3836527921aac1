import { useQuery } from '@tanstack/react-query';
import { combineQueries } from '~/components/ui/query-state';
import { useEventTeams } from '~/lib/event-reads';
import { guildsQueryKey, USER_SCOPED } from '~/lib/query-keys';
import { eventReadOptions } from '~/lib/event-read-options';

/** The caller's team's guilds (every team's for admins). */
export function guildsQueryOptions(eventId: number) {
  return eventReadOptions('getGuilds', eventId, guildsQueryKey(eventId), { meta: USER_SCOPED });
}

export function useGuilds(eventId: number) {
  return useQuery(guildsQueryOptions(eventId));
}

/** The guilds with the event's teams, whose names the guild pages show beside them. */
export function useGuildsWithTeams(eventId: number) {
  return combineQueries([useGuilds(eventId), useEventTeams(eventId)]);
}
