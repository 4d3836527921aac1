import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { teamWishesQueryKey, USER_SCOPED, type EventKey } from '~/lib/query-keys';

/**
 * How often an open list is read again (docs/domain.md §9): wishes tick themselves off when the worker sees the
 * item in a stash, and the page shows it without a reload.
 */
export const WISHES_REFRESH_MS = 20_000;

/** The team's open wishes and those fulfilled most recently. The team's members (and admins) only. */
export function teamWishesQueryOptions(eventId: EventKey, teamId: number) {
  return queryOptions({
    queryKey: teamWishesQueryKey(eventId, teamId),
    queryFn: ({ signal }) => callEndpoint('getTeamWishes', { params: { event_id: eventId, team_id: teamId }, signal }),
    meta: USER_SCOPED,
    refetchInterval: WISHES_REFRESH_MS,
  });
}

export function useTeamWishes(eventId: EventKey, teamId: number) {
  return useQuery(teamWishesQueryOptions(eventId, teamId));
}
