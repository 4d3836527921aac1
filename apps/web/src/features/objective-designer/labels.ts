import { BINGO_LINE_LENGTH } from '@app/scoring';
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
  LATEST: 'Latest value',
  EARLIEST: 'Earliest completion',
  EARLIEST_FRESH_ITEM: 'Earliest fresh item',
  MAXIMUM: 'Maximum',
  MINIMUM: 'Minimum',
  DIFFERENCE_BETWEEN: 'Difference between start and end',
  NONE: 'None',
};

/**
 * One sentence per aggregation, shown under its choice: how the evidence found for a team becomes its count and
 * when it is finished (what packages/scoring's evidence.aggregation.ts and objective.tree.ts do).
 */
export const AGGREGATION_HELP: Record<Aggregation, string> = {
  SUM_LATEST: "Adds up each player's latest count; finished once the total reaches the required number.",
  LATEST:
    "The team's most recent count within the time window, even when it is lower than before; finished while it reaches the required number.",
  EARLIEST:
    'Finished when a count first reaches the required number within the time window; until then the highest count shows.',
  EARLIEST_FRESH_ITEM:
    'Like earliest completion, but only while the team still holds the item in its stash: an item that is gone loses the credit.',
  MAXIMUM: "The team's highest count within the time window; finished once it reaches the required number.",
  MINIMUM: "The team's lowest count within the time window; finished when even that reaches the required number.",
  DIFFERENCE_BETWEEN:
    'The latest count by the end of the time window minus the latest before its start (0 without a start); it can only finish once the window has ended, so it needs an end.',
  NONE: 'No count of its own: counts the finished objectives directly inside it, finished once all of them are (for categories).',
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
  BINGO_LINES: 'Bingo board: points per line (category)',
  BINGO_LINES_RANKED: 'Bingo board: ranked by lines (category)',
};

/** One sentence per scoring method, shown under its choice (what packages/scoring's scoring.methods.ts does). */
export const SCORING_METHOD_HELP: Record<ScoringMethod, string> = {
  PRESENCE: 'Every team that finishes the objective gets the first number of points; there are no places.',
  POINTS_FROM_VALUE:
    'Each team gets the first number times its count (items found, levels, …), rounded down and never above the point cap when one is set.',
  RANKED_TIME:
    'Teams take places in the order they finished; the 1st place gets the first number, the 2nd the second, and so on.',
  RANKED_VALUE:
    'Finished teams take places by their count, highest first (the earlier finish wins a tie); place n gets the n-th number.',
  RANKED_REVERSE:
    'Finished teams take places by their count, lowest first (the earlier finish wins a tie); place n gets the n-th number.',
  RANKED_COMPLETION_TIME:
    'For a category: teams take places in the order they finished all of its objectives; place n gets the n-th number.',
  BONUS_PER_COMPLETION:
    "For a category: a team's 1st finished objective in it earns the first number, its 2nd the second, and so on, added up.",
  BINGO_3: `For a category: only each team's first ${BINGO_LINE_LENGTH} finished objectives count, and teams take places by when they finished the ${BINGO_LINE_LENGTH}rd.`,
  BINGO_LINES:
    "For a category drawn as a square board (its objectives row by row): a team's 1st complete row, column or diagonal earns the first number, its 2nd the second, and so on, added up.",
  BINGO_LINES_RANKED:
    'For a category drawn as a square board (its objectives row by row): teams take places by when they completed the lines needed (rows, columns or diagonals); place n gets the n-th number.',
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
