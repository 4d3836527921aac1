import { useQuery } from '@tanstack/react-query';
import { guildStashQueryKey, USER_SCOPED } from '~/lib/query-keys';
import { eventReadOptions } from '~/lib/event-read-options';

/** How often the tab list asks again, as the spec says (tabs change only when the access job runs). */
export const STASH_REFRESH_MS = 60_000;

/** The tabs, by index; refreshed every minute and not retried (docs/domain.md §5). */
export function guildStashTabsQueryOptions(eventId: number) {
  return eventReadOptions('getGuildStashTabs', eventId, guildStashQueryKey(eventId), {
    refetchInterval: STASH_REFRESH_MS,
    retry: false,
    meta: USER_SCOPED,
  });
}

export function useGuildStashTabs(eventId: number) {
  return useQuery(guildStashTabsQueryOptions(eventId));
}
