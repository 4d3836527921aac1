import type { ScoringPreset } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { invalidateEventRules } from './designer-cache';

/** Objectives that used it stay, without a preset. */
export function deleteScoringPreset(eventId: number, presetId: number) {
  return callEndpoint('deleteScoringPreset', { params: { event_id: eventId, id: presetId } });
}

export function useDeleteScoringPreset(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preset: ScoringPreset) => deleteScoringPreset(eventId, preset.id),
    onSuccess: () => invalidateEventRules(queryClient, eventId),
  });
}
