import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { invalidateEventRules } from './designer-cache';

/** The objective with its subtree, conditions and evidence. */
export function deleteObjective(eventId: number, objectiveId: number) {
  return callEndpoint('deleteObjective', { params: { event_id: eventId, id: objectiveId } });
}

export function useDeleteObjective(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (objectiveId: number) => deleteObjective(eventId, objectiveId),
    onSuccess: () => invalidateEventRules(queryClient, eventId),
  });
}
