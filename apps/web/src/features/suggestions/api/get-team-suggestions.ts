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

/**
 * How often a member's open For You page reads the leads' notes again (docs/domain.md §9), so a new message or
 * focus reaches the team without a reload.
 */
export const TEAM_NOTES_REFRESH_MS = 10_000;

export function useTeamSuggestions(eventId: EventKey, options: { enabled: boolean; refetchInterval?: number }) {
  return useQuery({
    ...teamSuggestionsQueryOptions(eventId),
    enabled: options.enabled,
    refetchInterval: options.refetchInterval ?? false,
  });
}
