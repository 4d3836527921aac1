import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { teamSuggestionsQueryKey, USER_SCOPED, type EventKey } from '~/lib/query-keys';

/**
 * Objectives the viewer's team leads marked as urgent, with notes; one on the
 * root objective is the leads' message to the team. Team members only.
 */
export function teamSuggestionsQueryOptions(eventId: EventKey) {
  return queryOptions({
    queryKey: teamSuggestionsQueryKey(eventId),
    queryFn: ({ signal }) => callEndpoint('getTeamSuggestions', { params: { event_id: eventId }, signal }),
    meta: USER_SCOPED,
  });
}

export function useTeamSuggestions(eventId: EventKey, options: { enabled: boolean }) {
  return useQuery({ ...teamSuggestionsQueryOptions(eventId), enabled: options.enabled });
}
