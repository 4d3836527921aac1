import type { Stream } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '~/lib/api';

/** GET /streams — live streams of the current event's participants; none when there is no current event to see (404). */
export async function getStreams(signal?: AbortSignal) {
  try {
    return await apiRequest<Stream[]>({ operation: 'getStreams', path: '/streams', signal });
  } catch (error) {
    if (isApiError(error, 404, 'not_found')) return [];
    throw error;
  }
}

/** Viewer counts move; a minute is fresh enough and matches the ladder's rhythm. */
const STREAMS_REFRESH_MS = 60_000;

export function streamsQueryOptions() {
  return queryOptions({
    queryKey: ['streams'] as const,
    queryFn: ({ signal }) => getStreams(signal),
    staleTime: STREAMS_REFRESH_MS,
    refetchInterval: STREAMS_REFRESH_MS,
  });
}

export function useStreams() {
  return useQuery(streamsQueryOptions());
}
