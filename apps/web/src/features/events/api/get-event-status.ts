import { useQuery, type QueryClient } from '@tanstack/react-query';
import { requirePermissions } from '~/lib/guards';
import { eventStatusQueryKey, USER_SCOPED, type EventKey } from '~/lib/query-keys';
import { eventReadOptions } from '~/lib/event-read-options';

/**
 * The caller's team, lead flag and signup state; works anonymously.
 * `eventId` is 'current' for the current event (docs/domain.md §4), so both ways of asking share one cache entry.
 */
export function eventStatusQueryOptions(eventId: EventKey) {
  return eventReadOptions('getEventStatus', eventId, eventStatusQueryKey(eventId), {
    // The answer depends on who asks, so it is dropped when the session changes.
    meta: USER_SCOPED,
  });
}

export function useEventStatus(eventId: EventKey = 'current', options: { enabled?: boolean } = {}) {
  return useQuery({ ...eventStatusQueryOptions(eventId), enabled: options.enabled ?? true });
}

/** Whether the logged-in user leads a team in the current event; false when that cannot be found out. */
export async function isTeamLeadInCurrentEvent(queryClient: QueryClient): Promise<boolean> {
  try {
    const status = await queryClient.ensureQueryData(eventStatusQueryOptions('current'));
    return status.is_team_lead;
  } catch {
    return false;
  }
}

/** The guard of the guild pages: admins, and the current event's team leads (the server shows them their team's). */
export const requireAdminOrTeamLead = requirePermissions(['admin'], {
  orAllow: ({ queryClient }) => isTeamLeadInCurrentEvent(queryClient),
});
