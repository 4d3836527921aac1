/** One figure of a character's stats: its name and how it is read from them. */
export type StatCard<TStats> = { label: string; value: (stats: TStats) => string };

/**
 * Stats as a grid of cards, two a row on phones; `columns` gives the wider screens' count as a whole class
 * (e.g. `desktop:grid-cols-4`), so Tailwind finds it in the caller.
 */
export function StatCards<TStats>({
  cards,
  stats,
  columns,
}: {
  cards: readonly StatCard<TStats>[];
  stats: TStats;
  columns: string;
}) {
  return (
    <dl className={`grid grid-cols-2 gap-2 ${columns}`}>
      {cards.map((card) => (
        <div key={card.label} className="rounded-box bg-base-200 p-3">
          <dt className="text-sm text-base-content/80">{card.label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{card.value(stats)}</dd>
        </div>
      ))}
    </dl>
  );
}
