import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { HEALTH_QUERY_KEY } from '~/lib/query-keys';

export type HealthFlags = { demo: boolean };

/**
 * Reads only what the shell needs from the health answer: whether the site runs on generated demo data. A missing
 * `demo` field (older servers) means false.
 */
function readHealthFlags(data: unknown): HealthFlags {
  return { demo: typeof data === 'object' && data !== null && 'demo' in data && data.demo === true };
}

/** The server's health, read down to its flags. */
export async function getHealth(signal?: AbortSignal): Promise<HealthFlags> {
  return readHealthFlags(await callEndpoint('getHealth', { signal }));
}

export function healthFlagsQueryOptions() {
  return queryOptions({
    queryKey: HEALTH_QUERY_KEY,
    queryFn: ({ signal }) => getHealth(signal),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}

export function useHealthFlags() {
  return useQuery(healthFlagsQueryOptions());
}
