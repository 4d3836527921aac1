import { ObjectiveSchema } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { USER_SCOPED } from '~/lib/query-keys';
import { designerKeys } from './designer-cache';

/** GET /events/{event_id}/objectives — the whole tree, unmasked for designers. */
export function getObjectiveTree(eventId: number, signal?: AbortSignal) {
  return apiRequest({
    operation: 'getObjectives',
    path: '/events/{event_id}/objectives',
    params: { event_id: eventId },
    schema: ObjectiveSchema,
    signal,
  });
}

export function objectiveTreeQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: designerKeys.tree(eventId),
    queryFn: ({ signal }) => getObjectiveTree(eventId, signal),
    // What is masked depends on who asks.
    meta: USER_SCOPED,
  });
}

export function useObjectiveTree(eventId: number) {
  return useQuery(objectiveTreeQueryOptions(eventId));
}
