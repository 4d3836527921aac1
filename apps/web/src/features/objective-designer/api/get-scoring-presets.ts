import { useQuery } from '@tanstack/react-query';
import { scoringPresetsQueryKey } from '~/lib/query-keys';
import { eventReadOptions } from '~/lib/event-read-options';

/** Sorted by id. */
export function scoringPresetsQueryOptions(eventId: number) {
  return eventReadOptions('getScoringPresets', eventId, scoringPresetsQueryKey(eventId));
}

export function useScoringPresets(eventId: number) {
  return useQuery(scoringPresetsQueryOptions(eventId));
}
