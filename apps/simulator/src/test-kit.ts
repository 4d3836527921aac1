import { randomBytes } from 'node:crypto';
import { pkceChallenge } from './oauth/oauth-server';
import type { ScenarioInput } from './scenario.schema';
import { startSimulator, type Simulator } from './simulator';
import { TEST_WORLD } from './test-world';

/** Helpers shared by the simulator's own tests: a small scenario and real-HTTP OAuth round trips. */

export const UA = 'OAuth test-client/1.0.0 (contact: dev@example.com)';
export const LEAGUE = TEST_WORLD.league;
export const POE_CLIENT = { clientId: 'test-client', clientSecret: 'test-secret' };
export const TWITCH_CLIENT = { clientId: 'twitch-client', clientSecret: 'twitch-secret' };
export const DISCORD_CLIENT = { clientId: 'discord-client', clientSecret: 'discord-secret' };
export const REDIRECT = 'https://events.example.com/auth/poe/callback';

export function testScenario(overrides: Partial<ScenarioInput> = {}): ScenarioInput {
  return {
    ...TEST_WORLD.setting,
    clients: [
      { provider: 'poe', ...POE_CLIENT, redirectUris: [REDIRECT] },
      {
        provider: 'poe',
        clientId: 'desktop-app',
        clientSecret: 'unused',
        type: 'public',
        redirectUris: ['http://127.0.0.1:5000/cb'],
      },
      { provider: 'twitch', ...TWITCH_CLIENT },
      { provider: 'discord', ...DISCORD_CLIENT },
    ],
    accounts: [
      {
        ...TEST_WORLD.alice,
        characters: [
          {
            ...TEST_WORLD.aliceNecro,
            timeline: [
              { at: 0, level: 1 },
              { at: '+90m', level: 68, class: 'Necromancer', ascendancyPoints: 4, atlasPassives: 12 },
              {
                at: '+6h',
                level: 90,
                pantheonMajor: 'Solaris',
                pantheonMinor: 'Shakari',
                depth: { default: 212, solo: 180 },
              },
            ],
          },
          TEST_WORLD.alicePoe2Character,
        ],
        stashes: [TEST_WORLD.aliceLoot],
      },
      {
        ...TEST_WORLD.bob,
        stashes: [
          {
            name: 'dump',
            league: LEAGUE,
            timeline: [{ at: '+15m', items: [{ baseType: 'Jagged Fossil', stackSize: 3 }] }],
          },
        ],
      },
    ],
    guilds: [
      {
        ...TEST_WORLD.redTeam,
        tabs: [
          {
            id: TEST_WORLD.guildTabs.bank,
            name: 'Bank',
            timeline: [{ at: 0, items: [{ baseType: 'Divine Orb', stackSize: 2 }] }],
          },
          TEST_WORLD.uniquesFolder,
        ],
      },
    ],
    ...overrides,
  };
}

export async function startTestSimulator(overrides: Partial<ScenarioInput> = {}): Promise<Simulator> {
  return startSimulator({ scenario: testScenario(overrides) });
}

export function form(values: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': UA },
    body: new URLSearchParams(values),
  };
}

export function newVerifier(): string {
  return randomBytes(32).toString('base64url');
}

export type AuthorizeParams = {
  account?: string;
  scope?: string;
  verifier?: string;
  state?: string;
  redirectUri?: string;
};

/** GET /oauth/authorize without following the redirect. */
export async function poeAuthorize(sim: Simulator, params: AuthorizeParams = {}): Promise<URL> {
  const query = new URLSearchParams({
    client_id: POE_CLIENT.clientId,
    response_type: 'code',
    scope: params.scope ?? 'account:profile account:characters',
    state: params.state ?? 'state-123',
    redirect_uri: params.redirectUri ?? REDIRECT,
    code_challenge: pkceChallenge(params.verifier ?? newVerifier()),
    code_challenge_method: 'S256',
    ...(params.account === undefined ? {} : { sim_account: params.account }),
  });
  const response = await fetch(`${sim.urls.poeWeb}/oauth/authorize?${query.toString()}`, { redirect: 'manual' });
  if (response.status !== 302) throw new Error(`authorize answered ${response.status}: ${await response.text()}`);
  return new URL(response.headers.get('location') ?? '');
}

export type PoeTokenBody = {
  access_token: string;
  expires_in: number | null;
  token_type: string;
  scope: string;
  username: string;
  sub: string;
  refresh_token?: string;
};

/** Full PoE authorization-code flow for an account; returns the token response body. */
export async function poeUserToken(
  sim: Simulator,
  account = 'Alice#1234',
  scope = 'account:profile account:characters',
): Promise<PoeTokenBody> {
  const verifier = newVerifier();
  const location = await poeAuthorize(sim, { account, scope, verifier });
  const response = await exchangePoeCode(sim, location.searchParams.get('code') ?? '', verifier);
  if (response.status !== 200) throw new Error(`token answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as PoeTokenBody;
}

/** POST /oauth/token with the test client's credentials and a grant, as a site's server sends it. */
export function poeTokenRequest(sim: Simulator, grant: Record<string, string>): Promise<Response> {
  return fetch(`${sim.urls.poeWeb}/oauth/token`, form({ ...clientForm(), ...grant }));
}

/** POST /oauth/token trading an authorization code, as the site's sign-in callback does. */
export function exchangePoeCode(
  sim: Simulator,
  code: string,
  verifier: string,
  redirectUri = REDIRECT,
): Promise<Response> {
  return poeTokenRequest(sim, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: verifier,
  });
}

export async function poeAppToken(sim: Simulator, scope = 'service:psapi service:leagues:ladder'): Promise<string> {
  const response = await poeTokenRequest(sim, { grant_type: 'client_credentials', scope });
  if (response.status !== 200) throw new Error(`token answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as PoeTokenBody).access_token;
}

export function clientForm(): Record<string, string> {
  return { client_id: POE_CLIENT.clientId, client_secret: POE_CLIENT.clientSecret };
}

export function poeGet(
  sim: Simulator,
  path: string,
  token: string | undefined,
  init: RequestInit = {},
): Promise<Response> {
  return fetch(`${sim.urls.poeApi}${path}`, {
    ...init,
    headers: {
      'user-agent': UA,
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...(init.headers as Record<string, string> | undefined),
    },
  });
}

/** POST /oauth2/token to Twitch with the test client's credentials and a grant. */
export function twitchTokenRequest(sim: Simulator, grant: Record<string, string>): Promise<Response> {
  return fetch(
    `${sim.urls.twitchId}/oauth2/token`,
    form({ client_id: TWITCH_CLIENT.clientId, client_secret: TWITCH_CLIENT.clientSecret, ...grant }),
  );
}

export async function twitchAppToken(sim: Simulator): Promise<string> {
  const response = await twitchTokenRequest(sim, { grant_type: 'client_credentials' });
  return ((await response.json()) as { access_token: string }).access_token;
}

export function helixGet(
  sim: Simulator,
  path: string,
  token: string,
  clientId = TWITCH_CLIENT.clientId,
): Promise<Response> {
  return fetch(`${sim.urls.twitchApi}${path}`, {
    headers: { authorization: `Bearer ${token}`, 'client-id': clientId },
  });
}
