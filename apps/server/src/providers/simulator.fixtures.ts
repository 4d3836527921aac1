import { get } from 'node:http';
import { DEMO_CLIENTS, startSimulator, TEST_WORLD, type ScenarioInput, type Simulator } from '@app/simulator';
import { HttpClient, type HttpClientOptions } from '../lib/http/http-client';
import type { Clock } from '../lib/http/types';
import { UpstreamError } from '../lib/http/upstream-error';
import { InMemoryAppTokenStore } from './app-token-store';
import type { DiscordClient } from './discord/discord.client';
import type { PobClient } from './pob/pob.client';
import { createPkcePair, createOAuthState, type OAuthTokenSet } from './oauth';
import type { PoeTokenSet } from './poe/poe.mapper';
import type { PoeClient } from './poe/poe.client';
import { POE_USER_SCOPES } from './poe/poe.client';
import { providersConfigFromSimulator } from './provider-config';
import { createProviders, type Providers } from './providers';
import type { TwitchClient } from './twitch/twitch.client';

/**
 * Provider tests run the real clients over real HTTP against the simulator started in-process, on its
 * virtual clock: a client's "sleep" moves simulated time forward at once, so waits cost nothing.
 */

export const LEAGUE = TEST_WORLD.league;
export const POE2_LEAGUE = TEST_WORLD.poe2League;
export const REDIRECT_URI = 'https://events.example.com/auth/callback';
export const SERVER_VERSION = '9.9.9';
export const CONTACT = 'dev@example.com';
export const GUILD_TABS = TEST_WORLD.guildTabs;

export function testScenario(overrides: Partial<ScenarioInput> = {}): ScenarioInput {
  return {
    ...TEST_WORLD.setting,
    clients: [
      { provider: 'poe', ...DEMO_CLIENTS.poe },
      { provider: 'twitch', ...DEMO_CLIENTS.twitch },
      { provider: 'discord', ...DEMO_CLIENTS.discord },
    ],
    accounts: [
      {
        ...TEST_WORLD.alice,
        discord: { ...TEST_WORLD.alice.discord, globalName: 'Alice' },
        characters: [
          {
            ...TEST_WORLD.aliceNecro,
            timeline: [
              { at: 0, level: 1 },
              {
                at: '+90m',
                level: 68,
                class: 'Necromancer',
                ascendancyPoints: 4,
                atlasPassives: 12,
                equipment: [
                  {
                    baseType: 'Leather Belt',
                    name: 'Headhunter',
                    implicitMods: ['+32 to maximum Life'],
                    explicitMods: ['+55 to Strength', '+50 to Dexterity'],
                  },
                  {
                    baseType: 'Vaal Regalia',
                    name: 'Doom Shell',
                    rarity: 'Rare',
                    explicitMods: ['+90 to maximum Energy Shield'],
                    craftedMods: ['+15% to all Elemental Resistances'],
                    sockets: 'B-B-B-B-B-B',
                    socketedGems: ['Arc', 'Spell Echo Support', 'Enlighten Support'],
                  },
                ],
              },
              { at: '+6h', level: 90, pantheonMajor: 'Solaris', pantheonMinor: 'Shakari' },
            ],
          },
          TEST_WORLD.alicePoe2Character,
        ],
        stashes: [TEST_WORLD.aliceLoot],
      },
      {
        ...TEST_WORLD.bob,
        twitch: { id: '102', login: 'boblive', streams: [{ from: '+2h', title: 'mapping', viewers: 7 }] },
      },
    ],
    guilds: [
      {
        ...TEST_WORLD.redTeam,
        tabs: [
          {
            id: GUILD_TABS.bank,
            name: 'Bank',
            colour: 'ff0000',
            timeline: [{ at: 0, items: [{ baseType: 'Divine Orb', stackSize: 2 }] }],
          },
          TEST_WORLD.uniquesFolder,
        ],
      },
    ],
    ...overrides,
  };
}

/**
 * The simulator's clock as the HTTP module's clock. Sleeping jumps virtual time to the end of the wait,
 * but only once no request is in flight: in real time nothing else stands still while one caller waits,
 * so a request sent "now" must reach the simulator at "now", not after someone else's jump. Concurrent
 * sleepers each move time to their own end, never backwards.
 */
export function virtualClock(sim: Simulator, inFlight: () => number = () => 0): Clock {
  return {
    now: () => sim.clock.now(),
    sleep: async (ms) => {
      const target = sim.clock.now() + Math.max(0, ms);
      // A macrotask lets callers that were just cleared to send reach the network first.
      do await new Promise((resolve) => setImmediate(resolve));
      while (inFlight() > 0);
      if (sim.clock.now() < target) sim.clock.set(target);
    },
  };
}

export type TestProviders = {
  sim: Simulator;
  http: HttpClient;
  appTokens: InMemoryAppTokenStore;
  /** Every client at once, as the app takes them. */
  providers: Providers;
  poe: PoeClient;
  twitch: TwitchClient;
  discord: DiscordClient;
  pob: PobClient;
  /** Path of Building for PoE2. */
  pobPoe2: PobClient;
  close: () => Promise<void>;
};

/** A simulator of the test scenario plus every client pointed at it (see providersOn). */
export async function startProviders(
  overrides: Partial<ScenarioInput> = {},
  options: HttpClientOptions = {},
): Promise<TestProviders> {
  return providersOn(await startSimulator({ scenario: testScenario(overrides) }), options);
}

/**
 * Every client pointed at a running simulator, on its virtual clock, with deterministic jitter and a short
 * timeout (a test of a hanging provider need not wait long); closing them closes the simulator.
 */
export function providersOn(sim: Simulator, options: HttpClientOptions = {}): TestProviders {
  let http: HttpClient | undefined = undefined;
  const clock = virtualClock(sim, () => http?.inFlight ?? 0);
  http = new HttpClient({ clock, random: () => 0, timeoutMs: 2_000, ...options });
  const appTokens = new InMemoryAppTokenStore();
  const providers = createProviders(
    providersConfigFromSimulator(sim.urls, { version: SERVER_VERSION, contact: CONTACT }),
    {
      http,
      appTokens,
    },
  );
  if (!providers.poe || !providers.twitch || !providers.discord || !providers.pob || !providers.pobPoe2)
    throw new Error('every provider is configured');
  return {
    sim,
    http,
    appTokens,
    providers,
    poe: providers.poe,
    twitch: providers.twitch,
    discord: providers.discord,
    pob: providers.pob,
    pobPoe2: providers.pobPoe2,
    close: sim.close,
  };
}

/**
 * Plays the browser's part of a sign-in: requests the authorize URL (the simulator consents at once as
 * the queued account) and returns the redirect it answers with.
 */
export function followAuthorize(url: string): Promise<URL> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      response.resume();
      const location = response.headers.location;
      if (response.statusCode !== 302 || location === undefined) {
        reject(new Error(`authorize answered ${response.statusCode ?? '?'} without a redirect`));
      } else resolve(new URL(location));
    }).on('error', reject);
  });
}

export async function poeSignIn(
  env: TestProviders,
  account = 'Alice#1234',
  scopes: readonly string[] = POE_USER_SCOPES,
): Promise<PoeTokenSet> {
  env.sim.control.queueConsent({ provider: 'poe', account });
  const pkce = createPkcePair();
  const state = createOAuthState();
  const redirect = await followAuthorize(
    env.poe.authorizeUrl({ redirectUri: REDIRECT_URI, state, codeChallenge: pkce.challenge, scopes }),
  );
  if (redirect.searchParams.get('state') !== state) throw new Error('state did not round-trip');
  return env.poe.exchangeCode({
    code: redirect.searchParams.get('code') ?? '',
    redirectUri: REDIRECT_URI,
    codeVerifier: pkce.verifier,
  });
}

export async function twitchSignIn(env: TestProviders, account = '101'): Promise<OAuthTokenSet> {
  env.sim.control.queueConsent({ provider: 'twitch', account });
  const redirect = await followAuthorize(env.twitch.authorizeUrl({ redirectUri: REDIRECT_URI, state: 'twitch-state' }));
  return env.twitch.exchangeCode({ code: redirect.searchParams.get('code') ?? '', redirectUri: REDIRECT_URI });
}

export async function discordSignIn(env: TestProviders, account = '100000000000000001'): Promise<OAuthTokenSet> {
  env.sim.control.queueConsent({ provider: 'discord', account });
  const pkce = createPkcePair();
  const redirect = await followAuthorize(
    env.discord.authorizeUrl({ redirectUri: REDIRECT_URI, state: 'discord-state', codeChallenge: pkce.challenge }),
  );
  return env.discord.exchangeCode({
    code: redirect.searchParams.get('code') ?? '',
    redirectUri: REDIRECT_URI,
    codeVerifier: pkce.verifier,
  });
}

/** The UpstreamError a call ends in; anything else (an answer, another error) fails the test. */
export async function upstreamFailure(call: Promise<unknown>): Promise<UpstreamError> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof UpstreamError)) throw new Error(`expected an UpstreamError, got ${String(error)}`);
  return error;
}
