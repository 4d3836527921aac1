import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { characterHistoryQueryKey } from '~/lib/query-keys';
import { CHARACTER_REFRESH_MS } from './get-user-characters';

/** The character's stats over time, oldest first. */
export async function getCharacterHistory(userId: number, characterId: string, signal?: AbortSignal) {
  const history = await callEndpoint('getCharacterHistory', {
    params: { user_id: userId, character_id: characterId },
    signal,
  });
  // docs/domain.md §3: history is sorted by timestamp ascending; a copy is sorted so callers can rely on it.
  return [...history].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
}

export function characterHistoryQueryOptions(userId: number, characterId: string) {
  return queryOptions({
    queryKey: characterHistoryQueryKey(userId, characterId),
    queryFn: ({ signal }) => getCharacterHistory(userId, characterId, signal),
    staleTime: CHARACTER_REFRESH_MS,
  });
}

/** The open character page's history, refreshed with the character itself. */
export function useCharacterHistory(userId: number, characterId: string) {
  return useQuery({ ...characterHistoryQueryOptions(userId, characterId), refetchInterval: CHARACTER_REFRESH_MS });
}

/** The histories of several characters of one user (the /played page). */
export function useCharacterHistories(userId: number, characterIds: readonly string[]) {
  return useQueries({ queries: characterIds.map((id) => characterHistoryQueryOptions(userId, id)) });
}
