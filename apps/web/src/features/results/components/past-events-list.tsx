import { eventPhase, type Event } from '@app/shared';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '~/components/ui/query-state';
import { formatDateTime } from '~/lib/format';

const GAME_NAMES = { poe1: 'Path of Exile 1', poe2: 'Path of Exile 2' } as const;

/** The events that have ended, the most recent end first (never sorts the list it is given in place). */
export function pastEvents(events: readonly Event[], now: number): Event[] {
  return events
    .filter((event) => {
      const phase = eventPhase(event, now);
      return phase === 'ended' || phase === 'closed';
    })
    .sort((a, b) => Date.parse(b.event_end_time) - Date.parse(a.event_end_time) || b.id - a.id);
}

/** docs/domain.md §2 Past events: each ended event with its dates and a stable link to its results. */
export function PastEventsList({ events, now }: { events: readonly Event[]; now: number }) {
  const past = pastEvents(events, now);
  if (past.length === 0) {
    return <EmptyState title="No event has ended yet">Results appear here once an event is over.</EmptyState>;
  }
  return (
    <ul aria-label="Past events" className="flex flex-col gap-3">
      {past.map((event) => (
        <li key={event.id} className="card border border-base-300 bg-base-200">
          <div className="card-body gap-2 p-4">
            <h2 className="text-lg font-semibold break-words">{event.name}</h2>
            <p className="text-sm text-base-content/80">
              {GAME_NAMES[event.game_version]} · {formatDateTime(event.event_start_time)} to{' '}
              {formatDateTime(event.event_end_time)}
              {eventPhase(event, now) === 'ended' && ' · judges are settling the last submissions'}
            </p>
            <div className="flex flex-wrap gap-2">
              <Link
                to="/events/$eventId/results"
                params={{ eventId: event.id }}
                className="btn btn-primary btn-sm"
                aria-label={`Results of ${event.name}`}
              >
                Results
              </Link>
              {event.is_current && (
                <>
                  <Link to="/scores/ladder" className="btn btn-sm">
                    Scores
                  </Link>
                  <Link to="/rules" className="btn btn-sm">
                    Rules
                  </Link>
                </>
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
