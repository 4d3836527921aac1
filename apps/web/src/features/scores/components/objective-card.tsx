import type { Objective, Team } from '@app/shared';
import { ObjectiveTitle } from '~/components/scores/objective-title';
import { TeamResults } from '~/components/scores/team-results';
import { isMasked } from '~/lib/scoreboard/objective-state';
import type { Scoreboard } from '~/lib/scoreboard/scoreboard';

/** How an objective is counted, in a few words a player can act on. */
export function howCounted(objective: Objective): string {
  switch (objective.objective_type) {
    case 'ITEM':
      return 'Counted from your public stash tabs';
    case 'PLAYER':
      return 'Counted from each player’s characters';
    case 'TEAM':
      return 'Counted over the whole team’s characters';
    case 'SUBMISSION':
      return 'Submitted with proof and checked by a judge';
    case 'CATEGORY':
      return 'Counted from the objectives in it';
  }
}

/** "Collect 8 Rain of Chaos" for an item objective needed several times; the name otherwise. */
export function collectionTitle(objective: Objective): string {
  return objective.objective_type === 'ITEM' && objective.required_number > 1
    ? `Collect ${objective.required_number} ${objective.name}`
    : objective.name;
}

/**
 * A card for one objective: its title (note, Submit control, window), how it is counted, and every team's result.
 * An unreleased objective shows only when it opens.
 */
export function ObjectiveCard({
  board,
  objective,
  teams,
  title = objective.name,
}: {
  board: Scoreboard;
  objective: Objective;
  teams: readonly Team[];
  title?: string;
}) {
  const masked = isMasked(objective);
  return (
    <li data-objective-id={objective.id} className="card min-w-0 bg-base-200">
      <div className="card-body gap-2 p-4">
        <ObjectiveTitle objective={objective} title={masked ? '' : title} />
        {masked ? (
          <p className="flex-none text-sm text-base-content/80">What it is will be revealed when it opens.</p>
        ) : (
          <>
            <p className="flex-none text-xs text-base-content/80">{howCounted(objective)}</p>
            <TeamResults board={board} objective={objective} teams={teams} />
          </>
        )}
      </div>
    </li>
  );
}
