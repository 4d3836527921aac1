import type { QueryClient } from '@tanstack/react-query';

/**
 * After any designer write the server re-scores the event, so everything cached about it (tree, presets, scores,
 * also under the 'current' alias the score pages use) is stale. Only queries on screen refetch at once.
 */
export function invalidateEventRules(queryClient: QueryClient, eventId: number) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] === 'events' && (queryKey[1] === eventId || queryKey[1] === 'current'),
  });
}
