/**
 * An event's life after its end (docs/domain.md §4, decision 037): at its end the scores freeze (evidence timed
 * after it is kept but marked late and counts for nothing); judges may still decide submissions made before the
 * end until the closing time; after that the results are final.
 */

/** The closing time an event gets when its organiser sets none: a week for judges to settle what is pending. */
export const CLOSING_AFTER_END_MS = 7 * 24 * 3_600_000;

export type EventPhase = 'upcoming' | 'running' | 'ended' | 'closed';

/** The closing time in effect: the stored one (never before the end), else a week after the end. Epoch ms. */
export function effectiveClosingTime(endsAt: number, storedClosingTime: number | null): number {
  return storedClosingTime === null ? endsAt + CLOSING_AFTER_END_MS : Math.max(storedClosingTime, endsAt);
}

/** Where an event stands at `now` (epoch ms): before its start, running, ended (judges settling) or closed. */
export function eventPhase(
  event: { event_start_time: string; event_end_time: string; closing_time: string },
  now: number,
): EventPhase {
  if (now < Date.parse(event.event_start_time)) return 'upcoming';
  if (now <= Date.parse(event.event_end_time)) return 'running';
  return now <= Date.parse(event.closing_time) ? 'ended' : 'closed';
}

/** Evidence timed after the event's end arrived late: it is kept and shown, marked, but scores nothing. */
export function isLateEvidence(evidenceTime: number, eventEndTime: number): boolean {
  return evidenceTime > eventEndTime;
}
