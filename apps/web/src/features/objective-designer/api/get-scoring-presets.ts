import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { scoringPresetsQueryKey } from '~/lib/query-keys';

/** Sorted by id. */
export function scoringPresetsQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: scoringPresetsQueryKey(eventId),
    queryFn: ({ signal }) => callEndpoint('getScoringPresets', { params: { event_id: eventId }, signal }),
  });
}

export function useScoringPresets(eventId: number) {
  return useQuery(scoringPresetsQueryOptions(eventId));
}
