import { inflateSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../simulator';
import { startTestSimulator } from '../test-kit';

let sim: Simulator;
beforeEach(async () => {
  sim = await startTestSimulator();
});
afterEach(async () => {
  await sim.close();
});

const rare = (id: string, ilvl: number, extra: Record<string, unknown> = {}) => ({
  id,
  frameType: 2,
  ilvl,
  typeLine: 'Vaal Regalia',
  ...extra,
});

function character(level: number, equipment: unknown[]) {
  return {
    id: 'c0ffee',
    name: 'AliceNecro',
    class: level >= 33 ? 'Necromancer' : 'Witch',
    level,
    equipment,
    passives: { hashes: [1, 2, 3], jewel_data: {} },
  };
}

async function calculate(body: unknown, url = sim.urls.pob): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The stats of an export as numbers, read the way any consumer would: base64url → zlib → XML. */
function statsOf(exportString: string): { xml: string; stats: Record<string, number> } {
  const xml = inflateSync(Buffer.from(exportString, 'base64url')).toString('utf8');
  const stats = Object.fromEntries(
    [...xml.matchAll(/<PlayerStat stat="(\w+)" value="([^"]+)"\/>/g)].map((match): [string, number] => [
      match[1] ?? '',
      Number(match[2]),
    ]),
  );
  return { xml, stats };
}

describe('the simulated Path of Building service', () => {
  it('answers a character with a build export whose stats grow with level and gear, the same every time', async () => {
    const early = character(20, [rare('a', 20)]);
    const late = character(90, [
      rare('b', 86, { sockets: [0, 0, 0, 0, 0, 0].map((group) => ({ group })) }),
      rare('c', 84),
      rare('d', 84),
    ]);
    const first = await calculate(late);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^text\/plain/);
    const lateExport = await first.text();
    expect(await (await calculate(late)).text()).toBe(lateExport);

    const { xml, stats } = statsOf(lateExport);
    expect(xml).toContain('<Build level="90"');
    expect(xml).toContain('className="Witch" ascendClassName="Necromancer"');
    const earlyStats = statsOf(await (await calculate(early)).text()).stats;
    expect(stats.TotalDPS).toBeGreaterThan(earlyStats.TotalDPS! * 10);
    expect(stats.Life).toBeGreaterThan(earlyStats.Life!);
    expect(stats.FireResist).toBeLessThanOrEqual(75);
    expect(stats.FireMaximumHitTaken).toBeGreaterThan(0);
  });

  it('names the main skill after the gems socketed in the equipment', async () => {
    const gem = (typeLine: string, support = false) => ({ typeLine, frameType: 4, support });
    const body = character(70, [
      rare('w', 70, { socketedItems: [gem('Raise Zombie'), gem('Minion Damage Support', true)] }),
      rare('x', 70, {
        socketedItems: [gem('Arc'), gem('Spell Echo Support', true), gem('Controlled Destruction Support', true)],
      }),
    ]);
    const { xml } = statsOf(await (await calculate(body)).text());
    const firstGroup = xml.slice(xml.indexOf('<Skill '), xml.indexOf('</Skill>'));
    expect(firstGroup).toContain('nameSpec="Arc"');
  });

  it('plays Path of Building for PoE2 at its own address: PoE2 classes, gems from `skills`, spirit', async () => {
    const gem = (id: string, typeLine: string, support = false) => ({ id, typeLine, frameType: 4, support });
    const poe2 = {
      id: 'beef',
      name: 'AliceTwo',
      realm: 'poe2',
      class: 'Witchhunter',
      level: 60,
      equipment: [rare('e', 60)],
      skills: [{ ...gem('s', 'Fragmentation Rounds'), socketedItems: [gem('p', 'Pierce', true)] }],
      passives: { hashes: [7, 8] },
    };
    const answer = await calculate(poe2, sim.urls.pobPoe2);
    expect(answer.status).toBe(200);
    const { xml, stats } = statsOf(await answer.text());
    expect(xml).toContain('<PathOfBuilding2>');
    expect(xml).toContain('className="Mercenary" ascendClassName="Witchhunter"');
    expect(xml.slice(xml.indexOf('<Skill '), xml.indexOf('</Skill>'))).toContain('nameSpec="Fragmentation Rounds"');
    expect(stats.Spirit).toBeGreaterThanOrEqual(100);
    expect(stats.TotalDPS).toBeGreaterThan(0);

    // The PoE1 service writes no spirit, and each service refuses the other game's characters.
    const poe1 = statsOf(await (await calculate(character(60, [rare('e', 60)]))).text());
    expect(poe1.xml).toContain('<PathOfBuilding>');
    expect(poe1.stats).not.toHaveProperty('Spirit');
    expect((await calculate(poe2)).status).toBe(400);
    expect((await calculate({ ...character(60, []), realm: 'pc' }, sim.urls.pobPoe2)).status).toBe(400);
    expect(sim.journal.list({ api: 'pobPoe2' }).map((entry) => entry.status)).toEqual([200, 400]);
  });

  it('refuses what is not a character with 400, and plays its faults: a 5xx, a garbage export', async () => {
    expect((await calculate({ hello: 'world' })).status).toBe(400);
    const notJson = await fetch(sim.urls.pob, { method: 'POST', body: '{' });
    expect(notJson.status).toBe(400);

    sim.control.addFault({ match: { api: 'pob' }, action: { kind: 'status', status: 503 }, times: 1 });
    const failed = await calculate(character(50, []));
    expect(failed.status).toBe(503);
    expect(await failed.text()).toBe('Service Unavailable');

    sim.control.addFault({
      match: { api: 'pob' },
      action: { kind: 'malformed', malformation: 'garbage-export' },
      times: 1,
    });
    const garbage = await calculate(character(50, []));
    expect(garbage.status).toBe(200);
    const garbageText = await garbage.text();
    expect(garbageText).toMatch(/^[\w-]+$/);
    expect(() => inflateSync(Buffer.from(garbageText, 'base64url'))).toThrow();
    expect(sim.journal.list({ api: 'pob' }).map((entry) => entry.fault?.kind ?? 'none')).toEqual([
      'none',
      'none',
      'status',
      'malformed:garbage-export',
    ]);
  });
});
