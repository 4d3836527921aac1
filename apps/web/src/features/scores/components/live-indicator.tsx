import { formatTime } from '~/lib/format';
import type { SocketStatus } from '~/lib/scoreboard/score-socket';

const LABELS: Record<SocketStatus, string> = {
  connecting: 'Connecting',
  live: 'Live',
  reconnecting: 'Reconnecting',
  closed: 'Offline',
};

const DOTS: Record<SocketStatus, string> = {
  connecting: 'bg-warning',
  live: 'bg-success',
  reconnecting: 'bg-warning',
  closed: 'bg-base-content/40',
};

/**
 * Whether live scores are flowing and when scores last changed (docs/reference-tracker.md §2 item 6). Only the connection state
 * is a live region (it changes rarely); the time is read on demand, so screen readers are not interrupted.
 */
export function LiveIndicator({ status, lastUpdate }: { status: SocketStatus; lastUpdate: number | null }) {
  return (
    <div className="flex items-center gap-2 text-sm">
      <span
        aria-hidden="true"
        className={`inline-block size-2.5 rounded-full ${DOTS[status]} ${status === 'live' ? 'animate-pulse' : ''}`}
      />
      <span role="status">
        {LABELS[status]}
        <span className="sr-only"> score updates</span>
      </span>
      {lastUpdate !== null && (
        <span className="text-base-content/80">
          · updated <time dateTime={new Date(lastUpdate).toISOString()}>{formatTime(lastUpdate)}</time>
        </span>
      )}
    </div>
  );
}
