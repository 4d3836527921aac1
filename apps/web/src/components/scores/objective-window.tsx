import type { Objective } from '@app/shared';
import { formatDateTime, formatDuration } from '~/lib/format';
import { objectiveWindow } from '~/lib/scoreboard/objective-state';
import { useNow } from '~/lib/use-now';

/** Countdowns tick once a minute: they are shown to the minute. */
const WINDOW_CLOCK_MS = 30_000;

/**
 * When an objective can be done: "Opens in 2h 5m", "Open · closes in 40m", "Closed" (with the exact times), or
 * nothing for an objective without a window. The phase is written in words, never colour alone.
 */
export function ObjectiveWindow({ objective }: { objective: Objective }) {
  const now = useNow(WINDOW_CLOCK_MS);
  const { phase, opensAt, closesAt } = objectiveWindow(objective, now);
  if (phase === 'always') return null;
  const from = formatDateTime(objective.valid_from);
  const until = formatDateTime(objective.valid_to);
  let badge: string;
  let detail: string;
  let tone: string;
  if (phase === 'upcoming') {
    badge = 'Not open yet';
    detail = `opens in ${formatDuration((opensAt ?? now) - now)} (${from})${until ? `, closes ${until}` : ''}`;
    tone = 'badge-info';
  } else if (phase === 'closed') {
    badge = 'Closed';
    detail = from ? `was open ${from} – ${until}` : `closed ${until}`;
    tone = 'badge-neutral';
  } else {
    badge = 'Open';
    detail = closesAt === null ? `since ${from}` : `closes in ${formatDuration(closesAt - now)} (${until})`;
    tone = 'badge-success';
  }
  return (
    <p className="flex flex-none flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className={`badge badge-sm ${tone}`}>{badge}</span>
      <span className="text-base-content/80">{detail}</span>
    </p>
  );
}
