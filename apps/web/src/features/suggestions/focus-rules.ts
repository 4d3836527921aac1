import { scoringRules } from '@app/scoring';
import type { Objective, Team } from '@app/shared';
import { tabCategories } from '~/lib/scoreboard/category-tabs';
import { leavesOf, type Scoreboard } from '~/lib/scoreboard/scoreboard';

/** A thing a team can still score: an objective, or a set (a category of single objectives) counted as one. */
export type ChaseUnit = { node: Objective; available: number };

/** What a team can still score in one tab's category, in the designer's order. */
export type ChaseGroup = { category: Objective; units: ChaseUnit[] };

const isCategory = (node: Objective) => node.objective_type === 'CATEGORY';

/**
 * Everything a team can still score, by top-level category: each released objective or set whose possible points
 * (the most the team can still hold, given places taken and windows closed) exceed what it holds. A category with
 * a preset of its own, or of single objectives only, counts as one set; other categories are walked into.
 */
export function stillToScore(board: Scoreboard, teamId: number): ChaseGroup[] {
  const available = (node: Objective) => Math.max(0, board.potential(node.id, teamId) - board.total(node.id, teamId));
  const unitsOf = (node: Objective): ChaseUnit[] => {
    if (node.name === '') return [];
    // A group of groups is walked into; a category scored on its own (a set race, a bonus) is chased as a whole.
    if (isCategory(node) && scoringRules(node).length === 0 && node.children.some(isCategory))
      return node.children.flatMap(unitsOf);
    const points = available(node);
    return points > 0 ? [{ node, available: points }] : [];
  };
  const personal = new Set(board.personal.map((category) => category.id));
  // Players earn their personal points with their characters; For You shows those on their own.
  const chased = (category: Objective) =>
    personal.has(category.id)
      ? category.children.filter((child) => child.number_field !== 'PLAYER_SCORE')
      : category.children;
  return tabCategories(board.root)
    .map((category) => ({ category, units: chased(category).flatMap(unitsOf) }))
    .filter((group) => group.units.length > 0);
}

/**
 * What a team lead can mark as the team's focus: the sets a team can still score, closest to done first, and the
 * single objectives it can still score.
 */
export function focusCandidates(
  board: Scoreboard,
  teamId: number,
): { categories: Objective[]; objectives: Objective[] } {
  const units = stillToScore(board, teamId).flatMap((group) => group.units.map((unit) => unit.node));
  const unfinished = (node: Objective) => !board.score(node.id, teamId).finished;
  const categories = units
    .filter(isCategory)
    .map((node) => ({ node, share: node.children.filter(unfinished).length / Math.max(node.children.length, 1) }))
    .sort((a, b) => a.share - b.share)
    .map((entry) => entry.node);
  return { categories, objectives: units.filter((node) => !isCategory(node)) };
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

/** docs/domain.md §2 'Available Points': what the team can still gain on the objective (possible maximum minus current). */
export function availablePoints(board: Scoreboard, node: Objective, teamId: number): number {
  return Math.max(0, board.potential(node.id, teamId) - board.total(node.id, teamId));
}
