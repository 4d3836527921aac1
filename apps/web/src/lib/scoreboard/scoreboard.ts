import {
  DEFAULT_SCORE,
  indexScores,
  listObjectives,
  possibleMaximum,
  resetPersonalObjectives,
  scoringRules,
  subtreeTotals,
  type PointsByObjective,
} from '@app/scoring';
import type { Objective, Score, Team } from '@app/shared';
import { presentationOf } from './presentation';
import { scoreKey, type LatestScores } from './score-cache';

/** Short column labels of the team score table: the long name of personal objectives is abbreviated. */
export const CATEGORY_LABELS: Partial<Record<string, string>> = { 'Personal Objectives': 'P.O.' };

const DEFAULT_FULL_SCORE: Score = { ...DEFAULT_SCORE, user_id: null, timestamp: null };

/**
 * Everything the score pages derive from the objective tree and the latest scores, computed once per data
 * version (docs/reference-tracker.md §2 item 5: the reference recomputed totals per tile and per table cell).
 */
export type Scoreboard = {
  root: Objective;
  teams: readonly Team[];
  teamIds: readonly number[];
  now: number;
  /** A team's score on an objective: the default when absent, Personal Objectives reset applied (docs/domain.md §4). */
  score: (objectiveId: number, teamId: number) => Score;
  /** Points of the objective's subtree (docs/domain.md §4 total). */
  total: (objectiveId: number, teamId: number) => number;
  /** docs/domain.md §4 possible maximum of the subtree. */
  potential: (objectiveId: number, teamId: number) => number;
  /** The event's top-level categories of personal objectives (players' points towards the team's cap). */
  personal: readonly Objective[];
  parentOf: (objectiveId: number) => Objective | undefined;
};

/** The event's top-level categories of personal objectives (players' points towards the team's cap). */
export function personalCategories(root: Objective): Objective[] {
  return root.children.filter((child) => child.objective_type === 'CATEGORY' && presentationOf(child) === 'PERSONAL');
}

export function buildScoreboard(input: {
  root: Objective;
  teams: readonly Team[];
  scores: LatestScores;
  now: number;
}): Scoreboard {
  const { root, teams, scores, now } = input;
  const teamIds = teams.map((team) => team.id);
  const raw = indexScores(scores.values());
  const personal = personalCategories(root);
  // Only the players' points of those categories are hidden early, not whatever else a designer put beside them.
  const playerPoints = personal.map((category) => ({
    ...category,
    children: category.children.filter((child) => child.number_field === 'PLAYER_SCORE'),
  }));
  const lookup = resetPersonalObjectives(playerPoints, raw, now);
  const totals = subtreeTotals(root, teamIds, lookup);
  const potentials = possibleMaximum(root, teamIds, lookup, now);
  const parents = new Map<number, Objective>();
  for (const node of listObjectives(root)) for (const child of node.children) parents.set(child.id, node);
  const read = (map: PointsByObjective, objectiveId: number, teamId: number) => map.get(objectiveId)?.get(teamId) ?? 0;
  return {
    root,
    teams,
    teamIds,
    now,
    score(objectiveId, teamId) {
      const entry = scores.get(scoreKey(objectiveId, teamId));
      const values = lookup(objectiveId, teamId);
      return { ...DEFAULT_FULL_SCORE, ...entry?.score, ...values };
    },
    total: (objectiveId, teamId) => read(totals, objectiveId, teamId),
    potential: (objectiveId, teamId) => read(potentials, objectiveId, teamId),
    personal,
    parentOf: (objectiveId) => parents.get(objectiveId),
  };
}

/** Leaf objectives under a node (the node itself when it has no children). */
export function leavesOf(node: Objective): Objective[] {
  return node.children.length === 0 ? [node] : node.children.flatMap(leavesOf);
}

/** Whether a team finished every child of a category (false without children), as set cards count it. */
export function finishedAllChildren(board: Scoreboard, node: Objective, teamId: number): boolean {
  return node.children.length > 0 && node.children.every((child) => board.score(child.id, teamId).finished);
}

/**
 * docs/reference-tracker.md §2 item 8 isWinnable: a category can still be won first when it has children, is not a
 * BONUS_PER_COMPLETION set (every rule a bonus), and no team has finished it yet.
 */
export function isWinnable(board: Scoreboard, node: Objective): boolean {
  const rules = scoringRules(node);
  const bonusOnly = rules.length > 0 && rules.every((rule) => rule.scoring_method === 'BONUS_PER_COMPLETION');
  if (node.children.length === 0 || bonusOnly) return false;
  return !board.teamIds.some((teamId) => board.score(node.id, teamId).finished);
}

/** The places on an objective that more than one team holds (equal results share a place). */
export function sharedRanks(board: Scoreboard, objectiveId: number): ReadonlySet<number> {
  const seen = new Set<number>();
  const shared = new Set<number>();
  for (const teamId of board.teamIds) {
    const rank = board.score(objectiveId, teamId).rank;
    if (rank > 0 && seen.has(rank)) shared.add(rank);
    seen.add(rank);
  }
  return shared;
}

/** Ranked methods show a place per team (a team's place is the first any of the objective's rules gives). */
export function isRanked(node: Objective): boolean {
  return scoringRules(node).some(
    ({ scoring_method: method }) =>
      method === 'RANKED_TIME' ||
      method === 'RANKED_VALUE' ||
      method === 'RANKED_REVERSE' ||
      method === 'RANKED_COMPLETION_TIME' ||
      method === 'BINGO_3' ||
      method === 'BINGO_LINES_RANKED',
  );
}

/** "Items: finished children / children" of a category, per team (ranking cards of heist, gems, fossils). */
export function finishedChildrenProgress(board: Scoreboard, category: Objective) {
  return (teamId: number) => ({
    actual: category.children.filter((child) => board.score(child.id, teamId).finished).length,
    maximum: category.children.length,
  });
}
