/**
 * Discord webhooks of an event, one per purpose, and the outbox of messages waiting for them
 * (docs/decisions/038-discord-webhooks.md). Producers only insert outbox rows — in the transaction of the change
 * they announce, or after scores are saved — and never throw into what they announce; the worker's delivery
 * loop (worker/discord-delivery.ts) posts them.
 */
import { and, asc, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  DISCORD_WEBHOOK_PURPOSES,
  type DiscordWebhook,
  type DiscordWebhookPurpose,
  type DiscordWebhookTestResult,
  type SetDiscordWebhookBody,
} from '@app/shared';
import type { ScoreRowDiff } from '@app/scoring';
import type { Db, Queryable } from '../../db/database';
import {
  discordMessages,
  discordWebhooks,
  events,
  objectiveScoringRules,
  objectives,
  scoringPresets,
  submissions,
  teams,
  users,
} from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError, notFound, validationFailed } from '../../lib/errors';
import { isUpstreamError } from '../../lib/http/upstream-error';
import type { DiscordEmbed, DiscordWebhookClient } from '../../providers/discord/discord-webhooks.client';
import { recordAudit } from '../audit/audit.service';
import { teamTotals } from '../scores/scores.service';
import {
  categoryEmbed,
  decisionEmbed,
  jobFailureEmbed,
  leadEmbed,
  submissionEmbed,
  testEmbed,
} from './discord-messages';

type WebhookRow = typeof discordWebhooks.$inferSelect;
type SubmissionRow = typeof submissions.$inferSelect;
type Log = { error(obj: object, msg?: string): void };

/** A job failing this many runs in a row is announced, once per failing streak (one failure is often a blip). */
export const JOB_FAILURE_STREAK_ANNOUNCED = 3;
/** How long the admin page's test post may take, rate limits included. */
const TEST_POST_MAX_WAIT_MS = 5_000;

const discordOff = () => new AppError(503, 'upstream_unavailable', 'Discord webhooks are not available on this server');

// ── Webhooks (admin API) ──────────────────────────────────────────────────────────────────────────

/** The webhook without its token: the client's own masking, or (without a client) the URL cut before it. */
function maskUrl(url: string, client: DiscordWebhookClient | null): string {
  const address = client?.parse(url);
  return address ? client!.masked(address) : url.replace(/\/[^/]*\/?$/, '/…');
}

async function presentAll(
  db: Queryable,
  client: DiscordWebhookClient | null,
  eventId: number,
): Promise<DiscordWebhook[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(discordWebhooks).where(eq(discordWebhooks.eventId, eventId)),
    db
      .select({
        purpose: discordMessages.purpose,
        waiting: sql<number>`count(*) filter (where ${discordMessages.sentAt} is null and ${discordMessages.failedAt} is null)::int`,
        failed: sql<number>`count(*) filter (where ${discordMessages.failedAt} is not null)::int`,
      })
      .from(discordMessages)
      .where(eq(discordMessages.eventId, eventId))
      .groupBy(discordMessages.purpose),
  ]);
  return DISCORD_WEBHOOK_PURPOSES.map((purpose) => {
    const row = rows.find((candidate) => candidate.purpose === purpose);
    const counted = counts.find((candidate) => candidate.purpose === purpose);
    return {
      purpose,
      configured: row !== undefined,
      url_masked: row ? maskUrl(row.url, client) : null,
      last_sent_at: row?.lastSentAt?.toISOString() ?? null,
      last_error: row?.lastError ?? null,
      last_error_at: row?.lastErrorAt?.toISOString() ?? null,
      waiting: row ? Number(counted?.waiting ?? 0) : 0,
      failed: row ? Number(counted?.failed ?? 0) : 0,
    };
  });
}

async function requireEvent(db: Queryable, eventId: number): Promise<{ id: number; name: string }> {
  const [event] = await db.select({ id: events.id, name: events.name }).from(events).where(eq(events.id, eventId));
  if (!event) throw notFound('Event');
  return event;
}

export async function listWebhooks(
  db: Queryable,
  client: DiscordWebhookClient | null,
  eventId: number,
): Promise<DiscordWebhook[]> {
  await requireEvent(db, eventId);
  return presentAll(db, client, eventId);
}

function presentOne(all: DiscordWebhook[], purpose: DiscordWebhookPurpose): DiscordWebhook {
  return all.find((webhook) => webhook.purpose === purpose)!;
}

/**
 * Sets a purpose's webhook. Only a webhook of the configured Discord is accepted, and what is stored is the URL
 * rebuilt from its id and token: the worker can only ever post to Discord (no request to a host of anyone's choosing).
 */
export async function setWebhook(
  db: Db,
  client: DiscordWebhookClient | null,
  eventId: number,
  purpose: DiscordWebhookPurpose,
  body: SetDiscordWebhookBody,
  actor: Actor,
): Promise<DiscordWebhook> {
  if (!client) throw discordOff();
  const address = client.parse(body.url);
  if (!address) throw validationFailed('url', `must be a Discord webhook URL: ${client.pattern}`);
  const url = client.urlOf(address);
  await db.transaction(async (tx) => {
    await requireEvent(tx, eventId);
    const [before] = await tx
      .select()
      .from(discordWebhooks)
      .where(and(eq(discordWebhooks.eventId, eventId), eq(discordWebhooks.purpose, purpose)))
      .for('update');
    await tx
      .insert(discordWebhooks)
      .values({ eventId, purpose, url, updatedAt: actor.at })
      .onConflictDoUpdate({
        target: [discordWebhooks.eventId, discordWebhooks.purpose],
        // A new address starts with a clean record: the last error was the old one's.
        set: { url, updatedAt: actor.at, lastError: null, lastErrorAt: null, blockedUntil: null },
      });
    await recordAudit(tx, actor, {
      kind: 'discord_webhook.set',
      eventId,
      targetId: null,
      before: before ? { purpose, url: maskUrl(before.url, client) } : null,
      after: { purpose, url: client.masked(address) },
    });
  });
  return presentOne(await presentAll(db, client, eventId), purpose);
}

export async function deleteWebhook(
  db: Db,
  eventId: number,
  purpose: DiscordWebhookPurpose,
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(discordWebhooks)
      .where(and(eq(discordWebhooks.eventId, eventId), eq(discordWebhooks.purpose, purpose)))
      .returning();
    if (!removed) throw notFound('Discord webhook');
    // Nothing is left to post them to.
    await tx.delete(discordMessages).where(waitingOf(eventId, purpose));
    await recordAudit(tx, actor, {
      kind: 'discord_webhook.delete',
      eventId,
      targetId: null,
      before: { purpose, url: maskUrl(removed.url, null) },
      after: null,
    });
  });
}

/** Posts a test message now and records the outcome on the webhook, as a delivery would. */
export async function testWebhook(
  db: Db,
  client: DiscordWebhookClient | null,
  eventId: number,
  purpose: DiscordWebhookPurpose,
  now: () => Date,
): Promise<DiscordWebhookTestResult> {
  if (!client) throw discordOff();
  const event = await requireEvent(db, eventId);
  const webhook = await findWebhook(db, eventId, purpose);
  if (!webhook) throw notFound('Discord webhook');
  const address = client.parse(webhook.url);
  if (!address) return { delivered: false, detail: 'The stored URL is not a webhook of this Discord' };
  try {
    await client.execute(
      address,
      {
        embeds: [testEmbed({ purpose: purposeName(purpose), event: event.name, at: now() })],
        allowed_mentions: { parse: [] },
      },
      { maxWaitMs: TEST_POST_MAX_WAIT_MS, timeoutMs: TEST_POST_MAX_WAIT_MS },
    );
    await recordDelivery(db, webhook, { sentAt: now() });
    return { delivered: true, detail: 'Discord accepted the message' };
  } catch (error) {
    const detail = describeFailure(error);
    await recordDelivery(db, webhook, { error: detail, at: now() });
    return { delivered: false, detail };
  }
}

export function purposeName(purpose: DiscordWebhookPurpose): string {
  return { submissions: 'new submission', decisions: 'decision', milestones: 'milestone', job_failures: 'job failure' }[
    purpose
  ];
}

/** What went wrong with a post, in words an admin can act on (never the URL: it holds the token). */
export function describeFailure(error: unknown): string {
  if (!isUpstreamError(error)) return error instanceof Error ? error.message : String(error);
  switch (error.kind) {
    case 'not_found':
      return 'Discord does not know this webhook (404): it was deleted; set a new URL';
    case 'unauthorized':
    case 'forbidden':
      return `Discord refused the webhook (${error.upstreamStatus ?? '?'}): its token is no longer valid; set a new URL`;
    case 'rate_limited':
      return `Rate limited by Discord${error.retryAfterMs === null ? '' : `; retrying in ${Math.ceil(error.retryAfterMs / 1000)} s`}`;
    case 'bad_request':
      return `Discord refused the message (${error.upstreamStatus ?? 400}): ${error.detail}`;
    default:
      return `Discord is not answering (${error.upstreamStatus ?? error.kind})`;
  }
}

export async function findWebhook(
  db: Queryable,
  eventId: number,
  purpose: DiscordWebhookPurpose,
): Promise<WebhookRow | undefined> {
  const [row] = await db
    .select()
    .from(discordWebhooks)
    .where(and(eq(discordWebhooks.eventId, eventId), eq(discordWebhooks.purpose, purpose)));
  return row;
}

/** A post's outcome on its webhook: the last success, or the last error (kept until the next success). */
export async function recordDelivery(
  db: Queryable,
  webhook: Pick<WebhookRow, 'eventId' | 'purpose'>,
  outcome: { sentAt: Date; blockedUntil?: Date | null } | { error: string; at: Date; blockedUntil?: Date | null },
): Promise<void> {
  const set =
    'sentAt' in outcome
      ? { lastSentAt: outcome.sentAt, lastError: null, lastErrorAt: null }
      : { lastError: outcome.error, lastErrorAt: outcome.at };
  await db
    .update(discordWebhooks)
    .set(outcome.blockedUntil === undefined ? set : { ...set, blockedUntil: outcome.blockedUntil })
    .where(and(eq(discordWebhooks.eventId, webhook.eventId), eq(discordWebhooks.purpose, webhook.purpose)));
}

// ── Producers ─────────────────────────────────────────────────────────────────────────────────────

/**
 * A new message is due whatever clock the worker keeps (the database's `now()` is not the app's clock in tests
 * and in demo mode): retries are then timed by the worker's own clock.
 */
const DUE_AT_ONCE = new Date(0);

/** Queues embeds for a purpose of an event that has a webhook for it (none: nothing is kept). */
async function enqueue(
  db: Queryable,
  eventId: number,
  purpose: DiscordWebhookPurpose,
  items: readonly { embed: DiscordEmbed; dedupeKey?: string }[],
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insert(discordMessages)
    .values(
      items.map((item) => ({
        eventId,
        purpose,
        embed: item.embed,
        dedupeKey: item.dedupeKey ?? null,
        nextAttemptAt: DUE_AT_ONCE,
      })),
    )
    .onConflictDoNothing();
}

async function hasWebhook(db: Queryable, eventId: number, purpose: DiscordWebhookPurpose): Promise<boolean> {
  const [row] = await db
    .select({ eventId: discordWebhooks.eventId })
    .from(discordWebhooks)
    .where(and(eq(discordWebhooks.eventId, eventId), eq(discordWebhooks.purpose, purpose)));
  return row !== undefined;
}

/** A player's new submission, for the judges (in the submission's transaction: both or neither). */
export async function queueNewSubmission(tx: Queryable, submissionId: number): Promise<void> {
  const [row] = await tx
    .select({
      submission: submissions,
      objective: objectives.name,
      team: teams.name,
      player: users.displayName,
    })
    .from(submissions)
    .innerJoin(
      discordWebhooks,
      and(eq(discordWebhooks.eventId, submissions.eventId), eq(discordWebhooks.purpose, 'submissions')),
    )
    .innerJoin(objectives, eq(objectives.id, submissions.objectiveId))
    .innerJoin(teams, eq(teams.id, submissions.teamId))
    .innerJoin(users, eq(users.id, submissions.userId))
    .where(eq(submissions.id, submissionId));
  if (!row) return;
  const { submission } = row;
  await enqueue(tx, submission.eventId, 'submissions', [
    {
      embed: submissionEmbed({
        objective: row.objective,
        team: row.team,
        player: row.player,
        number: submission.number,
        proof: submission.proof,
        comment: submission.comment,
        at: submission.createdAt,
      }),
    },
  ]);
}

/** A judge's review: an approval is announced (a rejection, or a return to review, is not news for the community). */
export async function queueReviewDecision(tx: Queryable, before: SubmissionRow, after: SubmissionRow): Promise<void> {
  if (after.approvalStatus !== 'APPROVED' || before.approvalStatus === 'APPROVED') return;
  await queueDecisions(tx, after.eventId, after.objectiveId, [{ teamId: after.teamId, place: after.place }]);
}

/** A judge's placement: each team whose place is new or changed. */
export async function queuePlacements(
  tx: Queryable,
  eventId: number,
  objectiveId: number,
  teamIds: readonly number[],
  previous: readonly Pick<SubmissionRow, 'teamId' | 'place'>[],
): Promise<void> {
  const changed = teamIds
    .map((teamId, index) => ({ teamId, place: index + 1 }))
    .filter(({ teamId, place }) => !previous.some((row) => row.teamId === teamId && row.place === place));
  await queueDecisions(tx, eventId, objectiveId, changed);
}

/**
 * The points a place is worth on an objective: the sum over its scoring rules, a ranked rule's points for that
 * place (its last entry beyond the list, as the scoring engine does), any other rule's first.
 */
function pointsForPlace(rules: readonly { method: string; points: number[] }[], place: number | null): number {
  return rules.reduce((sum, rule) => {
    const index = rule.method.startsWith('RANKED') || rule.method.endsWith('_RANKED') ? (place ?? 1) - 1 : 0;
    return sum + (rule.points[Math.min(index, rule.points.length - 1)] ?? 0);
  }, 0);
}

async function queueDecisions(
  tx: Queryable,
  eventId: number,
  objectiveId: number,
  decided: readonly { teamId: number; place: number | null }[],
): Promise<void> {
  if (decided.length === 0 || !(await hasWebhook(tx, eventId, 'decisions'))) return;
  const [objective] = await tx.select({ name: objectives.name }).from(objectives).where(eq(objectives.id, objectiveId));
  const rules = await tx
    .select({ method: scoringPresets.scoringMethod, points: scoringPresets.points })
    .from(objectiveScoringRules)
    .innerJoin(scoringPresets, eq(scoringPresets.id, objectiveScoringRules.scoringPresetId))
    .where(eq(objectiveScoringRules.objectiveId, objectiveId))
    .orderBy(asc(objectiveScoringRules.position));
  const names = await teamNames(
    tx,
    decided.map((item) => item.teamId),
  );
  const at = new Date();
  await enqueue(
    tx,
    eventId,
    'decisions',
    decided.map(({ teamId, place }) => ({
      embed: decisionEmbed({
        objective: objective?.name ?? `Objective ${objectiveId}`,
        team: names.get(teamId) ?? `Team ${teamId}`,
        place,
        points: pointsForPlace(rules, place),
        at,
      }),
    })),
  );
}

async function teamNames(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(inArray(teams.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * After scores are saved: a team taking the lead (a strict lead, announced once per change of leader) and
 * categories a team completed (once each). Never throws: scoring goes on whatever happens here.
 */
export async function noteScoreMilestones(
  db: Db,
  eventId: number,
  diffs: readonly ScoreRowDiff[],
  log: Log,
): Promise<void> {
  try {
    if (diffs.length === 0) return;
    const webhook = await findWebhook(db, eventId, 'milestones');
    if (!webhook) return;
    const at = new Date();
    const items: { embed: DiscordEmbed; dedupeKey?: string }[] = [];

    const totals = Object.entries(await teamTotals(db, eventId)).map(([id, points]) => ({ id: Number(id), points }));
    totals.sort((a, b) => b.points - a.points);
    const [first, second] = totals;
    const leader = first && first.points > 0 && (second === undefined || first.points > second.points) ? first : null;
    let leaderChanged = false;
    if (leader && leader.id !== webhook.leaderTeamId) {
      const claimed = await db
        .update(discordWebhooks)
        .set({ leaderTeamId: leader.id })
        .where(
          and(
            eq(discordWebhooks.eventId, eventId),
            eq(discordWebhooks.purpose, 'milestones'),
            sql`${discordWebhooks.leaderTeamId} is distinct from ${leader.id}`,
          ),
        )
        .returning({ eventId: discordWebhooks.eventId });
      leaderChanged = claimed.length > 0;
    }

    const finished = diffs.filter(
      (diff) =>
        diff.diff_type !== 'Removed' &&
        diff.score.finished &&
        (diff.diff_type === 'Added' || (diff.field_diff ?? []).includes('finished')),
    );
    const categories =
      finished.length === 0
        ? []
        : await db
            .select({ id: objectives.id, name: objectives.name })
            .from(objectives)
            .where(
              and(
                inArray(objectives.id, [...new Set(finished.map((diff) => diff.objective_id))]),
                isNotNull(objectives.parentId),
                sql`exists (select 1 from ${objectives} as child where child.parent_id = ${objectives.id})`,
              ),
            );
    const completed = finished.filter((diff) => categories.some((category) => category.id === diff.objective_id));
    const names = await teamNames(db, [
      ...(leaderChanged && leader ? [leader.id] : []),
      ...completed.map((diff) => diff.team_id),
    ]);
    if (leaderChanged && leader)
      items.push({
        embed: leadEmbed({ team: names.get(leader.id) ?? `Team ${leader.id}`, points: leader.points, at }),
      });
    for (const diff of completed)
      items.push({
        embed: categoryEmbed({
          team: names.get(diff.team_id) ?? `Team ${diff.team_id}`,
          category: categories.find((category) => category.id === diff.objective_id)?.name ?? 'a category',
          at,
        }),
        dedupeKey: `category:${diff.objective_id}:team:${diff.team_id}`,
      });
    await enqueue(db, eventId, 'milestones', items);
  } catch (error) {
    log.error({ err: error, eventId }, 'could not queue Discord milestones');
  }
}

/** A recurring job's failing streak reaching the announced length. Never throws: the job runner goes on. */
export async function noteJobFailure(
  db: Db,
  job: { eventId: number; jobType: string },
  failures: number,
  error: string,
  log: Log,
): Promise<void> {
  if (failures !== JOB_FAILURE_STREAK_ANNOUNCED) return;
  try {
    const [event] = await db.select({ name: events.name }).from(events).where(eq(events.id, job.eventId));
    if (!event || !(await hasWebhook(db, job.eventId, 'job_failures'))) return;
    await enqueue(db, job.eventId, 'job_failures', [
      { embed: jobFailureEmbed({ jobType: job.jobType, event: event.name, failures, error, at: new Date() }) },
    ]);
  } catch (caught) {
    log.error({ err: caught, eventId: job.eventId }, 'could not queue a Discord job failure message');
  }
}

/** The messages of an event's purpose still to be sent: neither sent nor given up on. */
export function waitingOf(eventId: number, purpose: DiscordWebhookPurpose): SQL | undefined {
  return and(
    eq(discordMessages.eventId, eventId),
    eq(discordMessages.purpose, purpose),
    isNull(discordMessages.sentAt),
    isNull(discordMessages.failedAt),
  );
}

/** Messages waiting (not sent, not given up on) of an event's purpose: for tests and the admin page. */
export async function countWaiting(db: Queryable, eventId: number, purpose: DiscordWebhookPurpose): Promise<number> {
  const [row] = await db.select({ n: count() }).from(discordMessages).where(waitingOf(eventId, purpose));
  return Number(row?.n ?? 0);
}

// ── Demo mode ─────────────────────────────────────────────────────────────────────────────────────

/** The demo event's webhooks in the simulator: what a demo visitor finds in `/_control/discord/webhook-posts`. */
export const DEMO_DISCORD_WEBHOOK_IDS: Readonly<Record<DiscordWebhookPurpose, string>> = {
  submissions: '100000000000000101',
  decisions: '100000000000000102',
  milestones: '100000000000000103',
  job_failures: '100000000000000104',
};

/**
 * Points every purpose of the demo event at the simulator's Discord (whose address changes with each start), so
 * a demo visitor's submission shows up in the simulator's record of webhook posts.
 */
export async function connectDemoWebhooks(db: Db, eventId: number, client: DiscordWebhookClient): Promise<void> {
  for (const purpose of DISCORD_WEBHOOK_PURPOSES) {
    const id = DEMO_DISCORD_WEBHOOK_IDS[purpose];
    const url = client.urlOf({ id, token: `demo-${purpose.replace('_', '-')}-token`.padEnd(68, '0') });
    await db
      .insert(discordWebhooks)
      .values({ eventId, purpose, url })
      .onConflictDoUpdate({ target: [discordWebhooks.eventId, discordWebhooks.purpose], set: { url } });
  }
}
