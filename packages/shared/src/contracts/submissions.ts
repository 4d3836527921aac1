import { z } from 'zod';
import { ApprovalStatusSchema } from '../enums';
import { TimestampSchema } from './common';

export const SubmissionSchema = z
  .object({
    id: z.number().int(),
    objective_id: z.number().int(),
    user_id: z.number().int(),
    team_id: z.number().int(),
    proof: z.string(),
    comment: z.string(),
    number: z.number(),
    approval_status: ApprovalStatusSchema,
    timestamp: TimestampSchema.describe('When the player says they completed it'),
    reviewer_id: z.number().int().nullable(),
    review_comment: z.string().nullable(),
  })
  .meta({ id: 'Submission' });
export type Submission = z.infer<typeof SubmissionSchema>;

/** An objective a team lead marked for the team, with an optional note; on the root objective it is the team message. */
export const TeamSuggestionSchema = z
  .object({ objective_id: z.number().int(), extra: z.string().nullable() })
  .meta({ id: 'TeamSuggestion' });
export type TeamSuggestion = z.infer<typeof TeamSuggestionSchema>;
