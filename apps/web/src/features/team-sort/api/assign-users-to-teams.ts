import type { TeamAssignmentsBody } from '@app/shared';
import { callEndpoint } from '~/lib/api';
import { useEndpointMutation } from '~/lib/endpoint-mutation';
import { refreshEvent } from './refresh-event';

/** All the rows in one transaction. */
export function useSaveAssignments(eventId: number) {
  return useEndpointMutation(
    (body: TeamAssignmentsBody) => callEndpoint('assignUsersToTeams', { params: { event_id: eventId }, body }),
    (queryClient) => refreshEvent(queryClient, eventId),
  );
}
