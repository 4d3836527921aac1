import type { Aggregation, Objective, ScoringMethod, ScoringPreset } from '@app/shared';

/** Methods that score a category from its direct children, never from the category's own evidence. */
export const CATEGORY_METHODS: ReadonlySet<ScoringMethod> = new Set([
  'RANKED_COMPLETION_TIME',
  'BONUS_PER_COMPLETION',
  'BINGO_3',
  'BINGO_LINES',
  'BINGO_LINES_RANKED',
]);

/**
 * Why rules with these methods cannot score one objective together, or null when they can: a BINGO_3 rule stands
 * alone (it decides which children keep their points), and an objective with evidence of its own (aggregation not
 * NONE) reads either that evidence or its children, so its rules must agree on which.
 */
export function scoringRulesProblem(aggregation: Aggregation, methods: readonly ScoringMethod[]): string | null {
  if (methods.length > 1 && methods.includes('BINGO_3')) return 'a BINGO_3 rule cannot be combined with other rules';
  const readsChildren = methods.map((method) => CATEGORY_METHODS.has(method));
  if (aggregation !== 'NONE' && readsChildren.some((reads) => reads !== readsChildren[0]))
    return `mixes rules that read the objective’s own evidence with rules that read its children (${[...CATEGORY_METHODS].join(', ')})`;
  return null;
}

/** The input was not something the engine can score (duplicate ids, unreadable times). */
export class InvalidScoringInputError extends Error {
  override name = 'InvalidScoringInputError';
}

/**
 * Whether an objective's progress comes from its own evidence. Otherwise it comes from its direct children:
 * aggregation NONE (categories), or a category method, which reads children whatever the aggregation says.
 */
export function usesOwnEvidence(objective: Objective): boolean {
  if (objective.aggregation === 'NONE') return false;
  const method = scoringRules(objective)[0]?.scoring_method;
  return method === undefined || !CATEGORY_METHODS.has(method);
}

/**
 * An objective's scoring rules, in order: `scoring_presets`, or the spec-era single `scoring_preset` when a client
 * (or a golden scenario) gives only that. The objective scores the sum of their points.
 */
export function scoringRules(objective: Objective): readonly ScoringPreset[] {
  if (objective.scoring_presets.length > 0) return objective.scoring_presets;
  return objective.scoring_preset === null ? [] : [objective.scoring_preset];
}

/** Every node of the tree, parents before children (pre-order). */
export function listObjectives(root: Objective): Objective[] {
  const list: Objective[] = [];
  const stack = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    list.push(node);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as Objective);
  }
  return list;
}

/**
 * A copy of the tree with `scoring_presets` (and `scoring_preset`, the first of them) filled from `presets` wherever
 * only their ids are set (GET objectives may list presets separately). Embedded presets are kept as they are. The
 * engine reads `scoringRules`. Throws when an id is not among the presets.
 */
export function attachScoringPresets(root: Objective, presets: readonly ScoringPreset[]): Objective {
  const byId = new Map(presets.map((preset) => [preset.id, preset]));
  const find = (node: Objective, id: number): ScoringPreset => {
    const preset = byId.get(id);
    if (preset === undefined)
      throw new InvalidScoringInputError(`objective ${node.id}: scoring preset ${id} does not exist`);
    return preset;
  };
  const attach = (node: Objective): Objective => {
    const ids =
      node.scoring_preset_ids.length > 0
        ? node.scoring_preset_ids
        : node.scoring_preset_id === null
          ? []
          : [node.scoring_preset_id];
    const rules =
      node.scoring_presets.length > 0
        ? node.scoring_presets
        : node.scoring_preset !== null && ids.length <= 1
          ? [node.scoring_preset]
          : ids.map((id) => find(node, id));
    return {
      ...node,
      scoring_preset: rules[0] ?? null,
      scoring_presets: rules,
      children: node.children.map(attach),
    };
  };
  return attach(root);
}

/** An objective's valid_from / valid_to as epoch ms; a missing bound is open (±Infinity). */
export function objectiveTime(objective: Objective, field: 'valid_from' | 'valid_to'): number {
  const value = objective[field];
  if (value === null) return field === 'valid_from' ? -Infinity : Infinity;
  const time = Date.parse(value);
  if (Number.isNaN(time))
    throw new InvalidScoringInputError(`objective ${objective.id}: ${field} "${value}" is not a timestamp`);
  return time;
}
