import type { Objective } from '@app/shared';
import { useState } from 'react';
import { colorFromCategoryName, gemColor, type GemColor } from '~/lib/game-data/gem-colors';
import { CATEGORY_NAMES, finishedChildrenProgress, type Scoreboard } from '~/lib/scoreboard/scoreboard';
import { useVisibleTeams } from '~/lib/scoreboard/use-scoreboard';
import { ItemTable, ItemTableLegend } from './item-table';
import { ObjectiveTitle } from '~/components/scores/objective-title';
import { RankingCards } from './ranking-cards';
import { TeamScoreTiles } from '~/components/scores/team-score-tiles';
import { WithCategory } from '~/components/scores/with-scoreboard';

const FILTERS: { color: Exclude<GemColor, 'white'>; label: string; className: string }[] = [
  { color: 'red', label: 'Red', className: 'text-strength' },
  { color: 'green', label: 'Green', className: 'text-dexterity' },
  { color: 'blue', label: 'Blue', className: 'text-intelligence' },
];

/** A gem objective's colour: its BASE_TYPE condition or name in our (partial) list, else its category's name. */
export function gemObjectiveColor(gem: Objective, category: Objective): GemColor | undefined {
  const baseType = gem.conditions.find((condition) => condition.field === 'BASE_TYPE')?.value.split(',')[0];
  return (baseType ? gemColor(baseType) : undefined) ?? gemColor(gem.name) ?? colorFromCategoryName(category.name);
}

function GemsView({ board, category }: { board: Scoreboard; category: Objective }) {
  const teams = useVisibleTeams(board);
  const [color, setColor] = useState<GemColor | null>(null);
  const groups = category.children.filter((child) => child.name !== '');
  return (
    <div className="flex flex-col gap-8">
      <TeamScoreTiles board={board} category={category} teams={teams} />
      <div className="flex flex-wrap items-center gap-3">
        <div role="group" aria-label="Filter gems by colour" className="join">
          {FILTERS.map((filter) => (
            <button
              key={filter.color}
              type="button"
              aria-pressed={color === filter.color}
              className={`btn join-item btn-sm ${color === filter.color ? 'btn-active' : ''}`}
              onClick={() => setColor((current) => (current === filter.color ? null : filter.color))}
            >
              <span aria-hidden="true" className={`${filter.className} text-lg leading-none`}>
                ●
              </span>
              {filter.label}
            </button>
          ))}
        </div>
        <p className="text-sm text-base-content/80">
          Colours come from a partial gem list; gems it does not know take the colour named by their category.
        </p>
      </div>
      <ItemTableLegend titled={groups} />
      {groups.map((group) => {
        const gems = color ? group.children.filter((gem) => gemObjectiveColor(gem, group) === color) : group.children;
        return (
          <section key={group.id} aria-label={group.name} className="flex flex-col gap-3">
            <ObjectiveTitle objective={group} as="h2" />
            <RankingCards
              board={board}
              objective={group}
              teams={teams}
              description="Gems"
              progress={finishedChildrenProgress(board, group)}
            />
            <ItemTable board={board} items={gems} teams={teams} caption={`${group.name}`} />
          </section>
        );
      })}
    </div>
  );
}

/** Gems (poe1): team board, a Red/Green/Blue filter, and per gem category a ranking and its gems. */
export function GemsTab() {
  return (
    <WithCategory name={CATEGORY_NAMES.gems}>
      {(board, category) => <GemsView board={board} category={category} />}
    </WithCategory>
  );
}
