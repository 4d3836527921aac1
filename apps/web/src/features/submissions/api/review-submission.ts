import type { ReviewSubmissionBody } from '@app/shared';
import { callEndpoint } from '~/lib/api';
import { invalidate, useEndpointMutation } from '~/lib/endpoint-mutation';
import { type EventKey, eventSubmissionsQueryKey } from '~/lib/query-keys';

/**
 * Approve, reject or reopen (judges, admins).
 * The scores follow over the live socket; only the list itself is asked for again.
 */
export function useReviewSubmission(eventId: EventKey) {
  return useEndpointMutation(
    ({ id, ...body }: ReviewSubmissionBody & { id: number }) =>
      callEndpoint('reviewSubmission', { params: { event_id: eventId, submission_id: id }, body }),
    invalidate(eventSubmissionsQueryKey(eventId)),
  );
}
