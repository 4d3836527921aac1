import { afterEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../simulator';
import { LEAGUE, poeAppToken, poeGet, startTestSimulator } from '../test-kit';
import type { ScenarioInput } from '../scenario.schema';

type Page = {
  next_change_id: string;
  stashes: {
    id: string;
    public: boolean;
    accountName: string | null;
    stash: string | null;
    league: string | null;
    items: { baseType: string; stackSize?: number }[];
  }[];
};

const sims: Simulator[] = [];
afterEach(async () => {
  await Promise.all(sims.splice(0).map((sim) => sim.close()));
});

async function start(overrides: Partial<ScenarioInput> = {}): Promise<{ sim: Simulator; token: string }> {
  const sim = await startTestSimulator({ rateLimits: { poe: { mode: 'headers' } }, ...overrides });
  sims.push(sim);
  return { sim, token: await poeAppToken(sim, 'service:psapi') };
}

async function page(sim: Simulator, token: string, id?: string): Promise<{ response: Response; body: Page }> {
  const response = await poeGet(sim, `/public-stash-tabs${id === undefined ? '' : `?id=${id}`}`, token);
  return { response, body: (await response.json()) as Page };
}

async function drain(sim: Simulator, token: string): Promise<Page[]> {
  const pages: Page[] = [];
  let id: string | undefined;
  for (;;) {
    const { body } = await page(sim, token, id);
    pages.push(body);
    if (body.stashes.length === 0) return pages;
    id = body.next_change_id;
  }
}

describe('GET /public-stash-tabs', () => {
  it('pages through full tab snapshots in order and ends on an empty page with the same id', async () => {
    const { sim, token } = await start({ river: { pageSize: 2 } });
    sim.control.advance('1h');
    const pages = await drain(sim, token);
    const changes = pages.flatMap((body) => body.stashes);
    expect(changes.map((change) => `${change.accountName}/${change.stash}`)).toEqual([
      'Alice#1234/loot',
      'Bob#5678/dump',
      'Alice#1234/loot',
    ]);
    // Snapshots, not deltas: the second Alice snapshot holds all three items.
    expect(changes[2]?.items.map((item) => item.baseType)).toEqual(['Chaos Orb', 'Leather Belt', 'Arc']);
    const tip = pages.at(-1);
    const beforeTip = pages.at(-2);
    expect(tip?.next_change_id).toBe(beforeTip?.next_change_id);

    const { response, body } = await page(sim, token, tip?.next_change_id);
    expect(body).toEqual({ next_change_id: tip?.next_change_id, stashes: [] });
    expect(response.headers.get('x-next-change-id')).toBe(tip?.next_change_id);
  });

  it('uses five-shard change ids and accepts any well-formed id as a cursor', async () => {
    const { sim, token } = await start();
    sim.control.advance('1h');
    const { body } = await page(sim, token);
    expect(body.next_change_id).toMatch(/^\d+-\d+-\d+-\d+-\d+$/);
    const { body: fromFuture } = await page(sim, token, '9999999999-9999999999-9999999999-9999999999-9999999999');
    expect(fromFuture.stashes).toEqual([]);
    const garbage = await poeGet(sim, '/public-stash-tabs?id=not-an-id', token);
    expect(garbage.status).toBe(400);
    expect(((await garbage.json()) as { error: { code: number } }).error.code).toBe(2);
  });

  it('reveals scheduled changes only once virtual time reaches them', async () => {
    const { sim, token } = await start();
    const { body: early } = await page(sim, token);
    expect(early.stashes).toEqual([]);
    sim.control.advance('12m');
    const { body: later } = await page(sim, token, early.next_change_id);
    expect(later.stashes.map((change) => change.stash)).toEqual(['loot']);
  });

  it('delivers an injected change on the page after the previous tip', async () => {
    const { sim, token } = await start();
    sim.control.advance('1h');
    const tip = sim.control.stashTip();
    const after = sim.control.injectStashChange({
      account: 'Bob#5678',
      stash: 'dump',
      add: [{ baseType: 'Dense Fossil', stackSize: 2 }],
    });
    const { body } = await page(sim, token, tip);
    expect(body.next_change_id).toBe(after);
    expect(body.stashes).toHaveLength(1);
    expect(body.stashes[0]?.items.map((item) => item.baseType)).toEqual(['Jagged Fossil', 'Dense Fossil']);
  });

  it('updates a scenario tab that has an explicit id when a change names it', async () => {
    const id = 'ab'.repeat(32);
    const { sim, token } = await start({
      accounts: [
        {
          name: 'Carol#0001',
          stashes: [{ id, name: 'vault', league: LEAGUE, timeline: [{ at: 0, items: [{ baseType: 'Chaos Orb' }] }] }],
        },
      ],
      guilds: [],
    });
    const tip = sim.control.stashTip();
    sim.control.injectStashChange({ account: 'Carol#0001', stash: 'vault', add: [{ baseType: 'Divine Orb' }] });
    const { body } = await page(sim, token, tip);
    expect(body.stashes).toMatchObject([{ id, items: [{ baseType: 'Chaos Orb' }, { baseType: 'Divine Orb' }] }]);
    expect(sim.control.stashContents('Carol#0001', 'vault')?.map((item) => item.baseType)).toEqual([
      'Chaos Orb',
      'Divine Orb',
    ]);
  });

  it('reports a tab going private with null fields and no items', async () => {
    const { sim, token } = await start();
    sim.control.advance('1h');
    const tip = sim.control.stashTip();
    sim.control.injectStashChange({ account: 'Alice#1234', stash: 'loot', public: false });
    const { body } = await page(sim, token, tip);
    expect(body.stashes[0]).toMatchObject({ public: false, accountName: null, stash: null, league: null, items: [] });
  });

  it('hides changes younger than the visibility delay', async () => {
    const { sim, token } = await start({ river: { visibilityDelay: '5m' } });
    sim.control.advance('13m');
    expect((await page(sim, token)).body.stashes).toEqual([]);
    sim.control.advance('3m');
    expect((await page(sim, token)).body.stashes.map((change) => change.stash)).toEqual(['loot']);
  });

  it('mixes in noise from other leagues', async () => {
    const { sim, token } = await start({ river: { noise: { every: '1m', leagues: ['Standard'], privateShare: 0.3 } } });
    sim.control.advance('2h');
    const changes = (await drain(sim, token)).flatMap((body) => body.stashes);
    expect(changes.filter((change) => change.league === LEAGUE)).toHaveLength(3);
    expect(changes.some((change) => change.league === 'Standard')).toBe(true);
    expect(changes.some((change) => !change.public)).toBe(true);
  });

  it('is deterministic: the same seed gives the same pages, another seed other ids', async () => {
    const river = { noise: { every: '2m' }, pageSize: 7 };
    const runs = await Promise.all([start({ river }), start({ river }), start({ river, seed: 43 })]);
    const results = await Promise.all(
      runs.map(async ({ sim, token }) => {
        sim.control.advance('3h');
        return drain(sim, token);
      }),
    );
    expect(results[0]?.length).toBeGreaterThan(5);
    expect(results[1]).toEqual(results[0]);
    expect(results[2]?.[0]?.next_change_id).not.toBe(results[0]?.[0]?.next_change_id);
  });

  it('tells poe.ninja-style consumers where "now" is', async () => {
    const { sim, token } = await start();
    sim.control.advance('1h');
    const stats = (await (await fetch(`${sim.urls.poeNinja}/poe1/api/data/stats`)).json()) as {
      next_change_id: string;
    };
    expect(stats.next_change_id).toBe(sim.control.stashTip());
    expect((await page(sim, token, stats.next_change_id)).body.stashes).toEqual([]);
  });
});
