import type { Objective, ScoringMethod, ScoringPreset } from '@app/shared';

/** Methods that score a category from its direct children, never from the category's own evidence. */
export const CATEGORY_METHODS: ReadonlySet<ScoringMethod> = new Set([
  'RANKED_COMPLETION_TIME',
  'BONUS_PER_COMPLETION',
  'BINGO_3',
]);

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
  const method = objective.scoring_preset?.scoring_method;
  return method === undefined || !CATEGORY_METHODS.has(method);
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
 * A copy of the tree with `scoring_preset` filled from `presets` wherever only `scoring_preset_id` is set
 * (GET objectives may list presets separately). An embedded preset is kept as it is. The engine reads only
 * `scoring_preset`. Throws when an id is not among the presets.
 */
export function attachScoringPresets(root: Objective, presets: readonly ScoringPreset[]): Objective {
  const byId = new Map(presets.map((preset) => [preset.id, preset]));
  const attach = (node: Objective): Objective => {
    let preset = node.scoring_preset;
    if (preset === null && node.scoring_preset_id !== null) {
      preset = byId.get(node.scoring_preset_id) ?? null;
      if (preset === null) {
        throw new InvalidScoringInputError(
          `objective ${node.id}: scoring preset ${node.scoring_preset_id} does not exist`,
        );
      }
    }
    return { ...node, scoring_preset: preset, children: node.children.map(attach) };
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
