import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { invalidate, useEndpointMutation } from '~/lib/endpoint-mutation';
import { objectiveValidationQueryKey } from '~/lib/query-keys';
import { useCursorWalk } from './cursor-walk';
import { eventReadOptions } from '~/lib/event-read-options';

/** Every item objective of the event, never matched first (getObjectiveValidation). */
export function objectiveValidationQueryOptions(eventId: number) {
  return eventReadOptions('getObjectiveValidation', eventId, objectiveValidationQueryKey(eventId));
}

export function useObjectiveValidation(eventId: number) {
  return useQuery(objectiveValidationQueryOptions(eventId));
}

/** Records a pasted item as an objective's sample (it must match the objective now). */
export function useSaveObjectiveSample(eventId: number) {
  return useEndpointMutation(
    ({ objectiveId, item }: { objectiveId: number; item: Record<string, unknown> }) =>
      callEndpoint('saveObjectiveSample', { params: { event_id: eventId, id: objectiveId }, body: item }),
    invalidate(objectiveValidationQueryKey(eventId)),
  );
}

export function useDeleteObjectiveSample(eventId: number) {
  return useEndpointMutation(
    (objectiveId: number) => callEndpoint('deleteObjectiveSample', { params: { event_id: eventId, id: objectiveId } }),
    invalidate(objectiveValidationQueryKey(eventId)),
  );
}

/**
 * Searches the stored snapshots of other events a batch per request (searchObjectiveSamples) until the server says
 * the search is done; the result counts the objectives that found a sample, and the report is read again as they do.
 */
export function useSampleSearch(eventId: number) {
  const queryClient = useQueryClient();
  return useCursorWalk(
    (after, signal) =>
      callEndpoint('searchObjectiveSamples', { params: { event_id: eventId }, body: { after }, signal }),
    (found: number, batch) => found + batch.found.length,
    0,
    (batch) =>
      batch.found.length > 0
        ? queryClient.invalidateQueries({ queryKey: objectiveValidationQueryKey(eventId) })
        : Promise.resolve(),
  );
}
