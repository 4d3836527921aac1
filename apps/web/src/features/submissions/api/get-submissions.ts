import { SubmissionSchema } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import type { EventKey } from '~/lib/query-keys';

/** GET /events/{event_id}/submissions — every submission of the event, oldest first (public). */
export function getSubmissions(eventId: EventKey, signal?: AbortSignal) {
  return apiRequest({
    operation: 'getSubmissions',
    path: '/events/{event_id}/submissions',
    params: { event_id: eventId },
    schema: SubmissionSchema.array(),
    signal,
  });
}

export function submissionsQueryKey(eventId: EventKey) {
  return ['events', eventId, 'submissions'] as const;
}

export function submissionsQueryOptions(eventId: EventKey) {
  return queryOptions({
    queryKey: submissionsQueryKey(eventId),
    queryFn: ({ signal }) => getSubmissions(eventId, signal),
  });
}

/**
 * Judges must see new submissions without reloading (issue 12: at most 10 s late). No message announces a new
 * submission, so their view polls; everyone else's refreshes after their own changes.
 */
export const JUDGE_POLL_MS = 10_000;

export function useSubmissions(eventId: EventKey, options: { poll?: boolean } = {}) {
  return useQuery({ ...submissionsQueryOptions(eventId), refetchInterval: options.poll ? JUDGE_POLL_MS : false });
}
