import type { UpsertObjectiveBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { invalidateEventRules } from './designer-cache';

/**
 * Creates (no id) or updates an objective with its conditions (with
 * replace_conditions, the listed ones are the whole set); a new parent_id moves it. The server refuses cycles, foreign ids and number fields the type does not count.
 */
export function saveObjective(eventId: number, body: UpsertObjectiveBody) {
  return callEndpoint('saveObjective', { params: { event_id: eventId }, body });
}

export function useSaveObjective(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpsertObjectiveBody) => saveObjective(eventId, body),
    onSuccess: () => invalidateEventRules(queryClient, eventId),
  });
}
