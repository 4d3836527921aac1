/**
 * What happens to an event at its end (decision 037): its scores freeze — evidence and stash snapshots timed
 * after the end are kept but count for nothing — while judges may still decide submissions made before the end
 * until the closing time. The score updater and the submissions service ask here.
 */
import { and, asc, eq, gt, lte, or, sql } from 'drizzle-orm';
import { CLOSING_AFTER_END_MS } from '@app/shared';
import type { Queryable } from '../../db/database';
import { events, stashSnapshots } from '../../db/schema';
import { resultsClosed } from '../../lib/errors';
import { closingTimeOf, type EventRow } from '../events/events.service';

/** Events the worker keeps scored: every event until its closing time (judges' late decisions still count). */
export async function listEventsToScore(db: Queryable, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(
      or(
        gt(events.closingTime, now),
        and(
          sql`${events.closingTime} is null`,
          gt(events.eventEndTime, new Date(now.getTime() - CLOSING_AFTER_END_MS)),
        ),
      ),
    )
    .orderBy(asc(events.id));
  return rows.map((row) => row.id);
}

/** The event's end (epoch ms), after which evidence scores nothing; undefined when the event is gone. */
export async function findScoringEnd(db: Queryable, eventId: number): Promise<number | undefined> {
  const [row] = await db.select({ end: events.eventEndTime }).from(events).where(eq(events.id, eventId));
  return row?.end.getTime();
}

/**
 * The last stash snapshot observed by the event's end. Snapshot ids follow observation order (writers take an
 * event-wide lock), so the held items a frozen score reads are those of snapshots up to this id.
 */
export async function lastSnapshotIdBy(db: Queryable, eventId: number, end: number): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${stashSnapshots.id}), 0)::float8` })
    .from(stashSnapshots)
    .where(and(eq(stashSnapshots.eventId, eventId), lte(stashSnapshots.observedAt, new Date(end))));
  return Number(row?.id ?? 0);
}

const dateText = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';

/**
 * A judge's decision is taken until the event's closing time (409 `results_closed` after it); a submission
 * made after the end is late: it is kept, and may be rejected, but approving it would change frozen scores.
 */
export function requireDecisionAllowed(
  event: EventRow,
  submission: { createdAt: Date },
  decision: 'APPROVED' | 'REJECTED' | 'PENDING',
  now: Date,
): void {
  requireResultsOpen(event, now);
  if (decision === 'APPROVED' && submission.createdAt > event.eventEndTime) {
    throw resultsClosed('This submission was made after the event ended: it is kept, but it cannot be approved');
  }
}

/** Judges' decisions and placements change results only until the event's closing time (409 after it). */
export function requireResultsOpen(event: EventRow, now: Date): void {
  const closesAt = closingTimeOf(event);
  if (now > closesAt) {
    throw resultsClosed(`The results of this event are final since ${dateText(closesAt)}: reviews are closed`);
  }
}
