/**
 * Character builds end to end: FetchCharacterData polls the simulated game, queues characters whose equipment
 * changed, the build queue asks the simulated Path of Building of the event's game over HTTP, and what it
 * answers is stored and served by /pobs, the character history and the ladder.
 */
import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CharacterStats, GameVersion, LadderEntry, PobExport } from '@app/shared';
import { characterPobs, characters } from '../db/schema';
import { decodePobExport } from '../providers/pob/pob-export';
import type { PobClient } from '../providers/pob/pob.client';
import { LEAGUE, POE2_LEAGUE, type TestProviders } from '../providers/simulator.fixtures';
import { addMember, insertEvent, insertTeam, insertUser } from '../test/fixtures';
import { createJobWorld, type JobWorld } from '../test/job-world';
import { runJob } from '../test/jobs';
import { DATABASE_KINDS, type DatabaseKind } from '../test/test-app';
import { createBuildQueue, type BuildQueue } from './build-queue';
import { fetchCharacterDataJob } from './fetch-character-data.job';
import type { JobDefinition } from './job-runner';

type Logged = { details: Record<string, unknown>; message: string | undefined };

type World = JobWorld & {
  queue: BuildQueue;
  job: JobDefinition;
  eventId: number;
  users: { alice: number; bob: number };
  errors: Logged[];
  infos: Logged[];
};

type WorldOptions = {
  /** The event's game (its league is the test world's league of that game). */
  game?: GameVersion;
  /** The Path of Building services configured (default: both games'). */
  services?: (sim: TestProviders) => PobClient[];
};

async function createWorld(
  kind: DatabaseKind,
  { game = 'poe1', services = (sim) => [sim.pob, sim.pobPoe2] }: WorldOptions = {},
): Promise<World> {
  const world = await createJobWorld(kind, { streamStart: 'beginning', simulatedTime: true });
  const { sim, t } = world;
  const db = t.database.db;
  const event = await insertEvent(db, {
    name: game === 'poe2' ? POE2_LEAGUE : LEAGUE,
    gameVersion: game,
    eventStartTime: new Date(sim.sim.clock.now() - 3_600_000),
    eventEndTime: new Date(sim.sim.clock.now() + 7 * 86_400_000),
  });
  const team = await insertTeam(db, event.id, 'Red');
  const users: Record<string, number> = {};
  for (const account of ['Alice#1234', 'Bob#5678']) {
    const user = await insertUser(db, { gameAccount: account });
    await addMember(db, event.id, team.id, user.id);
    await world.signIn(user.id, account);
    users[account] = user.id;
  }
  const errors: Logged[] = [];
  const infos: Logged[] = [];
  const recordTo = (list: Logged[]) => (details: object, message?: string) =>
    list.push({ details: details as Record<string, unknown>, message });
  const log = { info: recordTo(infos), error: recordTo(errors) };
  const queue = createBuildQueue({ services: services(sim), db, log, now: t.app.ctx.now, concurrency: 2 });
  const job = fetchCharacterDataJob({ ...world.deps, log, builds: queue });
  sim.sim.journal.clear();
  return {
    ...world,
    queue,
    job,
    eventId: event.id,
    users: { alice: users['Alice#1234'] ?? 0, bob: users['Bob#5678'] ?? 0 },
    errors,
    infos,
  };
}

/** One poll of every player, then every build it queued. */
async function poll(world: World): Promise<Record<string, number>> {
  const outcome = await runJob(world.job, world.eventId);
  await world.queue.idle();
  return outcome.counters ?? {};
}

const pobCalls = (world: World, api: 'pob' | 'pobPoe2' = 'pob') => world.sim.sim.journal.list({ api }).length;

async function characterOf(world: World, name: string) {
  const [row] = await world.t.database.db.select().from(characters).where(eq(characters.name, name));
  if (!row) throw new Error(`${name} is not tracked`);
  return row;
}

async function get<T>(world: World, url: string): Promise<T> {
  const response = await world.t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

describe.each(DATABASE_KINDS)('character builds through Path of Building on %s', (kind) => {
  let world: World;
  beforeEach(async () => {
    world = await createWorld(kind);
  });
  afterEach(async () => {
    await world.queue.stop();
    await world.close();
  });

  it('calculates a build when the equipment changes and shows its DPS and EHP on /pobs, the history and the ladder', async () => {
    expect(await poll(world)).toMatchObject({ characters: 2, builds_queued: 2 });
    expect(pobCalls(world)).toBe(2);
    const alice = await characterOf(world, 'AliceNecro');
    const pobsUrl = `/api/users/${world.users.alice}/characters/${alice.id}/pobs`;
    const historyUrl = `/api/users/${world.users.alice}/characters/${alice.id}`;

    const [first, ...none] = await get<PobExport[]>(world, pobsUrl);
    expect(none).toEqual([]);
    expect(first).toMatchObject({ level: 1, ascendancy: 'Witch', main_skill: 'Arc' });
    const firstBuild = decodePobExport(first!.export_string);
    expect(firstBuild.stats.dps).toBeGreaterThan(0);
    // The page's build view gets what the export says, resistances and max hits per element included.
    expect(first!.stats).toEqual({
      dps: firstBuild.stats.dps,
      ehp: firstBuild.stats.ehp,
      life: firstBuild.stats.life,
      energy_shield: firstBuild.stats.energyShield,
      mana: firstBuild.stats.mana,
      armour: firstBuild.stats.armour,
      evasion: firstBuild.stats.evasion,
      resistances: firstBuild.stats.resistances,
      max_hit: firstBuild.stats.maxHit,
      movement_speed: firstBuild.stats.movementSpeed,
      spirit: null,
    });

    // Nothing changed: polling again asks Path of Building nothing.
    expect(await poll(world)).toMatchObject({ characters: 2, builds_queued: 0 });
    expect(pobCalls(world)).toBe(2);

    // Two hours on, Alice is level 68 in new gear (the scenario's), Bob level 70 in upgraded gear.
    world.sim.sim.control.advance('2h');
    expect(await poll(world)).toMatchObject({ builds_queued: 2 });
    expect(pobCalls(world)).toBe(4);
    const pobs = await get<PobExport[]>(world, pobsUrl);
    expect(pobs.map((pob) => [pob.level, pob.ascendancy])).toEqual([
      [1, 'Witch'],
      [68, 'Necromancer'],
    ]);
    const secondBuild = decodePobExport(pobs[1]!.export_string);
    expect(secondBuild.stats.dps).toBeGreaterThan(firstBuild.stats.dps);

    // The history: the level-up point keeps the last build's numbers until the new build arrives.
    const history = await get<CharacterStats[]>(world, historyUrl);
    expect(history.map((point) => [point.level, point.dps, point.ehp])).toEqual([
      [1, 0, 0],
      [1, firstBuild.stats.dps, firstBuild.stats.ehp],
      [68, firstBuild.stats.dps, firstBuild.stats.ehp],
      [68, secondBuild.stats.dps, secondBuild.stats.ehp],
    ]);
    expect(history.at(-1)).toMatchObject({
      hp: secondBuild.stats.life,
      es: secondBuild.stats.energyShield,
      mana: secondBuild.stats.mana,
      ele_max_hit: secondBuild.stats.elementalMaxHit,
      phys_max_hit: secondBuild.stats.maxHit.physical,
      movement_speed: secondBuild.stats.movementSpeed,
    });

    const ladder = await get<LadderEntry[]>(world, `/api/events/${world.eventId}/ladder`);
    const entry = ladder.find((row) => row.character_name === 'AliceNecro');
    expect(entry?.stats).toMatchObject({ level: 68, dps: secondBuild.stats.dps, ehp: secondBuild.stats.ehp });
    expect(ladder.find((row) => row.character_name === 'BobSlayer')?.stats?.dps).toBeGreaterThan(0);

    // Stored compressed: the column holds the export's bytes, not its text.
    const [stored] = await world.t.database.db
      .select({ bytes: characterPobs.export })
      .from(characterPobs)
      .where(eq(characterPobs.characterId, alice.id))
      .orderBy(asc(characterPobs.id));
    expect(stored?.bytes).toBeInstanceOf(Uint8Array);
    expect(stored?.bytes.length).toBeLessThan(first!.export_string.length);
  });

  it('asks again for a character at most every 3 minutes, however often its equipment changes', async () => {
    await poll(world);
    world.sim.sim.control.advance('2h');
    await poll(world);
    expect(pobCalls(world)).toBe(4);

    world.sim.sim.control.advance('1m');
    world.sim.sim.control.progressCharacter('BobSlayer', {
      equipment: [{ baseType: 'Leather Belt', name: 'Headhunter' }],
    });
    expect(await poll(world)).toMatchObject({ builds_queued: 0 });
    world.sim.sim.control.advance('1m');
    expect(await poll(world)).toMatchObject({ builds_queued: 0 });
    world.sim.sim.control.advance('1m');
    expect(await poll(world)).toMatchObject({ builds_queued: 1 });
    expect(pobCalls(world)).toBe(5);
    const bob = await characterOf(world, 'BobSlayer');
    expect(await get<PobExport[]>(world, `/api/users/${world.users.bob}/characters/${bob.id}/pobs`)).toHaveLength(3);
  });

  it("waits the gap an admin set before asking again, from the job's next run", async () => {
    await poll(world);
    expect(pobCalls(world)).toBe(2);
    const admin = await world.t.auth((await insertUser(world.t.database.db, { permissions: ['admin'] })).id);
    const set = await world.t.app.inject({
      method: 'PUT',
      url: '/api/jobs/pauses/BuildRecalculation',
      headers: admin,
      payload: { pause_ms: 10 * 60_000 },
    });
    expect(set.statusCode).toBe(200);

    // Bob's gear changes every few minutes; the ten-minute gap holds his next calculation back until then.
    for (const minutes of [3, 3, 3]) {
      world.sim.sim.control.advance(`${minutes}m`);
      world.sim.sim.control.progressCharacter('BobSlayer', {
        equipment: [{ baseType: 'Leather Belt', name: `Belt after ${minutes} more minutes` }],
      });
      expect(await poll(world)).toMatchObject({ builds_queued: 0 });
    }
    world.sim.sim.control.advance('1m');
    expect(await poll(world)).toMatchObject({ builds_queued: 1 });
    expect(pobCalls(world)).toBe(3);
  });

  it('sends at most POB_CONCURRENCY calculations at once and drops what waits when stopped', async () => {
    world.sim.sim.control.addFault({ match: { api: 'pob' }, action: { kind: 'hang' } });
    const request = (id: string) => ({
      gameVersion: 'poe1' as const,
      characterId: id,
      equipmentHash: id,
      character: { id, name: id, class: 'Witch', level: 50, equipment: [] },
    });
    for (const id of ['a', 'b', 'c', 'd']) world.queue.offer(request(id));
    // Two calculations hang in the service; the other two wait for a free slot that never comes.
    while (world.sim.sim.journal.list({ api: 'pob' }).length < 2)
      await new Promise((resolve) => setTimeout(resolve, 10));
    await world.queue.stop();
    expect(world.sim.sim.journal.list({ api: 'pob' }).map((entry) => entry.outcome)).toEqual(['hung', 'hung']);
    expect(world.queue.offer(request('e'))).toBe(false);
    expect(world.errors).toEqual([]);
  });

  it('logs a failing or garbage answer, stores nothing, and succeeds a few minutes later', async () => {
    world.sim.sim.control.addFault({
      match: { api: 'pob' },
      action: { kind: 'malformed', malformation: 'garbage-export' },
      times: 1,
    });
    world.sim.sim.control.addFault({ match: { api: 'pob' }, action: { kind: 'status', status: 500 }, times: 3 });
    expect(await poll(world)).toMatchObject({ characters: 2, builds_queued: 2, player_errors: 0 });
    expect(world.errors.map((entry) => [entry.message, entry.details.kind]).sort()).toEqual([
      ['could not calculate a build; asking again in a few minutes', 'malformed'],
      ['could not calculate a build; asking again in a few minutes', 'server'],
    ]);
    const alice = await characterOf(world, 'AliceNecro');
    expect(await get<PobExport[]>(world, `/api/users/${world.users.alice}/characters/${alice.id}/pobs`)).toEqual([]);
    const ladder = await get<LadderEntry[]>(world, `/api/events/${world.eventId}/ladder`);
    expect(ladder.filter((row) => row.user_id !== null).map((row) => row.stats?.dps)).toEqual([0, 0]);

    // Within the gap nothing is asked; after it, the calculation is asked for again and stored.
    expect(await poll(world)).toMatchObject({ builds_queued: 0 });
    world.sim.sim.control.advance('3m');
    expect(await poll(world)).toMatchObject({ builds_queued: 2 });
    expect(await get<PobExport[]>(world, `/api/users/${world.users.alice}/characters/${alice.id}/pobs`)).toHaveLength(
      1,
    );
  });
});

describe.each(DATABASE_KINDS)('PoE2 character builds through Path of Building for PoE2 on %s', (kind) => {
  let world: World | undefined;
  afterEach(async () => {
    await world?.queue.stop();
    await world?.close();
    world = undefined;
  });

  it("calculates a PoE2 character's build with the PoE2 service and shows it on /pobs and the ladder", async () => {
    world = await createWorld(kind, { game: 'poe2' });
    // Bob has no PoE2 character; Alice's Mercenary is sent to Path of Building for PoE2, never to PoE1's.
    expect(await poll(world)).toMatchObject({ characters: 1, builds_queued: 1, player_errors: 0 });
    expect([pobCalls(world, 'pob'), pobCalls(world, 'pobPoe2')]).toEqual([0, 1]);
    expect(world.errors).toEqual([]);

    const alice = await characterOf(world, 'AliceTwo');
    const [build, ...none] = await get<PobExport[]>(
      world,
      `/api/users/${world.users.alice}/characters/${alice.id}/pobs`,
    );
    expect(none).toEqual([]);
    expect(build).toMatchObject({ level: 12, ascendancy: 'Mercenary', main_skill: 'Fragmentation Rounds' });
    const decoded = decodePobExport(build!.export_string);
    // PoE2's own stat comes through; what the page shows for every build is there as for PoE1.
    expect(build!.stats).toMatchObject({
      dps: decoded.stats.dps,
      life: decoded.stats.life,
      spirit: decoded.stats.spirit,
    });
    expect(decoded.stats.spirit).toEqual(expect.any(Number));
    expect(decoded.stats.dps).toBeGreaterThan(0);

    const ladder = await get<LadderEntry[]>(world, `/api/events/${world.eventId}/ladder`);
    expect(ladder.find((row) => row.character_name === 'AliceTwo')?.stats).toMatchObject({
      dps: decoded.stats.dps,
      ehp: decoded.stats.ehp,
    });
  });

  it('logs a garbage answer of the PoE2 service, stores nothing, and succeeds a few minutes later', async () => {
    world = await createWorld(kind, { game: 'poe2' });
    world.sim.sim.control.addFault({
      match: { api: 'pobPoe2' },
      action: { kind: 'malformed', malformation: 'garbage-export' },
      times: 1,
    });
    expect(await poll(world)).toMatchObject({ characters: 1, builds_queued: 1, player_errors: 0 });
    expect(world.errors.map((entry) => [entry.message, entry.details.kind, entry.details.game])).toEqual([
      ['could not calculate a build; asking again in a few minutes', 'malformed', 'poe2'],
    ]);
    const alice = await characterOf(world, 'AliceTwo');
    const pobsUrl = `/api/users/${world.users.alice}/characters/${alice.id}/pobs`;
    expect(await get<PobExport[]>(world, pobsUrl)).toEqual([]);

    world.sim.sim.control.advance('3m');
    expect(await poll(world)).toMatchObject({ builds_queued: 1 });
    expect(await get<PobExport[]>(world, pobsUrl)).toHaveLength(1);
  });

  it('queues no PoE2 character when no PoE2 service is configured, and says so once', async () => {
    world = await createWorld(kind, { game: 'poe2', services: (sim) => [sim.pob] });
    expect(await poll(world)).toMatchObject({ characters: 1, builds_queued: 0, player_errors: 0 });
    world.sim.sim.control.advance('5m');
    expect(await poll(world)).toMatchObject({ characters: 1, builds_queued: 0 });
    expect([pobCalls(world, 'pob'), pobCalls(world, 'pobPoe2')]).toEqual([0, 0]);
    expect(world.errors).toEqual([]);
    expect(world.infos.filter((entry) => entry.message?.includes('no Path of Building'))).toEqual([
      {
        details: { game: 'poe2' },
        message: 'no Path of Building for poe2 is configured (POB_POE2_URL); its characters get no builds',
      },
    ]);
    // The character is still polled and shown, without build stats.
    const ladder = await get<LadderEntry[]>(world, `/api/events/${world.eventId}/ladder`);
    expect(ladder.find((row) => row.character_name === 'AliceTwo')?.stats?.dps).toBe(0);
  });
});
