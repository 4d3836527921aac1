import type { Guild, GuildStashContent, GuildStashHistoryBody, GuildStashLog, GuildStashTab } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import type { historyQuery } from '../history';
import { eventQueryKey, USER_SCOPED } from '~/lib/query-keys';

const guildsKey = (eventId: number) => [...eventQueryKey(eventId), 'guilds'] as const;
const stashKey = (eventId: number) => [...eventQueryKey(eventId), 'guild-stash'] as const;

/** GET /{event_id}/guilds — the caller's team's guilds (every team's for admins). No /events prefix. */
export function useGuilds(eventId: number) {
  return useQuery({
    queryKey: guildsKey(eventId),
    queryFn: ({ signal }) =>
      apiRequest<Guild[]>({
        operation: 'getGuilds',
        path: '/{event_id}/guilds',
        params: { event_id: eventId },
        signal,
      }),
    meta: USER_SCOPED,
  });
}

/** PUT /{event_id}/guilds/{guild_id} — a team lead registers (or renames) the team's game guild. */
export function useSaveGuild(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guildId, name, tag }: { guildId: number; name: string; tag: string }) =>
      apiRequest<Guild>({
        operation: 'saveGuild',
        method: 'PUT',
        path: '/{event_id}/guilds/{guild_id}',
        params: { event_id: eventId, guild_id: guildId },
        body: { name, tag },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guildsKey(eventId) }),
  });
}

/** How often the tab list asks again, as the spec says (tabs change only when the access job runs). */
export const STASH_REFRESH_MS = 60_000;

/** GET /{event_id}/guild-stash — the tabs, by index; refreshed every minute and not retried (spec §5). */
export function useGuildStashTabs(eventId: number) {
  return useQuery({
    queryKey: stashKey(eventId),
    queryFn: ({ signal }) =>
      apiRequest<GuildStashTab[]>({
        operation: 'getGuildStashTabs',
        path: '/{event_id}/guild-stash',
        params: { event_id: eventId },
        signal,
      }),
    refetchInterval: STASH_REFRESH_MS,
    retry: false,
    meta: USER_SCOPED,
  });
}

/** GET /{event_id}/guild-stash/{stash_id} — a tab's latest contents, each item with what it counts for. */
export function useGuildStashContent(eventId: number, stashId: string) {
  return useQuery({
    queryKey: [...stashKey(eventId), stashId] as const,
    queryFn: ({ signal }) =>
      apiRequest<GuildStashContent>({
        operation: 'getGuildStashContent',
        path: '/{event_id}/guild-stash/{stash_id}',
        params: { event_id: eventId, stash_id: stashId },
        signal,
      }),
    // New contents arrive when the fetch job runs (every minute at most), like the tab list.
    refetchInterval: STASH_REFRESH_MS,
    retry: false,
    meta: USER_SCOPED,
  });
}

/** PATCH /{event_id}/guild-stash/{stash_id} — turns fetching of a tab on or off (a folder takes its sub-tabs along). */
export function useToggleFetch(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tab: GuildStashTab) =>
      apiRequest<GuildStashTab>({
        operation: 'toggleGuildStashFetch',
        method: 'PATCH',
        path: '/{event_id}/guild-stash/{stash_id}',
        params: { event_id: eventId, stash_id: tab.id },
      }),
    // The folder's sub-tabs change too, so the whole list is asked for again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stashKey(eventId) }),
  });
}

/** POST /{event_id}/guild-stash/{stash_id}/update — fetch a tab now (202: the job was woken). */
export function useFetchNow(eventId: number) {
  return useMutation({
    mutationFn: (tab: GuildStashTab) =>
      apiRequest({
        operation: 'updateGuildStash',
        method: 'POST',
        path: '/{event_id}/guild-stash/{stash_id}/update',
        params: { event_id: eventId, stash_id: tab.id },
      }),
  });
}

/** GET /{event_id}/guilds/{guild_id}/stash-history — one page, newest first, with the filters. */
export function useGuildHistory(eventId: number, guildId: number, query: ReturnType<typeof historyQuery>) {
  return useQuery({
    queryKey: [...eventQueryKey(eventId), 'guilds', guildId, 'history', query] as const,
    queryFn: ({ signal }) =>
      apiRequest<GuildStashLog[]>({
        operation: 'getGuildStashHistory',
        path: '/{event_id}/guilds/{guild_id}/stash-history',
        params: { event_id: eventId, guild_id: guildId },
        query,
        signal,
      }),
    // Paging keeps the old page on screen until the next one is there.
    placeholderData: keepPreviousData,
    meta: USER_SCOPED,
  });
}

/**
 * POST /{event_id}/guilds/{guild_id}/stash-history — one part of an export (GUILD_HISTORY_UPLOAD_LIMITS: see
 * `splitHistory`); adds the entries not stored yet. The history shown is asked for again after each part.
 */
export function useUploadHistory(eventId: number, guildId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuildStashHistoryBody) =>
      apiRequest<{ number_of_added_entries: number }>({
        operation: 'uploadGuildStashHistory',
        method: 'POST',
        path: '/{event_id}/guilds/{guild_id}/stash-history',
        params: { event_id: eventId, guild_id: guildId },
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...eventQueryKey(eventId), 'guilds', guildId] }),
  });
}
