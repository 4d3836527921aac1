import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import type { AuthStore } from './auth';

/** How many times a failed read is retried: server errors and network failures only, never a 4xx. */
const MAX_RETRIES = 2;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * The app's query client. A 401 on a request that carried a token means the server no longer accepts it
 * (expired, revoked, signed with an old secret): the session ends instead of failing every page.
 */
export function createQueryClient(auth?: AuthStore): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error) {
        if (auth && error instanceof ApiError && error.status === 401 && error.withToken) auth.logout();
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
