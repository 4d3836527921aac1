import type { ScoringPreset } from '@app/shared';
import { callEndpoint } from '~/lib/api';
import { useEndpointMutation } from '~/lib/endpoint-mutation';
import { invalidateEventRules } from './designer-cache';

/** Objectives that used it stay, without a preset. */
export function useDeleteScoringPreset(eventId: number) {
  return useEndpointMutation(
    (preset: ScoringPreset) => callEndpoint('deleteScoringPreset', { params: { event_id: eventId, id: preset.id } }),
    (queryClient) => invalidateEventRules(queryClient, eventId),
  );
}
