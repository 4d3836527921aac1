import { isBoardMethod } from '@app/scoring';
import type { CategoryPresentation, Objective } from '@app/shared';

/** What each presentation draws, in the words the designer's picker and the docs use. */
export const PRESENTATIONS: Record<CategoryPresentation, { label: string; description: string }> = {
  ITEM_SETS: {
    label: 'Sets of items',
    description: 'A card per set with each team’s progress, and a table of every item with who found it.',
  },
  RACE_BOARD: {
    label: 'Race board',
    description: 'A card per objective listing the teams by place, with points and submission states.',
  },
  BOUNTY_CARDS: {
    label: 'Bounty cards',
    description: 'A card per objective with the teams that completed it and their submission states.',
  },
  COLLECTION_CARDS: {
    label: 'Collection cards',
    description: '“Collect N …” cards with each team’s count towards the goal.',
  },
  DAILIES: {
    label: 'Dailies',
    description: 'Cards in release order, with a countdown until each opens and until it closes.',
  },
  SECTIONS: {
    label: 'Sections',
    description: 'One section per part, each drawn in the way that fits it (team places, item tables, counts).',
  },
  TABLE: {
    label: 'Plain table',
    description: 'Every objective in one table: points, progress and state per team.',
  },
  GRID: {
    label: 'Bingo grid',
    description: 'The objectives laid out as a square board, drawn for the team a visitor picks.',
  },
  PERSONAL: {
    label: 'Personal objectives',
    description: 'The points players earn with their characters, towards the team’s cap, and the checkpoints.',
  },
};

/**
 * The designer's choices, in the order above: the record's keys are every presentation (its type demands each one),
 * read from it rather than from the contract's schema so that the score pages load no zod (decision 022).
 */
export const PRESENTATION_CHOICES = Object.keys(PRESENTATIONS) as readonly CategoryPresentation[];

/** A GRID is inferred for a bingo category with at least this many objectives (a 3 × 3 board). */
const SMALLEST_BOARD = 9;

const isCategory = (node: Objective) => node.objective_type === 'CATEGORY';
/** Only categories have children (the server keeps it so), so every other objective is a leaf. */
const isLeaf = (node: Objective) => !isCategory(node);
/** Not yet released: the server sends no name and no children until then. */
const isMasked = (node: Objective) => node.name === '';
const isRankedMethod = (node: Objective) => {
  const method = node.scoring_preset?.scoring_method;
  return method === 'RANKED_TIME' || method === 'RANKED_VALUE' || method === 'RANKED_REVERSE';
};

/**
 * The presentation that fits a category's objectives when the designer chose none. Decided by the shape of its
 * direct children (types, presets, windows, nesting), never by names, so any tree gets a sensible page:
 * - players' personal points (every child counts PLAYER_SCORE) → PERSONAL;
 * - a bingo board (BINGO_LINES, BINGO_LINES_RANKED), or a bingo category (BINGO_3) of 9 or more objectives → GRID;
 * - objectives that each have their own release time → DAILIES;
 * - sub-categories that hold items, or items needed once each → ITEM_SETS;
 * - items needed several times each → COLLECTION_CARDS;
 * - other single objectives: placed by time or value → RACE_BOARD, else BOUNTY_CARDS;
 * - a mix of parts (sub-categories beside objectives of other kinds) → SECTIONS; an empty category → TABLE.
 */
export function inferPresentation(category: Objective): CategoryPresentation {
  const children = category.children;
  if (children.length === 0) return 'TABLE';
  if (children.every((child) => isLeaf(child) && child.number_field === 'PLAYER_SCORE')) return 'PERSONAL';
  const method = category.scoring_preset?.scoring_method;
  if (isBoardMethod(method) || (method === 'BINGO_3' && children.length >= SMALLEST_BOARD)) return 'GRID';
  const leaves = children.filter(isLeaf);
  if (leaves.length === children.length) {
    if (leaves.every((leaf) => leaf.valid_from !== null)) return 'DAILIES';
    if (leaves.every((leaf) => leaf.objective_type === 'ITEM'))
      return leaves.every((leaf) => leaf.required_number <= 1) ? 'ITEM_SETS' : 'COLLECTION_CARDS';
    return leaves.filter(isRankedMethod).length * 2 >= leaves.length ? 'RACE_BOARD' : 'BOUNTY_CARDS';
  }
  // A set holds items, or items with variants (a category of items); an unreleased one cannot say yet.
  const holdsItems = (node: Objective): boolean =>
    isMasked(node) ||
    (node.children.length > 0 &&
      node.children.every((child) => child.objective_type === 'ITEM' || (isCategory(child) && holdsItems(child))));
  if (children.every(isCategory) && children.every(holdsItems)) return 'ITEM_SETS';
  return 'SECTIONS';
}

/** How a category is drawn: the designer's choice, else the inferred one. */
export function presentationOf(category: Objective): CategoryPresentation {
  return category.presentation ?? inferPresentation(category);
}
