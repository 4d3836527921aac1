import { useIsMobile } from '~/lib/use-is-mobile';

/** docs/domain.md §2: the days part of a countdown is capped at 99 for display. */
export const COUNTDOWN_MAX_DAYS = 99;

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/** Splits the time left until `targetMs` into parts; never negative, days capped at 99. */
export function countdownParts(targetMs: number, nowMs: number): CountdownParts {
  const total = Math.max(0, Math.floor((targetMs - nowMs) / 1000));
  return {
    days: Math.min(Math.floor(total / 86_400), COUNTDOWN_MAX_DAYS),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Time left until a moment. It is a `timer` (not a live region), so screen readers read it when visited
 * instead of being interrupted every second.
 */
export function Countdown({ targetMs, nowMs, label }: { targetMs: number; nowMs: number; label: string }) {
  const parts = countdownParts(targetMs, nowMs);
  // Short unit names on phones keep the four boxes on one row.
  const compact = useIsMobile();
  const units: [number, string, string][] = [
    [parts.days, 'day', 'd'],
    [parts.hours, 'hour', 'h'],
    [parts.minutes, 'minute', 'min'],
    [parts.seconds, 'second', 's'],
  ];
  const shown = parts.days > 0 ? units : units.slice(1);
  const spoken = shown.map(([value, word]) => plural(value, word)).join(', ');
  return (
    <div role="timer" aria-label={`${label}: ${spoken}`} className="flex flex-wrap gap-2 desktop:gap-3">
      {shown.map(([value, word, short]) => (
        <div
          key={word}
          className="flex min-w-14 flex-col items-center rounded-box bg-base-300 px-2 py-2 desktop:min-w-16 desktop:px-3"
          aria-hidden="true"
        >
          <span className="font-mono text-2xl tabular-nums desktop:text-3xl">{String(value).padStart(2, '0')}</span>
          <span className="text-xs uppercase tracking-wide text-base-content/80">
            {compact ? short : value === 1 ? word : `${word}s`}
          </span>
        </div>
      ))}
    </div>
  );
}
