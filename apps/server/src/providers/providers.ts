import type { HttpClient } from '../lib/http/http-client';
import type { AppTokenStore } from './app-token-store';
import { DiscordWebhookClient } from './discord/discord-webhooks.client';
import { DiscordClient } from './discord/discord.client';
import { PobClient } from './pob/pob.client';
import { PoeClient } from './poe/poe.client';
import type { ProvidersConfig } from './provider-config';
import { TwitchClient } from './twitch/twitch.client';

/** The provider clients; a provider without configuration is null and its features are off. */
export type Providers = {
  poe: PoeClient | null;
  twitch: TwitchClient | null;
  discord: DiscordClient | null;
  /** Discord webhook posts (null only where an app runs without providers at all). */
  discordWebhooks: DiscordWebhookClient | null;
  /** Path of Building: build exports and the stats on the ladder (off without POB_SERVER_URL outside demo mode). */
  pob: PobClient | null;
  /** Path of Building for PoE2 (off without POB_POE2_URL outside demo mode). */
  pobPoe2: PobClient | null;
};

export type ProvidersDeps = {
  /** One HttpClient for the whole process, so every caller of a rate-limit policy shares its counters. */
  http: HttpClient;
  appTokens: AppTokenStore;
};

export function createProviders(config: ProvidersConfig, deps: ProvidersDeps): Providers {
  return {
    poe: config.poe ? new PoeClient(config.poe, deps) : null,
    twitch: config.twitch ? new TwitchClient(config.twitch, deps) : null,
    discord: config.discord ? new DiscordClient(config.discord, { http: deps.http }) : null,
    discordWebhooks: new DiscordWebhookClient(config.discordWebhooks, { http: deps.http }),
    pob: config.pob ? new PobClient(config.pob, { http: deps.http, game: 'poe1' }) : null,
    pobPoe2: config.pobPoe2 ? new PobClient(config.pobPoe2, { http: deps.http, game: 'poe2' }) : null,
  };
}
