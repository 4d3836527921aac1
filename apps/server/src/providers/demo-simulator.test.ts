import {
  buildDemoScenario,
  DEMO_GUILDS,
  DEMO_LEAGUE,
  DEMO_PLAYERS,
  DEMO_POE2_LEAGUE,
  startSimulator,
  type ItemFormat,
} from '@app/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PoeItem } from '../modules/matching/poe-item.schema';
import { discordSignIn, poeSignIn, providersOn, type TestProviders } from './simulator.fixtures';

/**
 * Faithfulness check, the other way round from the simulator's own tests: everything the demo scenario
 * serves, two virtual days into the event, passes our schemas through the real clients, and every item
 * reads as an item. If the simulator drifts from the shapes we code against, this fails.
 */

describe.each(['3.28', '3.29'] as const)('the demo scenario in the %s item format', (itemFormat: ItemFormat) => {
  let env: TestProviders;

  beforeAll(async () => {
    const sim = await startSimulator({ scenario: buildDemoScenario({ itemFormat }) });
    sim.control.advance('2d');
    // The HTTP module's own timeout: the demo's pages are large, and the machine may be busy.
    env = providersOn(sim, { timeoutMs: 15_000 });
  });
  afterAll(async () => {
    await env.close();
  });

  async function signIn(accountName: string): Promise<string> {
    const tokens = await poeSignIn(env, accountName);
    expect(tokens.accountName).toBe(accountName);
    return tokens.accessToken;
  }

  function expectItems(items: unknown[]): void {
    for (const item of items) expect(PoeItem.parse(item), JSON.stringify(item)).toBeDefined();
  }

  it('serves the whole public stash river in shapes we accept', async () => {
    let changeId: string | undefined;
    let stashes = 0;
    for (let page = 0; page < 200; page += 1) {
      const result = await env.poe.getPublicStashPage(changeId, { maxWaitMs: 3_600_000 });
      stashes += result.stashes.length;
      for (const stash of result.stashes) expectItems(stash.items);
      if (result.tip) break;
      changeId = result.nextChangeId;
    }
    expect(stashes).toBeGreaterThan(100);
    await expect(env.poe.getNinjaChangeId()).resolves.toBe(changeId);
  });

  it('serves the ladder, every player’s account data and the guild stashes in shapes we accept', async () => {
    const ladder = await env.poe.listLadder(DEMO_LEAGUE, 'pc', { maxWaitMs: 3_600_000 });
    expect(ladder.entries.length).toBe(ladder.total);
    for (const player of DEMO_PLAYERS.slice(0, 6)) {
      const token = await signIn(player.accountName);
      await expect(env.poe.getProfile(token)).resolves.toMatchObject({ accountId: player.accountId });
      const characters = await env.poe.listCharacters(token, 'pc', { maxWaitMs: 3_600_000 });
      for (const summary of characters) {
        const character = await env.poe.findCharacter(token, summary.name, 'pc', { maxWaitMs: 3_600_000 });
        expectItems(character?.equipment ?? []);
      }
      await env.poe.getLeagueAccount(token, DEMO_LEAGUE, { maxWaitMs: 3_600_000 });
    }
    for (const guild of DEMO_GUILDS) {
      const member = DEMO_PLAYERS.find((player) => player.team === guild.team);
      const token = await signIn(member?.accountName ?? '');
      const tabs = await env.poe.listGuildStashes(token, DEMO_LEAGUE, { maxWaitMs: 3_600_000 });
      for (const tab of tabs.flatMap((top) =>
        top.children.length ? top.children.map((child) => [top.id, child.id]) : [[top.id]],
      )) {
        const [id = '', childId] = tab;
        const contents = await env.poe.findGuildStashTab(
          token,
          DEMO_LEAGUE,
          childId === undefined ? { id } : { id, childId },
          { maxWaitMs: 3_600_000 },
        );
        expectItems(contents?.items ?? []);
      }
    }
  });

  it("serves the PoE2 league's ladder and the team leads' PoE2 characters, skills included, in shapes we accept", async () => {
    const ladder = await env.poe.listLadder(DEMO_POE2_LEAGUE, 'poe2', { maxWaitMs: 3_600_000 });
    expect(ladder.entries.length).toBe(ladder.total);
    for (const player of DEMO_PLAYERS.filter((candidate) => candidate.teamLead)) {
      const token = await signIn(player.accountName);
      const [summary, ...others] = await env.poe.listCharacters(token, 'poe2', { maxWaitMs: 3_600_000 });
      expect(others).toEqual([]);
      expect(summary?.league).toBe(DEMO_POE2_LEAGUE);
      const character = await env.poe.findCharacter(token, summary?.name ?? '', 'poe2', { maxWaitMs: 3_600_000 });
      expect(character?.skills.length).toBeGreaterThan(0);
      expectItems([...(character?.equipment ?? []), ...(character?.skills ?? [])]);
    }
  });

  it('serves the streams of the demo streamers and their Discord identities', async () => {
    const streamers = DEMO_PLAYERS.flatMap((player) => (player.twitchId ? [player.twitchId] : []));
    const streams = await env.twitch.getStreams(streamers);
    expect(streams.every((stream) => streamers.includes(stream.userId))).toBe(true);
    const player = DEMO_PLAYERS[0];
    const tokens = await discordSignIn(env, player?.discordId ?? '');
    await expect(env.discord.getMe(tokens.accessToken)).resolves.toMatchObject({ id: player?.discordId });
  });
});
