import type { Event, EventStatus } from '@app/shared';
import { Countdown } from '~/components/ui/countdown';
import { useNow } from '~/lib/use-now';
import { applicationsOpen, GAME_NAMES, nextMilestone } from '../event-schedule';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function When({ label, iso }: { label: string; iso: string }) {
  const ms = Date.parse(iso);
  return (
    <div className="flex flex-wrap justify-between gap-x-4">
      <dt className="text-base-content/80">{label}</dt>
      <dd>{Number.isFinite(ms) ? <time dateTime={iso}>{dateFormat.format(ms)}</time> : 'To be announced'}</dd>
    </div>
  );
}

type EventOverviewProps = {
  event: Event;
  /** Absent while loading or when it failed; the rest of the card still shows. */
  status: EventStatus | undefined;
  /** Fixed time for tests; by default the card follows the clock. */
  nowMs?: number;
};

/** The current event at a glance: name, game, schedule with a countdown, and how many have signed up. */
export function EventOverview({ event, status, nowMs: fixedNow }: EventOverviewProps) {
  const clock = useNow();
  const nowMs = fixedNow ?? clock;
  const milestone = nextMilestone(event, nowMs);
  return (
    <section aria-labelledby="event-name" className="card bg-base-200">
      <div className="card-body gap-4">
        <div>
          <p className="text-sm uppercase tracking-wide text-base-content/80">{GAME_NAMES[event.game_version]}</p>
          <h1 id="event-name" className="card-title text-3xl">
            {event.name}
          </h1>
        </div>
        <div className="grid gap-6 desktop:grid-cols-2">
          <dl className="flex flex-col gap-2">
            <When label="Applications open" iso={event.application_start_time} />
            <When label="Applications close" iso={event.application_end_time} />
            <When label="Event starts" iso={event.event_start_time} />
            <When label="Event ends" iso={event.event_end_time} />
            {status && (
              <div className="flex flex-wrap justify-between gap-x-4">
                <dt className="text-base-content/80">Signups</dt>
                <dd>
                  {status.number_of_signups} / {event.max_size}
                </dd>
              </div>
            )}
          </dl>
          <div className="flex flex-col gap-2">
            {milestone ? (
              <>
                <h2 className="font-semibold">{milestone.label}</h2>
                <Countdown targetMs={milestone.at} nowMs={nowMs} label={milestone.label} />
              </>
            ) : (
              <p className="font-semibold">This event has ended. Thanks to everyone who played!</p>
            )}
            {applicationsOpen(event, nowMs) && <p className="badge badge-success">Applications are open</p>}
          </div>
        </div>
      </div>
    </section>
  );
}
