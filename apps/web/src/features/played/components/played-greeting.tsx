import type { Event } from '@app/shared';
import { LAST_DAY_MS, type PlayedPhase } from '../played-phase';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function At({ ms, iso }: { ms: number; iso: string }) {
  return <time dateTime={iso}>{dateFormat.format(ms)}</time>;
}

/** The /played page's opening line, by where the event stands: nobody is asked "how was it" six days early. */
export function PlayedGreeting({ event, phase }: { event: Event; phase: PlayedPhase }) {
  const endsAt = Date.parse(event.event_end_time);
  switch (phase) {
    case 'not-started':
      return (
        <p className="text-lg">
          The event has not started yet. Come back in its last day or after it ends to tell us how long you played.
        </p>
      );
    case 'running': {
      const lastDay = endsAt - LAST_DAY_MS;
      return (
        <p className="text-lg">
          The event is still running until <At ms={endsAt} iso={event.event_end_time} />. Come back from{' '}
          <At ms={lastDay} iso={new Date(lastDay).toISOString()} /> (its last day) to tell us your /played.
        </p>
      );
    }
    case 'last-day':
      return (
        <p className="text-lg">
          The event ends on <At ms={endsAt} iso={event.event_end_time} />. Tell us your /played now, or after the end:
          you can change it later.
        </p>
      );
    case 'ended':
      return <p className="text-lg">The event is over. Hope you had fun!</p>;
  }
}

/** Whether the page asks for the /played: only in the event's last day or after it. */
export function asksForPlayed(phase: PlayedPhase): boolean {
  return phase === 'last-day' || phase === 'ended';
}
