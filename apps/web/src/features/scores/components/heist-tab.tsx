import type { Objective } from '@app/shared';
import { CATEGORY_NAMES, finishedChildrenProgress, isRanked, type Scoreboard } from '~/lib/scoreboard/scoreboard';
import { useVisibleTeams } from '~/lib/scoreboard/use-scoreboard';
import { ItemTable, ItemTableLegend } from './item-table';
import { ObjectiveTitle } from '~/components/scores/objective-title';
import { RankingCards } from './ranking-cards';
import { TeamScoreTiles } from '~/components/scores/team-score-tiles';
import { WithCategory } from '~/components/scores/with-scoreboard';

function HeistView({ board, category }: { board: Scoreboard; category: Objective }) {
  const teams = useVisibleTeams(board);
  const parts = category.children.filter((child) => child.name !== '');
  return (
    <div className="flex flex-col gap-8">
      <TeamScoreTiles board={board} category={category} teams={teams} />
      <ItemTableLegend titled={parts} />
      {parts.map((part) => (
        <section key={part.id} aria-label={part.name} className="flex flex-col gap-3">
          <ObjectiveTitle objective={part} as="h2" />
          {isRanked(part) &&
            (part.children.length > 0 ? (
              <RankingCards
                board={board}
                objective={part}
                teams={teams}
                description="Items"
                progress={finishedChildrenProgress(board, part)}
              />
            ) : (
              <RankingCards board={board} objective={part} teams={teams} description="Items" />
            ))}
          {part.children.length > 0 && (
            <ItemTable board={board} items={part.children} teams={teams} caption={`${part.name} items`} />
          )}
          {!isRanked(part) && part.children.length === 0 && <p className="text-base-content/80">No items to show.</p>}
        </section>
      ))}
    </div>
  );
}

/** Heist (poe1; frontend.md §3.9): ranked parts as team cards, item categories as tables. */
export function HeistTab() {
  return (
    <WithCategory name={CATEGORY_NAMES.heist}>
      {(board, category) => <HeistView board={board} category={category} />}
    </WithCategory>
  );
}
