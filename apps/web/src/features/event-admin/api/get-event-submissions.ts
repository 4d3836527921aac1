import { SubmissionSchema, type Submission } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { eventSubmissionsQueryKey, type EventKey } from '~/lib/query-keys';

/** GET /events/{event_id}/submissions — every submission of the event, oldest first. */
export function getEventSubmissions(eventId: EventKey, signal?: AbortSignal) {
  return apiRequest({
    operation: 'getSubmissions',
    path: '/events/{event_id}/submissions',
    params: { event_id: eventId },
    schema: SubmissionSchema.array(),
    signal,
  });
}

export function eventSubmissionsQueryOptions(eventId: EventKey) {
  return queryOptions({
    queryKey: eventSubmissionsQueryKey(eventId),
    queryFn: ({ signal }) => getEventSubmissions(eventId, signal),
  });
}

export function useEventSubmissions(eventId: EventKey, options: { enabled?: boolean } = {}) {
  return useQuery({ ...eventSubmissionsQueryOptions(eventId), enabled: options.enabled ?? true });
}

export function pendingSubmissions(submissions: readonly Submission[]): Submission[] {
  return submissions.filter((submission) => submission.approval_status === 'PENDING');
}
