import type { Objective } from '@app/shared';
import { useId, useState } from 'react';
import { Medal } from '~/components/scores/rank-badge';
import { TeamScoreTiles } from '~/components/scores/team-score-tiles';
import { EmptyState } from '~/components/ui/query-state';
import { ProgressBar } from '~/components/ui/progress-bar';
import { NamedOptions } from '~/components/ui/select-options';
import { SmallSearch, SmallSelect } from '~/components/ui/small-field';
import { useEventView } from '~/lib/event-view';
import { usePreferences } from '~/lib/preferences';
import { isMasked, progressView } from '~/lib/scoreboard/objective-state';
import { finishedAllChildren, isWinnable, type Scoreboard } from '~/lib/scoreboard/scoreboard';
import { ItemTable, ItemTableLegend } from './item-table';
import type { CategoryViewProps } from './category-view-props';
import { PageSection } from '~/components/layout/page';

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
  const progress = progressView(set, score);
  // Complete once the set's requirement is met (it may need fewer than all of its items), or every item is found.
  const complete = score.finished || finishedAllChildren(board, set, teamId);
  const potential = board.potential(set.id, teamId);
  if (isMasked(set)) {
    return (
      <div data-objective-id={set.id} className="rounded-box border border-dashed border-base-300 bg-base-200 p-3">
        <p className="font-semibold">A set to be revealed</p>
        <p className="text-sm text-base-content/80">What is in it shows when it opens.</p>
      </div>
    );
  }
  return (
    <button
      type="button"
      data-objective-id={set.id}
      aria-pressed={selected}
      onClick={onSelect}
      className={`flex w-full flex-col gap-1 rounded-box border p-3 text-left ${selected ? 'border-primary bg-base-300' : 'border-base-300 bg-base-200'}`}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="flex min-w-0 items-center gap-1 font-semibold break-words">
          <Medal rank={score.rank} />
          {set.name}
        </span>
        <span className="text-sm whitespace-nowrap tabular-nums">
          {board.total(set.id, teamId)}
          {potential > 0 && ` / ${potential}`} pts
        </span>
      </span>
      {progress.kind === 'count' ? (
        <>
          <span className={`text-2xl font-bold tabular-nums ${complete ? 'text-success' : ''}`}>
            {progress.done} / {progress.goal}
            {complete && <span className="ml-2 text-sm font-normal">complete</span>}
          </span>
          <ProgressBar
            value={progress.done}
            max={progress.goal}
            label={`${set.name}: ${progress.done} of ${progress.goal} found`}
            tone={complete ? 'success' : 'primary'}
          />
        </>
      ) : (
        <span className="text-sm text-base-content/80">Nothing in this set yet.</span>
      )}
    </button>
  );
}

/**
 * Sets of items: a card per set (sub-category) with the picked team's progress, filters, and a table of every item
 * with who found it — the items of the picked set, or of all sets and the category's own items. A flat list of
 * items is just the table.
 */
export function ItemSetsView({
  board,
  category,
  teams,
  top,
}: CategoryViewProps & {
  /** The tab's own category: its team tiles pick the team the set cards show. */
  top: boolean;
}) {
  const { ownTeamId } = useEventView();
  const [preferences, updatePreferences] = usePreferences();
  const [teamId, setTeamId] = useState<number | null>(ownTeamId ?? teams[0]?.id ?? null);
  const [selectedSetId, setSelectedSetId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const headingId = useId();
  const activeTeam = teamId ?? teams[0]?.id ?? null;
  const { showCompleted, showFirstAvailable } = preferences.uniqueSets;
  const allSets = category.children.filter((child) => child.objective_type === 'CATEGORY');
  const loose = category.children.filter((child) => child.objective_type !== 'CATEGORY');
  const needle = search.trim().toLowerCase();
  const sets = allSets.filter((set) => {
    if (needle && !set.name.toLowerCase().includes(needle)) return false;
    if (!showCompleted && activeTeam !== null && finishedAllChildren(board, set, activeTeam)) return false;
    if (!showFirstAvailable && !isWinnable(board, set)) return false;
    return true;
  });
  // A single set left by the filters is shown straight away (unless items outside any set would then be hidden).
  const selected =
    allSets.find((set) => set.id === selectedSetId) ?? (sets.length === 1 && loose.length === 0 ? sets[0] : undefined);
  const items = selected ? selected.children : [...sets.flatMap((set) => set.children), ...loose];
  const setPreference = (key: 'showCompleted' | 'showFirstAvailable', value: boolean) =>
    updatePreferences((current) => ({ ...current, uniqueSets: { ...current.uniqueSets, [key]: value } }));

  return (
    <div className="flex flex-col gap-6">
      {top && (
        <section aria-label="Teams" className="flex flex-col gap-2">
          {allSets.length > 0 && (
            <p className="text-sm text-base-content/80">Pick a team to see its progress on the sets.</p>
          )}
          <TeamScoreTiles
            board={board}
            category={category}
            teams={teams}
            {...(allSets.length > 0 ? { selectedTeamId: activeTeam, onSelect: setTeamId } : {})}
          />
        </section>
      )}
      {allSets.length > 0 && (
        <PageSection id={headingId} title="Sets">
          <div className="flex flex-wrap items-end gap-4">
            {/* A nested category's own team picker: the tiles of the tab are out of sight. */}
            {!top && (
              <SmallSelect label="Sets of team" fit value={activeTeam ?? ''} onChange={(id) => setTeamId(Number(id))}>
                <NamedOptions items={teams} />
              </SmallSelect>
            )}
            {allSets.length > 3 && <SmallSearch label="Set" value={search} onChange={setSearch} />}
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
        </PageSection>
      )}
      <section aria-label={`${category.name}: items`} className="flex flex-col gap-3">
        {allSets.length > 0 && <h2 className="text-xl font-semibold">Items{selected ? `: ${selected.name}` : ''}</h2>}
        <ItemTableLegend titled={[]} />
        <ItemTable
          board={board}
          items={items}
          teams={teams}
          caption={selected ? `${selected.name} items` : `${category.name} items`}
        />
      </section>
    </div>
  );
}
