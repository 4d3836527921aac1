import { z } from 'zod';
import { DiffTypeSchema } from '../enums';
import { TimestampSchema } from './common';

/** One objective × team result. Rank 0 means unranked or unfinished. */
export const ScoreSchema = z
  .object({
    points: z.number(),
    user_id: z.number().int().nullable().describe('Who earned it, when one player did'),
    rank: z.number().int(),
    timestamp: TimestampSchema.nullable().describe('When the result was reached (the evidence time)'),
    number: z.number().describe('Progress: count, value or finished children, depending on the objective'),
    finished: z.boolean(),
  })
  .meta({ id: 'Score' });
export type Score = z.infer<typeof ScoreSchema>;

export const SCORE_FIELDS = ['points', 'user_id', 'rank', 'number', 'finished'] as const;
export const ScoreFieldSchema = z.enum(SCORE_FIELDS);
export type ScoreField = z.infer<typeof ScoreFieldSchema>;

export const ScoreDiffSchema = z
  .object({
    objective_id: z.number().int(),
    team_id: z.number().int(),
    score: ScoreSchema,
    diff_type: DiffTypeSchema,
    field_diff: z.array(ScoreFieldSchema).optional().describe('For Changed: which fields changed'),
  })
  .meta({ id: 'ScoreDiff' });
export type ScoreDiff = z.infer<typeof ScoreDiffSchema>;

/** Message of GET /events/{id}/scores/simple/ws: total points by team id. */
export const TeamTotalsSchema = z.record(z.string(), z.number()).meta({ id: 'TeamTotals' });
export type TeamTotals = z.infer<typeof TeamTotalsSchema>;

/** One step of a team's total over time (the progress chart). */
export const ScoreHistoryPointSchema = z
  .object({
    team_id: z.number().int(),
    timestamp: TimestampSchema.describe('When the change happened (evidence time)'),
    total: z.number().describe("The team's total points after this change"),
  })
  .meta({ id: 'ScoreHistoryPoint' });
export type ScoreHistoryPoint = z.infer<typeof ScoreHistoryPointSchema>;
