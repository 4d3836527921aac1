import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POE2_BASE_CLASS } from '../poe/characters';
import { ScenarioSchema, type ItemSpecInput } from '../scenario.schema';
import { startSimulator, type Simulator } from '../simulator';
import { helixGet, poeGet, UA } from '../test-kit';
import { DEMO_CATALOGUE, listCatalogueItems } from './catalogue';
import { buildDemoScenario, DEMO_CLIENTS, DEMO_EVENT_DURATION_MS, DEMO_GUILDS } from './demo-scenario';
import { DEMO_LEAGUE, DEMO_PLAYERS, DEMO_POE2_ASCENDANCIES, DEMO_POE2_LEAGUE, DEMO_TEAMS } from './roster';

const scenario = ScenarioSchema.parse(buildDemoScenario());
let sim: Simulator;
let service: string;

beforeAll(async () => {
  sim = await startSimulator({
    scenario: { ...scenario, rateLimits: { poe: { mode: 'off' }, twitch: { mode: 'off' } } },
  });
  const response = await fetch(`${sim.urls.poeWeb}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': UA },
    body: new URLSearchParams({
      ...{ client_id: DEMO_CLIENTS.poe.clientId, client_secret: DEMO_CLIENTS.poe.clientSecret },
      grant_type: 'client_credentials',
      scope: 'service:psapi service:leagues:ladder',
    }),
  });
  service = ((await response.json()) as { access_token: string }).access_token;
});
afterAll(async () => {
  await sim.close();
});

type Ladder = { ladder: { entries: { character: { name: string; level: number; class: string } }[] } };

async function rosterLadder(): Promise<Map<string, { level: number; class: string }>> {
  const body = (await (
    await poeGet(sim, `/league/${encodeURIComponent(DEMO_LEAGUE)}/ladder?limit=500`, service)
  ).json()) as Ladder;
  const names = new Set(DEMO_PLAYERS.map((player) => player.characterName));
  return new Map(
    body.ladder.entries
      .filter((entry) => names.has(entry.character.name))
      .map((entry) => [entry.character.name, entry.character]),
  );
}

async function liveStreamers(): Promise<string[]> {
  const token = await fetch(`${sim.urls.twitchId}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: DEMO_CLIENTS.twitch.clientId,
      client_secret: DEMO_CLIENTS.twitch.clientSecret,
      grant_type: 'client_credentials',
    }),
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const ids = DEMO_PLAYERS.flatMap((player): [string, string][] =>
    player.twitchId ? [['user_id', player.twitchId]] : [],
  );
  const streams = (await (
    await helixGet(
      sim,
      `/helix/streams?${new URLSearchParams(ids).toString()}`,
      access_token,
      DEMO_CLIENTS.twitch.clientId,
    )
  ).json()) as { data: { user_id: string }[] };
  return streams.data.map((stream) => stream.user_id);
}

/** Every (item, team) first-find time, from the scenario's stash timelines. */
function firstFinds(): Map<string, Map<number, number>> {
  const finds = new Map<string, Map<number, number>>();
  for (const account of scenario.accounts) {
    const team = DEMO_PLAYERS.find((player) => player.accountName === account.name)?.team;
    if (team === undefined) continue;
    for (const stash of account.stashes) {
      for (const step of stash.timeline) {
        for (const item of [...(step.items ?? []), ...(step.add ?? [])] as ItemSpecInput[]) {
          const name = item.name ?? item.baseType;
          const byTeam = finds.get(name) ?? new Map<number, number>();
          const at = Number(step.at);
          byTeam.set(team, Math.min(byTeam.get(team) ?? Infinity, at));
          finds.set(name, byTeam);
        }
      }
    }
  }
  return finds;
}

describe('demo scenario', () => {
  it('gives every roster player their account, character, Discord and Twitch identity', () => {
    for (const player of DEMO_PLAYERS) {
      const account = scenario.accounts.find((candidate) => candidate.name === player.accountName);
      expect(account?.uuid).toBe(player.accountId);
      expect(account?.discord?.id).toBe(player.discordId);
      expect(account?.twitch?.id).toBe(player.twitchId ?? undefined);
      expect(account?.characters.find((character) => character.league === DEMO_LEAGUE)?.name).toBe(
        player.characterName,
      );
    }
    expect(scenario.guilds.flatMap((guild) => guild.tabs.map((tab) => tab.id))).toEqual(
      expect.arrayContaining([DEMO_GUILDS[0].tabs.bank, DEMO_GUILDS[0].tabs.uniquesFolder, DEMO_GUILDS[1].tabs.loot]),
    );
  });

  it('is deterministic for a seed and start time', () => {
    expect(buildDemoScenario()).toEqual(buildDemoScenario());
    const moved = buildDemoScenario({ startAt: '2027-01-01T00:00:00Z' });
    expect({ ...moved, startAt: '' }).toEqual({ ...buildDemoScenario(), startAt: '' });
  });

  it('has streams live from the first minutes and characters visibly levelling in the first hour', async () => {
    expect((await liveStreamers()).length).toBeGreaterThanOrEqual(2);
    const before = await rosterLadder();
    sim.control.advance('50m');
    expect((await liveStreamers()).length).toBeGreaterThanOrEqual(4);
    const after = await rosterLadder();
    expect(after.size).toBe(DEMO_PLAYERS.length);
    const levelSum = (ladder: Map<string, { level: number }>): number =>
      [...ladder.values()].reduce((sum, character) => sum + character.level, 0);
    expect(levelSum(after)).toBeGreaterThan(levelSum(before) + DEMO_PLAYERS.length * 5);
  });

  it('ends with every roster character ascended and past level 90', async () => {
    sim.control.setTime(Date.parse(scenario.startAt) + DEMO_EVENT_DURATION_MS);
    const ladder = await rosterLadder();
    for (const player of DEMO_PLAYERS) {
      expect(ladder.get(player.characterName)?.class).toBe(player.characterClass);
      expect(ladder.get(player.characterName)?.level).toBeGreaterThanOrEqual(90);
    }
  });

  it('has the team leads play Path of Exile 2 too, in a league of PoE2 classes only', async () => {
    sim.control.setTime(Math.max(sim.clock.now(), Date.parse(scenario.startAt) + DEMO_EVENT_DURATION_MS));
    const body = (await (
      await poeGet(sim, `/league/${encodeURIComponent(DEMO_POE2_LEAGUE)}/ladder?realm=poe2&limit=500`, service)
    ).json()) as Ladder;
    const leads = DEMO_PLAYERS.filter((player) => player.teamLead);
    const classOf = (name: string) =>
      body.ladder.entries.find((entry) => entry.character.name === name)?.character.class;
    expect(leads.map((player) => classOf(`${player.displayName}_Dawn`))).toEqual([...DEMO_POE2_ASCENDANCIES]);
    const poe2Classes = new Set([...Object.keys(POE2_BASE_CLASS), ...Object.values(POE2_BASE_CLASS)]);
    expect(body.ladder.entries.filter((entry) => !poe2Classes.has(entry.character.class))).toEqual([]);
  });

  it('puts every findable catalogue item in some team’s public stash, and never the others', async () => {
    sim.control.setTime(Math.max(sim.clock.now(), Date.parse(scenario.startAt) + DEMO_EVENT_DURATION_MS));
    const foundBy = new Map<string, Set<number>>();
    let id: string | undefined;
    for (;;) {
      const response = await poeGet(sim, `/public-stash-tabs${id === undefined ? '' : `?id=${id}`}`, service);
      const page = (await response.json()) as {
        next_change_id: string;
        stashes: { accountName: string | null; league: string | null; items: { name: string; baseType: string }[] }[];
      };
      if (page.stashes.length === 0) break;
      for (const stash of page.stashes) {
        const team = DEMO_PLAYERS.find((player) => player.accountName === stash.accountName)?.team;
        if (team === undefined || stash.league !== DEMO_LEAGUE) continue;
        for (const item of stash.items) {
          const key = item.name || item.baseType;
          foundBy.set(key, (foundBy.get(key) ?? new Set()).add(team));
        }
      }
      id = page.next_change_id;
    }
    const catalogue = listCatalogueItems();
    const missing = catalogue.filter((item) => !item.neverFound && !foundBy.has(item.name)).map((item) => item.name);
    const leaked = catalogue.filter((item) => item.neverFound && foundBy.has(item.name)).map((item) => item.name);
    expect(missing).toEqual([]);
    expect(leaked).toEqual([]);
    expect(catalogue.filter((item) => item.neverFound).length).toBeGreaterThanOrEqual(3);
    const perTeam = DEMO_TEAMS.map((_, team) => catalogue.filter((item) => foundBy.get(item.name)?.has(team)).length);
    expect(new Set(perTeam).size).toBe(DEMO_TEAMS.length);
  });

  it('contains a tie, a close race, and a daily found too late', () => {
    const finds = firstFinds();
    const times = (name: string): number[] => [...(finds.get(name)?.values() ?? [])].sort((a, b) => a - b);
    const tie = times("Berek's Grip");
    expect(tie.length).toBeGreaterThanOrEqual(2);
    expect(tie[0]).toBe(tie[1]);
    const race = times("Lioneye's Glare");
    expect((race[1] ?? Infinity) - (race[0] ?? 0)).toBeLessThanOrEqual(10 * 60_000);
    for (const daily of DEMO_CATALOGUE.dailies) {
      const found = times(daily.item.name);
      const closes = daily.opensAfterMs + daily.durationMs;
      expect(found.some((at) => at >= daily.opensAfterMs && at < closes)).toBe(true);
      expect(found.some((at) => at >= closes)).toBe(true);
    }
  });
});
