import type { ValidMappings } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { USER_SCOPED } from '~/lib/query-keys';
import { designerKeys } from './designer-cache';

/** GET /events/{event_id}/conditions/valid-mappings — which operators and number fields are allowed where. */
export function getValidMappings(eventId: number, signal?: AbortSignal) {
  return apiRequest<ValidMappings>({
    operation: 'getValidMappings',
    path: '/events/{event_id}/conditions/valid-mappings',
    params: { event_id: eventId },
    signal,
  });
}

export function useValidMappings(eventId: number) {
  return useQuery(
    queryOptions({
      // The same for every event: it describes the matcher, not the event.
      queryKey: designerKeys.validMappings,
      queryFn: ({ signal }) => getValidMappings(eventId, signal),
      staleTime: Infinity,
      meta: USER_SCOPED,
    }),
  );
}
