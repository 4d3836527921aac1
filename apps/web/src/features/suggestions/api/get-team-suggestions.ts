import type { TeamSuggestion } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { USER_SCOPED, type EventKey } from '~/lib/query-keys';

/**
 * GET /events/{event_id}/suggestions — objectives the viewer's team leads marked as urgent, with notes; one on the
 * root objective is the leads' message to the team. Team members only.
 */
export function getTeamSuggestions(eventId: EventKey, signal?: AbortSignal) {
  return apiRequest<TeamSuggestion[]>({
    operation: 'getTeamSuggestions',
    path: '/events/{event_id}/suggestions',
    params: { event_id: eventId },
    signal,
  });
}

export function teamSuggestionsQueryKey(eventId: EventKey) {
  return ['events', eventId, 'suggestions'] as const;
}

export function teamSuggestionsQueryOptions(eventId: EventKey) {
  return queryOptions({
    queryKey: teamSuggestionsQueryKey(eventId),
    queryFn: ({ signal }) => getTeamSuggestions(eventId, signal),
    meta: USER_SCOPED,
  });
}

export function useTeamSuggestions(eventId: EventKey, options: { enabled: boolean }) {
  return useQuery({ ...teamSuggestionsQueryOptions(eventId), enabled: options.enabled });
}
