import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';

export type HealthFlags = { demo: boolean };

/**
 * Reads only what the shell needs from GET /health: whether the site runs on generated demo data. A missing
 * `demo` field (older servers) means false.
 */
const HealthFlagsReader = {
  parse(data: unknown): HealthFlags {
    return { demo: typeof data === 'object' && data !== null && 'demo' in data && data.demo === true };
  },
};

/** GET /health */
export function getHealth(signal?: AbortSignal) {
  return apiRequest({ operation: 'getHealth', path: '/health', schema: HealthFlagsReader, signal });
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
