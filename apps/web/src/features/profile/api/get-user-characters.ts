import type { CharacterSummary } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { userCharactersQueryKey } from '~/lib/query-keys';

/**
 * How often an open profile asks again: the game is polled about once a minute, so like the ladder (docs/domain.md §9
 * 60000 ms) the page follows a character levelling while it is open.
 */
export const CHARACTER_REFRESH_MS = 60_000;

/** The user's character per event (the highest-level one, docs/domain.md §3). */
export function userCharactersQueryOptions(userId: number) {
  return queryOptions({
    queryKey: userCharactersQueryKey(userId),
    queryFn: ({ signal }) => callEndpoint('getUserCharacters', { params: { user_id: userId }, signal }),
    staleTime: CHARACTER_REFRESH_MS,
    refetchInterval: CHARACTER_REFRESH_MS,
  });
}

export function useUserCharacters(userId: number | null) {
  return useQuery({ ...userCharactersQueryOptions(userId ?? 0), enabled: userId !== null });
}

/** docs/domain.md §2: newest event first; within an event, the highest level. Returns a new array. */
export function sortCharactersNewestFirst(characters: readonly CharacterSummary[]): CharacterSummary[] {
  return [...characters].sort((a, b) => b.event_id - a.event_id || b.level - a.level || b.experience - a.experience);
}
