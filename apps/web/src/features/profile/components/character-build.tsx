import type { PobBuildStats, PobExport } from '@app/shared';
import { useId, useState } from 'react';
import { QueryRegion } from '~/components/ui/query-state';
import { TableHead } from '~/components/ui/table-head';
import { formatDateTime, formatEhp, formatNumber } from '~/lib/format';
import { useCharacterBuilds } from '../api/get-character-builds';
import { StatCards, type StatCard } from './stat-cards';

const ELEMENTS = ['fire', 'cold', 'lightning', 'chaos'] as const;
const ELEMENT_NAMES = { fire: 'Fire', cold: 'Cold', lightning: 'Lightning', chaos: 'Chaos' } as const;

const STAT_CARDS: StatCard<PobBuildStats>[] = [
  { label: 'DPS', value: (stats) => formatNumber(stats.dps) },
  { label: 'EHP', value: (stats) => formatEhp(stats.ehp) },
  { label: 'Life', value: (stats) => formatNumber(stats.life) },
  { label: 'Energy shield', value: (stats) => formatNumber(stats.energy_shield) },
  { label: 'Mana', value: (stats) => formatNumber(stats.mana) },
  { label: 'Armour', value: (stats) => formatNumber(stats.armour) },
  { label: 'Evasion', value: (stats) => formatNumber(stats.evasion) },
  { label: 'Movement speed', value: (stats) => `${formatNumber(stats.movement_speed)}%` },
];
/** Path of Exile 2's spirit: only its builds have it. */
const SPIRIT_CARD: StatCard<PobBuildStats> = { label: 'Spirit', value: (stats) => formatNumber(stats.spirit ?? 0) };

/**
 * The character's builds as Path of Building calculated them (endpoint getCharacterPobs): pick a snapshot (newest
 * first), read its defences per element, and copy its code to open it in Path of Building.
 */
export function CharacterBuild({ userId, characterId }: { userId: number; characterId: string }) {
  const builds = useCharacterBuilds(userId, characterId);
  return (
    <QueryRegion
      query={builds}
      loadingLabel="Loading builds..."
      errorTitle="The character's builds could not be loaded."
    >
      {(list) => <Builds builds={list} />}
    </QueryRegion>
  );
}

function Builds({ builds }: { builds: PobExport[] }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [copied, setCopied] = useState('');
  const pickerId = useId();
  const newestFirst = [...builds].reverse();
  const build: PobExport | undefined =
    newestFirst.find((candidate) => candidate.timestamp === chosen) ?? newestFirst[0];
  return (
    <section aria-labelledby="character-build" className="flex flex-col gap-3">
      <h2 id="character-build" className="text-xl font-semibold">
        Build
      </h2>
      {!build ? (
        <p>No build has been calculated for this character yet.</p>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <label className="flex flex-col gap-1" htmlFor={pickerId}>
              <span className="text-sm">Snapshot</span>
              <select
                id={pickerId}
                className="select select-sm max-w-full"
                value={build.timestamp}
                onChange={(change) => {
                  setCopied('');
                  setChosen(change.target.value);
                }}
              >
                {newestFirst.map((candidate) => (
                  <option key={candidate.timestamp} value={candidate.timestamp}>
                    {formatDateTime(candidate.timestamp)} · level {candidate.level}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="btn btn-sm"
              onClick={() =>
                void navigator.clipboard.writeText(build.export_string).then(
                  () => setCopied('Build code copied: import it in Path of Building.'),
                  () => setCopied('Copying was refused by the browser.'),
                )
              }
            >
              Copy build code
            </button>
          </div>
          <p className="font-medium">
            Level {build.level} {build.main_skill || 'no main skill'} {build.ascendancy}
          </p>
          <p role="status" className="min-h-6 text-sm">
            {copied}
          </p>
          {build.stats ? (
            <BuildStats stats={build.stats} />
          ) : (
            <p>This build's stats cannot be read; its code can still be copied.</p>
          )}
        </>
      )}
    </section>
  );
}

function BuildStats({ stats }: { stats: PobBuildStats }) {
  return (
    <div className="flex flex-col gap-3">
      <StatCards
        cards={stats.spirit === null ? STAT_CARDS : [...STAT_CARDS, SPIRIT_CARD]}
        stats={stats}
        columns="desktop:grid-cols-4"
      />
      <div className="overflow-x-auto" role="region" aria-label="Defences per element" tabIndex={0}>
        <table className="table table-sm">
          <caption className="sr-only">Resistances and the largest hit survived, per damage type</caption>
          <TableHead columns={['Damage', 'Resistance', 'Max hit']} />
          <tbody>
            <tr>
              <th scope="row">Physical</th>
              <td>–</td>
              <td className="tabular-nums">{formatNumber(stats.max_hit.physical)}</td>
            </tr>
            {ELEMENTS.map((element) => (
              <tr key={element}>
                <th scope="row">{ELEMENT_NAMES[element]}</th>
                <td className="tabular-nums">{formatNumber(stats.resistances[element])}%</td>
                <td className="tabular-nums">{formatNumber(stats.max_hit[element])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
