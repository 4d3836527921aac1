import type { Event } from '@app/shared';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { CURRENT_EVENT_QUERY_KEY } from './query-keys';

/** Whether a cache entry belongs to the current event through the 'current' alias (other than the event itself). */
export function isCurrentEventData(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === 'events' && queryKey[1] === 'current' && queryKey.length > 2;
}

/**
 * Data of the current event is cached under 'current' (docs/domain.md §4). When another event becomes the current one,
 * everything cached under that alias belongs to the old event: it is reset, so pages load the new event's
 * scores instead of showing the old ones under the new name.
 */
export function connectCurrentEvent(queryClient: QueryClient): () => void {
  let previousId = queryClient.getQueryData<Event | null>(CURRENT_EVENT_QUERY_KEY)?.id;
  return queryClient.getQueryCache().subscribe((change) => {
    if (change.type !== 'updated' || change.action.type !== 'success') return;
    if (change.query.queryHash !== hashKey(CURRENT_EVENT_QUERY_KEY)) return;
    const id = (change.query.state.data as Event | null | undefined)?.id;
    if (id === previousId) return;
    const hadEvent = previousId !== undefined;
    previousId = id;
    if (hadEvent) void queryClient.resetQueries({ predicate: (query) => isCurrentEventData(query.queryKey) });
  });
}
