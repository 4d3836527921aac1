import { z } from 'zod';
import { EventParamsSchema } from '../contracts/common';
import { ScoreDiffSchema, TeamTotalsSchema } from '../contracts/scores';
import { ScoreHistoryPointSchema } from '../contracts/scores';
import { ScoreEvidenceQuerySchema, ScoreEvidenceSchema } from '../contracts/score-evidence';
import { boundedString, TEXT_LIMITS } from '../contracts/common';
import { describeEndpoints } from './endpoint';

const TokenQuerySchema = z.object({
  token: boundedString(TEXT_LIMITS.token)
    .optional()
    .describe('Sign-in token (browsers cannot send headers on WebSockets)'),
});

const hiddenRule = 'Progress on objectives that hide it is only included for the viewer’s own team until finished.';

export const scoresEndpoints = describeEndpoints('Scores', {
  getLatestScores: {
    summary: 'Current score of every objective × team that is not at its default',
    description: `Missing entries mean 0 points, rank 0, no progress, unfinished. ${hiddenRule}`,
    params: EventParamsSchema,
    responses: { 200: z.array(ScoreDiffSchema) },
  },
  getScoreTotals: {
    summary: 'Total points per team id',
    params: EventParamsSchema,
    responses: { 200: TeamTotalsSchema },
  },
  getScoreHistory: {
    summary: "Each team's total points over time",
    description: `One point per change of a team's total, in time order (for the progress chart). ${hiddenRule}`,
    params: EventParamsSchema,
    responses: { 200: z.array(ScoreHistoryPointSchema) },
  },
  getScoreEvidence: {
    summary: 'Why a team has its points on an objective: the evidence behind one score',
    description: `The objective's rules and what each gave, every team's result on it, and per kind the item found (with the conditions it met), the values over time, the approved submissions or the children of a category. Lists are bounded (at most 100 evidence rows: the first and the last 50). A guild tab's item is shown only to its team, admins and judges. ${hiddenRule} An unfinished score hidden from the viewer reads as no progress.`,
    params: EventParamsSchema,
    query: ScoreEvidenceQuerySchema,
    responses: { 200: ScoreEvidenceSchema },
  },
  scoreDiffSocket: {
    summary: 'WebSocket: live score diffs',
    description: `Each message is a JSON array of ScoreDiff (diff_type Added, Changed with field_diff, or Removed). Load /scores/latest first, then apply. A missing or invalid token still receives public scores. ${hiddenRule}`,
    params: EventParamsSchema,
    query: TokenQuerySchema,
  },
  teamTotalsSocket: {
    summary: 'WebSocket: team totals',
    description:
      'Sends `{ "<team id>": points }` on connect and after every change. A private event needs the `token` of one of its players or of a permission holder.',
    params: EventParamsSchema,
    query: TokenQuerySchema,
  },
});
