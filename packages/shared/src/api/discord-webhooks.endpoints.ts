import { z } from 'zod';
import {
  DiscordWebhookParamsSchema,
  DiscordWebhookSchema,
  DiscordWebhookTestResultSchema,
  SetDiscordWebhookBodySchema,
} from '../contracts/discord-webhooks';
import { describeEndpoints, emptyAnswer } from './endpoint';

export const discordWebhooksEndpoints = describeEndpoints('Discord webhooks', {
  getDiscordWebhooks: {
    summary: "An event's Discord webhooks, one per purpose, with their delivery state",
    description:
      'Every purpose (submissions, decisions, milestones, job_failures), configured or not; URLs come masked. Waiting and failed count the queued messages.',
    params: DiscordWebhookParamsSchema.pick({ event_id: true }),
    responses: { 200: z.array(DiscordWebhookSchema) },
  },
  setDiscordWebhook: {
    summary: "Set the Discord webhook of one of an event's purposes",
    description:
      "Only a Discord webhook URL (under Discord's API, `/api/webhooks/{id}/{token}`) is accepted: 400 otherwise. Replacing a URL keeps the waiting messages, which go to the new one. Audited (without the token).",
    params: DiscordWebhookParamsSchema,
    body: SetDiscordWebhookBodySchema,
    responses: { 200: DiscordWebhookSchema },
  },
  deleteDiscordWebhook: {
    summary: "Remove the Discord webhook of one of an event's purposes",
    description: 'Its waiting messages are dropped with it. Audited.',
    params: DiscordWebhookParamsSchema,
    responses: { 204: emptyAnswer('Removed') },
  },
  testDiscordWebhook: {
    summary: "Post a test message to one of an event's Discord webhooks",
    description:
      'Posts at once (bounded to a few seconds) and reports what Discord answered; the outcome also shows as the last sent / last error of the webhook. 404 when the purpose has no webhook.',
    params: DiscordWebhookParamsSchema,
    responses: { 200: DiscordWebhookTestResultSchema },
  },
});
