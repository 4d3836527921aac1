import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { userQueryKey } from '~/lib/query-keys';

/** A user's public name. */
export function userQueryOptions(userId: number) {
  return queryOptions({
    queryKey: userQueryKey(userId),
    queryFn: ({ signal }) => callEndpoint('getUser', { params: { user_id: userId }, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useUser(userId: number) {
  return useQuery(userQueryOptions(userId));
}
