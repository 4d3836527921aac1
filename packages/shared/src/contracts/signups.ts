import { z } from 'zod';
import { ApplicationStatusSchema } from '../enums';
import { INVITE_CODE_INPUT_MAX, INVITE_CODE_LENGTH, isInviteCode, normalizeInviteCode } from '../rules/signup-groups';
import { boundedString, EventIdParamSchema, IdParamSchema, lineText, multilineText, TimestampSchema } from './common';

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
    group_id: z
      .number()
      .int()
      .nullable()
      .describe(
        'The sign-up group the player joined, or null (partners who named each other are a group of two without one)',
      ),
  })
  .meta({ id: 'Signup' });
export type Signup = z.infer<typeof SignupSchema>;

export const SignupGroupSchema = z
  .object({
    id: z.number().int(),
    code: z.string().describe('The invite code, in groups of four; a friend joins with it'),
    max_size: z.number().int().describe("The event's most players per group"),
    members: z
      .array(z.object({ user_id: z.number().int(), display_name: z.string(), account_name: z.string().nullable() }))
      .describe('In queue order'),
  })
  .meta({ id: 'SignupGroup' });
export type SignupGroup = z.infer<typeof SignupGroupSchema>;

/** The caller's own sign-up: a sign-up with the group it belongs to. */
export const OwnSignupSchema = SignupSchema.extend({
  group: SignupGroupSchema.nullable().describe('Your sign-up group with its members and invite code, or null'),
}).meta({ id: 'OwnSignup' });
export type OwnSignup = z.infer<typeof OwnSignupSchema>;

export const JoinSignupGroupBodySchema = z
  .object({
    code: boundedString(INVITE_CODE_INPUT_MAX)
      .transform(normalizeInviteCode)
      .refine(
        isInviteCode,
        `must be an invite code of ${INVITE_CODE_LENGTH} letters and digits, like 7KQM-2XPA-9RTW-HC4E`,
      )
      .describe('The invite code a member of the group shared; case, spaces and dashes do not matter'),
  })
  .meta({ id: 'JoinSignupGroupBody' });
export type JoinSignupGroupBody = z.infer<typeof JoinSignupGroupBodySchema>;

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
