import { TeamSchema } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { eventTeamsQueryKey } from '~/lib/query-keys';

/** GET /events/{event_id}/teams — the event's teams, oldest first. */
export function getEventTeams(eventId: number, signal?: AbortSignal) {
  return apiRequest({
    operation: 'getEventTeams',
    path: '/events/{event_id}/teams',
    params: { event_id: eventId },
    schema: TeamSchema.array(),
    signal,
  });
}

export function eventTeamsQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: eventTeamsQueryKey(eventId),
    queryFn: ({ signal }) => getEventTeams(eventId, signal),
  });
}

export function useEventTeams(eventId: number) {
  return useQuery(eventTeamsQueryOptions(eventId));
}
