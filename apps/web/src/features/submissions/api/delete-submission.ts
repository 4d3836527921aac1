import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { type EventKey, eventSubmissionsQueryKey } from '~/lib/query-keys';

/** One's own in review; judges and admins any. */
export function deleteSubmission(eventId: EventKey, submissionId: number) {
  return callEndpoint('deleteSubmission', { params: { event_id: eventId, submission_id: submissionId } });
}

export function useDeleteSubmission(eventId: EventKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submissionId: number) => deleteSubmission(eventId, submissionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventSubmissionsQueryKey(eventId) }),
  });
}
