import type { Objective, ScoringMethod, ScoringPreset } from '@app/shared';
import { CATEGORY_METHODS } from './objective.tree';
import type { Evidence } from './scoring.types';

/** Builders for tests: a full shared `Objective` / `ScoringPreset` from the few fields a test cares about. */

export function makePreset(scoring_method: ScoringMethod, points: number[], point_cap = 0, id = 1): ScoringPreset {
  return {
    id,
    event_id: 1,
    name: scoring_method,
    description: '',
    points,
    point_cap,
    scoring_method,
    type: CATEGORY_METHODS.has(scoring_method) ? 'CATEGORY' : 'OBJECTIVE',
    cumulative_points: false,
    required_children: null,
    required_children_percent: null,
    required_lines: null,
  };
}

/** `scoring_preset` alone sets one rule; `scoring_presets` sets them all (the first is `scoring_preset`). */
export function makeObjective(id: number, fields: Partial<Objective> = {}): Objective {
  const children = fields.children ?? [];
  const rules = fields.scoring_presets ?? (fields.scoring_preset ? [fields.scoring_preset] : []);
  return {
    id,
    event_id: 1,
    parent_id: null,
    name: `objective ${id}`,
    extra: '',
    objective_type: children.length > 0 ? 'CATEGORY' : 'ITEM',
    aggregation: children.length > 0 ? 'NONE' : 'EARLIEST',
    number_field: children.length > 0 ? 'FINISHED_OBJECTIVES' : 'STACK_SIZE',
    required_number: 1,
    valid_from: null,
    valid_to: null,
    hide_progress: false,
    presentation: null,
    conditions: [],
    ...fields,
    scoring_preset_id: fields.scoring_preset_id ?? rules[0]?.id ?? null,
    scoring_preset: rules[0] ?? null,
    scoring_preset_ids: fields.scoring_preset_ids ?? rules.map((rule) => rule.id),
    scoring_presets: rules,
    children: children.map((child) => ({ ...child, parent_id: id })),
  };
}

/** Minutes after 2026-01-01T00:00:00Z as epoch ms: readable times for tests. */
export const EVENT_START = Date.UTC(2026, 0, 1);
export const minute = (minutes: number) => EVENT_START + minutes * 60_000;

let nextEvidenceId = 1;

/** One evidence row; ids increase in creation order unless given. */
export function makeEvidence(
  fields: Omit<Evidence, 'id' | 'user_id'> & Partial<Pick<Evidence, 'id' | 'user_id'>>,
): Evidence {
  return { id: nextEvidenceId++, user_id: null, ...fields };
}
