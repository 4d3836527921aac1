import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { userQueryKey } from '~/lib/query-keys';

/** A user's public name. */
export function getUser(userId: number, signal?: AbortSignal) {
  return callEndpoint('getUser', { params: { user_id: userId }, signal });
}

export function userQueryOptions(userId: number) {
  return queryOptions({
    queryKey: userQueryKey(userId),
    queryFn: ({ signal }) => getUser(userId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useUser(userId: number) {
  return useQuery(userQueryOptions(userId));
}
