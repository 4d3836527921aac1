import type { ReactNode } from 'react';

export type LegendEntry = { key: string; symbol: ReactNode; meaning: string };

/**
 * What a tab's small icons mean, written on the page: each icon is also a button or text named by its meaning,
 * but a tooltip alone leaves phone and first-time visitors guessing (issue 14).
 */
export function IconLegend({ entries }: { entries: readonly LegendEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <ul aria-label="What the icons mean" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-base-content/80">
      {entries.map(({ key, symbol, meaning }) => (
        <li key={key} className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-flex items-center">
            {symbol}
          </span>
          {meaning}
        </li>
      ))}
    </ul>
  );
}

/** The red "*" beside an objective's name (ObjectiveTitle and the cards of collections and dailies). */
export const NOTE_LEGEND: LegendEntry = {
  key: 'note',
  symbol: <span className="px-1 font-bold text-error-text">*</span>,
  meaning: 'A note from the organisers: select the * to read it',
};

/** The note entry when any of these objectives carries a note, else nothing. */
export function noteLegend(objectives: readonly { extra: string }[]): LegendEntry[] {
  return objectives.some((objective) => objective.extra) ? [NOTE_LEGEND] : [];
}
