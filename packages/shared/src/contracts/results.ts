import { z } from 'zod';
import { TimestampSchema } from './common';

/** docs/domain.md §4: where an event stands, from its times. */
export const EventPhaseSchema = z.enum(['upcoming', 'running', 'ended', 'closed']).meta({ id: 'EventPhase' });

const TeamRefSchema = {
  team_id: z.number().int(),
  team_name: z.string(),
  team_color: z.string(),
};

export const StandingSchema = z
  .object({
    rank: z.number().int().describe('Standard competition ranking: teams with equal points share a rank (1, 1, 3)'),
    ...TeamRefSchema,
    points: z.number(),
    tied: z.boolean().describe('Another team has the same points'),
  })
  .meta({ id: 'Standing' });
export type Standing = z.infer<typeof StandingSchema>;

export const CategoryWinnerSchema = z
  .object({
    objective_id: z.number().int(),
    name: z.string(),
    winners: z
      .array(z.object({ ...TeamRefSchema, points: z.number() }))
      .describe("The teams with the most points in the category's subtree (several on a tie); empty: nobody scored"),
  })
  .meta({ id: 'CategoryWinner' });
export type CategoryWinner = z.infer<typeof CategoryWinnerSchema>;

export const TopPlayerSchema = z
  .object({
    user_id: z.number().int(),
    display_name: z.string(),
    ...TeamRefSchema,
    points: z.number().describe('Points of the scores credited to this player (docs/domain.md §4, results)'),
    objectives: z.number().int().describe('How many objective results those points came from'),
  })
  .meta({ id: 'TopPlayer' });
export type TopPlayer = z.infer<typeof TopPlayerSchema>;

const RecordBaseSchema = {
  objective_id: z.number().int(),
  objective_name: z.string(),
  ...TeamRefSchema,
  user_id: z.number().int().nullable(),
  display_name: z.string().nullable().describe('The player credited, when one player was'),
  timestamp: TimestampSchema.describe('When it was reached (evidence time)'),
};

export const EventRecordsSchema = z
  .object({
    first_unique: z
      .object(RecordBaseSchema)
      .nullable()
      .describe('The first item objective completed by any team (the first unique found); null: none'),
    fastest_race: z
      .object({
        ...RecordBaseSchema,
        duration_seconds: z
          .number()
          .describe("From the race's opening (its window, else the event's start) to the win"),
      })
      .nullable()
      .describe('The quickest win of a race (an objective ranked by completion time); null: no race was won'),
  })
  .meta({ id: 'EventRecords' });
export type EventRecords = z.infer<typeof EventRecordsSchema>;

export const EventResultsSchema = z
  .object({
    event_id: z.number().int(),
    event_name: z.string(),
    phase: EventPhaseSchema,
    event_start_time: TimestampSchema,
    event_end_time: TimestampSchema,
    closing_time: TimestampSchema,
    standings: z.array(StandingSchema).describe('Every team, most points first'),
    categories: z.array(CategoryWinnerSchema).describe('Each top-level category, in the tree’s order'),
    race: z
      .array(
        z.object({
          team_id: z.number().int(),
          timestamp: TimestampSchema,
          total: z.number(),
        }),
      )
      .describe("Each team's total over time, thinned to at most 120 steps per team (the last one always kept)"),
    top_players: z.array(TopPlayerSchema).describe('At most 10 players, most points first'),
    records: EventRecordsSchema,
  })
  .meta({ id: 'EventResults' });
export type EventResults = z.infer<typeof EventResultsSchema>;
