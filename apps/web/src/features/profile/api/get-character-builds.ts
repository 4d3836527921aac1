import type { PobExport } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { CHARACTER_REFRESH_MS } from './get-user-characters';

/** GET /users/{user_id}/characters/{character_id}/pobs — the character's builds, oldest first. */
export function useCharacterBuilds(userId: number, characterId: string) {
  return useQuery({
    queryKey: ['users', userId, 'characters', characterId, 'pobs'] as const,
    queryFn: ({ signal }) =>
      apiRequest<PobExport[]>({
        operation: 'getCharacterPobs',
        path: '/users/{user_id}/characters/{character_id}/pobs',
        params: { user_id: userId, character_id: characterId },
        signal,
      }),
    // A new build follows an equipment change, which the character's own refresh brings.
    refetchInterval: CHARACTER_REFRESH_MS,
  });
}
