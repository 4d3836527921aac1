import type { HttpClient } from '../../lib/http/http-client';
import type { CallOptions, HttpRequest } from '../../lib/http/types';
import { UpstreamError } from '../../lib/http/upstream-error';
import type { AppToken, AppTokenStore } from '../app-token-store';
import { AppTokenCache, authorizeUrl, toAppToken, toOAuthTokenSet, type OAuthTokenSet } from '../oauth';
import type { TwitchConfig } from '../provider-config';
import { toTwitchStreams, toTwitchUsers, type TwitchStream, type TwitchUser } from './twitch.mapper';
import {
  TwitchAppTokenResponseSchema,
  TwitchStreamsResponseSchema,
  TwitchUserTokenResponseSchema,
  TwitchUsersResponseSchema,
} from './twitch.schemas';

/** Helix takes at most 100 `user_id`s and 100 results per request (docs/external-services.md §2.2). */
const MAX_IDS_PER_REQUEST = 100;
const MAX_PAGE_SIZE = 100;
/** A batch of 100 ids has at most 100 live streams; more pages than this means the cursor is looping. */
const MAX_PAGES_PER_BATCH = 10;

export type TwitchClientDeps = { http: HttpClient; appTokens: AppTokenStore };

/** Twitch (docs/external-services.md §2): who is live (application token), and linking a person's Twitch account. */
export class TwitchClient {
  readonly #config: TwitchConfig;
  readonly #http: HttpClient;
  readonly #appToken: AppTokenCache;

  constructor(config: TwitchConfig, deps: TwitchClientDeps) {
    this.#config = config;
    this.#http = deps.http;
    this.#appToken = new AppTokenCache('twitch', deps.appTokens, deps.http.clock, () => this.#fetchAppToken());
  }

  /** Linking needs no scope: the token only has to identify its owner to /helix/users. */
  authorizeUrl(input: { redirectUri: string; state: string; scopes?: readonly string[] }): string {
    return authorizeUrl(`${this.#config.idUrl}/oauth2/authorize`, {
      ...input,
      clientId: this.#config.clientId,
      scopes: input.scopes ?? [],
    });
  }

  async exchangeCode(input: { code: string; redirectUri: string }, options?: CallOptions): Promise<OAuthTokenSet> {
    const response = await this.#http.request({
      ...this.#tokenRequest('POST /oauth2/token (authorization_code)', {
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
      }),
      schema: TwitchUserTokenResponseSchema,
      ...options,
    });
    return toOAuthTokenSet(response.data, this.#http.clock.now());
  }

  /** The owner of a user token (via /helix/users, which needs no `openid` scope, unlike userinfo). */
  async getUser(userToken: string, options?: CallOptions): Promise<TwitchUser> {
    const response = await this.#http.request({
      ...this.#helix('GET /helix/users', '/helix/users', userToken),
      schema: TwitchUsersResponseSchema,
      ...options,
    });
    const [user] = toTwitchUsers(response.data);
    if (!user) {
      throw new UpstreamError({
        provider: 'twitch',
        endpoint: 'GET /helix/users',
        kind: 'malformed',
        upstreamStatus: 200,
        detail: 'no user for a valid user token',
      });
    }
    return user;
  }

  /**
   * Live streams of these Twitch user ids (numeric ids, not logins), in batches of 100 with cursor paging.
   * Offline users are absent from the result.
   */
  async getStreams(userIds: readonly string[], options?: CallOptions & { pageSize?: number }): Promise<TwitchStream[]> {
    const { pageSize: wantedPageSize, ...callOptions } = options ?? {};
    const ids = [...new Set(userIds)];
    const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, wantedPageSize ?? MAX_PAGE_SIZE));
    const streams: TwitchStream[] = [];
    for (let start = 0; start < ids.length; start += MAX_IDS_PER_REQUEST) {
      const batch = ids.slice(start, start + MAX_IDS_PER_REQUEST);
      let cursor: string | undefined;
      for (let page = 0; page < MAX_PAGES_PER_BATCH; page += 1) {
        const query = new URLSearchParams(batch.map((id): [string, string] => ['user_id', id]));
        query.set('first', String(pageSize));
        if (cursor !== undefined) query.set('after', cursor);
        const path = `/helix/streams?${query.toString()}`;
        const response = await this.#appToken.use((token) =>
          this.#http.request({
            ...this.#helix('GET /helix/streams', path, token),
            schema: TwitchStreamsResponseSchema,
            ...callOptions,
          }),
        );
        streams.push(...toTwitchStreams(response.data));
        cursor = response.data.pagination?.cursor;
        if (cursor === undefined || response.data.data.length < pageSize) break;
      }
    }
    return streams;
  }

  #helix(endpoint: string, path: string, token: string): Omit<HttpRequest<unknown>, 'schema'> {
    return {
      provider: 'twitch',
      endpoint,
      url: `${this.#config.apiUrl}${path}`,
      headers: { authorization: `Bearer ${token}`, 'client-id': this.#config.clientId },
      rateLimits: 'twitch',
    };
  }

  async #fetchAppToken(): Promise<AppToken> {
    const response = await this.#http.request({
      ...this.#tokenRequest('POST /oauth2/token (client_credentials)', { grant_type: 'client_credentials' }),
      schema: TwitchAppTokenResponseSchema,
    });
    return toAppToken(response.data, this.#http.clock.now());
  }

  #tokenRequest(endpoint: string, form: Record<string, string>): Omit<HttpRequest<unknown>, 'schema'> {
    return {
      provider: 'twitch',
      endpoint,
      method: 'POST',
      url: `${this.#config.idUrl}/oauth2/token`,
      form: { client_id: this.#config.clientId, client_secret: this.#config.clientSecret, ...form },
      rateLimits: 'none',
    };
  }
}
