import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { type EventKey, eventSubmissionsQueryKey } from '~/lib/query-keys';

/** DELETE /events/{event_id}/submissions/{submission_id} — one's own in review; judges and admins any. */
export function deleteSubmission(eventId: EventKey, submissionId: number) {
  return apiRequest({
    operation: 'deleteSubmission',
    method: 'DELETE',
    path: '/events/{event_id}/submissions/{submission_id}',
    params: { event_id: eventId, submission_id: submissionId },
  });
}

export function useDeleteSubmission(eventId: EventKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submissionId: number) => deleteSubmission(eventId, submissionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventSubmissionsQueryKey(eventId) }),
  });
}
