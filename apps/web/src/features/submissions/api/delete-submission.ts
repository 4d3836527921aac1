import { callEndpoint } from '~/lib/api';
import { invalidate, useEndpointMutation } from '~/lib/endpoint-mutation';
import { type EventKey, eventSubmissionsQueryKey } from '~/lib/query-keys';

/** One's own in review; judges and admins any. */
export function useDeleteSubmission(eventId: EventKey) {
  return useEndpointMutation(
    (submissionId: number) =>
      callEndpoint('deleteSubmission', { params: { event_id: eventId, submission_id: submissionId } }),
    invalidate(eventSubmissionsQueryKey(eventId)),
  );
}
