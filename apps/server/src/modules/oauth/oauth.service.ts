/**
 * Sign-in and account linking with the game account, Twitch and Discord (authorization code + PKCE S256).
 * The state lives in the database — single use, ten minutes — so any server process can finish a sign-in
 * another one started, and a replayed or forged callback finds nothing.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { AuthResponse, Provider } from '@app/shared';
import { countVisibleCharacters, DISPLAY_NAME_MAX, hasInvisibleCharacters } from '@app/shared';
import type { Db, Queryable } from '../../db/database';
import { linkedAccounts, oauthStates, users } from '../../db/schema';
import type { AuthTokens } from '../../lib/auth-tokens';
import type { Viewer } from '../../lib/context';
import { badRequest, conflict, upstreamUnavailable } from '../../lib/errors';
import { isUpstreamError } from '../../lib/http';
import { createOAuthState, createPkcePair, type OAuthTokenSet } from '../../providers/oauth';
import { getUser } from '../users/users.service';

/** What sign-in needs from a provider. */
export type SignInProvider = {
  /** Shown in messages. */
  label: string;
  authorizeUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string;
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<OAuthTokenSet>;
  identify(tokens: OAuthTokenSet): Promise<{ accountId: string; accountName: string }>;
};

/** How long a started sign-in may take. */
export const SIGN_IN_TTL_MS = 10 * 60_000;

/** The callback page of a provider on this site. */
export const callbackPath = (provider: Provider) => `/auth/${provider}/callback`;

/**
 * redirect_url must be this site's callback page for the provider (an allowed origin): anything else could
 * send the provider's code to someone else.
 */
export function checkRedirectUrl(provider: Provider, redirectUrl: string, allowedOrigins: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(redirectUrl);
  } catch {
    throw badRequest('redirect_url must be an absolute URL of this site');
  }
  if (!allowedOrigins.includes(url.origin) || url.pathname !== callbackPath(provider) || url.search || url.hash) {
    throw badRequest(`redirect_url must be ${callbackPath(provider)} on this site`);
  }
  return url.toString();
}

/** Where to return after signing in: a path on this site, or '/' for anything else. */
export function safeReturnPath(lastUrl: string | undefined, allowedOrigins: readonly string[]): string {
  if (!lastUrl) return '/';
  if (lastUrl.startsWith('/') && !lastUrl.startsWith('//') && !lastUrl.startsWith('/\\')) return lastUrl;
  try {
    const url = new URL(lastUrl);
    return allowedOrigins.includes(url.origin) ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

export async function startSignIn(
  db: Queryable,
  input: {
    provider: Provider;
    client: SignInProvider;
    redirectUrl: string;
    lastUrl: string | undefined;
    viewer: Viewer | null;
    allowedOrigins: readonly string[];
    now: Date;
  },
): Promise<string> {
  const redirectUri = checkRedirectUrl(input.provider, input.redirectUrl, input.allowedOrigins);
  const state = createOAuthState();
  const pkce = createPkcePair();
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, input.now));
  await db.insert(oauthStates).values({
    state,
    provider: input.provider,
    codeVerifier: pkce.verifier,
    userId: input.viewer?.id ?? null,
    redirectUrl: redirectUri,
    lastUrl: safeReturnPath(input.lastUrl, input.allowedOrigins),
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + SIGN_IN_TTL_MS),
  });
  return input.client.authorizeUrl({ state, codeChallenge: pkce.challenge, redirectUri });
}

/** A display name from a provider account name that meets our rules (1–40 visible characters). */
export function displayNameFrom(accountName: string): string {
  const visible = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(accountName.trim())]
    .map((part) => part.segment)
    .filter((segment) => !hasInvisibleCharacters(segment))
    .slice(0, DISPLAY_NAME_MAX)
    .join('');
  return countVisibleCharacters(visible) > 0 ? visible : 'Player';
}

export async function finishSignIn(
  db: Db,
  tokens: AuthTokens,
  input: {
    provider: Provider;
    client: SignInProvider;
    code: string;
    state: string;
    redirectUrl: string | undefined;
    now: Date;
    ttlSeconds: number;
  },
): Promise<AuthResponse> {
  // Consume the state first (single use), whatever happens next.
  const [started] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.state, input.state), eq(oauthStates.provider, input.provider)))
    .returning();
  if (!started) throw badRequest('This sign-in is unknown or was already used; please start again');
  if (started.expiresAt.getTime() < input.now.getTime()) throw badRequest('This sign-in took too long; please start again');
  if (input.redirectUrl !== undefined && input.redirectUrl !== started.redirectUrl) {
    throw badRequest('This sign-in was started from another page; please start again');
  }

  let identity: { accountId: string; accountName: string };
  let grant: OAuthTokenSet;
  try {
    grant = await input.client.exchangeCode({ code: input.code, codeVerifier: started.codeVerifier, redirectUri: started.redirectUrl });
    identity = await input.client.identify(grant);
  } catch (error) {
    if (isUpstreamError(error) && !error.retryable) {
      throw badRequest(`${input.client.label} did not accept this sign-in; please start again`);
    }
    if (isUpstreamError(error)) throw upstreamUnavailable(input.client.label);
    throw error;
  }

  const userId = await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ userId: linkedAccounts.userId })
      .from(linkedAccounts)
      .where(and(eq(linkedAccounts.provider, input.provider), eq(linkedAccounts.accountId, identity.accountId)));
    let target: number;
    if (owner) {
      if (started.userId !== null && started.userId !== owner.userId) {
        throw conflict(`This ${input.client.label} account is already connected to another user`);
      }
      target = owner.userId;
    } else if (started.userId !== null) {
      target = started.userId;
    } else {
      const [created] = await tx.insert(users).values({ displayName: displayNameFrom(identity.accountName) }).returning({ id: users.id });
      if (!created) throw new Error('could not create the user');
      target = created.id;
    }
    const account = {
      accountId: identity.accountId,
      accountName: identity.accountName,
      accessToken: grant.accessToken,
      refreshToken: grant.refreshToken,
      expiresAt: grant.expiresAt,
      scopes: grant.scopes.join(' '),
      needsReconnect: false,
      updatedAt: input.now,
    };
    await tx
      .insert(linkedAccounts)
      .values({ userId: target, provider: input.provider, ...account })
      .onConflictDoUpdate({ target: [linkedAccounts.userId, linkedAccounts.provider], set: account });
    return target;
  });

  const user = await getUser(db, userId);
  const auth_token = await tokens.sign({ userId, permissions: user.permissions, ttlSeconds: input.ttlSeconds });
  return { auth_token, user, last_path: started.lastUrl ?? '/' };
}
