import { z } from 'zod';
import { ApplicationStatusSchema } from '../enums';
import { EventIdParamSchema, IdParamSchema, lineText, multilineText, TimestampSchema } from './common';

/** Hours per day a player expects to play (the sign-up slider's range). */
export const EXPECTED_PLAYTIME_MIN = 1;
export const EXPECTED_PLAYTIME_MAX = 24;

export const SignupUserSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  account_name: z.string().nullable(),
  discord_name: z.string().nullable(),
});

export const SignupSchema = z
  .object({
    user: SignupUserSchema,
    timestamp: TimestampSchema.describe('When the player first applied; decides the queue position'),
    expected_playtime: z.number().int(),
    needs_help: z.boolean(),
    wants_to_help: z.boolean(),
    partner_id: z.number().int().nullable(),
    partner_account_name: z.string().nullable(),
    actual_playtime: z.number().int().nullable(),
    extra: z.string().nullable(),
    status: ApplicationStatusSchema,
    team_id: z.number().int().nullable(),
    team_lead: z.boolean(),
  })
  .meta({ id: 'Signup' });
export type Signup = z.infer<typeof SignupSchema>;

export const UpsertSignupBodySchema = z
  .object({
    expected_playtime: z.number().int().min(EXPECTED_PLAYTIME_MIN).max(EXPECTED_PLAYTIME_MAX),
    needs_help: z.boolean().default(false),
    wants_to_help: z.boolean().default(false),
    partner_account_name: lineText(64)
      .nullish()
      .transform((name) => (name ? name : null))
      .describe('Game account name of a friend to be placed in the same team'),
    extra: multilineText(2000)
      .nullish()
      .transform((text) => (text?.trim() ? text : null)),
  })
  .refine((body) => !(body.needs_help && body.wants_to_help), {
    message: 'cannot both need help and want to help',
    path: ['wants_to_help'],
  })
  .meta({ id: 'UpsertSignupBody' });
export type UpsertSignupBody = z.infer<typeof UpsertSignupBodySchema>;

/** Hours played over the whole event (the /played page sends days × 24 + hours). */
export const ActualPlaytimeBodySchema = z
  .object({
    actual_playtime: z
      .number()
      .int()
      .min(0)
      .max(24 * 366),
  })
  .meta({ id: 'ActualPlaytimeBody' });
export type ActualPlaytimeBody = z.infer<typeof ActualPlaytimeBodySchema>;

export const SignupParamsSchema = z.object({ event_id: EventIdParamSchema, user_id: IdParamSchema });
