import type { CharacterStats } from '@app/shared';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { CHARACTER_REFRESH_MS } from './get-user-characters';

/** GET /users/{user_id}/characters/{character_id} — the character's stats over time, oldest first. */
export async function getCharacterHistory(userId: number, characterId: string, signal?: AbortSignal) {
  const history = await apiRequest<CharacterStats[]>({
    operation: 'getCharacterHistory',
    path: '/users/{user_id}/characters/{character_id}',
    params: { user_id: userId, character_id: characterId },
    signal,
  });
  // Spec §3: history is sorted by timestamp ascending; a copy is sorted so callers can rely on it.
  return [...history].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
}

export function characterHistoryQueryOptions(userId: number, characterId: string) {
  return queryOptions({
    queryKey: ['users', userId, 'characters', characterId] as const,
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
