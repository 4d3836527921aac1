import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { poeSignIn, startProviders, upstreamFailure, type TestProviders } from '../simulator.fixtures';
import { PobClient } from './pob.client';
import { exportString } from './pob-export';

/**
 * The Path of Building client over real HTTP against the simulator's build service, with the character the
 * PoE client fetched: the answer decodes into stats; faults end in a retry that succeeds or a typed error.
 */

let env: TestProviders;
let character: Record<string, unknown>;

beforeEach(async () => {
  env = await startProviders();
  env.sim.control.advance('7h');
  const token = (await poeSignIn(env)).accessToken;
  const found = await env.poe.findCharacter(token, 'AliceNecro');
  if (!found) throw new Error('AliceNecro exists in the test scenario');
  character = found.raw;
  env.sim.journal.clear();
});
afterEach(async () => {
  await env.close();
});

const calls = () => env.sim.journal.list({ api: 'pob' }).length;

describe('PobClient', () => {
  it("sends the character as the game API gave it and reads the build's stats from the export", async () => {
    const build = await env.pob.calculate(character);
    expect(build.build).toEqual({ level: 90, className: 'Witch', ascendancy: 'Necromancer', mainSkill: 'Arc' });
    expect(build.stats.dps).toBeGreaterThan(10_000);
    expect(build.stats.life).toBeGreaterThan(1_000);
    expect(build.stats.elementalMaxHit).toBe(
      Math.min(build.stats.maxHit.fire, build.stats.maxHit.cold, build.stats.maxHit.lightning),
    );
    // Fields the site does not read itself reach Path of Building too.
    expect(character.passives).toHaveProperty('mastery_effects');
    // The same character gives the same build.
    expect(exportString((await env.pob.calculate(character)).bytes)).toBe(exportString(build.bytes));
  });

  it('asks again after a 5xx or a dropped connection, with back-off', async () => {
    env.sim.control.addFault({ match: { api: 'pob' }, action: { kind: 'status', status: 502 }, times: 1 });
    env.sim.control.addFault({ match: { api: 'pob' }, action: { kind: 'drop' }, times: 1 });
    const build = await env.pob.calculate(character);
    expect(build.stats.dps).toBeGreaterThan(0);
    expect(calls()).toBe(3);
  });

  it('gives up with a typed error when the service keeps failing, hangs, or answers no export', async () => {
    env.sim.control.addFault({ match: { api: 'pob' }, action: { kind: 'status', status: 500 }, times: 3 });
    expect(await upstreamFailure(env.pob.calculate(character))).toMatchObject({ provider: 'pob', kind: 'server' });

    env.sim.control.addFault({
      match: { api: 'pob' },
      action: { kind: 'malformed', malformation: 'garbage-export' },
      times: 1,
    });
    const garbage = await upstreamFailure(env.pob.calculate(character));
    expect(garbage).toMatchObject({ kind: 'malformed', upstreamStatus: 200, status: 503 });
    expect(garbage.detail).toContain('the export is not zlib data');

    env.sim.control.addFault({ match: { api: 'pob' }, action: { kind: 'hang' } });
    const impatient = new PobClient({ url: env.sim.urls.pob, timeoutMs: 200 }, { http: env.http, game: 'poe1' });
    const hung = await upstreamFailure(impatient.calculate(character));
    expect(hung).toMatchObject({ kind: 'network', detail: 'timed out' });
  });

  it('sends a PoE2 character to Path of Building for PoE2, whose garbage is a malformed answer of its own', async () => {
    const token = (await poeSignIn(env)).accessToken;
    const poe2 = (await env.poe.findCharacter(token, 'AliceTwo', 'poe2'))?.raw;
    const build = await env.pobPoe2.calculate(poe2);
    expect(build.build).toEqual({
      level: 12,
      className: 'Mercenary',
      ascendancy: 'Mercenary',
      mainSkill: 'Fragmentation Rounds',
    });
    expect(build.stats.spirit).toEqual(expect.any(Number));
    expect((await env.pob.calculate(character)).stats.spirit).toBeNull();
    // Each service takes its own game's characters only.
    expect(await upstreamFailure(env.pob.calculate(poe2))).toMatchObject({ provider: 'pob', kind: 'bad_request' });

    env.sim.control.addFault({
      match: { api: 'pobPoe2' },
      action: { kind: 'malformed', malformation: 'garbage-export' },
      times: 1,
    });
    expect(await upstreamFailure(env.pobPoe2.calculate(poe2))).toMatchObject({
      provider: 'pob-poe2',
      kind: 'malformed',
    });
  });

  it('refuses to be asked about something that is not a character (400, not retried)', async () => {
    expect(await upstreamFailure(env.pob.calculate({ hello: 'world' }))).toMatchObject({ kind: 'bad_request' });
    expect(calls()).toBe(1);
  });
});
