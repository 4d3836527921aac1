import { ObjectiveSchema, type UpsertObjectiveBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { invalidateEventRules } from './designer-cache';

/**
 * PUT /events/{event_id}/objectives — creates (no id) or updates an objective with its listed conditions; a new
 * parent_id moves it. The server refuses cycles, foreign ids and number fields the type does not count.
 */
export function saveObjective(eventId: number, body: UpsertObjectiveBody) {
  return apiRequest({
    operation: 'saveObjective',
    method: 'PUT',
    path: '/events/{event_id}/objectives',
    params: { event_id: eventId },
    body,
    schema: ObjectiveSchema,
  });
}

/** PUT, then one DELETE per removed condition (the PUT keeps conditions it does not list). */
export type ObjectiveSave = { body: UpsertObjectiveBody; removedConditionIds: number[] };

/** DELETE /events/{event_id}/conditions/{id}. */
export function deleteCondition(eventId: number, conditionId: number) {
  return apiRequest({
    operation: 'deleteCondition',
    method: 'DELETE',
    path: '/events/{event_id}/conditions/{id}',
    params: { event_id: eventId, id: conditionId },
  });
}

export function useSaveObjective(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, removedConditionIds }: ObjectiveSave) => {
      // Removed rows go first: a condition the designer dropped must not count even if the PUT is refused.
      for (const id of removedConditionIds) await deleteCondition(eventId, id);
      return saveObjective(eventId, body);
    },
    // Also after a refusal: deleted conditions are gone even when the PUT was refused.
    onSettled: () => invalidateEventRules(queryClient, eventId),
  });
}
