import type { HttpClient } from '../../lib/http/http-client';
import type { CallOptions } from '../../lib/http/types';
import { authorizeUrl, toOAuthTokenSet, type OAuthTokenSet } from '../oauth';
import type { DiscordConfig } from '../provider-config';
import { DiscordTokenResponseSchema, DiscordUserResponseSchema } from './discord.schemas';

/** Sign-in needs only who the person is. */
export const DISCORD_SCOPES = ['identify'] as const;

export type DiscordUser = { id: string; username: string; globalName: string | null };

export type DiscordClientDeps = { http: HttpClient };

/** Discord (docs/external-services.md §3): OAuth with PKCE, and the signed-in user. */
export class DiscordClient {
  readonly #config: DiscordConfig;
  readonly #http: HttpClient;

  constructor(config: DiscordConfig, deps: DiscordClientDeps) {
    this.#config = config;
    this.#http = deps.http;
  }

  authorizeUrl(input: { redirectUri: string; state: string; codeChallenge: string }): string {
    return authorizeUrl(`${this.#config.url}/oauth2/authorize`, {
      ...input,
      clientId: this.#config.clientId,
      scopes: DISCORD_SCOPES,
    });
  }

  async exchangeCode(
    input: { code: string; redirectUri: string; codeVerifier: string },
    options?: CallOptions,
  ): Promise<OAuthTokenSet> {
    const response = await this.#http.request({
      provider: 'discord',
      endpoint: 'POST /api/oauth2/token (authorization_code)',
      method: 'POST',
      url: `${this.#config.url}/api/oauth2/token`,
      form: {
        client_id: this.#config.clientId,
        client_secret: this.#config.clientSecret,
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
        code_verifier: input.codeVerifier,
      },
      schema: DiscordTokenResponseSchema,
      rateLimits: 'discord',
      ...options,
    });
    return toOAuthTokenSet(response.data, this.#http.clock.now());
  }

  async getMe(userToken: string, options?: CallOptions): Promise<DiscordUser> {
    const response = await this.#http.request({
      provider: 'discord',
      endpoint: 'GET /api/v10/users/@me',
      url: `${this.#config.url}/api/v10/users/@me`,
      headers: { authorization: `Bearer ${userToken}` },
      schema: DiscordUserResponseSchema,
      rateLimits: 'discord',
      ...options,
    });
    const body = response.data;
    return { id: body.id, username: body.username, globalName: body.global_name ?? null };
  }
}
