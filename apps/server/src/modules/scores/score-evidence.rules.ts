/**
 * What each scoring rule of one objective gave each team, worked out again from the stored rows the way the engine
 * scores them (`packages/scoring`, scoring.engine.ts `evaluateNode`): the rows of the objective itself when it reads
 * its own evidence, else its direct children's. Pure: the caller loads the rows.
 */
import {
  boardProgress,
  categoryProgress,
  isBoardMethod,
  requiredChildren,
  requiredLines,
  scoreBingo,
  scoreProgress,
  scoringRules,
  usesOwnEvidence,
  type Progress,
} from '@app/scoring';
import type { Objective, ScoringPreset } from '@app/shared';

/** The stored result of one objective × team (times in epoch ms), or undefined for the default. */
export type StoredResult = { number: number; finished: boolean; timestamp: number | null; user_id: number | null };
export type ResultOf = (objectiveId: number, teamId: number) => StoredResult | undefined;

export type RuleShare = { preset: ScoringPreset; points: number[]; ranks: number[] };

const NO_PROGRESS: Progress = { number: 0, finished: false, timestamp: null, user_id: null };

/** A team's finished direct children in the order they finished (the engine's `compareChildFinish`). */
function finishedChildren(node: Objective, teamId: number, resultOf: ResultOf) {
  const finishes: { objective_id: number; timestamp: number }[] = [];
  for (const child of node.children) {
    const row = resultOf(child.id, teamId);
    if (row?.finished) finishes.push({ objective_id: child.id, timestamp: row.timestamp ?? Infinity });
  }
  return finishes.sort((a, b) => a.timestamp - b.timestamp || a.objective_id - b.objective_id);
}

/** Per rule of the objective: the points and place it gave each team (in `teamIds` order). */
export function ruleShares(node: Objective, teamIds: readonly number[], resultOf: ResultOf): RuleShare[] {
  const own = usesOwnEvidence(node);
  const progressFor = (rule: ScoringPreset): Progress[] =>
    teamIds.map((teamId) => {
      if (own) return resultOf(node.id, teamId) ?? NO_PROGRESS;
      if (isBoardMethod(rule.scoring_method)) {
        const cells = node.children.map((child) => {
          const row = resultOf(child.id, teamId);
          return row?.finished ? row.timestamp : undefined;
        });
        return boardProgress(cells, requiredLines(rule, node.children.length));
      }
      const times = finishedChildren(node, teamId, resultOf).map((finish) =>
        Number.isFinite(finish.timestamp) ? finish.timestamp : null,
      );
      return categoryProgress(times, requiredChildren(rule, node.children.length));
    });
  return scoringRules(node).map((preset) => {
    const outcomes =
      preset.scoring_method === 'BINGO_3'
        ? scoreBingo(
            preset,
            teamIds.map((teamId) => finishedChildren(node, teamId, resultOf)),
          ).outcomes
        : scoreProgress(preset, progressFor(preset));
    return {
      preset,
      points: outcomes.map((outcome) => outcome.points),
      ranks: outcomes.map((outcome) => outcome.rank),
    };
  });
}

/**
 * The direct children whose finish completed the category for its first rule: the first N a team finished (N from
 * the rule's completion requirement; BINGO_3 keeps its first three). Empty while the category is unfinished.
 */
export function completingChildren(node: Objective, teamId: number, resultOf: ResultOf): Set<number> {
  if (!resultOf(node.id, teamId)?.finished) return new Set();
  const finishes = finishedChildren(node, teamId, resultOf);
  const rule = scoringRules(node)[0];
  if (rule !== undefined && isBoardMethod(rule.scoring_method)) {
    return new Set(finishes.map((finish) => finish.objective_id));
  }
  const needed = requiredChildren(rule, node.children.length);
  return new Set(finishes.slice(0, needed).map((finish) => finish.objective_id));
}
