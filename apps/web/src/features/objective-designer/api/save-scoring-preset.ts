import type { ScoringPreset, UpsertScoringPresetBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { invalidateEventRules } from './designer-cache';

/** PUT /events/{event_id}/scoring-presets — creates (no id) or updates a preset; the event is re-scored. */
export function saveScoringPreset(eventId: number, body: UpsertScoringPresetBody) {
  return apiRequest<ScoringPreset>({
    operation: 'saveScoringPreset',
    method: 'PUT',
    path: '/events/{event_id}/scoring-presets',
    params: { event_id: eventId },
    body,
  });
}

export function useSaveScoringPreset(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpsertScoringPresetBody) => saveScoringPreset(eventId, body),
    onSuccess: () => invalidateEventRules(queryClient, eventId),
  });
}
