import type { TeamAssignmentsBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { refreshEvent } from './refresh-event';

/** All the rows in one transaction. */
export function useSaveAssignments(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamAssignmentsBody) =>
      callEndpoint('assignUsersToTeams', { params: { event_id: eventId }, body }),
    onSuccess: () => refreshEvent(queryClient, eventId),
  });
}
