import { eventPhase, type Event } from '@app/shared';
import { Link } from '@tanstack/react-router';
import { useNow } from '~/lib/use-now';

/** On the score pages of an event that is over: its scores are frozen, and the results page says who won. */
export function EventEndedNotice({ event }: { event: Event }) {
  const now = useNow(60_000);
  const phase = eventPhase(event, now);
  if (phase !== 'ended' && phase !== 'closed') return null;
  return (
    <p role="status" className="alert alert-info flex flex-wrap">
      <span>This event has ended — its scores are frozen.</span>
      <Link to="/events/$eventId/results" params={{ eventId: event.id }} className="link font-semibold">
        See the results
      </Link>
    </p>
  );
}
