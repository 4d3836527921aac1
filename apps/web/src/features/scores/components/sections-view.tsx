import { scoringRules } from '@app/scoring';
import type { Objective, Team } from '@app/shared';
import { useState, type ReactNode } from 'react';
import { TeamResults } from '~/components/scores/team-results';
import { colorFromCategoryName, gemColor, type GemColor } from '~/lib/game-data/gem-colors';
import type { ProgressView } from '~/lib/scoreboard/objective-state';
import { presentationOf } from '~/lib/scoreboard/presentation';
import { leavesOf, type Scoreboard } from '~/lib/scoreboard/scoreboard';
import { ItemFilterProvider, ItemTableLegend } from './item-table';
import { howCounted } from './objective-card';
import { ObjectiveSection } from './objective-section';
import { RankingCards } from './ranking-cards';
import type { CategoryViewProps } from './category-view-props';

type ColorFilter = Exclude<GemColor, 'white'>;

const FILTERS: { color: ColorFilter; label: string; className: string }[] = [
  { color: 'red', label: 'Red', className: 'text-strength' },
  { color: 'green', label: 'Green', className: 'text-dexterity' },
  { color: 'blue', label: 'Blue', className: 'text-intelligence' },
];

/** A gem objective's colour: its BASE_TYPE condition or name in our (partial) list, else its group's name. */
export function gemObjectiveColor(gem: Objective, group: Objective | undefined): GemColor | undefined {
  const baseType = gem.conditions.find((condition) => condition.field === 'BASE_TYPE')?.value.split(',')[0];
  return (
    (baseType ? gemColor(baseType) : undefined) ??
    gemColor(gem.name) ??
    (group ? colorFromCategoryName(group.name) : undefined)
  );
}

/**
 * Items summed over a category's parts when each part is needed several times ("Fossils 14 / 40"); otherwise the
 * finished parts, as the category's own number counts them.
 */
function partsProgress(board: Scoreboard, part: Objective): ((teamId: number) => ProgressView) | undefined {
  const counted = part.children.length > 0 && part.children.every((child) => child.objective_type !== 'CATEGORY');
  if (!counted || !part.children.some((child) => child.required_number > 1)) return undefined;
  const goal = part.children.reduce((sum, child) => sum + Math.max(child.required_number, 1), 0);
  return (teamId) => ({
    kind: 'count',
    done: part.children.reduce(
      (sum, child) =>
        sum + Math.min(Math.max(board.score(child.id, teamId).number, 0), Math.max(child.required_number, 1)),
      0,
    ),
    goal,
  });
}

function Part({
  board,
  part,
  teams,
  renderBody,
}: {
  board: Scoreboard;
  part: Objective;
  teams: readonly Team[];
  renderBody: (category: Objective) => ReactNode;
}) {
  const isGroup = part.objective_type === 'CATEGORY';
  return (
    <ObjectiveSection objective={part} className="flex flex-col gap-3">
      {part.name !== '' && <p className="text-xs text-base-content/80">{howCounted(part)}</p>}
      {part.name !== '' &&
        (isGroup ? (
          <>
            {scoringRules(part).length > 0 && (
              <RankingCards board={board} objective={part} teams={teams} progress={partsProgress(board, part)} />
            )}
            {renderBody(part)}
          </>
        ) : part.objective_type === 'SUBMISSION' ? (
          <TeamResults board={board} objective={part} teams={teams} />
        ) : (
          <RankingCards board={board} objective={part} teams={teams} />
        ))}
    </ObjectiveSection>
  );
}

/**
 * One section per part of the category, each drawn by its shape: a single objective as team cards (place, points,
 * progress), a group as its team cards and then its own presentation (an item table, collection cards, …). When
 * the items span several gem colours, Red/Green/Blue buttons filter every item table of the page.
 */
export function SectionsView({
  board,
  category,
  teams,
  renderBody,
}: CategoryViewProps & { renderBody: (category: Objective) => ReactNode }) {
  const [color, setColor] = useState<ColorFilter | null>(null);
  const leaves = category.children.flatMap(leavesOf);
  const colorOf = (leaf: Objective) => gemObjectiveColor(leaf, board.parentOf(leaf.id));
  const colors = new Set(leaves.map(colorOf).filter((value) => value !== undefined && value !== 'white'));
  const keep = (item: Objective) => color === null || colorOf(item) === color;
  return (
    <div className="flex flex-col gap-8">
      {colors.size >= 2 && (
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
            Colours come from a partial gem list; gems it does not know take the colour named by their group.
          </p>
        </div>
      )}
      {category.children.some((part) => part.objective_type === 'CATEGORY' && presentationOf(part) === 'ITEM_SETS') && (
        <ItemTableLegend titled={category.children} />
      )}
      <ItemFilterProvider value={keep}>
        {category.children.map((part) => (
          <Part key={part.id} board={board} part={part} teams={teams} renderBody={renderBody} />
        ))}
      </ItemFilterProvider>
    </div>
  );
}
