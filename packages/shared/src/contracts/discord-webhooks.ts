import { z } from 'zod';
import { boundedString, IdParamSchema } from './common';

/**
 * What a Discord webhook of an event is for (docs/decisions/038-discord-webhooks.md): each purpose posts to its
 * own channel, so judges, the community and admins each follow only what concerns them.
 */
export const DISCORD_WEBHOOK_PURPOSES = ['submissions', 'decisions', 'milestones', 'job_failures'] as const;
export const DiscordWebhookPurposeSchema = z.enum(DISCORD_WEBHOOK_PURPOSES);
export type DiscordWebhookPurpose = z.infer<typeof DiscordWebhookPurposeSchema>;

export const DiscordWebhookParamsSchema = z.object({
  event_id: IdParamSchema,
  purpose: DiscordWebhookPurposeSchema,
});

/** Discord webhook URLs run to about 120 characters; anything far longer is not one. */
export const DISCORD_WEBHOOK_URL_MAX = 300;

export const SetDiscordWebhookBodySchema = z
  .object({
    url: boundedString(DISCORD_WEBHOOK_URL_MAX)
      .trim()
      .min(1, 'must not be empty')
      .describe("The channel's webhook URL from Discord (Server settings → Integrations → Webhooks)"),
  })
  .meta({ id: 'SetDiscordWebhookBody' });
export type SetDiscordWebhookBody = z.infer<typeof SetDiscordWebhookBodySchema>;

export const DiscordWebhookSchema = z
  .object({
    purpose: DiscordWebhookPurposeSchema,
    configured: z.boolean(),
    url_masked: z
      .string()
      .nullable()
      .describe("The webhook's id with its token left out (the token is a secret and never shown again)"),
    last_sent_at: z.string().nullable(),
    last_error: z.string().nullable(),
    last_error_at: z.string().nullable(),
    waiting: z.number().int().describe('Messages queued and not yet posted'),
    failed: z.number().int().describe('Messages given up on after the bounded attempts'),
  })
  .meta({ id: 'DiscordWebhook' });
export type DiscordWebhook = z.infer<typeof DiscordWebhookSchema>;

export const DiscordWebhookTestResultSchema = z
  .object({
    delivered: z.boolean(),
    detail: z.string().describe('What Discord answered, in words'),
  })
  .meta({ id: 'DiscordWebhookTestResult' });
export type DiscordWebhookTestResult = z.infer<typeof DiscordWebhookTestResultSchema>;
