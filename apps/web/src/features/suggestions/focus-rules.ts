import { listObjectives } from '@app/scoring';
import type { Objective, Team } from '@app/shared';
import { leavesOf, type Scoreboard } from '~/lib/scoreboard/scoreboard';

/** Whether an objective is open now: released (valid_from passed) and not closed (valid_to not reached). */
function isOpen(node: Objective, now: number): boolean {
  return (
    !(node.valid_from && Date.parse(node.valid_from) > now) && !(node.valid_to && Date.parse(node.valid_to) <= now)
  );
}

/**
 * What a team can still chase (frontend.md §3.4, the same lists For You and the team suggestions show): sets scored
 * by completion time that the team has not finished, closest to done first, and open races nobody in the team has
 * finished yet.
 */
export function focusCandidates(
  board: Scoreboard,
  teamId: number,
): { categories: Objective[]; objectives: Objective[] } {
  const all = listObjectives(board.root);
  const unfinished = (node: Objective) => !board.score(node.id, teamId).finished;
  const categories = all
    .filter((node) => node.scoring_preset?.scoring_method === 'RANKED_COMPLETION_TIME' && node.children.length > 0)
    .filter(unfinished)
    .map((node) => ({ node, share: node.children.filter(unfinished).length / node.children.length }))
    .sort((a, b) => a.share - b.share)
    .map((entry) => entry.node);
  const objectives = all.filter(
    (node) =>
      node.scoring_preset?.scoring_method === 'RANKED_TIME' &&
      node.name !== '' &&
      node.children.length === 0 &&
      unfinished(node) &&
      isOpen(node, board.now),
  );
  return { categories, objectives };
}

/** Everything For You lists as still to do: the candidate sets, then the races. */
export function remainingObjectives(board: Scoreboard, teamId: number): Objective[] {
  const { categories, objectives } = focusCandidates(board, teamId);
  return [...categories, ...objectives];
}

/** What a team is missing: for a set, its unfinished items (by name); for a single objective, the count still needed. */
export function missingOf(board: Scoreboard, node: Objective, teamId: number): { count: number; names: string[] } {
  if (node.children.length > 0) {
    const names = leavesOf(node)
      .filter((leaf) => !board.score(leaf.id, teamId).finished)
      .map((leaf) => leaf.name);
    return { count: names.length, names };
  }
  return { count: Math.max(0, node.required_number - board.score(node.id, teamId).number), names: [] };
}

/**
 * The closest rival on an objective: the other team missing the fewest (but something). None when every other
 * team is done, which makes the viewer's team the last one to finish.
 */
export function closestOpponent(
  board: Scoreboard,
  node: Objective,
  ownTeamId: number,
): { team: Team; missing: number; names: string[] } | null {
  let best: { team: Team; missing: number; names: string[] } | null = null;
  for (const team of board.teams) {
    if (team.id === ownTeamId) continue;
    const { count, names } = missingOf(board, node, team.id);
    if (count > 0 && (best === null || count < best.missing)) best = { team, missing: count, names };
  }
  return best;
}

/** Spec §2 'Available Points': what the team can still gain on the objective (possible maximum minus current). */
export function availablePoints(board: Scoreboard, node: Objective, teamId: number): number {
  return Math.max(0, board.potential(node.id, teamId) - board.total(node.id, teamId));
}
