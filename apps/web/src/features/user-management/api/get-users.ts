import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { USER_SCOPED, USERS_QUERY_KEY } from '~/lib/query-keys';

/** Every user with linked accounts and permissions (admins only). */
export function usersQueryOptions() {
  return queryOptions({
    queryKey: USERS_QUERY_KEY,
    queryFn: ({ signal }) => callEndpoint('getUsers', { signal }),
    // Only an admin may read it: dropped when the session changes.
    meta: USER_SCOPED,
  });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}
