import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';

export type HealthFlags = { demo: boolean };

/**
 * Reads only what the shell needs from GET /health: whether the site runs on generated demo data. A missing
 * `demo` field (older servers) means false.
 */
function readHealthFlags(data: unknown): HealthFlags {
  return { demo: typeof data === 'object' && data !== null && 'demo' in data && data.demo === true };
}

/** GET /health */
export async function getHealth(signal?: AbortSignal): Promise<HealthFlags> {
  return readHealthFlags(await apiRequest<unknown>({ operation: 'getHealth', path: '/health', signal }));
}

export function useHealthFlags() {
  return useQuery(
    queryOptions({
      queryKey: ['health'] as const,
      queryFn: ({ signal }) => getHealth(signal),
      staleTime: 5 * 60_000,
      refetchOnWindowFocus: false,
    }),
  );
}
