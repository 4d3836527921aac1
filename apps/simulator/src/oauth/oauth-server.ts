import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { JsonObject } from '../json';
import type { AccountRegistry, ConsentChoice, OAuthProvider } from '../accounts';
import type { OAuthClientSpec } from '../scenario.schema';
import { hashHex, hashUuid } from '../seeded-random';

/**
 * Authorization server for PoE, Twitch and Discord (docs/external-services.md §1.2, §2.3, §3.1, §5.8): codes bound to
 * client, redirect URI and PKCE challenge; single use; short-lived; refresh tokens rotate. Bodies and error
 * shapes follow each provider. There is no real user: `authorize` consents at once as the account chosen
 * by a queued consent, the `sim_account` query hint, or the provider's first scenario account — or, when
 * asked to (`askWho`, demo mode), answers with the people to choose from instead of picking the first.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

const KNOWN_SCOPES: Record<OAuthProvider, readonly string[]> = {
  poe: [
    'account:profile',
    'account:characters',
    'account:stashes',
    'account:league_accounts',
    'account:leagues',
    'account:item_filter',
    'account:guild:stashes',
    'service:leagues',
    'service:leagues:ladder',
    'service:psapi',
    'service:pvp_matches',
    'service:pvp_matches:ladder',
    'service:cxapi',
  ],
  twitch: [
    'openid',
    'user:read:email',
    'user:read:follows',
    'user:read:subscriptions',
    'channel:read:subscriptions',
    'analytics:read:games',
  ],
  discord: ['identify', 'email', 'guilds', 'guilds.members.read', 'guilds.join', 'connections', 'openid'],
};

export const ConsentSchema = z.object({
  provider: z.enum(['poe', 'twitch', 'discord']),
  /** Any identifier of the person (PoE name or uuid, Twitch id or login, Discord id or username). */
  account: z.string().optional(),
  deny: z.boolean().default(false),
  description: z.string().optional(),
});
export type ConsentInput = z.input<typeof ConsentSchema>;

export const TokenFilterSchema = z.union([
  z.object({ token: z.string().min(1) }),
  z.object({ provider: z.enum(['poe', 'twitch', 'discord']), account: z.string().min(1) }),
]);
export type TokenFilter = z.input<typeof TokenFilterSchema>;

export type Subject = { kind: 'user'; account: string } | { kind: 'app' };

export type TokenRecord = {
  value: string;
  kind: 'access' | 'refresh';
  provider: OAuthProvider;
  clientId: string;
  subject: Subject;
  scopes: string[];
  issuedAt: number;
  expiresAt: number | null;
  revoked: boolean;
  /** Everything issued from one authorization (all rotations); a replayed code revokes the lot. */
  grantId: string;
  /** The access/refresh pair issued together. */
  pairId: string;
};

type CodeRecord = {
  value: string;
  provider: OAuthProvider;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  account: string;
  challenge: string | undefined;
  expiresAt: number;
  used: boolean;
  grantId: string;
};

export type OAuthReply = {
  status: number;
  json?: JsonObject;
  location?: string;
  headers?: Record<string, string>;
  /** Set when the user is to choose who signs in (demo mode's consent page): the people to offer. */
  choose?: ConsentChoice[];
};

export type VerifyResult = { ok: true; token: TokenRecord } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' };

type Lifetimes = { accessMs: number | null; refreshMs: number | null };

function lifetimes(provider: OAuthProvider, client: OAuthClientSpec, grant: 'user' | 'app'): Lifetimes {
  if (provider === 'poe') {
    if (grant === 'app') return { accessMs: null, refreshMs: null };
    // Confidential: 28 d / 90 d (docs). Public: 10 h observed, 7 d reported (unverified).
    return client.type === 'confidential'
      ? { accessMs: 28 * DAY, refreshMs: 90 * DAY }
      : { accessMs: 10 * HOUR, refreshMs: 7 * DAY };
  }
  if (provider === 'twitch')
    return grant === 'app' ? { accessMs: 5_011_271_000, refreshMs: null } : { accessMs: 4 * HOUR, refreshMs: null };
  return { accessMs: 7 * DAY, refreshMs: 30 * DAY };
}

/** RFC 7636 S256: base64url(sha256(verifier)). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export class OAuthServer {
  readonly #clients: OAuthClientSpec[];
  readonly #codes = new Map<string, CodeRecord>();
  readonly #tokens = new Map<string, TokenRecord>();
  readonly #consents = new Map<OAuthProvider, z.output<typeof ConsentSchema>[]>();
  #counter = 0;

  constructor(
    private readonly seed: number,
    clients: readonly OAuthClientSpec[],
    private readonly accounts: AccountRegistry,
    private readonly codeTtlMs: number,
  ) {
    this.#clients = [...clients];
  }

  /** Queues who consents (or that consent is denied) at the provider's next authorize request. */
  queueConsent(input: ConsentInput): void {
    const consent = ConsentSchema.parse(input);
    if (consent.account !== undefined && this.accounts.subject(consent.provider, consent.account) === undefined) {
      throw new Error(`No ${consent.provider} account "${consent.account}" in the scenario`);
    }
    const queue = this.#consents.get(consent.provider) ?? [];
    queue.push(consent);
    this.#consents.set(consent.provider, queue);
  }

  authorize(
    provider: OAuthProvider,
    query: URLSearchParams,
    at: number,
    options: { askWho?: boolean } = {},
  ): OAuthReply {
    const client = this.#client(provider, query.get('client_id'));
    if (!client) return this.#error(provider, 400, 'invalid_client', 'Unknown client_id');
    const redirectUri = query.get('redirect_uri');
    // An unverified redirect URI must never receive a redirect (RFC 6749 §4.1.2.1): answer here instead.
    if (redirectUri === null || !redirectAllowed(client, redirectUri)) {
      return this.#error(provider, 400, 'invalid_request', 'redirect_uri is missing or not registered for this client');
    }
    const state = query.get('state');
    const fail = (error: string, description: string): OAuthReply => ({
      status: 302,
      location: withParams(redirectUri, {
        error,
        error_description: description,
        ...(state === null ? {} : { state }),
      }),
    });
    if (query.get('response_type') !== 'code') return fail('unsupported_response_type', 'response_type must be "code"');
    if (provider === 'poe' && !state) return fail('invalid_request', 'state is required');
    const challenge = query.get('code_challenge') ?? undefined;
    if (provider === 'poe' && challenge === undefined)
      return fail('invalid_request', 'code_challenge is required (PKCE with S256)');
    if (challenge !== undefined) {
      if (query.get('code_challenge_method') !== 'S256')
        return fail('invalid_request', 'code_challenge_method must be S256');
      if (!/^[A-Za-z0-9_-]{43}$/.test(challenge))
        return fail('invalid_request', 'code_challenge must be base64url(sha256(verifier))');
    }
    const scopes = splitScopes(query.get('scope'));
    const scopeProblem = this.#scopeProblem(provider, client, scopes, 'user');
    if (scopeProblem) return fail('invalid_scope', scopeProblem);

    const queued = this.#consents.get(provider)?.shift();
    // Nobody said who consents: a person chooses on the consent page (demo mode), which comes back with a hint.
    if (options.askWho && queued === undefined && !query.has('sim_account') && !query.has('sim_deny')) {
      return { status: 200, choose: this.accounts.choices(provider) };
    }
    if (queued?.deny || query.get('sim_deny') === '1') {
      return fail('access_denied', queued?.description ?? 'The resource owner denied the request');
    }
    const hint = queued?.account ?? query.get('sim_account') ?? undefined;
    const account = hint === undefined ? this.accounts.firstSubject(provider) : this.accounts.subject(provider, hint);
    if (account === undefined) {
      return this.#error(
        provider,
        400,
        'invalid_request',
        `Simulator: no ${provider} account ${hint === undefined ? 'in the scenario' : `"${hint}"`}`,
      );
    }
    const code: CodeRecord = {
      value: this.#value(provider, 'code', 32),
      provider,
      clientId: client.clientId,
      redirectUri,
      scopes,
      account,
      challenge,
      expiresAt: at + this.codeTtlMs,
      used: false,
      grantId: this.#value(provider, 'grant', 16),
    };
    this.#codes.set(code.value, code);
    return {
      status: 302,
      location: withParams(redirectUri, { code: code.value, ...(state === null ? {} : { state }) }),
    };
  }

  token(provider: OAuthProvider, form: URLSearchParams, authorization: string | undefined, at: number): OAuthReply {
    const basic = provider === 'discord' ? parseBasic(authorization) : undefined;
    const client = this.#client(provider, form.get('client_id') ?? basic?.id ?? null);
    if (!client) return this.#error(provider, provider === 'twitch' ? 400 : 401, 'invalid_client', 'invalid client');
    const secret = form.get('client_secret') ?? basic?.secret;
    if (client.type === 'confidential' && secret !== client.clientSecret) {
      return this.#error(provider, provider === 'twitch' ? 403 : 401, 'invalid_client', 'invalid client secret');
    }
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') return this.#exchangeCode(provider, client, form, at);
    if (grantType === 'refresh_token') return this.#refresh(provider, client, form, at);
    if (grantType === 'client_credentials' && provider !== 'discord')
      return this.#clientCredentials(provider, client, form, at);
    return this.#error(provider, 400, 'unsupported_grant_type', `grant_type "${grantType ?? ''}" is not supported`);
  }

  /** Looks a bearer token up for a resource call on `provider`. */
  verify(provider: OAuthProvider, value: string, at: number): VerifyResult {
    const token = this.#tokens.get(value);
    if (!token || token.kind !== 'access' || token.provider !== provider) return { ok: false, reason: 'unknown' };
    if (token.revoked) return { ok: false, reason: 'revoked' };
    if (token.expiresAt !== null && at >= token.expiresAt) return { ok: false, reason: 'expired' };
    return { ok: true, token };
  }

  /** Who a token belongs to, valid or not (for the journal and account-scoped faults). */
  peek(value: string): TokenRecord | undefined {
    return this.#tokens.get(value);
  }

  /** Revokes matching access and refresh tokens; returns how many. */
  revoke(filter: TokenFilter): number {
    return this.#select(filter).reduce((count, token) => {
      if (token.revoked) return count;
      token.revoked = true;
      return count + 1;
    }, 0);
  }

  /** Makes matching access tokens expire at `at` (refresh tokens keep working). */
  expire(filter: TokenFilter, at: number): number {
    const tokens = this.#select(filter).filter((token) => token.kind === 'access' && !token.revoked);
    for (const token of tokens) token.expiresAt = at;
    return tokens.length;
  }

  /** RFC 7009 revocation by a client: always 200, whether or not the token existed. */
  revokeByClient(provider: OAuthProvider, form: URLSearchParams, authorization: string | undefined): OAuthReply {
    const basic = provider === 'discord' ? parseBasic(authorization) : undefined;
    const client = this.#client(provider, form.get('client_id') ?? basic?.id ?? null);
    if (!client) return this.#error(provider, 401, 'invalid_client', 'invalid client');
    const value = form.get('token');
    const token = value === null ? undefined : this.#tokens.get(value);
    if (token && token.clientId === client.clientId) this.revoke({ token: token.value });
    return { status: 200, json: {} };
  }

  #exchangeCode(provider: OAuthProvider, client: OAuthClientSpec, form: URLSearchParams, at: number): OAuthReply {
    const value = form.get('code');
    if (!value) return this.#error(provider, 400, 'invalid_request', 'code is required');
    const code = this.#codes.get(value);
    if (!code || code.provider !== provider || code.clientId !== client.clientId) {
      return this.#error(provider, 400, 'invalid_grant', 'Invalid authorization code');
    }
    if (code.used) {
      // A replayed code suggests it leaked: revoke what it issued (RFC 6749 §4.1.2).
      for (const token of this.#tokens.values()) if (token.grantId === code.grantId) token.revoked = true;
      return this.#error(provider, 400, 'invalid_grant', 'Authorization code has already been used');
    }
    code.used = true;
    if (at > code.expiresAt) return this.#error(provider, 400, 'invalid_grant', 'Authorization code has expired');
    if (form.get('redirect_uri') !== code.redirectUri) {
      return this.#error(provider, 400, 'invalid_grant', 'redirect_uri does not match the authorization request');
    }
    if (code.challenge !== undefined) {
      const verifier = form.get('code_verifier');
      if (verifier === null || !/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) {
        return this.#error(provider, 400, 'invalid_grant', 'code_verifier is missing or malformed');
      }
      if (pkceChallenge(verifier) !== code.challenge) {
        return this.#error(provider, 400, 'invalid_grant', 'code_verifier does not match the code_challenge');
      }
    }
    return this.#issueUser(
      provider,
      client,
      { kind: 'user', account: code.account },
      code.scopes,
      code.grantId,
      at,
      undefined,
    );
  }

  #refresh(provider: OAuthProvider, client: OAuthClientSpec, form: URLSearchParams, at: number): OAuthReply {
    const value = form.get('refresh_token');
    const token = value === null ? undefined : this.#tokens.get(value);
    if (
      !token ||
      token.kind !== 'refresh' ||
      token.provider !== provider ||
      token.clientId !== client.clientId ||
      token.revoked
    ) {
      return this.#error(provider, 400, 'invalid_grant', 'Invalid refresh token');
    }
    if (token.expiresAt !== null && at >= token.expiresAt)
      return this.#error(provider, 400, 'invalid_grant', 'Refresh token has expired');
    // Rotation: the presented refresh token is spent.
    token.revoked = true;
    // PoE: rotation does not extend the session past the first refresh token's life (docs/external-services.md §1.2 item 4, inferred).
    const sessionEnd = provider === 'poe' ? token.expiresAt : undefined;
    return this.#issueUser(provider, client, token.subject, token.scopes, token.grantId, at, sessionEnd ?? undefined);
  }

  #clientCredentials(provider: OAuthProvider, client: OAuthClientSpec, form: URLSearchParams, at: number): OAuthReply {
    if (client.type !== 'confidential')
      return this.#error(provider, 400, 'unauthorized_client', 'Only confidential clients may use client_credentials');
    const scopes = splitScopes(form.get('scope'));
    const problem = provider === 'poe' ? this.#scopeProblem(provider, client, scopes, 'app') : undefined;
    if (problem) return this.#error(provider, 400, 'invalid_scope', problem);
    const { accessMs } = lifetimes(provider, client, 'app');
    const access = this.#store({
      value: this.#value(provider, 'access', provider === 'poe' ? 40 : 30),
      kind: 'access',
      provider,
      clientId: client.clientId,
      subject: { kind: 'app' },
      scopes,
      issuedAt: at,
      expiresAt: accessMs === null ? null : at + accessMs,
      revoked: false,
      grantId: this.#value(provider, 'grant', 16),
      pairId: this.#value(provider, 'pair', 16),
    });
    const expiresIn = accessMs === null ? null : Math.floor(accessMs / 1000);
    if (provider === 'twitch')
      return { status: 200, json: { access_token: access.value, expires_in: expiresIn, token_type: 'bearer' } };
    return {
      status: 200,
      json: poeTokenJson(access.value, expiresIn, scopes, {
        username: client.clientId,
        sub: hashUuid(this.seed, 'client', client.clientId),
      }),
    };
  }

  #issueUser(
    provider: OAuthProvider,
    client: OAuthClientSpec,
    subject: Subject,
    scopes: string[],
    grantId: string,
    at: number,
    sessionEnd: number | null | undefined,
  ): OAuthReply {
    const life = lifetimes(provider, client, 'user');
    const refreshExpiresAt = sessionEnd ?? (life.refreshMs === null ? null : at + life.refreshMs);
    let accessExpiresAt = life.accessMs === null ? null : at + life.accessMs;
    if (accessExpiresAt !== null && refreshExpiresAt !== null && provider === 'poe')
      accessExpiresAt = Math.min(accessExpiresAt, refreshExpiresAt);
    const base = {
      provider,
      clientId: client.clientId,
      subject,
      scopes,
      issuedAt: at,
      revoked: false,
      grantId,
      pairId: this.#value(provider, 'pair', 16),
    };
    const length = provider === 'poe' ? 40 : 30;
    const access = this.#store({
      ...base,
      value: this.#value(provider, 'access', length),
      kind: 'access',
      expiresAt: accessExpiresAt,
    });
    const refresh = this.#store({
      ...base,
      value: this.#value(provider, 'refresh', length),
      kind: 'refresh',
      expiresAt: refreshExpiresAt,
    });
    const expiresIn = accessExpiresAt === null ? null : Math.floor((accessExpiresAt - at) / 1000);
    if (provider === 'twitch') {
      return {
        status: 200,
        json: {
          access_token: access.value,
          expires_in: expiresIn,
          refresh_token: refresh.value,
          scope: scopes,
          token_type: 'bearer',
        },
      };
    }
    if (provider === 'discord') {
      return {
        status: 200,
        json: {
          access_token: access.value,
          token_type: 'Bearer',
          expires_in: expiresIn,
          refresh_token: refresh.value,
          scope: scopes.join(' '),
        },
      };
    }
    const account = subject.kind === 'user' ? this.accounts.findPoe(subject.account) : undefined;
    return {
      status: 200,
      json: {
        ...poeTokenJson(access.value, expiresIn, scopes, { username: account?.name ?? '', sub: account?.uuid ?? '' }),
        refresh_token: refresh.value,
      },
    };
  }

  #scopeProblem(
    provider: OAuthProvider,
    client: OAuthClientSpec,
    scopes: string[],
    grant: 'user' | 'app',
  ): string | undefined {
    if (provider === 'discord' && scopes.length === 0) return 'scope is required';
    for (const scope of scopes) {
      if (!KNOWN_SCOPES[provider].includes(scope)) return `Unknown scope "${scope}"`;
      if (client.scopes && !client.scopes.includes(scope)) return `Scope "${scope}" is not allowed for this client`;
      if (provider === 'poe' && grant === 'user' && scope.startsWith('service:'))
        return `Scope "${scope}" is only granted by client_credentials`;
      if (provider === 'poe' && grant === 'app' && !scope.startsWith('service:'))
        return `Scope "${scope}" needs a user's authorization`;
    }
    return undefined;
  }

  #client(provider: OAuthProvider, clientId: string | null): OAuthClientSpec | undefined {
    return this.#clients.find((client) => client.provider === provider && client.clientId === clientId);
  }

  #select(filter: TokenFilter): TokenRecord[] {
    const parsed = TokenFilterSchema.parse(filter);
    if ('token' in parsed) {
      const token = this.#tokens.get(parsed.token);
      if (!token) return [];
      // Revoking one token of a grant revokes its sibling too, as the providers' revoke endpoints do.
      return [...this.#tokens.values()].filter((candidate) => candidate.pairId === token.pairId);
    }
    const subject = this.accounts.subject(parsed.provider, parsed.account);
    if (subject === undefined) throw new Error(`No ${parsed.provider} account "${parsed.account}" in the scenario`);
    return [...this.#tokens.values()].filter(
      (token) =>
        token.provider === parsed.provider && token.subject.kind === 'user' && token.subject.account === subject,
    );
  }

  #store(token: TokenRecord): TokenRecord {
    this.#tokens.set(token.value, token);
    return token;
  }

  #value(provider: OAuthProvider, kind: string, length: number): string {
    this.#counter += 1;
    return hashHex(this.seed, 'oauth', provider, kind, this.#counter).slice(0, length);
  }

  /** Token-endpoint errors: RFC 6749 JSON for PoE and Discord, `{status, message}` for Twitch. */
  #error(provider: OAuthProvider, status: number, error: string, description: string): OAuthReply {
    if (provider === 'twitch') return { status, json: { status, message: description } };
    return { status, json: { error, error_description: description } };
  }
}

/** PoE's token answer, for an app or a user: its scopes as one string, and whom the token speaks for. */
function poeTokenJson(
  accessToken: string,
  expiresIn: number | null,
  scopes: string[],
  holder: { username: string; sub: string },
): JsonObject {
  return {
    access_token: accessToken,
    expires_in: expiresIn,
    token_type: 'bearer',
    scope: scopes.join(' '),
    username: holder.username,
    sub: holder.sub,
  };
}

function splitScopes(scope: string | null): string[] {
  return (scope ?? '')
    .split(/[ +]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

function redirectAllowed(client: OAuthClientSpec, redirectUri: string): boolean {
  if (client.redirectUris) return client.redirectUris.includes(redirectUri);
  try {
    const url = new URL(redirectUri);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function withParams(uri: string, params: Record<string, string>): string {
  const url = new URL(uri);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

function parseBasic(authorization: string | undefined): { id: string; secret: string } | undefined {
  const match = /^Basic\s+(.+)$/i.exec(authorization ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
}
