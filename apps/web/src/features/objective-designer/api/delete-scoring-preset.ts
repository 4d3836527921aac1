import type { ScoringPreset } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { invalidateEventRules } from './designer-cache';

/** DELETE /events/{event_id}/scoring-presets/{id} — objectives that used it stay, without a preset. */
export function deleteScoringPreset(eventId: number, presetId: number) {
  return apiRequest({
    operation: 'deleteScoringPreset',
    method: 'DELETE',
    path: '/events/{event_id}/scoring-presets/{id}',
    params: { event_id: eventId, id: presetId },
  });
}

export function useDeleteScoringPreset(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preset: ScoringPreset) => deleteScoringPreset(eventId, preset.id),
    onSuccess: () => invalidateEventRules(queryClient, eventId),
  });
}
