import type { Objective } from '@app/shared';
import { ObjectiveWindow } from '~/components/scores/objective-window';
import { TeamScoreTiles } from '~/components/scores/team-score-tiles';
import { presentationOf } from '~/lib/scoreboard/presentation';
import type { Scoreboard } from '~/lib/scoreboard/scoreboard';
import { useVisibleTeams } from '~/lib/scoreboard/use-scoreboard';
import { BingoGridView } from './bingo-grid-view';
import { DailiesView } from './dailies-view';
import { countsDelveDepth, DepthLadder } from './depth-ladder';
import { ItemSetsView } from './item-sets-view';
import { ObjectiveCardsView } from './objective-cards-view';
import { ObjectiveSection } from './objective-section';
import { ObjectiveTableView } from './objective-table-view';
import { PersonalObjectiveProgress } from './personal-objective-progress';
import { SectionsView } from './sections-view';
import type { CategoryViewProps } from './category-view-props';

type BodyProps = CategoryViewProps & { top: boolean };

/** A category inside another one: its title, then its own presentation. */
function NestedCategory({ board, category, teams }: Omit<BodyProps, 'top'>) {
  return (
    <ObjectiveSection
      objective={category}
      className="flex flex-col gap-3 rounded-box border border-base-300 p-3 desktop:p-4"
    >
      {category.name !== '' && <CategoryBody board={board} category={category} teams={teams} top={false} />}
    </ObjectiveSection>
  );
}

/**
 * A category drawn by its presentation (the designer's choice, else inferred from its objectives). Every view
 * draws the category's own objectives; a sub-category it does not draw itself follows as a nested section drawn by
 * its own presentation, so every objective of any tree is on the page.
 */
export function CategoryBody({ board, category, teams, top }: BodyProps) {
  const renderCategory = (child: Objective) => (
    <NestedCategory key={child.id} board={board} category={child} teams={teams} />
  );
  const renderBody = (child: Objective) => <CategoryBody board={board} category={child} teams={teams} top={false} />;
  switch (presentationOf(category)) {
    case 'ITEM_SETS':
      return <ItemSetsView board={board} category={category} teams={teams} top={top} />;
    case 'RACE_BOARD':
    case 'BOUNTY_CARDS':
    case 'COLLECTION_CARDS':
      return <ObjectiveCardsView board={board} category={category} teams={teams} renderCategory={renderCategory} />;
    case 'DAILIES':
      return <DailiesView board={board} category={category} teams={teams} renderCategory={renderCategory} />;
    case 'SECTIONS':
      return <SectionsView board={board} category={category} teams={teams} renderBody={renderBody} />;
    case 'TABLE':
      return <ObjectiveTableView board={board} category={category} teams={teams} />;
    case 'GRID':
      return (
        <BingoGridView board={board} category={category} teams={teams} top={top} renderCategory={renderCategory} />
      );
    case 'PERSONAL': {
      // Players' points and checkpoints as progress; anything else the category holds as cards.
      const counted = category.children.filter((child) => child.number_field === 'PLAYER_SCORE');
      const others = category.children.filter((child) => child.number_field !== 'PLAYER_SCORE');
      return (
        <div className="flex flex-col gap-6">
          {counted.length > 0 && (
            <PersonalObjectiveProgress board={board} category={{ ...category, children: counted }} teams={teams} />
          )}
          {others.length > 0 && (
            <ObjectiveCardsView
              board={board}
              category={{ ...category, children: others }}
              teams={teams}
              renderCategory={renderCategory}
            />
          )}
        </div>
      );
    }
  }
}

/**
 * The page of one top-level category: the teams' points in it (views that pick a team draw their own tiles), its
 * note and window, its presentation, and the depth ladder when it counts delve depth.
 */
export function CategoryView({ board, category }: { board: Scoreboard; category: Objective }) {
  const teams = useVisibleTeams(board);
  const presentation = presentationOf(category);
  const ownTiles = presentation === 'ITEM_SETS' || presentation === 'GRID';
  return (
    <div data-objective-id={category.id} className="flex flex-col gap-6">
      {!ownTiles && <TeamScoreTiles board={board} category={category} teams={teams} />}
      {category.extra && <p className="whitespace-pre-wrap">{category.extra}</p>}
      <ObjectiveWindow objective={category} />
      <CategoryBody board={board} category={category} teams={teams} top />
      {countsDelveDepth(category) && <DepthLadder />}
    </div>
  );
}
