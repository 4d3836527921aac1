import type { HttpClient } from '../../lib/http/http-client';
import type { CallOptions } from '../../lib/http/types';
import { expiresAtFrom, splitScopes, type OAuthTokenSet } from '../oauth';
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
    const query = new URLSearchParams({
      client_id: this.#config.clientId,
      redirect_uri: input.redirectUri,
      response_type: 'code',
      scope: DISCORD_SCOPES.join(' '),
      state: input.state,
      code_challenge: input.codeChallenge,
      code_challenge_method: 'S256',
    });
    return `${this.#config.url}/oauth2/authorize?${query.toString()}`;
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
    const body = response.data;
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token ?? null,
      expiresAt: expiresAtFrom(body.expires_in, this.#http.clock.now()),
      scopes: splitScopes(body.scope),
    };
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
