import { useQuery } from '@tanstack/react-query';
import { teamSuggestionsQueryKey, USER_SCOPED, type EventKey } from '~/lib/query-keys';
import { eventReadOptions } from '~/lib/event-read-options';

/**
 * Objectives the viewer's team leads marked as urgent, with notes; one on the
 * root objective is the leads' message to the team. Team members only.
 */
export function teamSuggestionsQueryOptions(eventId: EventKey) {
  return eventReadOptions('getTeamSuggestions', eventId, teamSuggestionsQueryKey(eventId), { meta: USER_SCOPED });
}

export function useTeamSuggestions(eventId: EventKey, options: { enabled: boolean }) {
  return useQuery({ ...teamSuggestionsQueryOptions(eventId), enabled: options.enabled });
}
