import { z } from 'zod';
import { PERMISSIONS } from './rules/permissions';

/** Enumerations of docs/domain.md §3. Values are the wire strings. */

export const GameVersionSchema = z.enum(['poe1', 'poe2']);
export type GameVersion = z.infer<typeof GameVersionSchema>;

export const PermissionSchema = z.enum(PERMISSIONS);

export const ProviderSchema = z.enum(['poe', 'twitch', 'discord']);
export type Provider = z.infer<typeof ProviderSchema>;

export const AggregationSchema = z.enum([
  'SUM_LATEST',
  'LATEST',
  'EARLIEST',
  'EARLIEST_FRESH_ITEM',
  'MAXIMUM',
  'MINIMUM',
  'DIFFERENCE_BETWEEN',
  'NONE',
]);
export type Aggregation = z.infer<typeof AggregationSchema>;

export const ScoringMethodSchema = z.enum([
  'PRESENCE',
  'POINTS_FROM_VALUE',
  'RANKED_TIME',
  'RANKED_VALUE',
  'RANKED_REVERSE',
  'RANKED_COMPLETION_TIME',
  'BONUS_PER_COMPLETION',
  'BINGO_3',
  'BINGO_LINES',
  'BINGO_LINES_RANKED',
]);
export type ScoringMethod = z.infer<typeof ScoringMethodSchema>;

/** The scope an objective is scored in ("Scope of scoring" in docs/domain.md §3). */
export const ObjectiveTypeSchema = z.enum(['ITEM', 'PLAYER', 'TEAM', 'SUBMISSION', 'CATEGORY']);
export type ObjectiveType = z.infer<typeof ObjectiveTypeSchema>;

/**
 * How the score pages draw a category (a designer's choice stored with it; null = inferred from its objectives).
 * ITEM_SETS: sets of items with a found/missing table · RACE_BOARD: a card per objective with each team's place ·
 * BOUNTY_CARDS: a card per objective with who completed it · COLLECTION_CARDS: "Collect N …" cards with progress ·
 * DAILIES: cards by release time with countdowns · SECTIONS: one section per part, each drawn by its own shape ·
 * TABLE: every objective in one plain table · GRID: a bingo-style board of its objectives ·
 * PERSONAL: players' personal objective points and the team checkpoints.
 */
export const CategoryPresentationSchema = z.enum([
  'ITEM_SETS',
  'RACE_BOARD',
  'BOUNTY_CARDS',
  'COLLECTION_CARDS',
  'DAILIES',
  'SECTIONS',
  'TABLE',
  'GRID',
  'PERSONAL',
]);
export type CategoryPresentation = z.infer<typeof CategoryPresentationSchema>;

/** Whether a scoring preset is meant for leaves or categories (informational). */
export const PresetTypeSchema = z.enum(['OBJECTIVE', 'CATEGORY']);
export type PresetType = z.infer<typeof PresetTypeSchema>;

/** The number fields a player's character gives: what PLAYER objectives count per player and TEAM objectives sum. */
export const PLAYER_NUMBER_FIELDS = [
  'PLAYER_LEVEL',
  'DELVE_DEPTH',
  'DELVE_DEPTH_PAST_100',
  'PANTHEON',
  'ASCENDANCY',
  'PLAYER_SCORE',
] as const;
export type PlayerNumberField = (typeof PLAYER_NUMBER_FIELDS)[number];

export const NumberFieldSchema = z.enum([
  'STACK_SIZE',
  ...PLAYER_NUMBER_FIELDS,
  'SUBMISSION_VALUE',
  'FINISHED_OBJECTIVES',
]);
export type NumberField = z.infer<typeof NumberFieldSchema>;

/** Which number fields make sense for which objective type (also served as valid mappings). */
export const NUMBER_FIELDS_BY_OBJECTIVE_TYPE: Record<ObjectiveType, readonly NumberField[]> = {
  ITEM: ['STACK_SIZE'],
  PLAYER: PLAYER_NUMBER_FIELDS,
  TEAM: PLAYER_NUMBER_FIELDS,
  SUBMISSION: ['SUBMISSION_VALUE'],
  CATEGORY: ['FINISHED_OBJECTIVES'],
};

export const ItemFieldSchema = z.enum([
  'BASE_TYPE',
  'NAME',
  'ITEM_CLASS',
  'ICON_NAME',
  'TYPE_LINE',
  'QUALITY',
  'LEVEL',
  'RARITY',
  'ILVL',
  'FRAME_TYPE',
  'TALISMAN_TIER',
  'MAP_TIER',
  'ENCHANT_MODS',
  'EXPLICIT_MODS',
  'IMPLICIT_MODS',
  'CRAFTED_MODS',
  'FRACTURED_MODS',
  'INFLUENCES',
  'MAX_LINKS',
  'SOCKETS',
  'INCUBATOR_KILLS',
  'IS_CORRUPTED',
  'IS_VAAL',
  'IS_SPLIT',
  'IS_IDENTIFIED',
  'SANCTUM_AFFLICTIONS',
  'TEMPLE_ROOMS',
  'RITUAL_VESSEL_BOSSES',
  'RITUAL_VESSEL_MAP',
  'FACETOR_LENS_EXP',
  'MEMORY_STRANDS',
]);
export type ItemField = z.infer<typeof ItemFieldSchema>;

export const OperatorSchema = z.enum([
  'EQ',
  'NEQ',
  'GT',
  'LT',
  'IN',
  'NOT_IN',
  'MATCHES',
  'CONTAINS',
  'CONTAINS_ALL',
  'CONTAINS_MATCH',
  'LENGTH_EQ',
  'LENGTH_GT',
  'LENGTH_LT',
  'DOES_NOT_MATCH',
]);
export type Operator = z.infer<typeof OperatorSchema>;

export const JobTypeSchema = z.enum([
  'FetchStashChanges',
  'EvaluateStashChanges',
  'FetchCharacterData',
  'FetchGuildStashes',
  'DetermineGuildStashAccess',
]);
export type JobType = z.infer<typeof JobTypeSchema>;

/** What an admin may pace: each job type's pause between runs, and the gap between one character's build calculations. */
export const JobPauseNameSchema = z.enum([...JobTypeSchema.options, 'BuildRecalculation']);
export type JobPauseName = z.infer<typeof JobPauseNameSchema>;

export const ApprovalStatusSchema = z.enum(['PENDING', 'APPROVED', 'REJECTED']);
export type ApprovalStatus = z.infer<typeof ApprovalStatusSchema>;

export const ApplicationStatusSchema = z.enum(['none', 'applied', 'waitlisted', 'accepted']);
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

/** Live score diff kinds. `Changed` carries `field_diff` (the reference backend's extension of docs/domain.md §3). */
export const DiffTypeSchema = z.enum(['Added', 'Changed', 'Removed', 'Unchanged']);
export type DiffType = z.infer<typeof DiffTypeSchema>;

/** Where a piece of scoring evidence came from. */
/** Where an objective's sample item came from (docs/domain.md §3, "Objective validation"). */
export const ObjectiveSampleSourceSchema = z.enum(['ITEM_TESTER', 'EARLIER_EVENT']);
export type ObjectiveSampleSource = z.infer<typeof ObjectiveSampleSourceSchema>;

export const EvidenceSourceSchema = z.enum(['stash', 'character', 'submission', 'seed']);
export type EvidenceSource = z.infer<typeof EvidenceSourceSchema>;

/** How a player's character refresh went (docs/domain.md §3, "Character refresh"). */
export const CharacterRefreshOutcomeSchema = z.enum(['saved', 'no_character', 'reconnect_needed', 'failed']);
export type CharacterRefreshOutcome = z.infer<typeof CharacterRefreshOutcomeSchema>;
