import type { ScoringPreset } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { designerKeys } from './designer-cache';

/** GET /events/{event_id}/scoring-presets — sorted by id. */
export function getScoringPresets(eventId: number, signal?: AbortSignal) {
  return apiRequest<ScoringPreset[]>({
    operation: 'getScoringPresets',
    path: '/events/{event_id}/scoring-presets',
    params: { event_id: eventId },
    signal,
  });
}

export function useScoringPresets(eventId: number) {
  return useQuery(
    queryOptions({
      queryKey: designerKeys.presets(eventId),
      queryFn: ({ signal }) => getScoringPresets(eventId, signal),
    }),
  );
}
