import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, isApiError } from '~/lib/api';
import { STREAMS_QUERY_KEY } from '~/lib/query-keys';

/** Live streams of the current event's participants; none when there is no current event to see (404). */
export async function getStreams(signal?: AbortSignal) {
  try {
    return await callEndpoint('getStreams', { signal });
  } catch (error) {
    if (isApiError(error, 404, 'not_found')) return [];
    throw error;
  }
}

/** Viewer counts move; a minute is fresh enough and matches the ladder's rhythm. */
const STREAMS_REFRESH_MS = 60_000;

export function streamsQueryOptions() {
  return queryOptions({
    queryKey: STREAMS_QUERY_KEY,
    queryFn: ({ signal }) => getStreams(signal),
    staleTime: STREAMS_REFRESH_MS,
    refetchInterval: STREAMS_REFRESH_MS,
  });
}

export function useStreams() {
  return useQuery(streamsQueryOptions());
}
