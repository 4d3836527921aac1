import { useQuery } from '@tanstack/react-query';
import { USER_SCOPED, VALID_MAPPINGS_QUERY_KEY } from '~/lib/query-keys';
import { eventReadOptions } from '~/lib/event-read-options';

/** Which operators and number fields are allowed where. */
export function validMappingsQueryOptions(eventId: number) {
  return eventReadOptions('getValidMappings', eventId, VALID_MAPPINGS_QUERY_KEY, {
    // The same for every event: it describes the matcher, not the event.
    staleTime: Infinity,
    meta: USER_SCOPED,
  });
}

export function useValidMappings(eventId: number) {
  return useQuery(validMappingsQueryOptions(eventId));
}
