import type { ReviewSubmissionBody, Submission } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { type EventKey, eventSubmissionsQueryKey } from '~/lib/query-keys';

/** PUT /events/{event_id}/submissions/{submission_id}/review — approve, reject or reopen (judges, admins). */
export function reviewSubmission(eventId: EventKey, submissionId: number, body: ReviewSubmissionBody) {
  return apiRequest<Submission>({
    operation: 'reviewSubmission',
    method: 'PUT',
    path: '/events/{event_id}/submissions/{submission_id}/review',
    params: { event_id: eventId, submission_id: submissionId },
    body,
  });
}

/** The scores follow over the live socket; only the list itself is asked for again. */
export function useReviewSubmission(eventId: EventKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ReviewSubmissionBody & { id: number }) => reviewSubmission(eventId, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventSubmissionsQueryKey(eventId) }),
  });
}
