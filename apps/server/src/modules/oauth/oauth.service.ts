/**
 * Sign-in and account linking with the game account, Twitch and Discord (authorization code + PKCE S256).
 * The state lives in the database — single use, ten minutes — so any server process can finish a sign-in
 * another one started, and a replayed or forged callback finds nothing. Each state is bound to the browser
 * that started it (a random value in an HttpOnly cookie, stored here as its hash): an authorize link sent to
 * someone else cannot link their account to the sender's user, nor sign them in as the sender.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, lt } from 'drizzle-orm';
import type { AuthResponse, Provider } from '@app/shared';
import {
  countVisibleCharacters,
  DISPLAY_NAME_MAX,
  hasInvisibleCharacters,
  safeReturnPath,
  signInCallbackPath,
} from '@app/shared';
import type { Db, Queryable } from '../../db/database';
import { linkedAccounts, oauthStates, users } from '../../db/schema';
import type { AuthTokens } from '../../lib/auth-tokens';
import type { Viewer } from '../../lib/actor';
import { AppError, badRequest, conflict, tooManyRequests, upstreamUnavailable } from '../../lib/errors';
import { isUpstreamError } from '../../lib/http/upstream-error';
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

/**
 * Sign-ins started and not yet finished or expired, across all browsers. Each costs a row for ten minutes;
 * past this many, new ones wait (per-IP rate limits keep one visitor from filling it).
 */
export const MAX_PENDING_SIGN_INS = 10_000;

/** Cookie holding this browser's sign-in binding; only sent to the sign-in routes. */
export const SIGN_IN_COOKIE = 'sign_in_binding';
/** Length of a binding as we issue it (32 random bytes, base64url). */
const BINDING_LENGTH = 43;

/** A new random binding for a browser that has none (or one we did not issue). */
export function ensureBrowserBinding(presented: string | undefined): string {
  return presented !== undefined && /^[A-Za-z0-9_-]+$/.test(presented) && presented.length === BINDING_LENGTH
    ? presented
    : randomBytes(32).toString('base64url');
}

const hashBinding = (binding: string) => createHash('sha256').update(binding).digest('hex');

export const browserMismatch = () =>
  new AppError(
    403,
    'sign_in_mismatch',
    'This sign-in was started in another browser, so nothing was connected. If you meant to sign in, start again here.',
  );

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
  const path = signInCallbackPath(provider);
  if (!allowedOrigins.includes(url.origin) || url.pathname !== path || url.search || url.hash) {
    throw badRequest(`redirect_url must be ${path} on this site`);
  }
  return url.toString();
}

export async function startSignIn(
  db: Queryable,
  input: {
    provider: Provider;
    client: SignInProvider;
    redirectUrl: string;
    lastUrl: string | undefined;
    viewer: Viewer | null;
    /** The starting browser's binding (see ensureBrowserBinding). */
    browserBinding: string;
    allowedOrigins: readonly string[];
    now: Date;
  },
): Promise<string> {
  const redirectUri = checkRedirectUrl(input.provider, input.redirectUrl, input.allowedOrigins);
  const state = createOAuthState();
  const pkce = createPkcePair();
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, input.now));
  const [pending] = await db.select({ n: count() }).from(oauthStates);
  if ((pending?.n ?? 0) >= MAX_PENDING_SIGN_INS) {
    throw tooManyRequests(
      'Too many sign-ins are in progress right now; try again in a few minutes',
      SIGN_IN_TTL_MS / 1000,
    );
  }
  await db.insert(oauthStates).values({
    state,
    provider: input.provider,
    codeVerifier: pkce.verifier,
    userId: input.viewer?.id ?? null,
    redirectUrl: redirectUri,
    lastUrl: safeReturnPath(input.lastUrl, input.allowedOrigins),
    browserBinding: hashBinding(input.browserBinding),
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + SIGN_IN_TTL_MS),
  });
  return input.client.authorizeUrl({ state, codeChallenge: pkce.challenge, redirectUri });
}

/** A display name from a provider account name that meets our rules (1–40 visible characters). */
export function displayNameFrom(accountName: string): string {
  // Upstream text: bounded before its characters are counted.
  const bounded = accountName.slice(0, DISPLAY_NAME_MAX * 16).trim();
  const visible = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(bounded)]
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
    /** The finishing browser's sign-in cookie, if it sent one. */
    browserBinding: string | undefined;
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
  if (input.browserBinding === undefined || hashBinding(input.browserBinding) !== started.browserBinding)
    throw browserMismatch();
  if (started.expiresAt.getTime() < input.now.getTime())
    throw badRequest('This sign-in took too long; please start again');
  if (input.redirectUrl !== undefined && input.redirectUrl !== started.redirectUrl) {
    throw badRequest('This sign-in was started from another page; please start again');
  }

  let identity: { accountId: string; accountName: string };
  let grant: OAuthTokenSet;
  try {
    grant = await input.client.exchangeCode({
      code: input.code,
      codeVerifier: started.codeVerifier,
      redirectUri: started.redirectUrl,
    });
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
      const [created] = await tx
        .insert(users)
        .values({ displayName: displayNameFrom(identity.accountName) })
        .returning({ id: users.id });
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
