import { pkceChallenge as simulatorChallenge, type SimulatorUrls } from '@app/simulator';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { HttpClient } from '../lib/http/http-client';
import { InMemoryAppTokenStore } from './app-token-store';
import { createOAuthState, createPkcePair, splitScopes } from './oauth';
import { providersConfigFromEnv, providersConfigFromSimulator } from './provider-config';
import { createProviders } from './providers';

const deps = { http: new HttpClient(), appTokens: new InMemoryAppTokenStore() };

describe('providersConfigFromEnv', () => {
  it('turns off every provider without credentials', () => {
    const config = providersConfigFromEnv(parseEnv({}), '1.2.3');
    const none = { poe: null, twitch: null, discord: null, pob: null, pobPoe2: null };
    // Discord webhooks need no credentials: they are always on, at Discord's own address.
    expect(config).toEqual({ ...none, discordWebhooks: { url: 'https://discord.com' } });
    expect(createProviders(config, deps)).toMatchObject(none);
  });

  it('configures the real services, with the User-Agent PoE requires', () => {
    const env = parseEnv({
      POE_CLIENT_ID: 'eventsite',
      POE_CLIENT_SECRET: 'poe-secret',
      POE_CONTACT: 'admins@events.example.com',
      TWITCH_CLIENT_ID: 'tw',
      TWITCH_CLIENT_SECRET: 'tw-secret',
      DISCORD_URL: 'https://discord.example.com/',
      POB_SERVER_URL: 'http://pob:8080/',
      POB_POE2_URL: 'http://pob-poe2:8080/',
    });
    const config = providersConfigFromEnv(env, '1.2.3');
    expect(config).toEqual({
      poe: {
        clientId: 'eventsite',
        clientSecret: 'poe-secret',
        userAgent: 'OAuth eventsite/1.2.3 (contact: admins@events.example.com)',
        apiUrl: 'https://api.pathofexile.com',
        webUrl: 'https://www.pathofexile.com',
        ninjaUrl: 'https://poe.ninja',
      },
      twitch: {
        clientId: 'tw',
        clientSecret: 'tw-secret',
        apiUrl: 'https://api.twitch.tv',
        idUrl: 'https://id.twitch.tv',
      },
      discord: null,
      discordWebhooks: { url: 'https://discord.example.com' },
      pob: { url: 'http://pob:8080/' },
      pobPoe2: { url: 'http://pob-poe2:8080/' },
    });
    const providers = createProviders(config, deps);
    expect(providers.poe).not.toBeNull();
    expect(providers.twitch).not.toBeNull();
    expect(providers.discord).toBeNull();
    expect([providers.pob?.game, providers.pobPoe2?.game]).toEqual(['poe1', 'poe2']);
  });
});

describe('providersConfigFromSimulator', () => {
  it('points every provider at the simulator with the demo clients', () => {
    const urls: SimulatorUrls = {
      poeApi: 'http://127.0.0.1:1/poe-api',
      poeWeb: 'http://127.0.0.1:1/poe-web',
      poeNinja: 'http://127.0.0.1:1/poe-ninja',
      twitchApi: 'http://127.0.0.1:1/twitch-api',
      twitchId: 'http://127.0.0.1:1/twitch-id',
      discord: 'http://127.0.0.1:1/discord',
      pob: 'http://127.0.0.1:1/pob',
      pobPoe2: 'http://127.0.0.1:1/pob-poe2',
      control: 'http://127.0.0.1:1/_control',
      origin: 'http://127.0.0.1:1',
    };
    expect(providersConfigFromSimulator(urls, { version: '1.2.3', contact: 'me@example.com' })).toEqual({
      poe: {
        clientId: 'demo-poe-client',
        clientSecret: 'demo-poe-secret',
        userAgent: 'OAuth demo-poe-client/1.2.3 (contact: me@example.com)',
        apiUrl: urls.poeApi,
        webUrl: urls.poeWeb,
        ninjaUrl: urls.poeNinja,
      },
      twitch: {
        clientId: 'demo-twitch-client',
        clientSecret: 'demo-twitch-secret',
        apiUrl: urls.twitchApi,
        idUrl: urls.twitchId,
      },
      discord: { clientId: 'demo-discord-client', clientSecret: 'demo-discord-secret', url: urls.discord },
      discordWebhooks: { url: urls.discord },
      pob: { url: urls.pob },
      pobPoe2: { url: urls.pobPoe2 },
    });
  });
});

describe('OAuth helpers', () => {
  it('makes PKCE pairs the way providers check them (RFC 7636 S256) and unguessable states', () => {
    const pair = createPkcePair();
    expect(pair.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pair.challenge).toBe(simulatorChallenge(pair.verifier));
    expect(createPkcePair().verifier).not.toBe(pair.verifier);
    expect(createOAuthState()).not.toBe(createOAuthState());
  });

  it('splits scopes given as a string or an array', () => {
    expect(splitScopes('a b  c')).toEqual(['a', 'b', 'c']);
    expect(splitScopes(['a', ' b '])).toEqual(['a', 'b']);
    expect(splitScopes(null)).toEqual([]);
  });
});
