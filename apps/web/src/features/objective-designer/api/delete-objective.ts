import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { invalidateEventRules } from './designer-cache';

/** DELETE /events/{event_id}/objectives/{id} — the objective with its subtree, conditions and evidence. */
export function deleteObjective(eventId: number, objectiveId: number) {
  return apiRequest({
    operation: 'deleteObjective',
    method: 'DELETE',
    path: '/events/{event_id}/objectives/{id}',
    params: { event_id: eventId, id: objectiveId },
  });
}

export function useDeleteObjective(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (objectiveId: number) => deleteObjective(eventId, objectiveId),
    onSuccess: () => invalidateEventRules(queryClient, eventId),
  });
}
