import { createHash, randomBytes } from 'node:crypto';
import type { AppToken, AppTokenProvider, AppTokenStore } from './app-token-store';
import type { Clock } from '../lib/http/types';
import { isUpstreamError } from '../lib/http/upstream-error';

/** What every provider's token endpoint gives back, normalised. */
export type OAuthTokenSet = {
  accessToken: string;
  /** Null when the grant issues none (client credentials) or the provider left it out. */
  refreshToken: string | null;
  /** Null when the token does not expire. */
  expiresAt: Date | null;
  scopes: string[];
};

/** PKCE (RFC 7636, S256): keep `verifier` with the sign-in state, send `challenge` in the authorize URL. */
export type PkcePair = { verifier: string; challenge: string };

export function createPkcePair(): PkcePair {
  // 32 random bytes → 43 base64url characters, the shortest verifier RFC 7636 allows.
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: pkceChallenge(verifier) };
}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** An unguessable OAuth `state`. */
export function createOAuthState(): string {
  return randomBytes(24).toString('base64url');
}

/** `expires_in` seconds from now; null or absent means the token does not expire. */
function expiresAtFrom(expiresIn: number | null | undefined, now: number): Date | null {
  return expiresIn === null || expiresIn === undefined ? null : new Date(now + expiresIn * 1000);
}

/** OAuth scopes travel space-separated (PoE, Discord) or as an array (Twitch). */
export function splitScopes(scope: string | readonly string[] | null | undefined): string[] {
  if (scope === null || scope === undefined) return [];
  const parts = typeof scope === 'string' ? scope.split(' ') : scope;
  return parts.map((part) => part.trim()).filter(Boolean);
}

/**
 * Where to send a person to grant access: the provider's authorize endpoint with an authorization-code request,
 * PKCE (S256) when a challenge is given.
 */
export function authorizeUrl(
  endpoint: string,
  request: { clientId: string; redirectUri: string; scopes: readonly string[]; state: string; codeChallenge?: string },
): string {
  const query = new URLSearchParams({
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    response_type: 'code',
    scope: request.scopes.join(' '),
    state: request.state,
  });
  if (request.codeChallenge !== undefined) {
    query.set('code_challenge', request.codeChallenge);
    query.set('code_challenge_method', 'S256');
  }
  return `${endpoint}?${query.toString()}`;
}

/** What every provider's token endpoint answers to a user grant (validated by the provider's own schema). */
export type UserTokenResponse = {
  access_token: string;
  refresh_token?: string | null;
  expires_in?: number | null;
  scope?: string | readonly string[] | null;
};

export function toOAuthTokenSet(body: UserTokenResponse, now: number): OAuthTokenSet {
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token ?? null,
    expiresAt: expiresAtFrom(body.expires_in, now),
    scopes: splitScopes(body.scope),
  };
}

/** An application token (client-credentials grant) as the app token store keeps it. */
export function toAppToken(body: { access_token: string; expires_in?: number | null }, now: number): AppToken {
  return { accessToken: body.access_token, expiresAt: expiresAtFrom(body.expires_in, now) };
}

/** A stored app token this close to expiry is replaced before use rather than risk a 401 mid-job. */
const APP_TOKEN_RENEW_MARGIN_MS = 5 * 60_000;

/**
 * One provider's application token: read from the store, fetched (once, however many callers ask at the
 * same time) when missing or expiring, and replaced once when the provider refuses it with 401.
 */
export class AppTokenCache {
  #fetching: Promise<AppToken> | undefined;

  constructor(
    private readonly provider: AppTokenProvider,
    private readonly store: AppTokenStore,
    private readonly clock: Clock,
    private readonly fetchToken: () => Promise<AppToken>,
  ) {}

  /** A usable token; pass the token the provider just refused to get a different one. */
  async get(refused?: string): Promise<string> {
    const stored = await this.store.get(this.provider);
    const fresh =
      stored !== undefined &&
      stored.accessToken !== refused &&
      (stored.expiresAt === null || stored.expiresAt.getTime() - this.clock.now() > APP_TOKEN_RENEW_MARGIN_MS);
    if (fresh) return stored.accessToken;
    this.#fetching ??= this.#renew();
    return (await this.#fetching).accessToken;
  }

  /** Runs a call with the app token, once more with a new token if the provider answers 401. */
  async use<T>(call: (accessToken: string) => Promise<T>): Promise<T> {
    const token = await this.get();
    try {
      return await call(token);
    } catch (error) {
      if (!isUpstreamError(error, 'unauthorized')) throw error;
      return call(await this.get(token));
    }
  }

  async #renew(): Promise<AppToken> {
    try {
      const token = await this.fetchToken();
      await this.store.save(this.provider, token);
      return token;
    } finally {
      this.#fetching = undefined;
    }
  }
}
