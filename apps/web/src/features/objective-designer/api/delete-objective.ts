import { callEndpoint } from '~/lib/api';
import { useEndpointMutation } from '~/lib/endpoint-mutation';
import { invalidateEventRules } from './designer-cache';

/** The objective with its subtree, conditions and evidence. */
export function useDeleteObjective(eventId: number) {
  return useEndpointMutation(
    (objectiveId: number) => callEndpoint('deleteObjective', { params: { event_id: eventId, id: objectiveId } }),
    (queryClient) => invalidateEventRules(queryClient, eventId),
  );
}
