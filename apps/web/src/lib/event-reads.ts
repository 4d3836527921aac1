import type { Event } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, isApiError } from './api';
import {
  CURRENT_EVENT_QUERY_KEY,
  EVENTS_LIST_QUERY_KEY,
  eventQueryKey,
  eventSubmissionsQueryKey,
  eventTeamsQueryKey,
  JOBS_QUERY_KEY,
  USER_SCOPED,
  type EventKey,
} from './query-keys';
import { eventReadOptions } from './event-read-options';

/** Reads that several features show (the public pages, the admin pages, the designer, the submission pages). */

/** One event by id (404 when it does not exist or the viewer may not see it). */
export function eventQueryOptions(eventId: number) {
  return eventReadOptions('getEvent', eventId, eventQueryKey(eventId), {
    // A private event is only visible to some viewers.
    meta: USER_SCOPED,
  });
}

export function useEvent(eventId: number) {
  return useQuery(eventQueryOptions(eventId));
}

/** Every submission of the event, oldest first (public). */
export function submissionsQueryOptions(eventId: EventKey) {
  return eventReadOptions('getSubmissions', eventId, eventSubmissionsQueryKey(eventId));
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

/** The events the viewer may see, sorted by id (never sorted in place by callers). */
export function eventsQueryOptions() {
  return queryOptions({
    queryKey: EVENTS_LIST_QUERY_KEY,
    queryFn: ({ signal }) => callEndpoint('getEvents', { signal }),
    staleTime: 5 * 60_000,
    // Permission holders see the private events too; players the non-public events they take part in.
    meta: USER_SCOPED,
  });
}

export function useEvents(options: { enabled?: boolean } = {}) {
  return useQuery({ ...eventsQueryOptions(), enabled: options.enabled ?? true });
}

/** The event flagged is_current, or null when there is none (404 not_found). */
export async function getCurrentEvent(signal?: AbortSignal): Promise<Event | null> {
  try {
    return await callEndpoint('getEvent', { params: { event_id: 'current' }, signal });
  } catch (error) {
    if (isApiError(error, 404, 'not_found')) return null;
    throw error;
  }
}

export function currentEventQueryOptions() {
  return queryOptions({
    queryKey: CURRENT_EVENT_QUERY_KEY,
    queryFn: ({ signal }) => getCurrentEvent(signal),
    staleTime: 60_000,
  });
}

export function useCurrentEvent() {
  return useQuery(currentEventQueryOptions());
}

/** The event's teams, oldest first. */
export function eventTeamsQueryOptions(eventId: number) {
  return eventReadOptions('getEventTeams', eventId, eventTeamsQueryKey(eventId));
}

export function useEventTeams(eventId: number) {
  return useQuery(eventTeamsQueryOptions(eventId));
}

/** Every recurring background job with its health (admins only). */
export function jobsQueryOptions() {
  return queryOptions({
    queryKey: JOBS_QUERY_KEY,
    queryFn: ({ signal }) => callEndpoint('getJobs', { signal }),
    meta: USER_SCOPED,
  });
}

/** `refetchInterval`: the jobs page keeps asking, so a failure shows within that time. */
export function useJobs(options: { enabled?: boolean; refetchInterval?: number } = {}) {
  return useQuery({
    ...jobsQueryOptions(),
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval ?? false,
  });
}
