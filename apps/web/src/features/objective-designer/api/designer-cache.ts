import type { QueryClient } from '@tanstack/react-query';

/** Cache keys of what only the designer reads (the event and its tree are shared reads in ~/lib). */
export const designerKeys = {
  presets: (eventId: number) => ['events', eventId, 'scoring-presets'] as const,
  validMappings: ['objective-designer', 'valid-mappings'] as const,
};

/**
 * After any designer write the server re-scores the event, so everything cached about it (tree, presets, scores,
 * also under the 'current' alias the score pages use) is stale. Only queries on screen refetch at once.
 */
export function invalidateEventRules(queryClient: QueryClient, eventId: number) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] === 'events' && (queryKey[1] === eventId || queryKey[1] === 'current'),
  });
}
