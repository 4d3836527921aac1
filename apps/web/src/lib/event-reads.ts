import { EventSchema, SubmissionSchema } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api';
import { eventQueryKey, eventSubmissionsQueryKey, USER_SCOPED, type EventKey } from './query-keys';

/** Reads of one event that several features show (the admin pages, the designer, the submission pages). */

/** GET /events/{event_id} — one event by id (404 when it does not exist or the viewer may not see it). */
export function getEvent(eventId: number, signal?: AbortSignal) {
  return apiRequest({
    operation: 'getEvent',
    path: '/events/{event_id}',
    params: { event_id: eventId },
    schema: EventSchema,
    signal,
  });
}

export function eventQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: eventQueryKey(eventId),
    queryFn: ({ signal }) => getEvent(eventId, signal),
    // A private event is only visible to some viewers.
    meta: USER_SCOPED,
  });
}

export function useEvent(eventId: number) {
  return useQuery(eventQueryOptions(eventId));
}

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
    queryKey: eventSubmissionsQueryKey(eventId),
    queryFn: ({ signal }) => getSubmissions(eventId, signal),
  });
}

/**
 * Judges must see new submissions without reloading (issue 12: at most 10 s late). No message announces a new
 * submission, so their view polls; everyone else's refreshes after their own changes.
 */
export const JUDGE_POLL_MS = 10_000;

export function useSubmissions(eventId: EventKey, options: { poll?: boolean; enabled?: boolean } = {}) {
  return useQuery({
    ...submissionsQueryOptions(eventId),
    refetchInterval: options.poll ? JUDGE_POLL_MS : false,
    enabled: options.enabled ?? true,
  });
}
