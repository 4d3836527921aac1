import { z } from 'zod';
import {
  AggregationSchema,
  EvidenceSourceSchema,
  ItemFieldSchema,
  NumberFieldSchema,
  ObjectiveTypeSchema,
  ScoringMethodSchema,
} from '../enums';
import { IdParamSchema, TimestampSchema } from './common';
import { ConditionVerdictSchema } from './objectives';
import { ScoreSchema } from './scores';

/**
 * "Why these points" (decision 036): the evidence behind one objective × team score, as the viewer may see it.
 * Every list is bounded: the answer never grows with the event's evidence.
 */

/** How many evidence rows an answer lists at most: the first half and the last half when there are more. */
export const SCORE_EVIDENCE_VALUES_MAX = 100;

export const ScoreEvidenceQuerySchema = z.object({
  objective_id: IdParamSchema.describe('The objective whose score is explained'),
  team_id: IdParamSchema.describe('The team whose score is explained'),
});
export type ScoreEvidenceQuery = z.infer<typeof ScoreEvidenceQuerySchema>;

const PersonSchema = z.object({ user_id: z.number().int(), name: z.string() });

export const ScoreEvidenceRuleSchema = z.object({
  scoring_preset_id: z.number().int(),
  name: z.string(),
  scoring_method: ScoringMethodSchema,
  points: z.number().describe('What this rule gave the team'),
  rank: z.number().int().describe('The place this rule gave the team (0: none)'),
});

export const ScoreEvidenceStandingSchema = z.object({
  team_id: z.number().int(),
  team_name: z.string(),
  number: z.number(),
  finished: z.boolean(),
  timestamp: TimestampSchema.nullable(),
  rank: z.number().int(),
  points: z.number(),
});

export const ScoreEvidenceItemSchema = z.object({
  name: z.string(),
  base_type: z.string(),
  type_line: z.string(),
  icon: z.string(),
  item_level: z.number().int(),
  stack_size: z.number().int(),
  properties: z
    .array(z.object({ field: ItemFieldSchema, value: z.string() }))
    .describe('The fields the conditions looked at, with the item’s values'),
  conditions: z.array(ConditionVerdictSchema).describe('Each condition of the objective run again on this item'),
});

export const ScoreEvidenceSightingSchema = z.object({
  item: ScoreEvidenceItemSchema.nullable().describe(
    'The matched item; null when the tab is withheld or no longer holds an item the conditions match',
  ),
  withheld: z.boolean().describe('The item lies in a guild tab only its team (and admins, judges) may look into'),
  player: PersonSchema.nullable(),
  character_name: z.string().nullable(),
  account_name: z.string().nullable(),
  stash_name: z.string().nullable(),
  stash_kind: z.enum(['public', 'guild']),
  seen_at: TimestampSchema.describe('When the tab holding the item was read'),
  first_seen_at: TimestampSchema.describe('When an item counting for the objective was first seen for the team'),
});

export const ScoreEvidenceValueSchema = z.object({
  timestamp: TimestampSchema,
  number: z.number(),
  source: EvidenceSourceSchema,
  player: PersonSchema.nullable(),
  late: z.boolean().describe("Recorded after the event's end: kept and shown, but it scores nothing (decision 037)"),
});

export const ScoreEvidenceSubmissionSchema = z.object({
  id: z.number().int(),
  proof: z.string(),
  comment: z.string(),
  number: z.number(),
  place: z.number().int().nullable(),
  submitted_at: TimestampSchema.describe('The completion time the player stated'),
  submitter: PersonSchema.nullable(),
  judge: PersonSchema.nullable(),
  decided_at: TimestampSchema.nullable().describe('When the approval that counts was given'),
  review_comment: z.string().nullable(),
});

export const ScoreEvidenceChildSchema = z.object({
  objective_id: z.number().int(),
  name: z.string(),
  objective_type: ObjectiveTypeSchema,
  points: z.number().describe('The child’s points with everything under it'),
  finished: z.boolean(),
  timestamp: TimestampSchema.nullable(),
  completes: z.boolean().describe('One of the children whose finish completed the category'),
});

export const ScoreEvidenceSchema = z
  .object({
    objective: z.object({
      id: z.number().int(),
      name: z.string(),
      objective_type: ObjectiveTypeSchema,
      aggregation: AggregationSchema,
      number_field: NumberFieldSchema,
      required_number: z.number(),
      hides_progress: z.boolean(),
    }),
    team: z.object({ id: z.number().int(), name: z.string() }),
    score: ScoreSchema,
    total_points: z.number().describe('The score’s points with everything under the objective (what tables show)'),
    progress_hidden: z
      .boolean()
      .describe('The objective hides unfinished progress from other teams: nothing is shown until it is finished'),
    reached_at: TimestampSchema.nullable().describe('When the requirement was reached; null while unfinished'),
    rules: z.array(ScoreEvidenceRuleSchema),
    standings: z.array(ScoreEvidenceStandingSchema).describe('Every team’s result on the objective'),
    item: ScoreEvidenceSightingSchema.nullable(),
    values: z.array(ScoreEvidenceValueSchema).describe('The evidence over time, oldest first'),
    values_total: z.number().int().describe('How many evidence rows there are (values lists at most 100)'),
    submissions: z.array(ScoreEvidenceSubmissionSchema),
    children: z.array(ScoreEvidenceChildSchema),
  })
  .meta({ id: 'ScoreEvidence' });
export type ScoreEvidence = z.infer<typeof ScoreEvidenceSchema>;
