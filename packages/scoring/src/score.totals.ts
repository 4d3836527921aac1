import type { Objective, Score, ScoringPreset } from '@app/shared';
import { objectiveTime, scoringRules, usesOwnEvidence } from './objective.tree';
import {
  BINGO_LINE_LENGTH,
  boardLines,
  boardSide,
  completionBonus,
  isBoardMethod,
  NO_POINT_CAP,
  pointsAt,
  pointsFromValue,
  requiredChildren,
  requiredLines,
} from './scoring.methods';

/**
 * Client-side calculations of docs/domain.md §4 (scores seen by the browser), used by the web app on the rows of
 * GET /scores/latest and the objective tree (presets embedded as `scoring_preset`).
 */

/** The fields of a score these calculations read. */
export type ScoreValues = Pick<Score, 'points' | 'rank' | 'number' | 'finished'>;

/** A team's score on an objective; undefined means the default (0 points, rank 0, number 0, unfinished). */
export type ScoreLookup = (objectiveId: number, teamId: number) => ScoreValues | undefined;

/** objective id → team id → points. */
export type PointsByObjective = Map<number, Map<number, number>>;

export const DEFAULT_SCORE: ScoreValues = { points: 0, rank: 0, number: 0, finished: false };

/** A lookup over score entries as GET /scores/latest returns them. */
export function indexScores(
  entries: Iterable<{ objective_id: number; team_id: number; score: ScoreValues }>,
): ScoreLookup {
  const byKey = new Map<string, ScoreValues>();
  for (const entry of entries) byKey.set(`${entry.objective_id}:${entry.team_id}`, entry.score);
  return (objectiveId, teamId) => byKey.get(`${objectiveId}:${teamId}`);
}

/** docs/domain.md §4: an objective's total per team is the sum of points over its subtree (itself included). */
export function subtreeTotals(root: Objective, teamIds: readonly number[], scoreOf: ScoreLookup): PointsByObjective {
  const totals: PointsByObjective = new Map();
  const visit = (node: Objective): Map<number, number> => {
    const childTotals = node.children.map(visit);
    const own = new Map(
      teamIds.map((teamId) => [
        teamId,
        (scoreOf(node.id, teamId) ?? DEFAULT_SCORE).points +
          childTotals.reduce((sum, child) => sum + (child.get(teamId) ?? 0), 0),
      ]),
    );
    totals.set(node.id, own);
    return own;
  };
  visit(root);
  return totals;
}

/**
 * Personal objectives are hidden early: in each given category (the event's personal objective categories), until
 * the earliest valid_to among its children has passed (now < that time), every child with MAXIMUM aggregation
 * shows 0 points and number 0 for every team. Nothing is sorted or changed in place: this returns a new lookup.
 * No category, or none with a child that has a valid_to → the lookup is returned as it is.
 */
export function resetPersonalObjectives(
  categories: readonly Objective[],
  scoreOf: ScoreLookup,
  now: number,
): ScoreLookup {
  const hidden = new Set<number>();
  for (const category of categories) {
    const checkpoints = category.children.flatMap((child) =>
      child.valid_to === null ? [] : [objectiveTime(child, 'valid_to')],
    );
    if (checkpoints.length === 0 || now >= Math.min(...checkpoints)) continue;
    for (const child of category.children) if (child.aggregation === 'MAXIMUM') hidden.add(child.id);
  }
  if (hidden.size === 0) return scoreOf;
  return (objectiveId, teamId) => {
    const score = scoreOf(objectiveId, teamId);
    return score !== undefined && hidden.has(objectiveId) ? { ...score, points: 0, number: 0 } : score;
  };
}

/**
 * docs/domain.md §4 "possible maximum": per objective and team, the points of the subtree the team can still hold at best.
 * Follows docs/reference-tracker.md §2 item 8 with these fixes, each because the reference promised points that cannot be won:
 * - Nothing is promised on an objective the team can no longer finish: its own window closed (now > valid_to)
 *   unfinished, or a category whose children can no longer all be finished (BINGO_3: three). It keeps its points.
 * - POINTS_FROM_VALUE without a cap has no bound: its current points (the reference promised 0); on a category it
 *   is the value of every child that can still be finished.
 * - BONUS_PER_COMPLETION counts direct children (the engine's rule), not leaves, and only those still winnable.
 * - Bingo boards count lines whose cells the team has finished or still can: BINGO_LINES the bonus of those lines,
 *   BINGO_LINES_RANKED the next free place while the board's required lines are still reachable.
 * - BINGO_3 (the reference promised 0): the next free place P(k) for a team without a bingo that can still get
 *   one; its children count only as the first three a team finishes (the finished ones, then the best of the
 *   rest), as the engine scores them.
 * - Ranked methods: a finished team keeps its points; one that can still finish gets the next free place P(k),
 *   k = the number of finished teams (standard competition ranking gives the next finisher rank k + 1).
 * A potential is never below the points already held.
 */
export function possibleMaximum(
  root: Objective,
  teamIds: readonly number[],
  scoreOf: ScoreLookup,
  now: number,
): PointsByObjective {
  const score = (node: Objective, teamId: number) => scoreOf(node.id, teamId) ?? DEFAULT_SCORE;

  /** What a category's rule counts toward its requirement: a board's lines, else finished direct children. */
  const requirement = (node: Objective, rule: ScoringPreset | undefined): number =>
    rule !== undefined && isBoardMethod(rule.scoring_method)
      ? requiredLines(rule, node.children.length)
      : requiredChildren(rule, node.children.length);
  /** How many of what `requirement` counts a team has completed or still can: lines of reachable cells, or children. */
  const winnable = (node: Objective, rule: ScoringPreset | undefined, team: number): number => {
    const open = node.children.map((child) => reachable(child)[team] === true);
    if (rule === undefined || !isBoardMethod(rule.scoring_method)) return open.filter(Boolean).length;
    return boardLines(boardSide(open.length)).filter((line) => line.every((cell) => open[cell] === true)).length;
  };

  const reachableMemo = new Map<Objective, boolean[]>();
  /** Per team: whether the team has finished the objective (its first rule) or still can. */
  const reachable = (node: Objective): boolean[] => {
    const cached = reachableMemo.get(node);
    if (cached !== undefined) return cached;
    const open = !(now > objectiveTime(node, 'valid_to'));
    const first = scoringRules(node)[0];
    const result = teamIds.map((teamId, team) => {
      if (score(node, teamId).finished) return true;
      if (usesOwnEvidence(node)) return open;
      return winnable(node, first, team) >= requirement(node, first);
    });
    reachableMemo.set(node, result);
    return result;
  };

  /**
   * Per team: the objective's own potential, before a BINGO_3 parent limits it: the sum over its rules, never below
   * the points held. A rule a team has already met (a category's rules each have their own requirement) gives what
   * it can be known to hold: P(0), the value's points, the bonus; a met ranked rule is covered by the points held.
   */
  const ownPotential = (node: Objective): number[] => {
    const rules = scoringRules(node);
    const own = usesOwnEvidence(node);
    const canFinish = reachable(node);
    const finishedTeams = teamIds.filter((teamId) => score(node, teamId).finished).length;
    const winnableChildren = (team: number) => winnable(node, undefined, team);
    return teamIds.map((teamId, team) => {
      const held = score(node, teamId);
      let potential = 0;
      rules.forEach((preset, index) => {
        const required = requirement(node, preset);
        const met = own || index === 0 ? held.finished : held.number >= required;
        const open = !met && (own || index === 0 ? canFinish[team] === true : winnable(node, preset, team) >= required);
        switch (preset.scoring_method) {
          case 'PRESENCE':
            potential += open || (met && rules.length > 1) ? pointsAt(preset.points, 0) : 0;
            break;
          case 'POINTS_FROM_VALUE':
            if (!own) potential += pointsFromValue(preset, winnableChildren(team));
            else if (!(now > objectiveTime(node, 'valid_to')) && preset.point_cap > NO_POINT_CAP)
              potential += preset.point_cap;
            else if (rules.length > 1) potential += pointsFromValue(preset, held.number);
            break;
          case 'BONUS_PER_COMPLETION':
            potential += completionBonus(preset.points, winnableChildren(team));
            break;
          case 'BINGO_LINES':
            potential += completionBonus(preset.points, winnable(node, preset, team));
            break;
          case 'RANKED_TIME':
          case 'RANKED_VALUE':
          case 'RANKED_REVERSE':
          case 'RANKED_COMPLETION_TIME':
          case 'BINGO_3':
          case 'BINGO_LINES_RANKED':
            potential += open ? pointsAt(preset.points, finishedTeams) : 0;
            break;
        }
      });
      return Math.max(held.points, potential);
    });
  };

  const potentials: PointsByObjective = new Map();
  /** Per team: the subtree's potential, the node's own part as `own` says. */
  const visit = (node: Objective, own: readonly number[]): number[] => {
    const childOwn = node.children.map(ownPotential);
    if (scoringRules(node)[0]?.scoring_method === 'BINGO_3') limitToBingoLine(node, childOwn);
    const childTotals = node.children.map((child, index) => visit(child, childOwn[index] as number[]));
    const totals = teamIds.map(
      (_, team) => (own[team] ?? 0) + childTotals.reduce((sum, child) => sum + (child[team] ?? 0), 0),
    );
    potentials.set(node.id, new Map(teamIds.map((teamId, team) => [teamId, totals[team] ?? 0])));
    return totals;
  };

  /** Only the first BINGO_LINE_LENGTH children a team finishes keep points: the finished ones, then the best others. */
  const limitToBingoLine = (node: Objective, childOwn: number[][]) => {
    teamIds.forEach((teamId, team) => {
      const slots = BINGO_LINE_LENGTH - node.children.filter((child) => score(child, teamId).finished).length;
      const unfinished = node.children.flatMap((child, index) => (score(child, teamId).finished ? [] : [index]));
      const best = unfinished
        .filter((index) => reachable(node.children[index] as Objective)[team] === true)
        .sort((a, b) => (childOwn[b]?.[team] ?? 0) - (childOwn[a]?.[team] ?? 0) || a - b)
        .slice(0, Math.max(0, slots));
      for (const index of unfinished) {
        if (!best.includes(index))
          (childOwn[index] as number[])[team] = score(node.children[index] as Objective, teamId).points;
      }
    });
  };

  visit(root, ownPotential(root));
  return potentials;
}
