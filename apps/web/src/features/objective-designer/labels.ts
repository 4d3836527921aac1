import type { Aggregation, ItemField, NumberField, ObjectiveType, PresetType, ScoringMethod } from '@app/shared';

/** "BASE_TYPE" → "Base type": enum values read as words in selects and tables (the value sent stays the enum). */
export function enumLabel(value: string): string {
  const words = value.toLowerCase().split('_');
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const OBJECTIVE_TYPE_LABELS: Record<ObjectiveType, string> = {
  ITEM: 'Item (found in stash tabs)',
  PLAYER: 'Player (per character)',
  TEAM: 'Team (summed over players)',
  SUBMISSION: 'Submission (proof judged by hand)',
  CATEGORY: 'Category (holds objectives)',
};

export const AGGREGATION_LABELS: Record<Aggregation, string> = {
  SUM_LATEST: 'Sum of the latest values',
  EARLIEST: 'Earliest completion',
  EARLIEST_FRESH_ITEM: 'Earliest fresh item',
  MAXIMUM: 'Maximum',
  MINIMUM: 'Minimum',
  DIFFERENCE_BETWEEN: 'Difference between start and end',
  NONE: 'None',
};

export const SCORING_METHOD_LABELS: Record<ScoringMethod, string> = {
  PRESENCE: 'Presence',
  POINTS_FROM_VALUE: 'Points from value',
  RANKED_TIME: 'Ranked by time',
  RANKED_VALUE: 'Ranked by value (highest first)',
  RANKED_REVERSE: 'Ranked by value (lowest first)',
  RANKED_COMPLETION_TIME: 'Ranked by completion time (category)',
  BONUS_PER_COMPLETION: 'Bonus per completion (category)',
  BINGO_3: 'Bingo of 3 (category)',
};

export const PRESET_TYPE_LABELS: Record<PresetType, string> = {
  OBJECTIVE: 'For objectives',
  CATEGORY: 'For categories',
};

export function numberFieldLabel(field: NumberField): string {
  return enumLabel(field);
}

export function itemFieldLabel(field: ItemField): string {
  return enumLabel(field);
}
