import { queryOptions, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { callEndpoint, type EndpointAnswer, type EndpointInput, type HttpEndpointName } from './api';
import type { EventKey } from './query-keys';

/** What a read of one event sends: the event's id (or 'current') and nothing else. */
type EventReadInput = { params: { event_id: EventKey }; signal?: AbortSignal };

/** The endpoints a call with only `event_id` satisfies (no other path parameter, no body; a query is optional). */
export type EventReadName = {
  [N in HttpEndpointName]: EventReadInput extends EndpointInput<N> ? N : never;
}[HttpEndpointName];

/** How a read is cached and refreshed (staleTime, refetchInterval, retry, meta, …): everything but key and call. */
export type EventReadExtras<N extends EventReadName, K extends QueryKey> = Omit<
  UseQueryOptions<EndpointAnswer<N>, Error, EndpointAnswer<N>, K>,
  'queryKey' | 'queryFn'
>;

/**
 * The query options of endpoint `name` for one event, cached under `queryKey`: the one place that writes how
 * the many `/events/:event_id/…` reads call the API, so each read names only its endpoint, key and caching.
 */
export function eventReadOptions<N extends EventReadName, const K extends QueryKey>(
  name: N,
  eventId: EventKey,
  queryKey: K,
  extras: EventReadExtras<N, K> = {},
) {
  // EventReadName admits only endpoints this input satisfies; TypeScript cannot see that through the generic N.
  const read = callEndpoint as unknown as (endpoint: N, input: EventReadInput) => Promise<EndpointAnswer<N>>;
  return queryOptions({
    ...extras,
    queryKey,
    queryFn: ({ signal }) => read(name, { params: { event_id: eventId }, signal }),
  });
}
