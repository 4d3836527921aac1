/**
 * Posting the outbox (docs/decisions/038-discord-webhooks.md): per webhook, the oldest due messages in one post
 * (at most ten embeds and 6000 characters, Discord's limits); a webhook Discord holds back (429 `retry_after`,
 * or a bucket spent to `X-RateLimit-Remaining: 0` until `X-RateLimit-Reset-After`) waits without losing an
 * attempt; any other failure costs the batch an attempt, retried with exponential backoff and given up after
 * MAX_ATTEMPTS, the error kept on the webhook for the admin page. Runs in the one active worker.
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { discordMessages, discordWebhooks } from '../../db/schema';
import { isUpstreamError } from '../../lib/http/upstream-error';
import {
  DISCORD_MAX_EMBEDS,
  type DiscordEmbed,
  type DiscordWebhookClient,
} from '../../providers/discord/discord-webhooks.client';
import { embedSize } from './discord-messages';
import { describeFailure, recordDelivery, waitingOf } from './discord-webhooks.service';

/** Attempts per message (first included) before it is given up on. */
export const MAX_ATTEMPTS = 5;
/** Backoff after a failed attempt: 30 s, 1 min, 2 min, 4 min. */
const BACKOFF_BASE_MS = 30_000;
/** Discord counts every embed's text towards 6000 characters per message; a margin for what we do not count. */
const MAX_BATCH_CHARS = 5_500;
/** Webhooks served per pass: bounds one pass's work; the rest wait for the next. */
const WEBHOOKS_PER_PASS = 20;
/** How long one post may wait for the HTTP client's own rate limiting before it counts as held back. */
const POST_MAX_WAIT_MS = 5_000;

export function retryDelay(attempts: number): number {
  return BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1);
}

type Log = { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void };

export type DeliveryPass = { posts: number; messages: number; failures: number };

/** One pass over every webhook with due messages; answers what it did. Never throws for a failed post. */
export async function deliverDue(
  db: Db,
  client: DiscordWebhookClient,
  now: () => Date,
  log: Log,
): Promise<DeliveryPass> {
  const pass: DeliveryPass = { posts: 0, messages: 0, failures: 0 };
  const at = now();
  const due = await db
    .selectDistinct({ eventId: discordMessages.eventId, purpose: discordMessages.purpose })
    .from(discordMessages)
    .innerJoin(
      discordWebhooks,
      and(eq(discordWebhooks.eventId, discordMessages.eventId), eq(discordWebhooks.purpose, discordMessages.purpose)),
    )
    .where(
      and(
        isNull(discordMessages.sentAt),
        isNull(discordMessages.failedAt),
        lte(discordMessages.nextAttemptAt, at),
        or(isNull(discordWebhooks.blockedUntil), lte(discordWebhooks.blockedUntil, at)),
      ),
    )
    .limit(WEBHOOKS_PER_PASS);
  for (const webhook of due) {
    try {
      await deliverBatch(db, client, webhook, now, log, pass);
    } catch (error) {
      log.error({ err: error, ...webhook }, 'Discord delivery failed');
    }
  }
  return pass;
}

async function deliverBatch(
  db: Db,
  client: DiscordWebhookClient,
  key: { eventId: number; purpose: (typeof discordWebhooks.$inferSelect)['purpose'] },
  now: () => Date,
  log: Log,
  pass: DeliveryPass,
): Promise<void> {
  const [webhook] = await db
    .select()
    .from(discordWebhooks)
    .where(and(eq(discordWebhooks.eventId, key.eventId), eq(discordWebhooks.purpose, key.purpose)));
  if (!webhook) return;
  const at = now();
  const waiting = await db
    .select()
    .from(discordMessages)
    .where(and(waitingOf(key.eventId, key.purpose), lte(discordMessages.nextAttemptAt, at)))
    .orderBy(asc(discordMessages.id))
    .limit(DISCORD_MAX_EMBEDS);
  const batch: typeof waiting = [];
  let chars = 0;
  for (const message of waiting) {
    const size = embedSize(message.embed);
    if (batch.length > 0 && chars + size > MAX_BATCH_CHARS) break;
    batch.push(message);
    chars += size;
  }
  if (batch.length === 0) return;
  const ids = batch.map((message) => message.id);
  const address = client.parse(webhook.url);

  try {
    if (!address) throw new Error('The stored URL is not a webhook of the configured Discord');
    const { spentForMs } = await client.execute(
      address,
      { embeds: batch.map((message) => message.embed as DiscordEmbed), allowed_mentions: { parse: [] } },
      { maxWaitMs: POST_MAX_WAIT_MS },
    );
    const sentAt = now();
    await db
      .update(discordMessages)
      .set({ sentAt, attempts: sql`${discordMessages.attempts} + 1`, lastError: null })
      .where(inArray(discordMessages.id, ids));
    await recordDelivery(db, webhook, {
      sentAt,
      blockedUntil: spentForMs === null ? null : new Date(sentAt.getTime() + spentForMs),
    });
    pass.posts += 1;
    pass.messages += batch.length;
  } catch (error) {
    pass.failures += 1;
    const detail = describeFailure(error);
    const failedAt = now();
    if (isUpstreamError(error, 'rate_limited')) {
      // Discord refused before acting: the same messages go again once it allows, no attempt spent.
      const until = new Date(failedAt.getTime() + (error.retryAfterMs ?? BACKOFF_BASE_MS));
      await db
        .update(discordMessages)
        .set({ nextAttemptAt: until, lastError: detail })
        .where(inArray(discordMessages.id, ids));
      await recordDelivery(db, webhook, { error: detail, at: failedAt, blockedUntil: until });
      log.info({ eventId: key.eventId, purpose: key.purpose, until }, 'Discord webhook rate limited');
      return;
    }
    const attempts = Math.max(...batch.map((message) => message.attempts)) + 1;
    const givenUp = attempts >= MAX_ATTEMPTS;
    await db
      .update(discordMessages)
      .set({
        attempts: sql`${discordMessages.attempts} + 1`,
        lastError: detail,
        ...(givenUp ? { failedAt } : { nextAttemptAt: new Date(failedAt.getTime() + retryDelay(attempts)) }),
      })
      .where(inArray(discordMessages.id, ids));
    await recordDelivery(db, webhook, {
      error: givenUp ? `Gave up after ${attempts} attempts: ${detail}` : detail,
      at: failedAt,
    });
    log.error(
      { eventId: key.eventId, purpose: key.purpose, attempts, givenUp, detail },
      givenUp ? 'gave up on Discord messages' : 'Discord post failed; retrying later',
    );
  }
}

/** Sent messages are kept this long (to look into what was posted), then pruned. */
export const SENT_KEPT_MS = 7 * 24 * 3_600_000;
/** Rows pruned per statement: one prune never holds the table for long. */
const PRUNE_BATCH = 1_000;

/** Deletes sent messages older than SENT_KEPT_MS (given-up ones stay: the admin page counts them). */
export async function pruneSent(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - SENT_KEPT_MS);
  const pruned = await db
    .delete(discordMessages)
    .where(
      inArray(
        discordMessages.id,
        db
          .select({ id: discordMessages.id })
          .from(discordMessages)
          .where(lte(discordMessages.sentAt, before))
          .limit(PRUNE_BATCH),
      ),
    )
    .returning({ id: discordMessages.id });
  return pruned.length;
}
