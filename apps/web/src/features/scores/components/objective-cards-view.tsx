import { Link } from '@tanstack/react-router';
import { useObjectiveActions } from '~/components/scores/objective-actions';
import { collectionTitle, ObjectiveCard } from './objective-card';
import type { NestingViewProps } from './category-view-props';

/**
 * A card per objective of the category (race boards, bounties, collections): each team's points, place, progress
 * and submission state. Sub-categories follow the cards, each drawn in its own way.
 */
export function ObjectiveCardsView({ board, category, teams, renderCategory }: NestingViewProps) {
  const { legend } = useObjectiveActions();
  const objectives = category.children.filter((child) => child.objective_type !== 'CATEGORY');
  const groups = category.children.filter((child) => child.objective_type === 'CATEGORY');
  const submissions = objectives.some((objective) => objective.objective_type === 'SUBMISSION');
  return (
    <div className="flex flex-col gap-6">
      {objectives.length > 0 && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            {legend(objectives)}
            {submissions && (
              <Link to="/submissions" className="link">
                See all submissions
              </Link>
            )}
          </div>
          <ul className="grid gap-4 lg:grid-cols-2 xl:grid-cols-3" aria-label={`${category.name}: objectives`}>
            {objectives.map((objective) => (
              <ObjectiveCard
                key={objective.id}
                board={board}
                objective={objective}
                teams={teams}
                title={collectionTitle(objective)}
              />
            ))}
          </ul>
        </>
      )}
      {groups.map((group) => renderCategory(group))}
    </div>
  );
}
