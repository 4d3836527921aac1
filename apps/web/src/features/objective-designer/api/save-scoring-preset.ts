import type { UpsertScoringPresetBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { invalidateEventRules } from './designer-cache';

/** Creates (no id) or updates a preset; the event is re-scored. */
export function saveScoringPreset(eventId: number, body: UpsertScoringPresetBody) {
  return callEndpoint('saveScoringPreset', { params: { event_id: eventId }, body });
}

export function useSaveScoringPreset(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpsertScoringPresetBody) => saveScoringPreset(eventId, body),
    onSuccess: () => invalidateEventRules(queryClient, eventId),
  });
}
