import type { CharacterStats } from '@app/shared';
import { useState } from 'react';
import { LineChart } from '~/components/ui/line-chart';
import { formatCompact, formatNumber, INFINITE_EHP } from '~/lib/format';
import { fractionalLevel } from '~/lib/game-data/experience';

type Metric = { key: string; label: string; read: (stats: CharacterStats) => number | null };

/**
 * The metrics of the character chart (docs/reference-tracker.md §1.4), Level first: the recorded level plus the way through
 * it, so the line and its legend agree with the level the page shows.
 */
const LEVEL: Metric = {
  key: 'level',
  label: 'Level',
  read: (stats) => fractionalLevel(stats.level, stats.experience),
};

export const METRICS: readonly Metric[] = [
  LEVEL,
  { key: 'dps', label: 'DPS', read: (stats) => stats.dps },
  // An unkillable build (inf) would flatten every other point; those moments are left out of the line.
  { key: 'ehp', label: 'EHP', read: (stats) => (stats.ehp >= INFINITE_EHP ? null : stats.ehp) },
  { key: 'hp', label: 'HP', read: (stats) => stats.hp },
  { key: 'mana', label: 'Mana', read: (stats) => stats.mana },
  { key: 'es', label: 'ES', read: (stats) => stats.es },
  { key: 'armour', label: 'Armour', read: (stats) => stats.armour },
  { key: 'evasion', label: 'Evasion', read: (stats) => stats.evasion },
  { key: 'ele-max-hit', label: 'Ele max hit', read: (stats) => stats.ele_max_hit },
  { key: 'phys-max-hit', label: 'Phys max hit', read: (stats) => stats.phys_max_hit },
  { key: 'movement-speed', label: 'Movement speed', read: (stats) => stats.movement_speed },
];

const time = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/** The character's stats over time as an SVG chart with a button per metric; shown on phones too. */
export function CharacterStatsChart({ history, color }: { history: readonly CharacterStats[]; color: string }) {
  const [metricKey, setMetricKey] = useState(LEVEL.key);
  const metric = METRICS.find((candidate) => candidate.key === metricKey) ?? LEVEL;
  const points = history.flatMap((stats) => {
    const value = metric.read(stats);
    return value === null ? [] : [{ x: Date.parse(stats.timestamp), y: value }];
  });
  const first = points[0];
  const last = points[points.length - 1];
  const format = metric.key === 'level' ? (value: number) => value.toFixed(1) : (value: number) => formatCompact(value);
  const summary =
    first && last
      ? `${metric.label} went from ${metric.key === 'level' ? first.y.toFixed(1) : formatNumber(first.y)} to ${metric.key === 'level' ? last.y.toFixed(1) : formatNumber(last.y)} over ${points.length} records.`
      : `No ${metric.label} records yet.`;
  return (
    <section aria-labelledby="stats-history" className="flex flex-col gap-3">
      <h2 id="stats-history" className="text-xl font-semibold">
        Stats history
      </h2>
      <div role="group" aria-label="Chart metric" className="flex flex-wrap gap-1">
        {METRICS.map((candidate) => (
          <button
            key={candidate.key}
            type="button"
            aria-pressed={candidate.key === metric.key}
            className={`btn btn-xs ${candidate.key === metric.key ? 'btn-primary' : 'btn-ghost'}`}
            onClick={() => setMetricKey(candidate.key)}
          >
            {candidate.label}
          </button>
        ))}
      </div>
      {points.length === 0 ? (
        <p>No {metric.label} records yet.</p>
      ) : (
        <LineChart
          title={`${metric.label} over time`}
          summary={summary}
          series={[{ id: metric.key, label: metric.label, color, points }]}
          formatX={(x) => time.format(x)}
          formatY={format}
        />
      )}
    </section>
  );
}
