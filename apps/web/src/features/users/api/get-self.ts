import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { authStore, useSession } from '~/lib/auth';
import { SELF_QUERY_KEY, USER_SCOPED } from '~/lib/query-keys';

/** The logged-in user (401 without a valid token). */
export function selfQueryOptions() {
  return queryOptions({
    queryKey: SELF_QUERY_KEY,
    queryFn: ({ signal }) => callEndpoint('getSelf', { signal }),
    meta: USER_SCOPED,
    staleTime: 60_000,
  });
}

/** The logged-in user; asked for only while there is a valid session. */
export function useSelf() {
  const session = useSession();
  // Read when the query is about to run, not at the last render: on logout the cache reset refetches before
  // React re-renders, and must not ask the server for a user nobody is signed in as any more.
  return useQuery({ ...selfQueryOptions(), enabled: () => session !== null && authStore.getSession() !== null });
}
