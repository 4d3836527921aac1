import type {
  Aggregation,
  CategoryPresentation,
  ItemField,
  NumberField,
  Objective,
  ObjectiveType,
  Operator,
  UpsertObjectiveBody,
} from '@app/shared';
import { isoToLocalInput, localInputToIso, type OffsetAt } from '~/lib/local-datetime';
import { ruleIdsOf } from './objective-tree';

/** One condition row as edited; `key` identifies the row on screen, `id` the stored condition (none when new). */
export type ConditionDraft = { key: string; id?: number; field: ItemField; operator: Operator | ''; value: string };

/** The objective form's state: text as typed, so half-typed values survive until the designer saves. */
export type ObjectiveDraft = {
  name: string;
  extra: string;
  objective_type: ObjectiveType;
  number_field: NumberField;
  aggregation: Aggregation;
  required_number: string;
  /**
   * The scoring rules in order, preset ids as text: always at least the first, '' for none (worth no points); a rule
   * added but not chosen yet is '' too.
   */
  scoring_preset_ids: string[];
  valid_from: string;
  valid_to: string;
  hide_progress: boolean;
  /** Categories: how the score pages draw it; '' = chosen from its objectives. */
  presentation: CategoryPresentation | '';
  parent_id: string;
  conditions: ConditionDraft[];
};

export type DraftKind = 'objective' | 'category';

/** A new node under `parentId`: an ITEM objective counting stack sizes, or a category counting finished children. */
export function newDraft(parentId: number, kind: DraftKind): ObjectiveDraft {
  const category = kind === 'category';
  return {
    name: '',
    extra: '',
    objective_type: category ? 'CATEGORY' : 'ITEM',
    number_field: category ? 'FINISHED_OBJECTIVES' : 'STACK_SIZE',
    aggregation: category ? 'NONE' : 'EARLIEST',
    required_number: '1',
    scoring_preset_ids: [''],
    valid_from: '',
    valid_to: '',
    hide_progress: false,
    presentation: '',
    parent_id: String(parentId),
    conditions: [],
  };
}

export function draftOf(node: Objective, offsetAt?: OffsetAt): ObjectiveDraft {
  const ruleIds = ruleIdsOf(node);
  return {
    name: node.name,
    extra: node.extra,
    objective_type: node.objective_type,
    number_field: node.number_field,
    aggregation: node.aggregation,
    required_number: String(node.required_number),
    scoring_preset_ids: ruleIds.length > 0 ? ruleIds.map(String) : [''],
    valid_from: isoToLocalInput(node.valid_from, offsetAt),
    valid_to: isoToLocalInput(node.valid_to, offsetAt),
    hide_progress: node.hide_progress,
    presentation: node.presentation ?? '',
    parent_id: node.parent_id === null ? '' : String(node.parent_id),
    conditions: node.conditions.map((condition) => ({
      key: `saved-${condition.id}`,
      id: condition.id,
      field: condition.field,
      operator: condition.operator,
      value: condition.value,
    })),
  };
}

export function sameObjectiveDraft(a: ObjectiveDraft, b: ObjectiveDraft): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Form errors by field name (`conditions.0.value` for a condition row). */
export type DraftErrors = Record<string, string>;

export type DraftResult = { ok: true; body: UpsertObjectiveBody } | { ok: false; errors: DraftErrors };

/**
 * The request for a draft, or what to fix first. `saved` is the node as stored (undefined when creating): its
 * conditions missing from the draft are the ones to delete, since the server keeps conditions a PUT leaves out.
 * Conditions only travel for ITEM objectives (the server drops them for other types).
 */
export function draftToRequest(draft: ObjectiveDraft, saved: Objective | undefined, offsetAt?: OffsetAt): DraftResult {
  const errors: DraftErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'A name is required.';
  const required = Number(draft.required_number);
  if (!Number.isInteger(required) || required < 1) errors.required_number = 'A whole number, 1 or more.';
  const parent = Number(draft.parent_id);
  if (draft.parent_id === '' || !Number.isInteger(parent)) errors.parent_id = 'Choose a category.';
  const validFrom = localInputToIso(draft.valid_from, offsetAt);
  const validTo = localInputToIso(draft.valid_to, offsetAt);
  if (validFrom === undefined) errors.valid_from = 'Not a date and time.';
  if (validTo === undefined) errors.valid_to = 'Not a date and time.';
  if (validFrom && validTo && Date.parse(validFrom) >= Date.parse(validTo))
    errors.valid_to = 'Must be after the start.';

  const rules = draft.scoring_preset_ids;
  rules.forEach((rule, index) => {
    if (rule === '' && rules.length > 1)
      errors[`scoring_preset_ids.${index}`] =
        index === 0 ? 'Choose a preset, or remove the other rules.' : 'Choose a preset, or remove this rule.';
    else if (rule !== '' && rules.indexOf(rule) < index)
      errors[`scoring_preset_ids.${index}`] = 'This preset is already a rule above.';
  });
  const presetIds = rules.filter((rule) => rule !== '').map(Number);

  const isItem = draft.objective_type === 'ITEM';
  if (isItem) {
    draft.conditions.forEach((condition, index) => {
      if (condition.operator === '') errors[`conditions.${index}.operator`] = 'Choose an operator.';
      if (condition.value.trim() === '') errors[`conditions.${index}.value`] = 'A value is required.';
    });
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const body: UpsertObjectiveBody = {
    ...(saved ? { id: saved.id } : {}),
    parent_id: parent,
    name,
    extra: draft.extra,
    objective_type: draft.objective_type,
    aggregation: draft.aggregation,
    number_field: draft.number_field,
    required_number: required,
    valid_from: validFrom ?? null,
    valid_to: validTo ?? null,
    hide_progress: draft.hide_progress,
    // Only categories are presented; other types leave the field out (the server stores none for them).
    ...(draft.objective_type === 'CATEGORY' ? { presentation: draft.presentation || null } : {}),
    // The list is the whole set of rules; the spec-era field names the first.
    scoring_preset_id: presetIds[0] ?? null,
    scoring_preset_ids: presetIds,
    // The rows on the form are the whole set: a removed row is deleted in the same change, or not at all.
    replace_conditions: isItem,
    ...(isItem
      ? {
          conditions: draft.conditions.map((condition) => ({
            ...(condition.id === undefined ? {} : { id: condition.id }),
            field: condition.field,
            operator: condition.operator as Operator,
            value: condition.value.trim(),
          })),
        }
      : {}),
  };
  return { ok: true, body };
}
