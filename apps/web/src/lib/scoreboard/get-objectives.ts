import type { Objective } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { USER_SCOPED, type EventKey } from '~/lib/query-keys';

/**
 * GET /events/{event_id}/objectives — the objective tree, each node with its scoring preset. Objectives released
 * later come masked (empty name, no children) except to admins and objective designers.
 */
export function getObjectives(eventId: EventKey, signal?: AbortSignal) {
  return apiRequest<Objective>({
    operation: 'getObjectives',
    path: '/events/{event_id}/objectives',
    params: { event_id: eventId },
    signal,
  });
}

export function objectivesQueryOptions(eventId: EventKey) {
  return queryOptions({
    queryKey: ['events', eventId, 'objectives'] as const,
    queryFn: ({ signal }) => getObjectives(eventId, signal),
    staleTime: 5 * 60_000,
    // What is masked depends on who asks.
    meta: USER_SCOPED,
  });
}

export function useObjectives(eventId: EventKey) {
  return useQuery(objectivesQueryOptions(eventId));
}
