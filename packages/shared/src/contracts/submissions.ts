import { z } from 'zod';
import { ApprovalStatusSchema } from '../enums';
import { isWebLink } from '../rules/web-link';
import {
  EventIdParamSchema,
  IdParamSchema,
  IdSchema,
  lineText,
  multilineText,
  TimestampInputSchema,
  TimestampSchema,
} from './common';

export const SubmissionSchema = z
  .object({
    id: z.number().int(),
    objective_id: z.number().int(),
    user_id: z.number().int(),
    user_name: z.string().nullable().describe('The submitter’s display name'),
    team_id: z.number().int(),
    proof: z.string(),
    comment: z.string(),
    number: z.number(),
    approval_status: ApprovalStatusSchema,
    timestamp: TimestampSchema.describe('When the player says they completed it'),
    reviewer_id: z.number().int().nullable(),
    reviewer_name: z.string().nullable().describe('The reviewer’s display name (judges need no team)'),
    review_comment: z.string().nullable(),
    place: z.number().int().nullable().describe('The place a judge gave the team; null for a player’s own claim'),
    late: z
      .boolean()
      .describe(
        'Sent after the event ended: kept, but it cannot be approved, since the scores are frozen (decision 037)',
      ),
  })
  .meta({ id: 'Submission' });
export type Submission = z.infer<typeof SubmissionSchema>;

export const SUBMISSION_PROOF_MAX = 2_000;
export const SUBMISSION_COMMENT_MAX = 2_000;

export const UpsertSubmissionBodySchema = z
  .object({
    id: IdSchema.optional().describe('Omit to submit; give it to change your own submission while it is in review'),
    objective_id: IdSchema.describe('A SUBMISSION objective of this event'),
    timestamp: TimestampInputSchema.describe('When it was completed: not in the future, not before the event start'),
    proof: lineText(SUBMISSION_PROOF_MAX).refine(isWebLink, 'must be an http:// or https:// link'),
    comment: multilineText(SUBMISSION_COMMENT_MAX).default(''),
    number: z
      .number()
      .int()
      .min(0)
      .max(1_000_000_000)
      .optional()
      .describe(
        'Required and positive for MAXIMUM, MINIMUM and LATEST objectives (amount, seconds taken, value reached); otherwise 1',
      ),
  })
  .meta({ id: 'UpsertSubmissionBody' });
export type UpsertSubmissionBody = z.infer<typeof UpsertSubmissionBodySchema>;

export const ReviewSubmissionBodySchema = z
  .object({
    approval_status: ApprovalStatusSchema,
    review_comment: multilineText(SUBMISSION_COMMENT_MAX).nullish(),
  })
  .meta({ id: 'ReviewSubmissionBody' });
export type ReviewSubmissionBody = z.infer<typeof ReviewSubmissionBodySchema>;

export const PlaceTeamsBodySchema = z
  .object({
    objective_id: IdSchema.describe('A SUBMISSION objective of this event'),
    team_ids: z.array(IdSchema).min(1).max(100).describe('Teams of this event, first place first, each once'),
  })
  .meta({ id: 'PlaceTeamsBody' });
export type PlaceTeamsBody = z.infer<typeof PlaceTeamsBodySchema>;

export const SubmissionParamsSchema = z.object({ event_id: EventIdParamSchema, submission_id: IdParamSchema });

/** An objective a team lead marked for the team, with an optional note; on the root objective it is the team message. */
export const TeamSuggestionSchema = z
  .object({ objective_id: z.number().int(), extra: z.string().nullable() })
  .meta({ id: 'TeamSuggestion' });
export type TeamSuggestion = z.infer<typeof TeamSuggestionSchema>;

export const TEAM_MESSAGE_MAX = 2_000;

export const UpsertSuggestionBodySchema = z
  .object({
    extra: multilineText(TEAM_MESSAGE_MAX)
      .nullish()
      .transform((text) => (text?.trim() ? text : null))
      .describe('A note for the team; empty means none'),
  })
  .meta({ id: 'UpsertSuggestionBody' });
export type UpsertSuggestionBody = z.infer<typeof UpsertSuggestionBodySchema>;
/** What a client sends: `extra` may be left out (an empty message is sent as absent, docs/domain.md §5). */
export type UpsertSuggestionBodyInput = z.input<typeof UpsertSuggestionBodySchema>;

export const SuggestionParamsSchema = z.object({ event_id: EventIdParamSchema, objective_id: IdParamSchema });
