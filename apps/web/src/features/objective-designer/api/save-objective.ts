import type { Objective, UpsertObjectiveBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { invalidateEventRules } from './designer-cache';

/**
 * PUT /events/{event_id}/objectives — creates (no id) or updates an objective with its conditions (with
 * replace_conditions, the listed ones are the whole set); a new parent_id moves it. The server refuses cycles, foreign ids and number fields the type does not count.
 */
export function saveObjective(eventId: number, body: UpsertObjectiveBody) {
  return apiRequest<Objective>({
    operation: 'saveObjective',
    method: 'PUT',
    path: '/events/{event_id}/objectives',
    params: { event_id: eventId },
    body,
  });
}

export function useSaveObjective(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpsertObjectiveBody) => saveObjective(eventId, body),
    onSuccess: () => invalidateEventRules(queryClient, eventId),
  });
}
