import { z } from 'zod';
import { ApplicationStatusSchema, GameVersionSchema } from '../enums';
import { MAX_GROUP_SIZE_MAX, MAX_GROUP_SIZE_MIN } from '../rules/signup-groups';
import { lineText, queryFlag, TimestampInputSchema, TimestampSchema } from './common';
import { TeamSchema } from './teams';

export const EventSchema = z
  .object({
    id: z.number().int(),
    name: z.string().describe('The game league id, used for stash, ladder and character calls'),
    game_version: GameVersionSchema,
    is_current: z.boolean(),
    is_public: z.boolean(),
    is_locked: z.boolean(),
    max_size: z.number().int(),
    waitlist_size: z.number().int(),
    max_group_size: z.number().int().describe('Most players who sign up together as one group; 1: groups are off'),
    application_start_time: TimestampSchema,
    application_end_time: TimestampSchema,
    event_start_time: TimestampSchema,
    event_end_time: TimestampSchema,
    closing_time: TimestampSchema.describe(
      'Until when judges may decide submissions made before the end; the results are final after it (7 days after the end unless the organiser set another)',
    ),
    teams: z.array(TeamSchema),
  })
  .meta({ id: 'Event' });
export type Event = z.infer<typeof EventSchema>;

export const UpsertEventBodySchema = z
  .object({
    id: z.number().int().min(1).optional().describe('Omit to create an event; give it to update that event'),
    name: lineText(100).pipe(z.string().min(1, 'is required')),
    game_version: GameVersionSchema,
    is_current: z.boolean().default(false),
    is_public: z.boolean().default(false),
    is_locked: z.boolean().default(false),
    max_size: z.number().int().min(1).max(100_000),
    waitlist_size: z.number().int().min(0).max(100_000).default(0),
    max_group_size: z
      .number()
      .int()
      .min(MAX_GROUP_SIZE_MIN)
      .max(MAX_GROUP_SIZE_MAX)
      .optional()
      .describe(
        'Most players who sign up together as one group; 1: groups are off. Omitted: a new event gets 1, an update keeps what is stored',
      ),
    application_start_time: TimestampInputSchema,
    application_end_time: TimestampInputSchema,
    event_start_time: TimestampInputSchema,
    event_end_time: TimestampInputSchema,
    closing_time: TimestampInputSchema.nullable()
      .optional()
      .describe(
        'Until when judges may decide submissions made before the end, not before event_end_time. Null: 7 days after the end. Omitted: a new event gets that, an update keeps what is stored',
      ),
  })
  .refine((e) => Date.parse(e.application_start_time) <= Date.parse(e.application_end_time), {
    message: 'must not be before application_start_time',
    path: ['application_end_time'],
  })
  .refine((e) => Date.parse(e.event_start_time) < Date.parse(e.event_end_time), {
    message: 'must be after event_start_time',
    path: ['event_end_time'],
  })
  .refine((e) => !e.closing_time || Date.parse(e.event_end_time) <= Date.parse(e.closing_time), {
    message: 'must not be before event_end_time',
    path: ['closing_time'],
  })
  .meta({ id: 'UpsertEventBody' });
export type UpsertEventBody = z.infer<typeof UpsertEventBodySchema>;

export const EventStatusSchema = z
  .object({
    team_id: z.number().int().nullable(),
    is_team_lead: z.boolean(),
    application_status: ApplicationStatusSchema,
    number_of_signups: z.number().int(),
    number_of_signups_before: z
      .number()
      .int()
      .nullable()
      .describe("How many signups came before the caller's (their 0-based queue position); null when not signed up"),
    partner: z.string().nullable().describe("The partner's game account name, only when both named each other"),
  })
  .meta({ id: 'EventStatus' });
export type EventStatus = z.infer<typeof EventStatusSchema>;

export const DuplicateEventQuerySchema = z.object({
  objectives: queryFlag('true').describe(
    'false: copy only the settings; the new event starts with an empty objective tree and no presets',
  ),
});
