import { DEMO_CLIENTS, type SimulatorUrls } from '@app/simulator';
import type { Env } from '../env';

/**
 * Where each provider lives and how we identify ourselves to it. A provider without credentials is null:
 * its features are off. Real services come from the environment; demo mode points the same clients at the
 * in-process simulator.
 */

export type PoeConfig = {
  clientId: string;
  clientSecret: string;
  /** `OAuth {clientId}/{version} (contact: {contact})`, required on every PoE call (docs/external-services.md §1.1). */
  userAgent: string;
  /** api.pathofexile.com: resources. */
  apiUrl: string;
  /** www.pathofexile.com: OAuth. */
  webUrl: string;
  /** poe.ninja: the current public stash change id. */
  ninjaUrl: string;
};

export type TwitchConfig = {
  clientId: string;
  clientSecret: string;
  /** api.twitch.tv (Helix lives under /helix). */
  apiUrl: string;
  /** id.twitch.tv: OAuth. */
  idUrl: string;
};

export type DiscordConfig = {
  clientId: string;
  clientSecret: string;
  /** discord.com: OAuth at /oauth2, the API at /api/v10. */
  url: string;
};

/** A headless Path of Building service (POB_SERVER_URL; POB_POE2_URL for Path of Building for PoE2). */
export type PobConfig = {
  /** Where a character is POSTed; the answer is its build export. */
  url: string;
  /** Real milliseconds one calculation may take (default in pob.client.ts). */
  timeoutMs?: number;
};

export type ProvidersConfig = {
  poe: PoeConfig | null;
  twitch: TwitchConfig | null;
  discord: DiscordConfig | null;
  /** Discord webhooks need no credentials: only where Discord's API is (DISCORD_URL). */
  discordWebhooks: { url: string };
  pob: PobConfig | null;
  /** Path of Building for PoE2: another program, so its own service (decision 035). */
  pobPoe2: PobConfig | null;
};

export function poeUserAgent(clientId: string, version: string, contact: string): string {
  return `OAuth ${clientId}/${version} (contact: ${contact})`;
}

export type ProvidersEnv = Pick<
  Env,
  | 'POE_CLIENT_ID'
  | 'POE_CLIENT_SECRET'
  | 'POE_CONTACT'
  | 'POE_API_URL'
  | 'POE_WEB_URL'
  | 'POE_NINJA_URL'
  | 'TWITCH_CLIENT_ID'
  | 'TWITCH_CLIENT_SECRET'
  | 'TWITCH_API_URL'
  | 'TWITCH_ID_URL'
  | 'DISCORD_CLIENT_ID'
  | 'DISCORD_CLIENT_SECRET'
  | 'DISCORD_URL'
  | 'POB_SERVER_URL'
  | 'POB_POE2_URL'
>;

/** The real services, as configured; `version` is the server's, for the PoE User-Agent. */
export function providersConfigFromEnv(env: ProvidersEnv, version: string): ProvidersConfig {
  return {
    poe:
      env.POE_CLIENT_ID && env.POE_CLIENT_SECRET
        ? {
            clientId: env.POE_CLIENT_ID,
            clientSecret: env.POE_CLIENT_SECRET,
            userAgent: poeUserAgent(env.POE_CLIENT_ID, version, env.POE_CONTACT),
            apiUrl: trimSlash(env.POE_API_URL),
            webUrl: trimSlash(env.POE_WEB_URL),
            ninjaUrl: trimSlash(env.POE_NINJA_URL),
          }
        : null,
    twitch:
      env.TWITCH_CLIENT_ID && env.TWITCH_CLIENT_SECRET
        ? {
            clientId: env.TWITCH_CLIENT_ID,
            clientSecret: env.TWITCH_CLIENT_SECRET,
            apiUrl: trimSlash(env.TWITCH_API_URL),
            idUrl: trimSlash(env.TWITCH_ID_URL),
          }
        : null,
    discord:
      env.DISCORD_CLIENT_ID && env.DISCORD_CLIENT_SECRET
        ? { clientId: env.DISCORD_CLIENT_ID, clientSecret: env.DISCORD_CLIENT_SECRET, url: trimSlash(env.DISCORD_URL) }
        : null,
    discordWebhooks: { url: trimSlash(env.DISCORD_URL) },
    pob: env.POB_SERVER_URL ? { url: env.POB_SERVER_URL } : null,
    pobPoe2: env.POB_POE2_URL ? { url: env.POB_POE2_URL } : null,
  };
}

/** Demo mode: every provider is the running simulator, with the demo scenario's OAuth clients. */
export function providersConfigFromSimulator(
  urls: SimulatorUrls,
  identity: { version: string; contact: string },
): ProvidersConfig {
  return {
    poe: {
      ...DEMO_CLIENTS.poe,
      userAgent: poeUserAgent(DEMO_CLIENTS.poe.clientId, identity.version, identity.contact),
      apiUrl: urls.poeApi,
      webUrl: urls.poeWeb,
      ninjaUrl: urls.poeNinja,
    },
    twitch: { ...DEMO_CLIENTS.twitch, apiUrl: urls.twitchApi, idUrl: urls.twitchId },
    discord: { ...DEMO_CLIENTS.discord, url: urls.discord },
    discordWebhooks: { url: urls.discord },
    pob: { url: urls.pob },
    pobPoe2: { url: urls.pobPoe2 },
  };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
