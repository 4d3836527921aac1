import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscordWebhook, DiscordWebhookPurpose, DiscordWebhookTestResult } from '@app/shared';
import { auditEntries, discordMessages, objectives, scoringPresets } from '../../db/schema';
import { addMember, insertEvent, insertObjective, insertTeam, insertUser } from '../../test/fixtures';
import { createJobWorld, type JobWorld } from '../../test/job-world';
import { QUIET_LOG } from '../../test/jobs';
import { DATABASE_KINDS } from '../../test/test-app';
import { createDiscordDelivery, type DiscordDelivery } from '../../worker/discord-delivery';
import { MAX_ATTEMPTS, pruneSent, retryDelay, SENT_KEPT_MS } from './discord-delivery';
import {
  connectDemoWebhooks,
  DEMO_DISCORD_WEBHOOK_IDS,
  JOB_FAILURE_STREAK_ANNOUNCED,
  noteJobFailure,
} from './discord-webhooks.service';

/**
 * Discord webhooks end to end (docs/decisions/038-discord-webhooks.md): the real app and the worker's delivery
 * loop posting over real HTTP to the simulator, whose record of webhook posts is what Discord would show.
 */

const HOUR = 3_600_000;
type Headers = { authorization: string };

/** A webhook per purpose: Discord-shaped ids (snowflakes) and tokens (68 URL-safe characters). */
const WEBHOOK_IDS: Record<DiscordWebhookPurpose, string> = {
  submissions: '112233445566778801',
  decisions: '112233445566778802',
  milestones: '112233445566778803',
  job_failures: '112233445566778804',
};
const tokenOf = (id: string) => `tok_${id}_`.padEnd(68, 'x');

describe.each(DATABASE_KINDS)('Discord webhooks on %s', (kind) => {
  let world: JobWorld;
  let delivery: DiscordDelivery;
  let eventId: number;
  let admin: Headers;
  let judge: Headers;
  let redPlayer: Headers;
  const team = { red: 0, blue: 0 };
  const objective = { sirus: 0, lab: 0, uber: 0, act: 0 };

  beforeAll(async () => {
    world = await createJobWorld(kind, { streamStart: 'tip', simulatedTime: true });
    delivery = createDiscordDelivery(world.t.app.ctx, QUIET_LOG);
    const db = world.t.database.db;
    const now = world.t.app.ctx.now();
    const event = await insertEvent(db, {
      eventStartTime: new Date(now.getTime() - 2 * HOUR),
      eventEndTime: new Date(now.getTime() + 48 * HOUR),
    });
    eventId = event.id;
    team.red = (await insertTeam(db, eventId, 'Red Ravens')).id;
    team.blue = (await insertTeam(db, eventId, 'Blue Bears')).id;
    const user = async (name: string, permissions: ('admin' | 'submission_judge')[] = []) => {
      const row = await insertUser(db, { displayName: name, permissions });
      return { id: row.id, headers: await world.t.auth(row.id) };
    };
    admin = (await user('Ada Admin', ['admin'])).headers;
    judge = (await user('Judge Judy', ['submission_judge'])).headers;
    const red = await user('Red Runner');
    redPlayer = red.headers;
    await addMember(db, eventId, team.red, red.id);

    const [race] = await db
      .insert(scoringPresets)
      .values({ eventId, name: 'Race', points: [10, 6, 3], scoringMethod: 'RANKED_TIME' })
      .returning();
    const [root] = await db.select().from(objectives).where(eq(objectives.eventId, eventId));
    const leaf = async (name: string, parentId = root!.id) =>
      (
        await insertObjective(db, {
          eventId,
          parentId,
          name,
          objectiveType: 'SUBMISSION',
          aggregation: 'EARLIEST',
          numberField: 'SUBMISSION_VALUE',
          presetIds: [race!.id],
        })
      ).id;
    objective.sirus = await leaf('Kill Sirus');
    objective.lab = await leaf('Fastest lab');
    objective.uber = await leaf('Uber Elder');
    objective.act = (
      await insertObjective(db, {
        eventId,
        parentId: root!.id,
        name: 'Act bosses',
        objectiveType: 'CATEGORY',
        aggregation: 'NONE',
        numberField: 'FINISHED_OBJECTIVES',
      })
    ).id;
    await leaf('Kill Kitava', objective.act);
    await world.updater.start();
  });
  afterAll(async () => {
    await delivery.stop();
    await world.close();
  });

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, headers?: Headers, payload?: unknown) =>
    world.t.app.inject({ method, url: `/api/events/${eventId}${path}`, headers, payload: payload as object });
  const webhookUrl = (purpose: DiscordWebhookPurpose) =>
    `${world.sim.sim.urls.discord}/api/webhooks/${WEBHOOK_IDS[purpose]}/${tokenOf(WEBHOOK_IDS[purpose])}`;
  const connect = async (purpose: DiscordWebhookPurpose) => {
    const response = await call('PUT', `/discord-webhooks/${purpose}`, admin, { url: webhookUrl(purpose) });
    expect(response.statusCode).toBe(200);
    return response.json<DiscordWebhook>();
  };
  const stateOf = async (purpose: DiscordWebhookPurpose) =>
    (await call('GET', '/discord-webhooks', admin)).json<DiscordWebhook[]>().find((hook) => hook.purpose === purpose)!;
  const postsTo = (purpose: DiscordWebhookPurpose) => world.sim.sim.control.discordWebhookPosts(WEBHOOK_IDS[purpose]);
  const now = () => world.t.app.ctx.now();
  const submit = (objectiveId: number, minutesAgo: number, comment = '') =>
    call('PUT', '/submissions', redPlayer, {
      objective_id: objectiveId,
      timestamp: new Date(now().getTime() - minutesAgo * 60_000).toISOString(),
      proof: 'https://www.twitch.tv/videos/123',
      comment,
    });

  it('refuses any URL that is not a webhook of the configured Discord, and never shows the token', async () => {
    const base = world.sim.sim.urls.discord;
    const { origin } = new URL(base);
    const id = WEBHOOK_IDS.submissions;
    const token = tokenOf(id);
    const refused = [
      `https://discord.com/api/webhooks/${id}/${token}`,
      `http://169.254.169.254/api/webhooks/${id}/${token}`,
      `${origin}/elsewhere/api/webhooks/${id}/${token}`,
      `${base}/api/users/@me`,
      `${base}/api/webhooks/${id}/${token}?wait=true`,
      `${base}/api/webhooks/${id}/${token}/slack`,
      `${base}/api/webhooks/not-a-snowflake/${token}`,
      base.replace('://', `://user:pw@`) + `/api/webhooks/${id}/${token}`,
      'not a url',
    ];
    for (const url of refused) {
      const response = await call('PUT', '/discord-webhooks/submissions', admin, { url });
      expect([url, response.statusCode]).toEqual([url, 400]);
      expect(response.json<{ error: string }>().error).toContain('must be a Discord webhook URL');
    }
    expect((await stateOf('submissions')).configured).toBe(false);

    const saved = await connect('submissions');
    expect(saved).toMatchObject({ purpose: 'submissions', configured: true, waiting: 0, failed: 0, last_error: null });
    expect(saved.url_masked).toBe(`${base}/api/webhooks/${id}/…`);
    const everything = JSON.stringify([
      (await call('GET', '/discord-webhooks', admin)).json(),
      await world.t.database.db.select().from(auditEntries).where(eq(auditEntries.eventId, eventId)),
    ]);
    expect(everything).not.toContain(token);
    expect(everything).toContain('discord_webhook.set');
  });

  it('lets only admins see and change the webhooks', async () => {
    for (const headers of [judge, redPlayer]) {
      expect((await call('GET', '/discord-webhooks', headers)).statusCode).toBe(403);
      expect(
        (await call('PUT', '/discord-webhooks/decisions', headers, { url: webhookUrl('decisions') })).statusCode,
      ).toBe(403);
      expect((await call('POST', '/discord-webhooks/submissions/test', headers)).statusCode).toBe(403);
    }
    expect((await call('GET', '/discord-webhooks')).statusCode).toBe(401);
    expect(
      (await call('PUT', '/discord-webhooks/everything', admin, { url: webhookUrl('decisions') })).statusCode,
    ).toBe(400);
  });

  it("pings the judges' channel when a submission arrives, naming the objective and the team", async () => {
    await connect('submissions');
    world.sim.sim.control.clearDiscordWebhookPosts();
    expect((await submit(objective.sirus, 30, 'Deathless @everyone')).statusCode).toBe(201);
    expect((await stateOf('submissions')).waiting).toBe(1);

    expect(await delivery.flush()).toMatchObject({ posts: 1, messages: 1, failures: 0 });
    const posts = postsTo('submissions');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.embeds).toHaveLength(1);
    const embed = JSON.stringify(posts[0]!.embeds[0]);
    expect(embed).toContain('Kill Sirus');
    expect(embed).toContain('Red Ravens');
    expect(embed).toContain('Red Runner');
    // Sent once: a second pass finds nothing waiting.
    expect(await delivery.flush()).toMatchObject({ posts: 0 });
    expect(postsTo('submissions')).toHaveLength(1);
    const state = await stateOf('submissions');
    expect(state).toMatchObject({ waiting: 0, failed: 0, last_error: null });
    expect(state.last_sent_at).not.toBeNull();
  });

  it('batches several waiting submissions into one post with an embed each', async () => {
    world.sim.sim.control.clearDiscordWebhookPosts();
    for (const [objectiveId, minutes] of [
      [objective.lab, 20],
      [objective.uber, 19],
      [objective.sirus, 18],
    ] as const)
      expect((await submit(objectiveId, minutes)).statusCode).toBe(201);
    await delivery.flush();
    const posts = postsTo('submissions');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.embeds.map((embed) => embed.title)).toEqual([
      'New submission: Fastest lab',
      'New submission: Uber Elder',
      'New submission: Kill Sirus',
    ]);
  });

  it("tells the decisions channel a judge's placing with team, place and points, and milestones who leads", async () => {
    await connect('decisions');
    await connect('milestones');
    const placed = await call('PUT', '/submissions/admin', judge, {
      objective_id: objective.sirus,
      team_ids: [team.blue, team.red],
    });
    expect(placed.statusCode).toBe(200);
    await world.updater.flush();
    await delivery.flush();
    const decisions = postsTo('decisions');
    expect(decisions).toHaveLength(1);
    expect(decisions[0]!.embeds.map((embed) => [embed.title, embed.fields])).toEqual([
      [
        'Kill Sirus: Blue Bears takes place 1',
        [
          { name: 'Team', value: 'Blue Bears', inline: true },
          { name: 'Place', value: '1', inline: true },
          { name: 'Points', value: '10', inline: true },
        ],
      ],
      [
        'Kill Sirus: Red Ravens takes place 2',
        [
          { name: 'Team', value: 'Red Ravens', inline: true },
          { name: 'Place', value: '2', inline: true },
          { name: 'Points', value: '6', inline: true },
        ],
      ],
    ]);
    expect(postsTo('milestones').flatMap((post) => post.embeds.map((embed) => embed.title))).toEqual([
      'Blue Bears takes the lead',
    ]);

    // The same placing again is no news; a rescore announces no lead twice.
    await call('PUT', '/submissions/admin', judge, { objective_id: objective.sirus, team_ids: [team.blue, team.red] });
    await world.updater.flush();
    await delivery.flush();
    expect(postsTo('decisions')).toHaveLength(1);
    expect(postsTo('milestones')).toHaveLength(1);
  });

  it('tells the milestones channel of a completed category and of the new leader', async () => {
    world.sim.sim.control.clearDiscordWebhookPosts();
    const kitava = (
      await world.t.database.db.select().from(objectives).where(eq(objectives.parentId, objective.act))
    )[0]!;
    expect(
      (await call('PUT', '/submissions/admin', judge, { objective_id: kitava.id, team_ids: [team.red] })).statusCode,
    ).toBe(200);
    await world.updater.flush();
    await delivery.flush();
    expect(postsTo('milestones').flatMap((post) => post.embeds.map((embed) => embed.title))).toEqual([
      'Red Ravens takes the lead',
      'Red Ravens completed Act bosses',
    ]);
  });

  it('waits out a 429 for its retry_after, then posts the same messages once', async () => {
    const { control, journal } = world.sim.sim;
    const path = `/api/webhooks/${WEBHOOK_IDS.submissions}/*`;
    control.clearDiscordWebhookPosts();
    control.addFault({ match: { path }, action: { kind: 'rate-limit', retryAfter: 30 }, times: 1 });
    const earlier = journal.list({ path }).length;
    expect((await submit(objective.lab, 10)).statusCode).toBe(201);

    expect(await delivery.flush()).toMatchObject({ posts: 0, failures: 1 });
    expect((await stateOf('submissions')).last_error).toContain('Rate limited by Discord');
    // Not before Discord allows it.
    control.advance('20s');
    expect(await delivery.flush()).toMatchObject({ posts: 0, failures: 0 });
    control.advance('15s');
    expect(await delivery.flush()).toMatchObject({ posts: 1, messages: 1 });

    const calls = journal.list({ path }).slice(earlier);
    expect(calls.map((entry) => entry.status)).toEqual([429, 204]);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(30_000);
    expect(postsTo('submissions')).toHaveLength(1);
    expect(await stateOf('submissions')).toMatchObject({ waiting: 0, failed: 0, last_error: null });
    // A 429 costs no attempt.
    const [row] = await world.t.database.db
      .select({ attempts: discordMessages.attempts })
      .from(discordMessages)
      .where(eq(discordMessages.purpose, 'submissions'))
      .orderBy(desc(discordMessages.id))
      .limit(1);
    expect(row?.attempts).toBe(1);
  });

  it('gives up on a dead webhook after the bounded attempts, with backoff, and shows why', async () => {
    const { control } = world.sim.sim;
    const path = `/api/webhooks/${WEBHOOK_IDS.submissions}/*`;
    control.clearDiscordWebhookPosts();
    control.addFault({ match: { path }, action: { kind: 'status', status: 404 } });
    expect((await submit(objective.uber, 5)).statusCode).toBe(201);

    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await delivery.flush()).toMatchObject({ posts: 0, failures: 1 });
      // Backing off: nothing is tried again before the delay.
      expect(await delivery.flush()).toMatchObject({ failures: 0 });
      control.advance(retryDelay(attempt));
    }
    expect(await delivery.flush()).toMatchObject({ failures: 0 });
    const state = await stateOf('submissions');
    expect(state).toMatchObject({ waiting: 0, failed: 1 });
    expect(state.last_error).toContain(`Gave up after ${MAX_ATTEMPTS} attempts`);
    expect(state.last_error).toContain('does not know this webhook');

    const test = await call('POST', '/discord-webhooks/submissions/test', admin);
    expect(test.json<DiscordWebhookTestResult>()).toEqual({
      delivered: false,
      detail: 'Discord does not know this webhook (404): it was deleted; set a new URL',
    });
    control.clearFaults();
    const retried = await call('POST', '/discord-webhooks/submissions/test', admin);
    expect(retried.json<DiscordWebhookTestResult>()).toEqual({
      delivered: true,
      detail: 'Discord accepted the message',
    });
    expect(postsTo('submissions').map((post) => post.embeds[0]?.title)).toEqual(['Test message']);
    expect((await stateOf('submissions')).last_error).toBeNull();
  });

  it('announces a failing job once per failing streak', async () => {
    await connect('job_failures');
    const db = world.t.database.db;
    const job = { eventId, jobType: 'FetchStashChanges' };
    for (let failures = 1; failures <= JOB_FAILURE_STREAK_ANNOUNCED + 2; failures++)
      await noteJobFailure(db, job, failures, 'Path of Exile is not answering (503)', QUIET_LOG);
    await delivery.flush();
    const titles = postsTo('job_failures').flatMap((post) => post.embeds.map((embed) => embed.title));
    expect(titles).toEqual([expect.stringContaining('FetchStashChanges is failing')]);
  });

  it("demo mode: the event's webhooks point at the simulator, which records a visitor's submission", async () => {
    await connectDemoWebhooks(world.t.database.db, eventId, world.t.app.ctx.providers.discordWebhooks!);
    const states = (await call('GET', '/discord-webhooks', admin)).json<DiscordWebhook[]>();
    expect(states.every((state) => state.configured && state.url_masked?.startsWith(world.sim.sim.urls.discord))).toBe(
      true,
    );
    expect((await submit(objective.lab, 2)).statusCode).toBe(201);
    await delivery.flush();
    const posts = world.sim.sim.control.discordWebhookPosts(DEMO_DISCORD_WEBHOOK_IDS.submissions);
    expect(posts.flatMap((post) => post.embeds.map((embed) => embed.title))).toEqual(['New submission: Fastest lab']);
  });

  it('prunes sent messages after a week, and keeps those given up for the admin page', async () => {
    const db = world.t.database.db;
    const sent = async () =>
      (await db.select().from(discordMessages)).filter((message) => message.sentAt !== null).length;
    expect(await sent()).toBeGreaterThan(0);
    expect(await pruneSent(db, now())).toBe(0);
    await pruneSent(db, new Date(now().getTime() + SENT_KEPT_MS + 60_000));
    expect(await sent()).toBe(0);
    expect((await stateOf('submissions')).failed).toBe(1);
  });

  it('removes a webhook with its waiting messages, and then has nothing to test', async () => {
    expect((await call('DELETE', '/discord-webhooks/job_failures', admin)).statusCode).toBe(204);
    expect((await stateOf('job_failures')).configured).toBe(false);
    expect((await call('DELETE', '/discord-webhooks/job_failures', admin)).statusCode).toBe(404);
    expect((await call('POST', '/discord-webhooks/job_failures/test', admin)).statusCode).toBe(404);
  });
});
