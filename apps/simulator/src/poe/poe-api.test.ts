import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Json } from '../json';
import type { Simulator } from '../simulator';
import { LEAGUE, poeAppToken, poeGet, poeUserToken, startTestSimulator } from '../test-kit';
import { SIM_ASCENDANCY_NODES } from './characters';

type Character = {
  name: string;
  level: number;
  experience: number;
  class: string;
  realm: string;
  passives: { hashes: number[]; pantheon_major?: string };
};

let sim: Simulator;
let alice: string;
beforeEach(async () => {
  sim = await startTestSimulator({
    rateLimits: { poe: { mode: 'off' } },
    ladder: { extraCharacters: 1200, refreshPeriod: '1m' },
  });
  alice = (
    await poeUserToken(
      sim,
      'Alice#1234',
      'account:profile account:characters account:league_accounts account:guild:stashes',
    )
  ).access_token;
});
afterEach(async () => {
  await sim.close();
});

async function json<T>(response: Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

describe('characters over virtual time', () => {
  it('levels, ascends and picks a pantheon as the clock passes the timeline', async () => {
    const at = async (): Promise<Character> =>
      (await json<{ character: Character }>(poeGet(sim, '/character/AliceNecro', alice))).character;
    expect(await at()).toMatchObject({ level: 1, class: 'Witch', experience: 0 });
    sim.control.advance('2h');
    const ascended = await at();
    expect(ascended).toMatchObject({ level: 68, class: 'Necromancer' });
    expect(ascended.passives.hashes).toEqual(
      expect.arrayContaining(SIM_ASCENDANCY_NODES.Necromancer?.slice(0, 4) ?? []),
    );
    const midway = ascended.experience;
    sim.control.advance('2h');
    expect((await at()).experience).toBeGreaterThan(midway);
    sim.control.advance('2h');
    expect(await at()).toMatchObject({ level: 90, passives: { pantheon_major: 'Solaris' } });
  });

  it('reports experience that fits the reported level on the game’s experience table', async () => {
    // Level 68 is reached at 304,972,236 and level 69 at 333,233,648 (the game's table); between the +90m
    // and +6h steps the character is part-way through level 68, and its ladder entry says the same.
    sim.control.advance('3h');
    const character = (await json<{ character: Character }>(poeGet(sim, '/character/AliceNecro', alice))).character;
    expect(character.level).toBe(68);
    expect(character.experience).toBeGreaterThan(304_972_236);
    expect(character.experience).toBeLessThan(333_233_648);
    expect(sim.control.progressCharacter('AliceNecro', { level: 81 })).toMatchObject({
      level: 81,
      experience: 929_261_318,
    });
  });

  it('wears linked gems in its equipment, as the character API reports them', async () => {
    sim.control.advance('2h');
    const { character } = await json<{ character: { equipment: Record<string, Json>[] } }>(
      poeGet(sim, '/character/AliceNecro', alice),
    );
    const armour = character.equipment.find((item) => item.inventoryId === 'BodyArmour');
    expect(armour?.sockets).toEqual([
      { group: 0, attr: 'I', sColour: 'B' },
      { group: 0, attr: 'I', sColour: 'B' },
      { group: 0, attr: 'I', sColour: 'B' },
      { group: 0, attr: 'S', sColour: 'R' },
      { group: 1, attr: 'I', sColour: 'B' },
    ]);
    expect(armour?.socketedItems).toEqual([
      expect.objectContaining({ typeLine: 'Arc', frameType: 4, support: false, socket: 0, colour: 'I' }),
      expect.objectContaining({ typeLine: 'Spell Echo Support', frameType: 4, support: true, socket: 1 }),
      expect.objectContaining({ typeLine: 'Enlighten Support', support: true, socket: 2 }),
      expect.objectContaining({ typeLine: 'Empower Support', support: true, socket: 3, colour: 'S' }),
      expect.objectContaining({ typeLine: 'Clarity', support: false, socket: 4 }),
    ]);
    // Socketed gems have no place of their own in the inventory.
    for (const socketed of (armour?.socketedItems ?? []) as Record<string, Json>[]) {
      expect(socketed).not.toHaveProperty('inventoryId');
    }
  });

  it('applies progress pushed through the control API at once', async () => {
    expect(
      sim.control.progressCharacter('AliceNecro', { level: 40, class: 'Necromancer', ascendancyPoints: 2 }),
    ).toMatchObject({ level: 40, class: 'Necromancer' });
    expect((await json<{ character: Character }>(poeGet(sim, '/character/AliceNecro', alice))).character.level).toBe(
      40,
    );
    // A scheduled step later in the timeline still applies when its time comes.
    sim.control.advance('90m');
    expect((await json<{ character: Character }>(poeGet(sim, '/character/AliceNecro', alice))).character.level).toBe(
      68,
    );
  });

  it('lists pc and poe2 characters by realm, and treats realm words as realms', async () => {
    const pc = await json<{ characters: { name: string; realm: string; current?: boolean }[] }>(
      poeGet(sim, '/character', alice),
    );
    expect(pc.characters).toEqual([
      expect.objectContaining({ name: 'AliceNecro', realm: 'pc', league: LEAGUE, current: true }),
    ]);
    const poe2 = await json<{ characters: { name: string }[] }>(poeGet(sim, '/character/poe2', alice));
    expect(poe2.characters.map((character) => character.name)).toEqual(['AliceTwo']);
    const detail = await json<{ character: Record<string, Json> }>(poeGet(sim, '/character/poe2/AliceTwo', alice));
    expect(detail.character).toMatchObject({ realm: 'poe2', metadata: { version: '0.5.0' } });
    // PoE2 gems are the character's skills (a Mercenary's kit at level 12: one support unlocked), not in gear.
    expect(detail.character.skills).toEqual([
      expect.objectContaining({
        typeLine: 'Fragmentation Rounds',
        socketedItems: [expect.objectContaining({ typeLine: 'Scattershot', support: true })],
      }),
    ]);
    expect(JSON.stringify(detail.character.equipment)).not.toContain('socketedItems');
    expect(detail.character).not.toHaveProperty('inventory');
    expect((await poeGet(sim, '/character/AliceTwo', alice)).status).toBe(404);
  });

  it('answers 404 for another account’s character and for a deleted one', async () => {
    expect((await poeGet(sim, '/character/BobSlayer', alice)).status).toBe(404);
    sim.control.progressCharacter('AliceNecro', { deleted: true });
    expect((await poeGet(sim, '/character/AliceNecro', alice)).status).toBe(404);
    expect((await json<{ characters: unknown[] }>(poeGet(sim, '/character', alice))).characters).toEqual([]);
  });

  it('reports atlas passives on /league-account with the league name URL-encoded', async () => {
    sim.control.advance('2h');
    const body = await json<{
      league_account: { atlas_passives: { hashes: number[] }; atlas_passive_trees: { hashes: number[] }[] };
    }>(poeGet(sim, `/league-account/${encodeURIComponent(LEAGUE)}`, alice));
    expect(body.league_account.atlas_passives.hashes).toHaveLength(12);
    expect(body.league_account.atlas_passive_trees[0]?.hashes).toHaveLength(12);
    expect((await poeGet(sim, '/league-account/No%20Such%20League', alice)).status).toBe(404);
  });
});

describe('GET /league/{league}/ladder', () => {
  type Ladder = {
    league: { id: string };
    ladder: {
      total: number;
      cached_since: string;
      entries: {
        rank: number;
        character: { name: string; experience: number; depth?: { default: number } };
        account?: { name: string };
      }[];
    };
  };

  it('pages with limit ≤ 500 and offset, ranks in experience order', async () => {
    sim.control.advance('7h');
    const token = await poeAppToken(sim, 'service:leagues:ladder');
    const path = `/league/${encodeURIComponent(LEAGUE)}/ladder`;
    const first = await json<Ladder>(poeGet(sim, `${path}?limit=500`, token));
    expect(first.ladder.total).toBe(1202);
    expect(first.ladder.entries).toHaveLength(500);
    expect(first.ladder.entries.map((entry) => entry.rank).slice(0, 3)).toEqual([1, 2, 3]);
    const xp = first.ladder.entries.map((entry) => entry.character.experience);
    expect([...xp].sort((a, b) => b - a)).toEqual(xp);
    const last = await json<Ladder>(poeGet(sim, `${path}?limit=500&offset=1000`, token));
    expect(last.ladder.entries).toHaveLength(202);
    expect(last.ladder.entries[0]?.rank).toBe(1001);
    expect(last.ladder.entries.some((entry) => entry.account === undefined)).toBe(true);
    expect((await poeGet(sim, `${path}?limit=501`, token)).status).toBe(400);
  });

  it('sorts by delve depth and reports cached_since on the refresh period', async () => {
    sim.control.advance('6h30s');
    const token = await poeAppToken(sim, 'service:leagues:ladder');
    const body = await json<Ladder>(
      poeGet(sim, `/league/${encodeURIComponent(LEAGUE)}/ladder?sort=depth&limit=5`, token),
    );
    expect(body.ladder.cached_since).toBe('2026-05-02T02:00:00Z');
    const depths = body.ladder.entries.map((entry) => entry.character.depth?.default ?? 0);
    expect(depths.every((depth) => depth > 0)).toBe(true);
    expect([...depths].sort((a, b) => b - a)).toEqual(depths);
  });

  it('needs a service token and a league of the requested realm', async () => {
    expect((await poeGet(sim, `/league/${encodeURIComponent(LEAGUE)}/ladder`, alice)).status).toBe(403);
    const token = await poeAppToken(sim, 'service:leagues:ladder');
    expect((await poeGet(sim, `/league/${encodeURIComponent(LEAGUE)}/ladder?realm=poe2`, token)).status).toBe(404);
  });

  it('answers a league that does not exist with 404 and the API\'s "resource not found" error code', async () => {
    const token = await poeAppToken(sim, 'service:leagues:ladder');
    const response = await poeGet(sim, `/league/${encodeURIComponent(`${LEAGUE} (copy)`)}/ladder`, token);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 1 } });
  });
});

describe('guild stash', () => {
  const league = encodeURIComponent(LEAGUE);

  it('lists tabs without items, folders with children', async () => {
    const body = await json<{ stashes: Record<string, Json>[] }>(poeGet(sim, `/guild/stash/${league}`, alice));
    expect(body.stashes).toEqual([
      { id: '0000000001', name: 'Bank', type: 'PremiumStash', index: 0, metadata: {} },
      {
        id: '0000000002',
        folder: true,
        name: 'Folder',
        type: 'Folder',
        index: 1,
        metadata: { folder: true },
        children: [
          { id: '0000000003', parent: '0000000002', name: 'Uniques', type: 'UniqueStash', index: 0, metadata: {} },
        ],
      },
    ]);
  });

  it('returns a tab with items, and a folder’s child tab by parent/child, as of now', async () => {
    const bank = await json<{ stash: { items: { baseType: string; stackSize: number }[] } }>(
      poeGet(sim, `/guild/stash/${league}/0000000001`, alice),
    );
    expect(bank.stash.items).toMatchObject([{ baseType: 'Divine Orb', stackSize: 2 }]);
    const child = (): Promise<{ stash: { id: string; parent: string; items: { name: string }[] } }> =>
      json(poeGet(sim, `/guild/stash/${league}/0000000002/0000000003`, alice));
    expect((await child()).stash.items).toEqual([]);
    sim.control.advance('1h');
    expect((await child()).stash).toMatchObject({
      id: '0000000003',
      parent: '0000000002',
      items: [{ name: 'Goldrim' }],
    });
    sim.control.changeGuildTab('0000000001', { add: [{ baseType: 'Exalted Orb', stackSize: 1 }] });
    const changed = await json<{ stash: { items: { baseType: string }[] } }>(
      poeGet(sim, `/guild/stash/${league}/0000000001`, alice),
    );
    expect(changed.stash.items.map((item) => item.baseType)).toEqual(['Divine Orb', 'Exalted Orb']);
  });

  it('answers 404 to non-members and for unknown tabs, 403 without the guild scope', async () => {
    const bob = (await poeUserToken(sim, 'Bob#5678', 'account:guild:stashes')).access_token;
    expect((await poeGet(sim, `/guild/stash/${league}`, bob)).status).toBe(404);
    expect((await poeGet(sim, `/guild/stash/${league}/ffffffffff`, alice)).status).toBe(404);
    const narrow = (await poeUserToken(sim, 'Alice#1234', 'account:profile')).access_token;
    expect((await poeGet(sim, `/guild/stash/${league}`, narrow)).status).toBe(403);
  });
});
