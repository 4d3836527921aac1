import type { MinimalUser } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';

/** GET /users/{user_id} — a user's public name. */
export function getUser(userId: number, signal?: AbortSignal) {
  return apiRequest<MinimalUser>({
    operation: 'getUser',
    path: '/users/{user_id}',
    params: { user_id: userId },
    signal,
  });
}

export function userQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['users', userId] as const,
    queryFn: ({ signal }) => getUser(userId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useUser(userId: number) {
  return useQuery(userQueryOptions(userId));
}
