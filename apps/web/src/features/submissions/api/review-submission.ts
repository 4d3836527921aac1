import type { ReviewSubmissionBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { type EventKey, eventSubmissionsQueryKey } from '~/lib/query-keys';

/** Approve, reject or reopen (judges, admins). */
export function reviewSubmission(eventId: EventKey, submissionId: number, body: ReviewSubmissionBody) {
  return callEndpoint('reviewSubmission', { params: { event_id: eventId, submission_id: submissionId }, body });
}

/** The scores follow over the live socket; only the list itself is asked for again. */
export function useReviewSubmission(eventId: EventKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ReviewSubmissionBody & { id: number }) => reviewSubmission(eventId, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventSubmissionsQueryKey(eventId) }),
  });
}
