import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { characterBuildsQueryKey } from '~/lib/query-keys';
import { CHARACTER_REFRESH_MS } from './get-user-characters';

/** The character's builds, oldest first. */
export function characterBuildsQueryOptions(userId: number, characterId: string) {
  return queryOptions({
    queryKey: characterBuildsQueryKey(userId, characterId),
    queryFn: ({ signal }) =>
      callEndpoint('getCharacterPobs', { params: { user_id: userId, character_id: characterId }, signal }),
    // A new build follows an equipment change, which the character's own refresh brings.
    refetchInterval: CHARACTER_REFRESH_MS,
  });
}

export function useCharacterBuilds(userId: number, characterId: string) {
  return useQuery(characterBuildsQueryOptions(userId, characterId));
}
