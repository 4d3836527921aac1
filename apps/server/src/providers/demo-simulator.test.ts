import {
  buildDemoScenario,
  DEMO_GUILDS,
  DEMO_LEAGUE,
  DEMO_PLAYERS,
  startSimulator,
  type ItemFormat,
  type Simulator,
} from '@app/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../lib/http/http-client';
import { PoeItem } from '../modules/matching/poe-item.schema';
import { InMemoryAppTokenStore } from './app-token-store';
import { createPkcePair } from './oauth';
import { providersConfigFromSimulator } from './provider-config';
import { createProviders, type Providers } from './providers';
import { followAuthorize, REDIRECT_URI, virtualClock } from './simulator.fixtures';

/**
 * Faithfulness check, the other way round from the simulator's own tests: everything the demo scenario
 * serves, two virtual days into the event, passes our schemas through the real clients, and every item
 * reads as an item. If the simulator drifts from the shapes we code against, this fails.
 */

describe.each(['3.28', '3.29'] as const)('the demo scenario in the %s item format', (itemFormat: ItemFormat) => {
  let sim: Simulator;
  let providers: Required<{ [K in keyof Providers]: NonNullable<Providers[K]> }>;

  beforeAll(async () => {
    sim = await startSimulator({ scenario: buildDemoScenario({ itemFormat }) });
    sim.control.advance('2d');
    let http: HttpClient | undefined = undefined;
    http = new HttpClient({ clock: virtualClock(sim, () => http?.inFlight ?? 0), random: () => 0 });
    const created = createProviders(
      providersConfigFromSimulator(sim.urls, { version: '0.0.0', contact: 'demo@example.com' }),
      {
        http,
        appTokens: new InMemoryAppTokenStore(),
      },
    );
    if (!created.poe || !created.twitch || !created.discord || !created.pob)
      throw new Error('demo mode configures every provider');
    providers = { poe: created.poe, twitch: created.twitch, discord: created.discord, pob: created.pob };
  });
  afterAll(async () => {
    await sim.close();
  });

  async function signIn(accountName: string): Promise<string> {
    sim.control.queueConsent({ provider: 'poe', account: accountName });
    const pkce = createPkcePair();
    const redirect = await followAuthorize(
      providers.poe.authorizeUrl({ redirectUri: REDIRECT_URI, state: 'demo', codeChallenge: pkce.challenge }),
    );
    const tokens = await providers.poe.exchangeCode({
      code: redirect.searchParams.get('code') ?? '',
      redirectUri: REDIRECT_URI,
      codeVerifier: pkce.verifier,
    });
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
      const result = await providers.poe.getPublicStashPage(changeId, { maxWaitMs: 3_600_000 });
      stashes += result.stashes.length;
      for (const stash of result.stashes) expectItems(stash.items);
      if (result.tip) break;
      changeId = result.nextChangeId;
    }
    expect(stashes).toBeGreaterThan(100);
    await expect(providers.poe.getNinjaChangeId()).resolves.toBe(changeId);
  });

  it('serves the ladder, every player’s account data and the guild stashes in shapes we accept', async () => {
    const ladder = await providers.poe.listLadder(DEMO_LEAGUE, 'pc', { maxWaitMs: 3_600_000 });
    expect(ladder.entries.length).toBe(ladder.total);
    for (const player of DEMO_PLAYERS.slice(0, 6)) {
      const token = await signIn(player.accountName);
      await expect(providers.poe.getProfile(token)).resolves.toMatchObject({ accountId: player.accountId });
      const characters = await providers.poe.listCharacters(token, 'pc', { maxWaitMs: 3_600_000 });
      for (const summary of characters) {
        const character = await providers.poe.findCharacter(token, summary.name, 'pc', { maxWaitMs: 3_600_000 });
        expectItems(character?.equipment ?? []);
      }
      await providers.poe.getLeagueAccount(token, DEMO_LEAGUE, { maxWaitMs: 3_600_000 });
    }
    for (const guild of DEMO_GUILDS) {
      const member = DEMO_PLAYERS.find((player) => player.team === guild.team);
      const token = await signIn(member?.accountName ?? '');
      const tabs = await providers.poe.listGuildStashes(token, DEMO_LEAGUE, { maxWaitMs: 3_600_000 });
      for (const tab of tabs.flatMap((top) =>
        top.children.length ? top.children.map((child) => [top.id, child.id]) : [[top.id]],
      )) {
        const [id = '', childId] = tab;
        const contents = await providers.poe.findGuildStashTab(
          token,
          DEMO_LEAGUE,
          childId === undefined ? { id } : { id, childId },
          { maxWaitMs: 3_600_000 },
        );
        expectItems(contents?.items ?? []);
      }
    }
  });

  it('serves the streams of the demo streamers and their Discord identities', async () => {
    const streamers = DEMO_PLAYERS.flatMap((player) => (player.twitchId ? [player.twitchId] : []));
    const streams = await providers.twitch.getStreams(streamers);
    expect(streams.every((stream) => streamers.includes(stream.userId))).toBe(true);
    const player = DEMO_PLAYERS[0];
    sim.control.queueConsent({ provider: 'discord', account: player?.discordId ?? '' });
    const pkce = createPkcePair();
    const redirect = await followAuthorize(
      providers.discord.authorizeUrl({ redirectUri: REDIRECT_URI, state: 'demo', codeChallenge: pkce.challenge }),
    );
    const tokens = await providers.discord.exchangeCode({
      code: redirect.searchParams.get('code') ?? '',
      redirectUri: REDIRECT_URI,
      codeVerifier: pkce.verifier,
    });
    await expect(providers.discord.getMe(tokens.accessToken)).resolves.toMatchObject({ id: player?.discordId });
  });
});
