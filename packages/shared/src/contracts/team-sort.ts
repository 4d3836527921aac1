import { z } from 'zod';

export const TeamSortSuggestionBodySchema = z
  .object({
    seed: z
      .number()
      .int()
      .min(0)
      .max(2_147_483_647)
      .optional()
      .describe('The same seed gives the same suggestion for the same sign-ups; omitted: a new one'),
  })
  .meta({ id: 'TeamSortSuggestionBody' });
export type TeamSortSuggestionBody = z.infer<typeof TeamSortSuggestionBodySchema>;

export const TeamBalanceSchema = z
  .object({
    team_id: z.number().int().nullable().describe('null: the players without a team'),
    members: z.number().int(),
    playtime: z.array(z.number().int()).describe('Members per playtime bucket, in PLAYTIME_BUCKETS order'),
    helpers: z.number().int(),
    needs_help: z.number().int(),
    total_hours: z.number().int().describe('Sum of expected hours per day'),
  })
  .meta({ id: 'TeamBalance' });
export type TeamBalance = z.infer<typeof TeamBalanceSchema>;

export const TeamSortSuggestionSchema = z
  .object({
    seed: z.number().int(),
    moves: z
      .array(z.object({ user_id: z.number().int(), team_id: z.number().int() }))
      .describe('Sign-ups without a team and the team suggested for each; players on a team stay and are not listed'),
    compromises: z
      .array(z.object({ user_id: z.number().int(), reason: z.enum(['classes', 'size']) }))
      .describe('Players placed against their class wishes or beyond an even team size, because nothing else fit'),
    team_size: z
      .number()
      .int()
      .describe('The most players a team holds when sizes are even; a larger group cannot be kept on one team'),
    split_groups: z
      .array(
        z.object({
          user_ids: z
            .array(z.number().int())
            .describe('The whole group (a sign-up group, or partners who named each other)'),
          reason: z
            .enum(['too_large', 'placed_apart'])
            .describe('too_large: more players than team_size; placed_apart: members already on different teams'),
          team_ids: z.array(z.number().int()).describe('The teams its members end on'),
        }),
      )
      .describe('Groups the suggestion could not keep on one team, and why; every other group ends on one team'),
    before: z.array(TeamBalanceSchema),
    after: z.array(TeamBalanceSchema),
  })
  .meta({ id: 'TeamSortSuggestion' });
export type TeamSortSuggestion = z.infer<typeof TeamSortSuggestionSchema>;
