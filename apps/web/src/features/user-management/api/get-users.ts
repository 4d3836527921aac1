import type { User } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { USER_SCOPED } from '~/lib/query-keys';

export const USERS_QUERY_KEY = ['users', 'all'] as const;

/** GET /users — every user with linked accounts and permissions (admins only). */
export function getUsers(signal?: AbortSignal) {
  return apiRequest<User[]>({ operation: 'getUsers', path: '/users', signal });
}

export function usersQueryOptions() {
  return queryOptions({
    queryKey: USERS_QUERY_KEY,
    queryFn: ({ signal }) => getUsers(signal),
    // Only an admin may read it: dropped when the session changes.
    meta: USER_SCOPED,
  });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}
