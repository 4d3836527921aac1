import type { Event, EventStatus } from '@app/shared';

/** Where the event stands, for asking players their /played: the question only makes sense near the end. */
export type PlayedPhase = 'not-started' | 'running' | 'last-day' | 'ended';

/** From this long before the end, players are asked for their /played (the event's last day). */
export const LAST_DAY_MS = 24 * 60 * 60 * 1000;

export function playedPhase(event: Pick<Event, 'event_start_time' | 'event_end_time'>, nowMs: number): PlayedPhase {
  const endsAt = Date.parse(event.event_end_time);
  if (nowMs >= endsAt) return 'ended';
  if (nowMs >= endsAt - LAST_DAY_MS) return 'last-day';
  return nowMs >= Date.parse(event.event_start_time) ? 'running' : 'not-started';
}

/**
 * Whether the user menu and the own profile link to /played: for players who signed up, once the event is in its
 * last day or over. Before that the page would only say "come back later".
 */
export function linksToPlayed(phase: PlayedPhase, status: Pick<EventStatus, 'application_status'> | undefined) {
  return (phase === 'last-day' || phase === 'ended') && status !== undefined && status.application_status !== 'none';
}
