/**
 * How per-event cache entries are keyed (spec §4): the event flagged is_current is keyed as 'current', so data
 * fetched through the `current` alias and through its numeric id share one entry.
 */
export type EventKey = number | 'current';

/** The cache key of the current event itself (GET /events/current). */
export const CURRENT_EVENT_QUERY_KEY = ['events', 'current'] as const;

/** The key part for an event: 'current' for the current event, else its id. */
export function eventKey(eventId: EventKey, currentEventId: number | undefined): EventKey {
  return eventId === currentEventId ? 'current' : eventId;
}

/**
 * Marks a query whose answer depends on who is logged in (own user, own event status, own signup, …).
 * Such entries are dropped when the session changes, so one user never sees another's data.
 */
export const USER_SCOPED = { userScoped: true } as const;

export function isUserScoped(query: { meta?: Record<string, unknown> }): boolean {
  return query.meta?.userScoped === true;
}

/** The logged-in user (GET /users/self); written directly by calls that answer with the updated user. */
export const SELF_QUERY_KEY = ['users', 'self'] as const;

/** The caller's standing in an event (GET /events/{event_id}/status). */
export function eventStatusQueryKey(eventId: EventKey) {
  return ['events', eventId, 'status'] as const;
}

/** The caller's own signup for an event (GET /events/{event_id}/signups/self). */
export function ownSignupQueryKey(eventId: EventKey) {
  return ['events', eventId, 'signups', 'self'] as const;
}

/** Every event the viewer may see (GET /events); its teams ride along, so team changes refresh it too. */
export const EVENTS_LIST_QUERY_KEY = ['events', 'list'] as const;

/** One event by id or alias (GET /events/{event_id}). */
export function eventQueryKey(eventId: EventKey) {
  return ['events', eventId] as const;
}

/** The teams of an event (GET /events/{event_id}/teams). */
export function eventTeamsQueryKey(eventId: EventKey) {
  return ['events', eventId, 'teams'] as const;
}

/** Every submission of an event (GET /events/{event_id}/submissions). */
export function eventSubmissionsQueryKey(eventId: EventKey) {
  return ['events', eventId, 'submissions'] as const;
}

/** The recurring background jobs with their health (GET /jobs, admins only). */
export const JOBS_QUERY_KEY = ['jobs'] as const;
