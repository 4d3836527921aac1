/**
 * From the game to scores, through the real jobs and clients against the simulator (on its virtual clock).
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  CharacterStats,
  CharacterSummary,
  GuildStashContent,
  GuildStashTab,
  LadderEntry,
  RecurringJob,
  ScoreDiff,
} from '@app/shared';
import { JOB_PAUSES } from '@app/shared';
import type { ScenarioInput } from '@app/simulator';
import {
  characters,
  events,
  linkedAccounts,
  objectiveConditions,
  objectiveMatches,
  objectives,
  scoringPresets,
  stashStreamCursors,
  teamMembers,
} from '../db/schema';
import { GUILD_TABS, LEAGUE } from '../providers/simulator.fixtures';
import {
  addMember,
  insertEvent,
  insertNamedItemObjective,
  insertObjective,
  insertTeam,
  insertUser,
} from '../test/fixtures';
import { createJobWorld, type JobWorld } from '../test/job-world';
import { drainJob, QUIET_LOG, runJob } from '../test/jobs';
import { DATABASE_KINDS, type DatabaseKind } from '../test/test-app';
import { waitFor } from '../test/wait';
import { determineGuildStashAccessJob } from './determine-guild-stash-access.job';
import { evaluateStashChangesJob } from './evaluate-stash-changes.job';
import { fetchCharacterDataJob } from './fetch-character-data.job';
import { fetchGuildStashesJob } from './fetch-guild-stashes.job';
import { fetchStashChangesJob } from './fetch-stash-changes.job';
import { createJobRunner } from './job-runner';

type World = JobWorld & {
  eventId: number;
  teams: { red: number; blue: number };
  ids: { headhunter: number; chaos: number; level68: number; teamLevels: number };
};

async function createWorld(kind: DatabaseKind, scenario: Partial<ScenarioInput> = {}): Promise<World> {
  const world = await createJobWorld(kind, { scenario, streamStart: 'beginning' });
  const db = world.t.database.db;
  const event = await insertEvent(db, {
    name: LEAGUE,
    eventStartTime: new Date(Date.now() - 3_600_000),
    eventEndTime: new Date(Date.now() + 7 * 86_400_000),
  });
  const red = (await insertTeam(db, event.id, 'Red')).id;
  const blue = (await insertTeam(db, event.id, 'Blue')).id;
  for (const [account, team] of [
    ['Alice#1234', red],
    ['Bob#5678', blue],
  ] as const) {
    const user = await insertUser(db, { gameAccount: account });
    await addMember(db, event.id, team, user.id);
    await world.signIn(user.id, account);
  }
  const [root] = await db.select().from(objectives).where(eq(objectives.eventId, event.id));
  const [presence] = await db
    .insert(scoringPresets)
    .values({ eventId: event.id, name: 'Find', points: [10], scoringMethod: 'PRESENCE' })
    .returning();
  const add = async (name: string, values: Partial<typeof objectives.$inferInsert>) =>
    (
      await insertObjective(db, {
        eventId: event.id,
        parentId: root!.id,
        name,
        presetIds: [presence!.id],
        objectiveType: 'ITEM',
        aggregation: 'EARLIEST',
        numberField: 'STACK_SIZE',
        ...values,
      })
    ).id;
  const ids = {
    headhunter: await add('Headhunter', { aggregation: 'EARLIEST_FRESH_ITEM' }),
    chaos: await add('Chaos', { requiredNumber: 5 }),
    level68: await add('Reach level 68', { objectiveType: 'PLAYER', numberField: 'PLAYER_LEVEL', requiredNumber: 68 }),
    teamLevels: await add('Team levels', {
      objectiveType: 'TEAM',
      aggregation: 'MAXIMUM',
      numberField: 'PLAYER_LEVEL',
      requiredNumber: 1000,
    }),
  };
  await db.insert(objectiveConditions).values([
    { objectiveId: ids.headhunter, field: 'NAME', operator: 'EQ', value: 'Headhunter' },
    { objectiveId: ids.chaos, field: 'BASE_TYPE', operator: 'EQ', value: 'Chaos Orb' },
  ]);
  return { ...world, eventId: event.id, teams: { red, blue }, ids };
}

/** Half an hour in, Bob refills four tabs of the event league with Chaos Orbs, 30 times: a river of many pages. */
function bobRefillsHisTabs(world: World): void {
  world.sim.sim.control.advance('30m');
  for (let i = 0; i < 30; i++) {
    world.sim.sim.control.injectStashChange({
      account: 'Bob#5678',
      stash: `tab ${i % 4}`,
      league: LEAGUE,
      items: [{ baseType: 'Chaos Orb', stackSize: 1 + i }],
    });
  }
}

async function ingestStashes(world: World): Promise<void> {
  await drainJob(fetchStashChangesJob(world.deps), world.eventId);
  await drainJob(evaluateStashChangesJob(world.deps), world.eventId);
  await world.updater.flush();
}

const scoresOf = async (world: World, objectiveId: number) =>
  (await world.t.app.inject({ method: 'GET', url: `/api/events/${world.eventId}/scores/latest` }))
    .json<ScoreDiff[]>()
    .filter((d) => d.objective_id === objectiveId)
    .map((d) => ({ team: d.team_id, points: d.score.points, number: d.score.number }));

/** The evidence as a comparable list (ids and wall-clock times aside). */
async function evidenceSignature(world: World): Promise<string[]> {
  const rows = await world.t.database.db
    .select()
    .from(objectiveMatches)
    .where(eq(objectiveMatches.source, 'stash'))
    .orderBy(asc(objectiveMatches.id));
  return rows.map((r) => `${r.objectiveId}|${r.teamId}|${r.userId}|${r.number}|${r.stashId}`).sort();
}

describe.each(DATABASE_KINDS)('ingestion through the worker jobs on %s', (kind) => {
  let world: World;
  beforeEach(async () => {
    world = await createWorld(kind);
  });
  afterEach(async () => {
    await world.close();
  });

  it('turns stash changes in the game into scores, and moves credit when an item is traded to another team', async () => {
    world.sim.sim.control.advance('30m');
    await ingestStashes(world);
    expect(await scoresOf(world, world.ids.headhunter)).toEqual([{ team: world.teams.red, points: 10, number: 1 }]);
    expect(await scoresOf(world, world.ids.chaos)).toEqual([{ team: world.teams.red, points: 10, number: 5 }]);

    // Alice trades the Headhunter to Bob.
    const tip = world.sim.sim.control.stashContents('Alice#1234', 'loot') ?? [];
    world.sim.sim.control.injectStashChange({
      account: 'Alice#1234',
      stash: 'loot',
      items: tip.filter((item) => item.name !== 'Headhunter'),
    });
    world.sim.sim.control.injectStashChange({
      account: 'Bob#5678',
      stash: 'trade',
      league: LEAGUE,
      items: [{ name: 'Headhunter', baseType: 'Leather Belt' }],
    });
    await ingestStashes(world);
    expect(await scoresOf(world, world.ids.headhunter)).toEqual([{ team: world.teams.blue, points: 10, number: 1 }]);
  });

  it('evaluates a tab as soon as the stream stored it, without waiting out the evaluator’s pause', async () => {
    const db = world.t.database.db;
    const admin = await world.t.auth((await insertUser(db, { permissions: ['admin'] })).id);
    const call = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
      world.t.app.inject({ method, url, headers: admin, payload });
    const end_date = new Date(Date.now() + 3_600_000).toISOString();
    for (const job_type of ['FetchStashChanges', 'EvaluateStashChanges']) {
      expect((await call('POST', '/api/jobs', { event_id: world.eventId, job_type, end_date })).statusCode).toBe(201);
    }
    // The stream is read every second; the evaluator would sleep an hour between runs if nothing woke it.
    expect((await call('PUT', '/api/jobs/pauses/FetchStashChanges', { pause_ms: 1_000 })).statusCode).toBe(200);
    const hour = JOB_PAUSES.EvaluateStashChanges.maxMs;
    expect((await call('PUT', '/api/jobs/pauses/EvaluateStashChanges', { pause_ms: hour })).statusCode).toBe(200);
    const runsOf = async (jobType: string) =>
      (await world.t.app.inject({ method: 'GET', url: '/api/jobs', headers: admin }))
        .json<RecurringJob[]>()
        .find((job) => job.event_id === world.eventId && job.job_type === jobType)?.runs ?? 0;

    const runner = createJobRunner(
      world.t.app.ctx,
      [fetchStashChangesJob(world.deps), evaluateStashChangesJob(world.deps)],
      QUIET_LOG,
    );
    await runner.start();
    try {
      // Both jobs have had their first run (the stream read to its tip), so the evaluator is in its long pause.
      await waitFor('the first runs', async () => (await runsOf('EvaluateStashChanges')) >= 1, { timeoutMs: 20_000 });
      await waitFor('the stream at its tip', async () => (await runsOf('FetchStashChanges')) >= 2, {
        timeoutMs: 20_000,
      });
      world.sim.sim.control.injectStashChange({
        account: 'Bob#5678',
        stash: 'lucky',
        league: LEAGUE,
        items: [{ name: 'Headhunter', baseType: 'Leather Belt' }],
      });
      await waitFor(
        'the Headhunter evaluated',
        async () => {
          await world.updater.flush();
          return (await scoresOf(world, world.ids.headhunter)).some((score) => score.team === world.teams.blue);
        },
        { timeoutMs: 30_000 },
      );
    } finally {
      await runner.stop();
    }
    expect(hour).toBeGreaterThan(30_000);
  });

  it('loses nothing and counts nothing twice through faults, rate limits and a stop in the middle', async () => {
    // Small pages, so the river has many of them to get wrong.
    await world.close();
    world = await createWorld(kind, { river: { pageSize: 3 } });
    bobRefillsHisTabs(world);
    const control = world.sim.sim.control;
    control.addFault({
      match: { api: 'poeApi', path: '/public-stash-tabs' },
      action: { kind: 'malformed', malformation: 'truncated-json' },
      times: 1,
      afterNth: 1,
    });
    control.addFault({
      match: { api: 'poeApi', path: '/public-stash-tabs' },
      action: { kind: 'rate-limit', retryAfter: 7 },
      times: 1,
      afterNth: 2,
    });
    control.addFault({
      match: { api: 'poeApi', path: '/public-stash-tabs' },
      action: { kind: 'status', status: 503 },
      times: 2,
      afterNth: 3,
    });
    control.addFault({
      match: { api: 'poeApi', path: '/public-stash-tabs' },
      action: { kind: 'drop', when: 'mid-body' },
      times: 1,
      afterNth: 4,
    });

    const fetch = fetchStashChangesJob(world.deps);
    const stop = new AbortController();
    let runs = 0;
    // The first runs fail (malformed page) or get stopped part way; a fresh job instance picks up from the stored cursor.
    for (;;) {
      runs++;
      if (runs === 3) stop.abort();
      const job = runs >= 3 ? fetchStashChangesJob(world.deps) : fetch;
      try {
        const outcome = await runJob(job, world.eventId, runs === 3 ? stop.signal : undefined);
        if (!outcome.more && runs > 3) break;
      } catch {
        // A failed run is recorded by the runner and retried later: nothing was stored for the failed page.
      }
      if (runs > 40) throw new Error('never caught up');
    }
    await drainJob(evaluateStashChangesJob(world.deps), world.eventId);
    const withFaults = await evidenceSignature(world);

    // The same river, read once without trouble, gives the same evidence.
    const clean = await createWorld(kind, { river: { pageSize: 3 } });
    try {
      bobRefillsHisTabs(clean);
      await drainJob(fetchStashChangesJob(clean.deps), clean.eventId);
      await drainJob(evaluateStashChangesJob(clean.deps), clean.eventId);
      expect(withFaults).toEqual(await evidenceSignature(clean));
    } finally {
      await clean.t.close();
      await clean.sim.close();
    }
    expect(withFaults.length).toBeGreaterThan(10);

    // The rate limit was honoured: no request within Retry-After of the 429.
    const calls = world.sim.sim.journal.list({ api: 'poeApi', path: '/public-stash-tabs' });
    const limited = calls.findIndex((call) => call.status === 429);
    expect(limited).toBeGreaterThanOrEqual(0);
    expect(calls[limited + 1]!.at - calls[limited]!.at).toBeGreaterThanOrEqual(7_000);
    const [cursor] = await world.t.database.db
      .select()
      .from(stashStreamCursors)
      .where(eq(stashStreamCursors.eventId, world.eventId));
    expect(cursor?.nextChangeId).toBe(control.stashTip());
  });

  it('follows characters as they level: player and team objectives move', async () => {
    const characterJob = fetchCharacterDataJob(world.deps);
    await drainJob(characterJob, world.eventId);
    const db = world.t.database.db;
    expect((await db.select().from(characters).orderBy(asc(characters.name))).map((c) => [c.name, c.level])).toEqual([
      ['AliceNecro', 1],
      ['BobSlayer', 5],
    ]);
    await world.updater.flush();
    expect(await scoresOf(world, world.ids.level68)).toEqual([
      { team: world.teams.red, points: 0, number: 1 },
      { team: world.teams.blue, points: 0, number: 5 },
    ]);

    world.sim.sim.control.advance('2h');
    await drainJob(characterJob, world.eventId);
    await world.updater.flush();
    expect(await scoresOf(world, world.ids.level68)).toEqual([
      { team: world.teams.red, points: 10, number: 68 },
      { team: world.teams.blue, points: 10, number: 70 },
    ]);
    expect((await scoresOf(world, world.ids.teamLevels)).map((s) => s.number)).toEqual([68, 70]);
    const [alice] = await db.select().from(characters).where(eq(characters.name, 'AliceNecro'));
    expect(alice).toMatchObject({ characterClass: 'Necromancer', ascendancyPoints: 4 });

    // A revoked sign-in stops polling that player and asks them to connect again; the other player goes on.
    world.sim.sim.control.revokeTokens({ provider: 'poe', account: 'Alice#1234' });
    const outcome = await runJob(characterJob, world.eventId);
    expect(outcome.counters).toMatchObject({ reconnect_needed: 1, characters: 1 });
    const [account] = await db
      .select()
      .from(linkedAccounts)
      .where(and(eq(linkedAccounts.accountName, 'Alice#1234'), eq(linkedAccounts.provider, 'poe')));
    expect(account?.needsReconnect).toBe(true);
  });

  it('serves the characters and the ladder it polled, and refuses bad ids with 4xx', async () => {
    await world.updater.stop();
    await world.t.close();
    await world.sim.close();
    world = await createWorld(kind, { ladder: { extraCharacters: 5, refreshPeriod: '1m' } });
    const characterJob = fetchCharacterDataJob(world.deps);
    await drainJob(characterJob, world.eventId);
    world.sim.sim.control.advance('2h');
    await drainJob(characterJob, world.eventId);
    const get = async (url: string) => world.t.app.inject({ method: 'GET', url });

    const ladder = (await get(`/api/events/${world.eventId}/ladder`)).json<LadderEntry[]>();
    expect(ladder.map((entry) => entry.rank)).toEqual([...ladder.keys()].map((index) => index + 1));
    const aliceEntry = ladder.find((entry) => entry.character_name === 'AliceNecro');
    expect(aliceEntry).toMatchObject({ account_name: 'Alice#1234', level: 68, team_id: world.teams.red });
    // Characters of people who are not participants are listed, but belong to nobody here.
    expect(ladder.filter((entry) => entry.user_id === null).length).toBeGreaterThan(0);

    const tracked = (await get(`/api/events/${world.eventId}/characters`)).json<CharacterSummary[]>();
    expect(tracked.map((c) => [c.name, c.level]).sort()).toEqual([
      ['AliceNecro', 68],
      ['BobSlayer', 70],
    ]);
    const alice = tracked.find((c) => c.name === 'AliceNecro')!;
    expect(alice.user_id).toBe(aliceEntry?.user_id);
    // The skill with the most linked supports in her gear, and experience within level 68 of the game's table.
    expect(alice.main_skill).toBe('Arc');
    expect(alice.experience).toBeGreaterThanOrEqual(304_972_236);
    expect(alice.experience).toBeLessThan(333_233_648);

    const own = (await get(`/api/users/${alice.user_id}/characters`)).json<CharacterSummary[]>();
    expect(own.map((c) => c.id)).toEqual([alice.id]);
    const history = (await get(`/api/users/${alice.user_id}/characters/${alice.id}`)).json<CharacterStats[]>();
    expect(history.map((point) => point.level)).toEqual([1, 68]);

    expect((await get('/api/events/999999/ladder')).statusCode).toBe(404);
    expect((await get(`/api/users/${alice.user_id}/characters/not%20an%20id`)).statusCode).toBe(400);
    expect((await get('/api/users/999999/characters')).json()).toEqual([]);
  });

  it('tells the jobs page that the league does not exist when the event is not named by its league id', async () => {
    const db = world.t.database.db;
    const misnamed = `${LEAGUE} (copy)`;
    await db.update(events).set({ name: misnamed }).where(eq(events.id, world.eventId));
    const admin = await world.t.auth((await insertUser(db, { permissions: ['admin'] })).id);
    const started = await world.t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: admin,
      payload: {
        event_id: world.eventId,
        job_type: 'FetchCharacterData',
        end_date: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });
    expect(started.statusCode).toBe(201);
    const job = async () =>
      (await world.t.app.inject({ method: 'GET', url: '/api/jobs', headers: admin }))
        .json<RecurringJob[]>()
        .find((candidate) => candidate.id === started.json<RecurringJob>().id);

    const runner = createJobRunner(world.t.app.ctx, [fetchCharacterDataJob(world.deps)], QUIET_LOG);
    await runner.start();
    try {
      await waitFor('the job failing', async () => (await job())?.status === 'failing', { timeoutMs: 10_000 });
    } finally {
      await runner.stop();
    }

    // The game answered its 404 over HTTP, and the jobs page says what to change instead of "not answering".
    expect(world.sim.sim.journal.list({ path: `/league/${misnamed}/ladder` }).map((call) => call.status)).toEqual([
      404,
    ]);
    const failed = await job();
    expect(failed?.status).toBe('failing');
    expect(failed?.last_error).toContain(
      `League "${misnamed}" does not exist on Path of Exile: the event's name must be the league's id`,
    );
    expect(failed?.last_error).not.toContain('not answering');
  });

  it('finds the guild tabs players can read, fetches the ones a lead turned on, and scores their items', async () => {
    const db = world.t.database.db;
    const [root] = await db
      .select()
      .from(objectives)
      .where(and(eq(objectives.eventId, world.eventId), eq(objectives.objectiveType, 'CATEGORY')));
    const goldrim = await insertNamedItemObjective(db, world.eventId, root!.id, 'Goldrim');
    const [alice] = await db.select().from(linkedAccounts).where(eq(linkedAccounts.accountName, 'Alice#1234'));
    const aliceAuth = await world.t.auth(alice!.userId);
    const call = (method: 'GET' | 'PATCH', path: string, headers: { authorization: string }) =>
      world.t.app.inject({ method, url: `/api/${world.eventId}${path}`, headers });

    // Alice is in the guild; Bob is in none.
    expect(await drainJob(determineGuildStashAccessJob(world.deps), world.eventId)).toMatchObject({
      players_checked: 1,
      players_without_guild: 1,
      tabs_added: 3,
    });
    const tabs = (await call('GET', '/guild-stash', aliceAuth)).json<GuildStashTab[]>();
    expect(tabs.map((tab) => [tab.name, tab.fetch_enabled]).sort()).toEqual([
      ['Bank', false],
      ['Folder', false],
      ['Uniques', false],
    ]);

    // Nothing is fetched until a lead of the team turns a tab on.
    expect(await drainJob(fetchGuildStashesJob(world.deps), world.eventId)).toMatchObject({ tabs: 0 });
    expect((await call('PATCH', `/guild-stash/${GUILD_TABS.uniques}`, aliceAuth)).statusCode).toBe(403);
    await db.update(teamMembers).set({ isTeamLead: true }).where(eq(teamMembers.userId, alice!.userId));
    expect(
      (await call('PATCH', `/guild-stash/${GUILD_TABS.uniques}`, aliceAuth)).json<GuildStashTab>().fetch_enabled,
    ).toBe(true);
    world.sim.sim.control.advance('2h');
    expect(await drainJob(fetchGuildStashesJob(world.deps), world.eventId)).toMatchObject({ tabs: 1, snapshots: 1 });
    await drainJob(evaluateStashChangesJob(world.deps), world.eventId);
    await world.updater.flush();
    expect(await scoresOf(world, goldrim.id)).toEqual([{ team: world.teams.red, points: 0, number: 1 }]);

    // Unchanged contents are not stored again.
    expect(await drainJob(fetchGuildStashesJob(world.deps), world.eventId)).toMatchObject({ tabs: 1, snapshots: 0 });
    const content = (await call('GET', `/guild-stash/${GUILD_TABS.uniques}`, aliceAuth)).json<GuildStashContent>();
    expect(content.items.map((entry) => [entry.item.name, entry.objectives.map((objective) => objective.id)])).toEqual([
      ['Goldrim', [goldrim.id]],
    ]);
  });
});
