import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { USER_SCOPED, VALID_MAPPINGS_QUERY_KEY } from '~/lib/query-keys';

/** Which operators and number fields are allowed where. */
export function validMappingsQueryOptions(eventId: number) {
  return queryOptions({
    // The same for every event: it describes the matcher, not the event.
    queryKey: VALID_MAPPINGS_QUERY_KEY,
    queryFn: ({ signal }) => callEndpoint('getValidMappings', { params: { event_id: eventId }, signal }),
    staleTime: Infinity,
    meta: USER_SCOPED,
  });
}

export function useValidMappings(eventId: number) {
  return useQuery(validMappingsQueryOptions(eventId));
}
