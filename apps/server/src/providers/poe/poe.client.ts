import type { GameVersion } from '@app/shared';
import { conflict, type AppError } from '../../lib/errors';
import type { HttpClient } from '../../lib/http/http-client';
import type { CallOptions, HttpRequest } from '../../lib/http/types';
import { isUpstreamError } from '../../lib/http/upstream-error';
import type { AppToken, AppTokenStore } from '../app-token-store';
import { AppTokenCache, authorizeUrl, toAppToken } from '../oauth';
import type { PoeConfig } from '../provider-config';
import {
  toGuildStashTab,
  toGuildStashTabSummary,
  toPoeCharacter,
  toPoeCharacterSummary,
  toPoeLadderPage,
  toPoeLeagueAccount,
  toPoeProfile,
  toPoeTokenSet,
  toPublicStashPage,
  type GuildStashTab,
  type GuildStashTabSummary,
  type PoeCharacter,
  type PoeCharacterSummary,
  type PoeLadderEntry,
  type PoeLadderPage,
  type PoeLeagueAccount,
  type PoeProfile,
  type PoeTokenSet,
  type PublicStashPage,
} from './poe.mapper';
import {
  PoeAppTokenResponseSchema,
  PoeCharacterListResponseSchema,
  PoeCharacterResponseSchema,
  PoeLadderResponseSchema,
  PoeLeagueAccountResponseSchema,
  PoeNinjaStatsResponseSchema,
  PoeProfileResponseSchema,
  PoeStashListResponseSchema,
  PoeStashTabResponseSchema,
  PoeUserTokenResponseSchema,
  publicStashPageSchema,
} from './poe.schemas';
import type { StashHeader } from './public-stash-page';

/** Realms (docs/external-services.md §1.1). Character, guild and river paths omit `pc`; ladders take it as `?realm=`. */
export type PoeRealm = 'pc' | 'xbox' | 'sony' | 'poe2';

export function realmOf(gameVersion: GameVersion): PoeRealm {
  return gameVersion === 'poe2' ? 'poe2' : 'pc';
}

/** What the site asks a player to grant at sign-in (docs/external-services.md §1.2; the guild scope needs GGG's approval). */
export const POE_USER_SCOPES = [
  'account:profile',
  'account:characters',
  'account:league_accounts',
  'account:guild:stashes',
] as const;
/** The application token's scopes: the public stash river and league ladders. */
export const POE_SERVICE_SCOPES = ['service:psapi', 'service:leagues:ladder'] as const;

/** The API's maximum ladder page (docs/external-services.md §1.5). */
export const LADDER_PAGE_SIZE = 500;
/** The API serves ladders down to this rank at most (docs/external-services.md §5.7; the real cap is unverified). */
const LADDER_MAX_ENTRIES = 15_000;

export type PoeClientDeps = { http: HttpClient; appTokens: AppTokenStore };

/**
 * The Path of Exile API (docs/external-services.md §1): OAuth, account data with a user's token, ladders and the public
 * stash river with the application token, and poe.ninja's current change id. Thin: builds requests, lets
 * lib/http/http-client.ts do limits and retries, and maps bodies with poe.mapper.ts.
 */
export class PoeClient {
  readonly #config: PoeConfig;
  readonly #http: HttpClient;
  readonly #appToken: AppTokenCache;

  constructor(config: PoeConfig, deps: PoeClientDeps) {
    this.#config = config;
    this.#http = deps.http;
    this.#appToken = new AppTokenCache('poe', deps.appTokens, deps.http.clock, () => this.#fetchAppToken());
  }

  /** Where to send the person to sign in. Keep the PKCE verifier and `state` to check the callback. */
  authorizeUrl(input: {
    redirectUri: string;
    state: string;
    codeChallenge: string;
    scopes?: readonly string[];
  }): string {
    return authorizeUrl(`${this.#config.webUrl}/oauth/authorize`, {
      ...input,
      clientId: this.#config.clientId,
      scopes: input.scopes ?? POE_USER_SCOPES,
    });
  }

  async exchangeCode(
    input: { code: string; redirectUri: string; codeVerifier: string },
    options?: CallOptions,
  ): Promise<PoeTokenSet> {
    return this.#userToken(
      'POST /oauth/token (authorization_code)',
      {
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
        code_verifier: input.codeVerifier,
      },
      options,
    );
  }

  /** Refresh tokens rotate: store the returned one. A dead refresh token fails with kind `unauthorized`. */
  async refresh(refreshToken: string, options?: CallOptions): Promise<PoeTokenSet> {
    return this.#userToken(
      'POST /oauth/token (refresh_token)',
      { grant_type: 'refresh_token', refresh_token: refreshToken },
      options,
    );
  }

  async getProfile(accessToken: string, options?: CallOptions): Promise<PoeProfile> {
    const body = await this.#get('GET /profile', '/profile', accessToken, PoeProfileResponseSchema, options);
    return toPoeProfile(body);
  }

  async listCharacters(
    accessToken: string,
    realm: PoeRealm = 'pc',
    options?: CallOptions,
  ): Promise<PoeCharacterSummary[]> {
    const body = await this.#get(
      'GET /character[/realm]',
      `/character${realmPath(realm)}`,
      accessToken,
      PoeCharacterListResponseSchema,
      options,
    );
    return body.characters.map(toPoeCharacterSummary);
  }

  /** Null when the character is gone, renamed or not the token owner's (the API answers 404 for all). */
  async findCharacter(
    accessToken: string,
    name: string,
    realm: PoeRealm = 'pc',
    options?: CallOptions,
  ): Promise<PoeCharacter | null> {
    const body = await orNull(
      this.#get(
        'GET /character[/realm]/{name}',
        `/character${realmPath(realm)}/${encodeURIComponent(name)}`,
        accessToken,
        PoeCharacterResponseSchema,
        options,
      ),
    );
    return body === null ? null : toPoeCharacter(body);
  }

  /** Atlas passives in a league (PoE1 only). */
  async getLeagueAccount(accessToken: string, league: string, options?: CallOptions): Promise<PoeLeagueAccount> {
    const body = await this.#get(
      'GET /league-account/{league}',
      `/league-account/${encodeURIComponent(league)}`,
      accessToken,
      PoeLeagueAccountResponseSchema,
      options,
    );
    return toPoeLeagueAccount(body);
  }

  /** One page of a league's experience ladder (application token). */
  async getLadderPage(
    league: string,
    page: { realm?: PoeRealm; offset?: number; limit?: number } = {},
    options?: CallOptions,
  ): Promise<PoeLadderPage> {
    const query = new URLSearchParams({
      realm: page.realm ?? 'pc',
      sort: 'xp',
      limit: String(page.limit ?? LADDER_PAGE_SIZE),
      offset: String(page.offset ?? 0),
    });
    const path = `/league/${encodeURIComponent(league)}/ladder?${query.toString()}`;
    // The application token may read every league's ladder, so a 404 here can only mean there is no such league.
    const body = await this.#appToken.use((token) =>
      this.#get('GET /league/{league}/ladder', path, token, PoeLadderResponseSchema, {
        ...options,
        notFound: unknownLeague(league),
      }),
    );
    return toPoeLadderPage(body);
  }

  /** The whole ladder, page after page (the rate limiter paces them). */
  async listLadder(
    league: string,
    realm: PoeRealm = 'pc',
    options?: CallOptions,
  ): Promise<{ total: number; cachedSince: Date | null; entries: PoeLadderEntry[] }> {
    const first = await this.getLadderPage(league, { realm, offset: 0 }, options);
    const entries = [...first.entries];
    const wanted = Math.min(first.total, LADDER_MAX_ENTRIES);
    while (entries.length < wanted) {
      const page = await this.getLadderPage(league, { realm, offset: entries.length }, options);
      if (page.entries.length === 0) break;
      entries.push(...page.entries);
    }
    return { total: first.total, cachedSince: first.cachedSince, entries };
  }

  /**
   * One page of the public stash river after `changeId` (absent: its start). `tip` means caught up: ask
   * again later with the same id. A garbled page is an UpstreamError (`malformed`): keep the cursor.
   * `keep` chooses the tabs worth building from the page by their own fields (default: all of them); the
   * others are skipped unparsed, so the page's size costs little more than reading it.
   */
  async getPublicStashPage(
    changeId: string | undefined,
    options: CallOptions & { keep?: (stash: StashHeader) => boolean } = {},
  ): Promise<PublicStashPage> {
    const { keep = () => true, ...call } = options;
    const path =
      changeId === undefined ? '/public-stash-tabs' : `/public-stash-tabs?id=${encodeURIComponent(changeId)}`;
    const response = await this.#appToken.use((token) => {
      const request = this.#apiRequest('GET /public-stash-tabs', path, token, publicStashPageSchema(keep));
      return this.#http.request({
        ...request,
        // The body is handed over as bytes for the page reader, which decodes only the tabs it keeps.
        responseType: 'bytes',
        headers: { ...request.headers, accept: 'application/json' },
        ...call,
      });
    });
    return toPublicStashPage(response.data, changeId ?? null, response.headers.get('x-next-change-id'));
  }

  /** The river's current tip as poe.ninja reports it: where to start reading "from now". */
  async getNinjaChangeId(options?: CallOptions): Promise<string> {
    const response = await this.#http.request({
      provider: 'poe.ninja',
      endpoint: 'GET /poe1/api/data/stats',
      url: `${this.#config.ninjaUrl}/poe1/api/data/stats`,
      headers: { 'user-agent': this.#config.userAgent },
      schema: PoeNinjaStatsResponseSchema,
      rateLimits: 'none',
      ...options,
    });
    return response.data.next_change_id;
  }

  /** The guild's tabs (no items) as seen by a member's token. */
  async listGuildStashes(accessToken: string, league: string, options?: CallOptions): Promise<GuildStashTabSummary[]> {
    const body = await this.#get(
      'GET /guild/stash/{league}',
      `/guild/stash/${encodeURIComponent(league)}`,
      accessToken,
      PoeStashListResponseSchema,
      options,
    );
    return body.stashes.map(toGuildStashTabSummary);
  }

  /** One guild tab with items, or a folder's child tab; null when it is gone (404). */
  async findGuildStashTab(
    accessToken: string,
    league: string,
    tab: { id: string; childId?: string },
    options?: CallOptions,
  ): Promise<GuildStashTab | null> {
    const child = tab.childId === undefined ? '' : `/${encodeURIComponent(tab.childId)}`;
    const body = await orNull(
      this.#get(
        tab.childId === undefined ? 'GET /guild/stash/{league}/{id}' : 'GET /guild/stash/{league}/{id}/{child}',
        `/guild/stash/${encodeURIComponent(league)}/${encodeURIComponent(tab.id)}${child}`,
        accessToken,
        PoeStashTabResponseSchema,
        options,
      ),
    );
    return body === null ? null : toGuildStashTab(body.stash);
  }

  async #get<T>(
    endpoint: string,
    path: string,
    accessToken: string,
    schema: HttpRequest<T>['schema'],
    options: (CallOptions & Pick<HttpRequest<T>, 'notFound'>) | undefined,
  ): Promise<T> {
    const response = await this.#http.request({ ...this.#apiRequest(endpoint, path, accessToken, schema), ...options });
    return response.data;
  }

  #apiRequest<T>(
    endpoint: string,
    path: string,
    accessToken: string,
    schema: HttpRequest<T>['schema'],
  ): HttpRequest<T> {
    return {
      provider: 'poe',
      endpoint,
      url: `${this.#config.apiUrl}${path}`,
      headers: { authorization: `Bearer ${accessToken}`, 'user-agent': this.#config.userAgent },
      schema,
      rateLimits: 'poe',
    };
  }

  async #userToken(
    endpoint: string,
    form: Record<string, string>,
    options: CallOptions | undefined,
  ): Promise<PoeTokenSet> {
    const response = await this.#http.request({
      ...this.#tokenRequest(endpoint, form),
      schema: PoeUserTokenResponseSchema,
      ...options,
    });
    return toPoeTokenSet(response.data, this.#http.clock.now());
  }

  async #fetchAppToken(): Promise<AppToken> {
    const response = await this.#http.request({
      ...this.#tokenRequest('POST /oauth/token (client_credentials)', {
        grant_type: 'client_credentials',
        scope: POE_SERVICE_SCOPES.join(' '),
      }),
      schema: PoeAppTokenResponseSchema,
    });
    return toAppToken(response.data, this.#http.clock.now());
  }

  #tokenRequest(endpoint: string, form: Record<string, string>): Omit<HttpRequest<unknown>, 'schema'> {
    return {
      provider: 'poe',
      endpoint,
      method: 'POST',
      url: `${this.#config.webUrl}/oauth/token`,
      // The token endpoint wants the secret in the form (client_secret_post) and the User-Agent too (docs/external-services.md §1.2).
      headers: { 'user-agent': this.#config.userAgent },
      form: { client_id: this.#config.clientId, client_secret: this.#config.clientSecret, ...form },
      rateLimits: 'poe',
    };
  }
}

/**
 * What an organiser reads when the game has no league by the event's name: the jobs ask for the event's
 * league by that name, so it has to be the league's id exactly.
 */
function unknownLeague(league: string): AppError {
  return conflict(`League "${league}" does not exist on Path of Exile: the event's name must be the league's id`);
}

function realmPath(realm: PoeRealm): string {
  return realm === 'pc' ? '' : `/${realm}`;
}

async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isUpstreamError(error, 'not_found')) return null;
    throw error;
  }
}
