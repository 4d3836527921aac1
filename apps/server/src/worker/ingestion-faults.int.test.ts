/**
 * Fault suite (issue 10): what the ingestion jobs do when the providers misbehave — rate limits, server
 * errors, garbled bodies, a quiet river — run through the real jobs and clients against the simulator on its
 * virtual clock. Nothing may crash, waits follow Retry-After, and the evidence is exactly what a trouble-free
 * run gives: nothing lost, nothing counted twice.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FaultRuleInput } from '@app/simulator';
import type { Db } from '../db/database';
import { scores, stashSnapshots, stashStreamCursors, teams } from '../db/schema';
import { isUpstreamError } from '../lib/http/upstream-error';
import { saveStreamStart } from '../modules/stashes/stash-stream.service';
import { LEAGUE } from '../providers/simulator.fixtures';
import { insertObjective, seedStashEvent } from '../test/fixtures';
import { createJobWorld, type JobWorld } from '../test/job-world';
import { namedEvidence } from '../test/stash-ingestion';
import { runJob } from '../test/jobs';
import { DATABASE_KINDS, type DatabaseKind } from '../test/test-app';
import { evaluateStashChangesJob } from './evaluate-stash-changes.job';
import { fetchCharacterDataJob } from './fetch-character-data.job';
import { fetchStashChangesJob } from './fetch-stash-changes.job';
import type { JobDefinition } from './job-runner';

/** Small pages, so the river has many page boundaries to get wrong. */
const RIVER_PAGE_SIZE = 3;

type World = JobWorld & {
  eventId: number;
  ids: Awaited<ReturnType<typeof seedStashEvent>>['ids'];
  level68: number;
};

/**
 * Red (Alice) and Blue (Bob) signed in to the simulated game, with the item objectives of seedStashEvent and
 * a level objective. The public stash stream starts at the river's tip, as a real worker's does; a test that
 * wants the river from its beginning stores that as the cursor (saveStreamStart).
 */
async function createWorld(kind: DatabaseKind): Promise<World> {
  const world = await createJobWorld(kind, { scenario: { river: { pageSize: RIVER_PAGE_SIZE } }, streamStart: 'tip' });
  const db = world.t.database.db;
  const seeded = await seedStashEvent(db, LEAGUE);
  await world.signIn(seeded.users.alice, 'Alice#1234');
  await world.signIn(seeded.users.bob, 'Bob#5678');
  const level68 = await insertObjective(db, {
    eventId: seeded.eventId,
    parentId: seeded.rootId,
    name: 'Reach level 68',
    presetIds: [seeded.presets.find],
    objectiveType: 'PLAYER',
    aggregation: 'EARLIEST',
    numberField: 'PLAYER_LEVEL',
    requiredNumber: 68,
  });
  return { ...world, eventId: seeded.eventId, ids: seeded.ids, level68: level68.id };
}

/** Evidence as text: objective and team by name, the number, and the tab it was seen in ("-" for characters). */
async function evidenceOf(db: Db, eventId: number): Promise<string[]> {
  const rows = await namedEvidence(db, eventId);
  return rows.map((r) => `${r.objective}|${r.team}|${r.number}|${r.stashName ?? '-'}`).sort();
}

/** Runs a job until a run succeeds with nothing more to do; every failure on the way must be an upstream one. */
async function runThroughFaults(job: JobDefinition, eventId: number): Promise<{ failures: string[] }> {
  const failures: string[] = [];
  for (let runs = 0; runs < 40; runs++) {
    try {
      if (!(await runJob(job, eventId)).more) return { failures };
    } catch (error) {
      // Anything but a typed upstream failure (a crash, a database error) fails the test here.
      if (!isUpstreamError(error)) throw error;
      failures.push(error.kind);
    }
  }
  throw new Error(`${job.type} never caught up`);
}

async function scoreOf(world: World, objectiveId: number): Promise<{ team: string; points: number; number: number }[]> {
  const rows = await world.t.database.db
    .select({ team: teams.name, points: scores.points, number: scores.number })
    .from(scores)
    .innerJoin(teams, eq(teams.id, scores.teamId))
    .where(and(eq(scores.eventId, world.eventId), eq(scores.objectiveId, objectiveId)));
  return rows.sort((a, b) => a.team.localeCompare(b.team));
}

describe.each(DATABASE_KINDS)('ingestion under upstream faults on %s', (kind) => {
  let world: World;
  const opened: World[] = [];
  beforeEach(async () => {
    world = await createWorld(kind);
    opened.push(world);
  });
  afterEach(async () => {
    // Only what was opened: a world that failed to start has nothing to close.
    for (const done of opened.splice(0)) await done.close();
  });

  it('keeps its place in a quiet stash stream, so a change made between two quiet runs is not skipped', async () => {
    const { sim, deps, eventId } = world;
    const fetch = fetchStashChangesJob(deps);
    // The river has nothing new: the first run starts at the tip and finds nothing.
    expect((await runJob(fetch, eventId)).counters).toEqual({ pages: 0, stashes: 0 });

    sim.sim.control.injectStashChange({
      account: 'Bob#5678',
      stash: 'trophies',
      league: LEAGUE,
      items: [{ name: 'Headhunter', baseType: 'Leather Belt' }],
    });
    expect((await runJob(fetch, eventId)).counters).toEqual({ pages: 1, stashes: 1 });
    await runJob(evaluateStashChangesJob(deps), eventId);
    expect(await evidenceOf(world.t.database.db, eventId)).toEqual(['Headhunter|Blue|1|trophies']);
    const [cursor] = await world.t.database.db
      .select()
      .from(stashStreamCursors)
      .where(eq(stashStreamCursors.eventId, eventId));
    expect(cursor?.nextChangeId).toBe(sim.sim.control.stashTip());
  });

  it('records the players it polled when the ladder cannot be read, and reports the ladder as the failure', async () => {
    const { sim, deps, eventId } = world;
    sim.sim.control.advance('2h');
    sim.sim.control.addFault({
      match: { api: 'poeApi', path: '/league/*/ladder' },
      action: { kind: 'status', status: 503 },
    });
    const job = fetchCharacterDataJob(deps);
    const failure = await runJob(job, eventId).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isUpstreamError(failure) && failure.endpoint).toBe('GET /league/{league}/ladder');

    await world.updater.flush();
    expect(await scoreOf(world, world.level68)).toEqual([
      { team: 'Blue', points: 10, number: 70 },
      { team: 'Red', points: 10, number: 68 },
    ]);
  });
  it('records the players polled before a rate limit too long to wait for, and reports the rate limit', async () => {
    const { sim, deps, eventId } = world;
    sim.sim.control.advance('2h');
    // Bob is polled after Alice; his character list is closed for an hour, far past what a job waits.
    sim.sim.control.addFault({
      match: { api: 'poeApi', path: '/character', account: 'Bob#5678' },
      action: { kind: 'rate-limit', retryAfter: 3_600 },
      times: 1,
    });
    const failure = await runJob(fetchCharacterDataJob(deps), eventId).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isUpstreamError(failure) && failure.kind).toBe('rate_limited');

    await world.updater.flush();
    expect(await scoreOf(world, world.level68)).toEqual([{ team: 'Red', points: 10, number: 68 }]);
  });

  it('reads the river through 429s, server errors and garbled pages to exactly the evidence of its changes', async () => {
    const { sim, deps, eventId } = world;
    const control = sim.sim.control;
    const db = world.t.database.db;
    await saveStreamStart(db, eventId, control.stashTip());
    // Bob (Blue) and Alice (Red) each fill six tabs; a stranger and another league add pages that count for nobody.
    const stacks = [3, 9, 4, 12, 1, 8, 2, 10, 5, 7, 6, 11];
    stacks.forEach((stackSize, i) => {
      control.injectStashChange({
        account: i % 2 === 0 ? 'Bob#5678' : 'Alice#1234',
        stash: `tab ${i}`,
        league: LEAGUE,
        items: [{ baseType: 'Chaos Orb', stackSize }],
      });
      control.injectStashChange({ account: 'Stranger#0001', stash: `shop ${i}`, league: LEAGUE, items: [] });
      control.injectStashChange({ account: 'Bob#5678', stash: `std ${i}`, league: 'Standard', items: [] });
    });
    // Alice's first tab goes private: an empty snapshot, which is no evidence.
    control.injectStashChange({ account: 'Alice#1234', stash: 'tab 1', public: false });

    const river = { api: 'poeApi', path: '/public-stash-tabs' } as const;
    const faults: FaultRuleInput[] = [
      { match: river, action: { kind: 'malformed', malformation: 'stale-cursor' }, times: 1, afterNth: 1 },
      { match: river, action: { kind: 'malformed', malformation: 'duplicate-stash' }, times: 1, afterNth: 2 },
      { match: river, action: { kind: 'malformed', malformation: 'html', status: 429 }, times: 1, afterNth: 3 },
      { match: river, action: { kind: 'malformed', malformation: 'invalid-json' }, times: 1, afterNth: 4 },
      { match: river, action: { kind: 'malformed', malformation: 'missing-field' }, times: 1, afterNth: 5 },
      { match: river, action: { kind: 'malformed', malformation: 'null-array' }, times: 1, afterNth: 6 },
      { match: river, action: { kind: 'status', status: 500 }, times: 3, afterNth: 7 },
      { match: river, action: { kind: 'rate-limit', retryAfter: 30 }, times: 1, afterNth: 10 },
      { match: river, action: { kind: 'malformed', malformation: 'empty-body' }, times: 1, afterNth: 11 },
      { match: river, action: { kind: 'drop', when: 'before-response' }, times: 1, afterNth: 12 },
    ];
    for (const fault of faults) control.addFault(fault);

    const { failures } = await runThroughFaults(fetchStashChangesJob(deps), eventId);
    expect(failures.length).toBeGreaterThan(0);
    expect(control.listFaults().every((fault) => fault.times === undefined || fault.fired === fault.times)).toBe(true);
    await runThroughFaults(evaluateStashChangesJob(deps), eventId);
    await world.updater.flush();

    const team = (i: number) => (i % 2 === 0 ? 'Blue' : 'Red');
    expect(await evidenceOf(db, eventId)).toEqual(
      stacks.flatMap((n, i) => [`Chaos hoard|${team(i)}|${n}|tab ${i}`, `Chaos stack|${team(i)}|${n}|tab ${i}`]).sort(),
    );
    // Only the players' tabs in the event league were kept (Alice's private tab as an empty snapshot); the
    // stranger's shops and the Standard tabs were read past, and the cursor still reached the river's tip.
    const stored = await db
      .select({ stash: stashSnapshots.stashName, items: stashSnapshots.items })
      .from(stashSnapshots)
      .where(eq(stashSnapshots.eventId, eventId));
    expect(stored.filter((row) => !/^tab \d+$/.test(row.stash ?? ''))).toEqual([{ stash: null, items: [] }]);
    const [cursor] = await db.select().from(stashStreamCursors).where(eq(stashStreamCursors.eventId, eventId));
    expect(cursor?.nextChangeId).toBe(control.stashTip());
    // SUM_LATEST counts each player's latest find: Bob's last tab (6) against Alice's (11), ranked.
    expect(await scoreOf(world, world.ids.chaos)).toEqual([
      { team: 'Blue', points: 10, number: 6 },
      { team: 'Red', points: 20, number: 11 },
    ]);

    // Retry-After was honoured: the river was not asked again within 30 s of the 429.
    const calls = sim.sim.journal.list(river);
    const limited = calls.findIndex((call) => call.fault?.kind === 'rate-limit');
    expect(calls[limited + 1]!.at - calls[limited]!.at).toBeGreaterThanOrEqual(30_000);
  });

  it('stops at a store the database refuses: what was stored stays, nothing after it is stored, the next run goes on from there', async () => {
    const { sim, deps, eventId } = world;
    const control = sim.sim.control;
    const db = world.t.database.db;
    await saveStreamStart(db, eventId, control.stashTip());
    // 15 pages of Bob's tabs, three per page: a run stores them five pages at a time, the next store starting
    // while the following pages are read. The database refuses the tab on page 7, so the second store fails.
    const tabs = Array.from({ length: 45 }, (_, i) => (i === 19 ? 'poison' : `tab ${i}`));
    tabs.forEach((stash, i) =>
      control.injectStashChange({
        account: 'Bob#5678',
        stash,
        league: LEAGUE,
        items: [{ baseType: 'Chaos Orb', stackSize: (i % 10) + 1 }],
      }),
    );
    await db.execute(sql`create function refuse_poison() returns trigger language plpgsql as $$
      begin if new.stash_name = 'poison' then raise exception 'refused'; end if; return new; end $$`);
    await db.execute(sql`create trigger refuse_poison before insert on stash_snapshots
      for each row execute function refuse_poison()`);

    const fetch = fetchStashChangesJob(deps);
    const failure = await runJob(fetch, eventId).then(
      () => new Error('the run succeeded'),
      (error: unknown) => error as Error,
    );
    // The database's own refusal, whether the driver wraps it (drizzle's "Failed query", cause) or not.
    expect(`${failure.message} ${String(failure.cause)}`).toContain('refused');
    const storedNames = async () =>
      (await db.select({ stash: stashSnapshots.stashName }).from(stashSnapshots)).map((row) => row.stash).sort();
    expect(await storedNames()).toEqual(tabs.slice(0, 15).sort());
    const [cursor] = await db.select().from(stashStreamCursors).where(eq(stashStreamCursors.eventId, eventId));
    expect(cursor?.pagesProcessed).toBe(5);

    await db.execute(sql`drop trigger refuse_poison on stash_snapshots`);
    await runThroughFaults(fetch, eventId);
    expect(await storedNames()).toEqual([...tabs].sort());
    await runThroughFaults(evaluateStashChangesJob(deps), eventId);
    expect(await evidenceOf(db, eventId)).toEqual(
      tabs
        .flatMap((stash, i) => [
          `Chaos hoard|Blue|${(i % 10) + 1}|${stash}`,
          `Chaos stack|Blue|${(i % 10) + 1}|${stash}`,
        ])
        .sort(),
    );
  });

  it('polls characters through a rate limit, a server error and garbled bodies, and counts each level once', async () => {
    const { sim, deps, eventId } = world;
    const control = sim.sim.control;
    control.advance('2h');
    control.addFault({
      match: { api: 'poeApi', path: '/character', account: 'Alice#1234' },
      action: { kind: 'rate-limit', retryAfter: 60 },
      times: 1,
    });
    control.addFault({
      match: { api: 'poeApi', path: '/character/*', account: 'Bob#5678' },
      action: { kind: 'status', status: 502 },
      times: 1,
    });
    control.addFault({
      match: { api: 'poeApi', path: '/league-account/*', account: 'Alice#1234' },
      action: { kind: 'malformed', malformation: 'wrong-type' },
      times: 1,
    });
    control.addFault({
      match: { api: 'poeApi', path: '/league/*/ladder' },
      action: { kind: 'malformed', malformation: 'truncated-json' },
      times: 1,
    });

    const job = fetchCharacterDataJob(deps);
    await runThroughFaults(job, eventId);
    // Once more with nothing new: no evidence is added twice.
    expect((await runJob(job, eventId)).counters).toMatchObject({ characters: 2, evidence: 0, player_errors: 0 });
    await world.updater.flush();

    expect(await evidenceOf(world.t.database.db, eventId)).toEqual([
      'Reach level 68|Blue|70|-',
      'Reach level 68|Red|68|-',
    ]);
    expect(await scoreOf(world, world.level68)).toEqual([
      { team: 'Blue', points: 10, number: 70 },
      { team: 'Red', points: 10, number: 68 },
    ]);
    const alice = sim.sim.journal.list({ api: 'poeApi', path: '/character' }).filter((c) => c.account === 'Alice#1234');
    const limited = alice.findIndex((call) => call.status === 429);
    expect(alice[limited + 1]!.at - alice[limited]!.at).toBeGreaterThanOrEqual(60_000);
  });
});
