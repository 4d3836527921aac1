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

export function submissionsQueryOptions(eventId: EventKey) {
  return queryOptions({
    queryKey: ['events', eventId, 'submissions'] as const,
    queryFn: ({ signal }) => getSubmissions(eventId, signal),
  });
}

export function useSubmissions(eventId: EventKey) {
  return useQuery(submissionsQueryOptions(eventId));
}
