import type { Objective } from '@app/shared';
import { useId, useState } from 'react';
import { EmptyState } from '~/components/ui/query-state';
import { ProgressBar } from '~/components/ui/progress-bar';
import { useEventView } from '~/lib/event-view';
import { usePreferences } from '~/lib/preferences';
import { CATEGORY_NAMES, finishedAllChildren, isWinnable, type Scoreboard } from '~/lib/scoreboard/scoreboard';
import { useVisibleTeams } from '~/lib/scoreboard/use-scoreboard';
import { ItemTable, ItemTableLegend } from './item-table';
import { Medal } from '~/components/scores/rank-badge';
import { TeamScoreTiles } from '~/components/scores/team-score-tiles';
import { WithCategory } from '~/components/scores/with-scoreboard';

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="toggle toggle-sm toggle-primary"
        checked={checked}
        onChange={(change) => onChange(change.target.checked)}
      />
      {label}
    </label>
  );
}

function SetCard({
  board,
  set,
  teamId,
  selected,
  onSelect,
}: {
  board: Scoreboard;
  set: Objective;
  teamId: number;
  selected: boolean;
  onSelect: () => void;
}) {
  const score = board.score(set.id, teamId);
  const items = set.children.length;
  const found = score.number;
  const variants = set.children.flatMap((item) => item.children);
  const variantsFound = variants.filter((variant) => board.score(variant.id, teamId).finished).length;
  const complete = finishedAllChildren(board, set, teamId);
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={`flex w-full flex-col gap-1 rounded-box border p-3 text-left ${selected ? 'border-primary bg-base-300' : 'border-base-300 bg-base-200'}`}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-1 font-semibold">
          <Medal rank={score.rank} />
          {set.name}
        </span>
        <span className="text-sm tabular-nums">
          {board.total(set.id, teamId)} / {board.potential(set.id, teamId)} pts
        </span>
      </span>
      <span className={`text-2xl font-bold tabular-nums ${complete ? 'text-success' : ''}`}>
        {found} / {items}
        {complete && <span className="ml-2 text-sm font-normal">complete</span>}
      </span>
      {variants.length > 0 && (
        <span className="text-sm">
          Variants: {variantsFound} / {variants.length}
        </span>
      )}
      <ProgressBar
        value={found}
        max={items}
        label={`${set.name}: ${found} of ${items} items`}
        tone={complete ? 'success' : 'primary'}
      />
    </button>
  );
}

function UniquesView({ board, category }: { board: Scoreboard; category: Objective }) {
  const { ownTeamId } = useEventView();
  const teams = useVisibleTeams(board);
  const [preferences, updatePreferences] = usePreferences();
  const [teamId, setTeamId] = useState<number | null>(ownTeamId ?? teams[0]?.id ?? null);
  const [selectedSetId, setSelectedSetId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const searchId = useId();
  const activeTeam = teamId ?? teams[0]?.id ?? null;
  const { showCompleted, showFirstAvailable } = preferences.uniqueSets;
  const needle = search.trim().toLowerCase();
  const sets = category.children.filter((set) => {
    if (needle && !set.name.toLowerCase().includes(needle)) return false;
    if (!showCompleted && activeTeam !== null && finishedAllChildren(board, set, activeTeam)) return false;
    if (!showFirstAvailable && !isWinnable(board, set)) return false;
    return true;
  });
  // A single set left by the filters is shown straight away.
  const selected =
    category.children.find((set) => set.id === selectedSetId) ?? (sets.length === 1 ? sets[0] : undefined);
  const items = selected ? selected.children : sets.flatMap((set) => set.children);
  const setPreference = (key: 'showCompleted' | 'showFirstAvailable', value: boolean) =>
    updatePreferences((current) => ({ ...current, uniqueSets: { ...current.uniqueSets, [key]: value } }));

  return (
    <div className="flex flex-col gap-6">
      <section aria-label="Teams" className="flex flex-col gap-2">
        <p className="text-sm text-base-content/80">Pick a team to see its progress on the sets.</p>
        <TeamScoreTiles
          board={board}
          category={category}
          teams={teams}
          selectedTeamId={activeTeam}
          onSelect={setTeamId}
        />
      </section>
      <section aria-labelledby="unique-sets" className="flex flex-col gap-3">
        <h2 id="unique-sets" className="text-xl font-semibold">
          Categories
        </h2>
        <div className="flex flex-wrap items-end gap-4">
          <label htmlFor={searchId} className="flex flex-col gap-1 text-sm">
            Category
            <input
              id={searchId}
              type="search"
              className="input input-sm"
              value={search}
              onChange={(change) => setSearch(change.target.value)}
            />
          </label>
          <Toggle
            label="Show finished"
            checked={showCompleted}
            onChange={(value) => setPreference('showCompleted', value)}
          />
          <Toggle
            label="Show unwinnable"
            checked={showFirstAvailable}
            onChange={(value) => setPreference('showFirstAvailable', value)}
          />
        </div>
        {sets.length === 0 ? (
          <EmptyState title="No set matches these filters" />
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
            {activeTeam !== null &&
              sets.map((set) => (
                <li key={set.id}>
                  <SetCard
                    board={board}
                    set={set}
                    teamId={activeTeam}
                    selected={selected?.id === set.id}
                    onSelect={() => setSelectedSetId((current) => (current === set.id ? null : set.id))}
                  />
                </li>
              ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="unique-items" className="flex flex-col gap-3">
        <h2 id="unique-items" className="text-xl font-semibold">
          Items{selected ? `: ${selected.name}` : ''}
        </h2>
        <ItemTableLegend titled={[]} />
        <ItemTable
          board={board}
          items={items}
          teams={teams}
          caption={selected ? `${selected.name} items` : 'All unique items'}
        />
      </section>
    </div>
  );
}

/** The Uniques tab (spec: layout "not shown"; frontend.md §3.6 with accessible cards and tables). */
export function UniquesTab() {
  return (
    <WithCategory name={CATEGORY_NAMES.uniques}>
      {(board, category) => <UniquesView board={board} category={category} />}
    </WithCategory>
  );
}
