import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { AppError, upstreamUnavailable } from './errors';

/**
 * Outbound HTTP for every provider client: the only module of the server that calls `fetch` (lint enforces
 * it). One `HttpClient` is shared by all callers so that its rate limiter sees all traffic:
 *
 * - PoE `X-Rate-Limit-*` policies (external-apis §1.4): counters per policy name and rule scope, shared by
 *   every endpoint that reports the same policy; the server's `-State` hits adopted; active restrictions
 *   honoured; windows padded for the server's quantized buckets; an endpoint whose policy is still unknown
 *   sends one request at a time, each only when every known policy has room, until a response tells its
 *   policy.
 * - `Retry-After` on any 429: nothing more is sent on that policy / bucket (or the whole provider, when the
 *   429 does not say which policy) before it has elapsed.
 * - Twitch `Ratelimit-*` buckets (§2.4) and Discord `X-RateLimit-*` buckets with the JSON 429 body (§3.5).
 * - Timeouts, and exponential back-off with jitter on 5xx / network failures for GETs, bounded attempts.
 *
 * Time and sleeping come from an injected `Clock`, so tests run the whole thing on the simulator's virtual
 * clock. Only the per-request timeout uses real timers: it bounds real sockets.
 * Failures are `UpstreamError`s: an `AppError` (503 `upstream_unavailable`) that also tells the caller what
 * went wrong upstream, so an uncaught one never becomes a 500 for our users.
 */

/** Virtual or real time: epoch milliseconds, and a way to wait. */
export type Clock = {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
};

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason as Error);
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = (): void => {
        clearTimeout(timer);
        reject(signal?.reason as Error);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

export type UpstreamProvider = 'poe' | 'poe.ninja' | 'twitch' | 'discord';

const PROVIDER_NAMES: Record<UpstreamProvider, string> = {
  poe: 'Path of Exile',
  'poe.ninja': 'poe.ninja',
  twitch: 'Twitch',
  discord: 'Discord',
};

export type UpstreamErrorKind =
  'unauthorized' | 'forbidden' | 'not_found' | 'rate_limited' | 'server' | 'network' | 'malformed' | 'bad_request';

/** Kinds where the same request may succeed later without anyone changing anything. */
const RETRYABLE_KINDS: ReadonlySet<UpstreamErrorKind> = new Set(['rate_limited', 'server', 'network', 'malformed']);

export type UpstreamErrorInit = {
  provider: UpstreamProvider;
  /** A stable label such as `GET /character/{name}`: never a URL with ids or tokens in it. */
  endpoint: string;
  kind: UpstreamErrorKind;
  /** The provider's HTTP status; null when no response arrived (network) or we never sent (rate limit). */
  upstreamStatus: number | null;
  /** What happened, for logs: statuses, provider error messages, schema paths. Never token values. */
  detail: string;
  /** For `rate_limited`: how long until a request may be sent again. */
  retryAfterMs?: number | null;
  cause?: unknown;
};

/**
 * A provider call that failed. To our users it is a 503 "… is not answering right now" (`status` and
 * `code` are AppError's); callers branch on `kind`, `retryable` and `upstreamStatus`.
 */
export class UpstreamError extends AppError {
  readonly provider: UpstreamProvider;
  readonly endpoint: string;
  readonly kind: UpstreamErrorKind;
  readonly upstreamStatus: number | null;
  readonly retryable: boolean;
  readonly retryAfterMs: number | null;
  readonly detail: string;

  constructor(init: UpstreamErrorInit) {
    const user = upstreamUnavailable(PROVIDER_NAMES[init.provider]);
    super(user.status, user.code, user.message);
    this.name = 'UpstreamError';
    this.provider = init.provider;
    this.endpoint = init.endpoint;
    this.kind = init.kind;
    this.upstreamStatus = init.upstreamStatus;
    this.retryable = RETRYABLE_KINDS.has(init.kind);
    this.retryAfterMs = init.retryAfterMs ?? null;
    this.detail = init.detail;
    if (init.cause !== undefined) this.cause = init.cause;
  }
}

export function isUpstreamError(error: unknown, kind?: UpstreamErrorKind): error is UpstreamError {
  return error instanceof UpstreamError && (kind === undefined || error.kind === kind);
}

/** Which rate-limit headers the provider speaks. */
export type RateLimitScheme = 'poe' | 'twitch' | 'discord' | 'none';

export type HttpRequest<T> = {
  provider: UpstreamProvider;
  endpoint: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as `application/x-www-form-urlencoded` (OAuth token endpoints). */
  form?: Record<string, string>;
  /** Validates the 2xx JSON body; a mismatch is an `UpstreamError` of kind `malformed`. */
  schema: z.ZodType<T>;
  rateLimits: RateLimitScheme;
  /** Real milliseconds one attempt may take, body included. */
  timeoutMs?: number;
  /**
   * Longest (clock) time this call may spend waiting for rate limits and back-off before it gives up with
   * `rate_limited`. Jobs can afford minutes; a request a person waits for cannot.
   */
  maxWaitMs?: number;
  signal?: AbortSignal;
};

/** What a provider client's caller may set on each call. */
export type CallOptions = Pick<HttpRequest<unknown>, 'signal' | 'maxWaitMs' | 'timeoutMs'>;

export type HttpResponse<T> = { status: number; headers: Headers; data: T };

export type HttpLogger = {
  warn(details: Record<string, unknown>, message: string): void;
};

export type HttpClientOptions = {
  clock?: Clock;
  /** [0, 1): jitter source. */
  random?: () => number;
  logger?: HttpLogger;
  timeoutMs?: number;
  maxWaitMs?: number;
  /** Attempts per call (first try included). */
  maxAttempts?: number;
  /** Concurrent requests per provider: keeps bursts small for the CDN in front of the API (§1.4). */
  maxInFlight?: number;
  /** Told about every attempt sent: the provider's status, or null when no response came (metrics). */
  observer?: (provider: UpstreamProvider, status: number | null) => void;
};

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_WAIT_MS = 60_000;
const DEFAULT_MAX_ATTEMPTS = 3;
const DEFAULT_MAX_IN_FLIGHT = 4;
/** Exponential back-off on 5xx / network failures: 1 s, 2 s, 4 s … capped, each scaled by a jitter of 50–100 %. */
const BACKOFF_BASE_MS = 1_000;
const BACKOFF_CAP_MS = 30_000;
/** Longest error text kept in an UpstreamError's detail. */
const DETAIL_MAX_CHARS = 300;

/**
 * GGG quantizes its counters into 5 s buckets for short windows and 60 s buckets for long ones, and says
 * the safe margin is a whole bucket on top of the window (external-apis §1.4; gerwaric/acquisition
 * `docs/design/network-ground-truth.md` N11–N13, which also classifies windows up to 75 s as short).
 */
const POE_SHORT_BUCKET_MS = 5_000;
const POE_LONG_BUCKET_MS = 60_000;
const POE_SHORT_WINDOW_MAX_MS = 75_000;
/** Retry-After is quantized too (same source, N19): wait one short bucket longer than told. */
const POE_RETRY_AFTER_PADDING_MS = POE_SHORT_BUCKET_MS;
/** Twitch, Discord and unknown hosts: a second covers clock rounding of their epoch-second headers. */
const RETRY_AFTER_PADDING_MS = 1_000;
/** A 429 that tells nothing about when to come back: the PoE backend's own default (§4). */
const DEFAULT_RETRY_AFTER_MS = 60_000;

export class HttpClient {
  readonly clock: Clock;
  readonly #random: () => number;
  readonly #logger: HttpLogger | undefined;
  readonly #timeoutMs: number;
  readonly #maxWaitMs: number;
  readonly #maxAttempts: number;
  readonly #limiter: RateLimiter;
  readonly #slots: Map<UpstreamProvider, Semaphore> = new Map();
  readonly #maxInFlight: number;
  readonly #observer: HttpClientOptions['observer'];
  /** Malformed bodies are logged once per provider, endpoint and kind, not once per request. */
  readonly #logged = new Set<string>();
  #inFlight = 0;

  constructor(options: HttpClientOptions = {}) {
    this.clock = options.clock ?? systemClock;
    this.#random = options.random ?? Math.random;
    this.#logger = options.logger;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
    this.#maxAttempts = Math.max(1, options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
    this.#maxInFlight = Math.max(1, options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT);
    this.#limiter = new RateLimiter(this.clock);
    this.#observer = options.observer;
  }

  /** Requests cleared by the rate limiter whose response has not been taken in yet (for metrics and tests). */
  get inFlight(): number {
    return this.#inFlight;
  }

  async request<T>(request: HttpRequest<T>): Promise<HttpResponse<T>> {
    const deadline = this.clock.now() + (request.maxWaitMs ?? this.#maxWaitMs);
    // A repeated POST could act twice (a spent authorization code, a rotated refresh token); a 429 is safe
    // to repeat because the provider refused it before acting.
    const idempotent = (request.method ?? 'GET') === 'GET';
    for (let attempt = 1; ; attempt += 1) {
      const last = attempt >= this.#maxAttempts;
      const ticket = await this.#limiter.acquire(request, deadline);
      this.#inFlight += 1;
      let raw: RawResponse;
      try {
        raw = await this.#send(request);
      } catch (error) {
        this.#inFlight -= 1;
        this.#limiter.release(ticket, undefined);
        if (request.signal?.aborted) throw request.signal.reason;
        this.#observer?.(request.provider, null);
        const failure = new UpstreamError({
          provider: request.provider,
          endpoint: request.endpoint,
          kind: 'network',
          upstreamStatus: null,
          detail: describeNetworkError(error),
          cause: error,
        });
        if (idempotent && !last && (await this.#backOff(attempt, deadline, request.signal))) continue;
        throw failure;
      }
      this.#inFlight -= 1;
      const retryAfterMs = this.#limiter.release(ticket, raw);
      this.#observer?.(request.provider, raw.status);
      if (raw.status >= 200 && raw.status < 300) {
        return { status: raw.status, headers: raw.headers, data: this.#parse(request, raw) };
      }
      const failure = errorFor(request, raw, retryAfterMs);
      if (failure.kind === 'rate_limited') {
        this.#logger?.warn(
          { provider: request.provider, endpoint: request.endpoint, retryAfterMs },
          'rate limited by the provider',
        );
        const wait = this.#limiter.waitFor(request);
        if (!last && this.clock.now() + wait <= deadline) continue;
        throw failure;
      }
      if (failure.kind === 'server' && idempotent && !last && (await this.#backOff(attempt, deadline, request.signal)))
        continue;
      throw failure;
    }
  }

  async #send(request: HttpRequest<unknown>): Promise<RawResponse> {
    const slots = this.#slotsFor(request.provider);
    await slots.acquire();
    const timeout = AbortSignal.timeout(request.timeoutMs ?? this.#timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    try {
      const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
      let body: string | undefined;
      if (request.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(request.form).toString();
      }
      const response = await fetch(request.url, {
        method: request.method ?? 'GET',
        headers,
        ...(body === undefined ? {} : { body }),
        signal,
        redirect: 'manual',
      });
      // Reading the body is part of the attempt: a connection dropped mid-body fails here.
      const text = await response.text();
      return { status: response.status, headers: response.headers, text };
    } finally {
      slots.release();
    }
  }

  #slotsFor(provider: UpstreamProvider): Semaphore {
    let slots = this.#slots.get(provider);
    if (!slots) {
      slots = new Semaphore(this.#maxInFlight);
      this.#slots.set(provider, slots);
    }
    return slots;
  }

  /** Sleeps before the next attempt; false when that would pass the caller's deadline. */
  async #backOff(attempt: number, deadline: number, signal: AbortSignal | undefined): Promise<boolean> {
    const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1));
    const delay = Math.round(ceiling * (0.5 + this.#random() * 0.5));
    if (this.clock.now() + delay > deadline) return false;
    await this.clock.sleep(delay, signal);
    return true;
  }

  #parse<T>(request: HttpRequest<T>, raw: RawResponse): T {
    let json: unknown;
    try {
      json = JSON.parse(raw.text);
    } catch {
      throw this.#malformed(request, raw, 'not-json', `the body is not JSON (${describeBody(raw)})`);
    }
    const parsed = request.schema.safeParse(json);
    if (!parsed.success) {
      throw this.#malformed(request, raw, 'schema', `the body does not match our schema: ${summarize(parsed.error)}`);
    }
    return parsed.data;
  }

  #malformed(request: HttpRequest<unknown>, raw: RawResponse, what: string, detail: string): UpstreamError {
    const key = `${request.provider} ${request.endpoint} ${what}`;
    if (!this.#logged.has(key)) {
      this.#logged.add(key);
      this.#logger?.warn(
        { provider: request.provider, endpoint: request.endpoint, status: raw.status, detail },
        'malformed response from a provider (logged once per endpoint and kind)',
      );
    }
    return new UpstreamError({
      provider: request.provider,
      endpoint: request.endpoint,
      kind: 'malformed',
      upstreamStatus: raw.status,
      detail,
    });
  }
}

type RawResponse = { status: number; headers: Headers; text: string };

function errorFor(request: HttpRequest<unknown>, raw: RawResponse, retryAfterMs: number | null): UpstreamError {
  const body = parseJson(raw.text);
  return new UpstreamError({
    provider: request.provider,
    endpoint: request.endpoint,
    kind: classify(raw.status, body),
    upstreamStatus: raw.status,
    detail: `${request.endpoint} answered ${raw.status}: ${describeBody(raw, body)}`,
    retryAfterMs: raw.status === 429 ? retryAfterMs : null,
  });
}

function classify(status: number, body: unknown): UpstreamErrorKind {
  if (status === 429) return 'rate_limited';
  if (status >= 500 || status === 408) return 'server';
  if (status === 401) return 'unauthorized';
  // RFC 6749 §5.2: the code or refresh token is dead (expired, revoked, used): the person must sign in again.
  if (isRecord(body) && body.error === 'invalid_grant') return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404 || status === 410) return 'not_found';
  if (status >= 300 && status < 400) return 'malformed';
  return 'bad_request';
}

/** A short, token-free description of an error body: the provider's own message when it has one. */
function describeBody(raw: RawResponse, body: unknown = parseJson(raw.text)): string {
  const text = raw.text.trim();
  if (text === '') return 'empty body';
  const cloudflare = /cf-error-code">\s*(\d+)/.exec(text)?.[1];
  if (cloudflare) return `Cloudflare error ${cloudflare}`;
  if (/^<(!doctype|html)/i.test(text)) return 'an HTML page';
  if (isRecord(body)) {
    const error = body.error;
    const message =
      (isRecord(error) ? stringField(error, 'message') : undefined) ??
      stringField(body, 'error_description') ??
      stringField(body, 'message') ??
      (typeof error === 'string' ? error : undefined);
    if (message !== undefined) return message.slice(0, DETAIL_MAX_CHARS);
  }
  return `${text.slice(0, DETAIL_MAX_CHARS)}${text.length > DETAIL_MAX_CHARS ? '…' : ''}`;
}

function describeNetworkError(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'timed out';
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`.slice(0, DETAIL_MAX_CHARS);
  }
  return 'request failed';
}

/** Schema problems as paths and expectations only: values could be anything, tokens included. */
function summarize(error: z.ZodError): string {
  const issues = error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  const more = error.issues.length > 5 ? ` (+${error.issues.length - 5} more)` : '';
  return `${issues.join('; ')}${more}`.slice(0, DETAIL_MAX_CHARS * 2);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringField(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' ? value : undefined;
}

class Semaphore {
  #available: number;
  readonly #waiting: (() => void)[] = [];

  constructor(size: number) {
    this.#available = size;
  }

  async acquire(): Promise<void> {
    if (this.#available > 0) {
      this.#available -= 1;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#available += 1;
  }
}

// ── Rate limiting ────────────────────────────────────────────────────────────────────────────────────

type Limit = { hits: number; periodMs: number; restrictionMs: number };
type RuleState = { current: number; periodMs: number; activeMs: number };
/** One rule's counter for one scope (the whole client, or one account): send times, oldest first. */
type Counter = { sent: number[]; restrictedUntil: number };
type Bucket = { limit: number; remaining: number; resetAt: number; inFlight: number };

type Ticket = {
  provider: UpstreamProvider;
  scheme: RateLimitScheme;
  endpointKey: string;
  identity: string;
  sentAt: number;
  /** Policy whose counters already hold this request (PoE). */
  countedIn: string | undefined;
  bucketKey: string | undefined;
  /** Set when this request is the probe of an endpoint whose policy is unknown. */
  probe: (() => void) | undefined;
  /** A probe's hits in the known policies, until its response names its own. */
  provisional: { policyKey: string; counter: Counter }[];
};

/**
 * Decides when a request may go. State is in memory, per process; processes sharing a policy learn of each
 * other's hits with every response (PoE `-State` counts, Twitch and Discord remaining counts), not before.
 */
class RateLimiter {
  /** `provider endpoint` → `provider policy` as last reported. */
  readonly #policyOf = new Map<string, string>();
  /** `provider policy` → rule name → limits, replaced by every response (limits are dynamic). */
  readonly #policies = new Map<string, Map<string, Limit[]>>();
  readonly #counters = new Map<string, Counter>();
  /** Per provider, the one request in flight to an endpoint whose policy is still unknown. */
  readonly #probes = new Map<UpstreamProvider, Promise<void>>();
  /** A provider, a Twitch/Discord bucket: nothing is sent before the time stored here. */
  readonly #blockedUntil = new Map<string, number>();
  readonly #buckets = new Map<string, Bucket>();
  /** Discord: `endpoint` → the bucket hash it reported, so routes sharing a bucket share counts. */
  readonly #discordBucketOf = new Map<string, string>();

  constructor(private readonly clock: Clock) {}

  /** Waits until the request may be sent and counts it; throws `rate_limited` rather than wait past `deadline`. */
  async acquire(request: HttpRequest<unknown>, deadline: number): Promise<Ticket> {
    const identity = identityOf(request);
    const endpointKey = `${request.provider} ${request.endpoint}`;
    for (;;) {
      const now = this.clock.now();
      if (request.rateLimits === 'poe' && !this.#policyOf.has(endpointKey)) {
        const probe = this.#probes.get(request.provider);
        if (probe) {
          // Another request is finding out this endpoint's policy; its response decides for us.
          await probe;
          continue;
        }
      }
      const wait = this.#waitAt(request, identity, now);
      if (wait <= 0) return this.#take(request, identity, endpointKey, now);
      if (now + wait > deadline) {
        throw new UpstreamError({
          provider: request.provider,
          endpoint: request.endpoint,
          kind: 'rate_limited',
          upstreamStatus: null,
          detail: `not sent: the rate limit allows the next request in ${Math.ceil(wait / 1000)} s, later than this call may wait`,
          retryAfterMs: wait,
        });
      }
      await this.clock.sleep(wait, request.signal);
      if (request.signal?.aborted) throw request.signal.reason;
    }
  }

  /** How long the next request like this one would have to wait now. */
  waitFor(request: HttpRequest<unknown>): number {
    return Math.max(0, this.#waitAt(request, identityOf(request), this.clock.now()));
  }

  /**
   * Takes in what a response says about the limits (nothing when the request failed without one); for a
   * 429 returns how long the provider asked us to wait.
   */
  release(ticket: Ticket, raw: RawResponse | undefined): number | null {
    const bucket = ticket.bucketKey === undefined ? undefined : this.#buckets.get(ticket.bucketKey);
    if (bucket) bucket.inFlight = Math.max(0, bucket.inFlight - 1);
    try {
      return raw ? this.#observe(ticket, raw, this.clock.now()) : null;
    } finally {
      if (ticket.probe) {
        ticket.probe();
        this.#probes.delete(ticket.provider);
      }
    }
  }

  #observe(ticket: Ticket, raw: RawResponse, now: number): number | null {
    switch (ticket.scheme) {
      case 'poe':
        return this.#observePoe(ticket, raw, now);
      case 'twitch':
        return this.#observeTwitch(ticket, raw, now);
      case 'discord':
        return this.#observeDiscord(ticket, raw, now);
      case 'none':
        return raw.status === 429 ? this.#blockProvider(ticket, raw, now, RETRY_AFTER_PADDING_MS) : null;
    }
  }

  #waitAt(request: HttpRequest<unknown>, identity: string, now: number): number {
    let until = this.#blockedUntil.get(request.provider) ?? 0;
    if (request.rateLimits === 'poe') {
      const policyKey = this.#policyOf.get(`${request.provider} ${request.endpoint}`);
      // An endpoint whose policy is still unknown may share one we know (same name, same counters): its
      // probe waits until every known policy of the provider has room for one more.
      const policyKeys = policyKey === undefined ? this.#knownPolicies(request.provider) : [policyKey];
      for (const key of policyKeys) {
        for (const [rule, limits] of this.#policies.get(key) ?? []) {
          const counter = this.#counter(key, rule, identity);
          until = Math.max(until, counter.restrictedUntil, nextSlot(counter.sent, limits, now));
        }
      }
    } else if (request.rateLimits === 'twitch' || request.rateLimits === 'discord') {
      const key = this.#bucketKey(request, identity);
      until = Math.max(until, this.#blockedUntil.get(key) ?? 0);
      const bucket = this.#buckets.get(key);
      if (bucket && bucket.remaining - bucket.inFlight <= 0 && bucket.resetAt > now)
        until = Math.max(until, bucket.resetAt);
    }
    return until - now;
  }

  #take(request: HttpRequest<unknown>, identity: string, endpointKey: string, now: number): Ticket {
    const ticket: Ticket = {
      provider: request.provider,
      scheme: request.rateLimits,
      endpointKey,
      identity,
      sentAt: now,
      countedIn: undefined,
      bucketKey: undefined,
      probe: undefined,
      provisional: [],
    };
    if (request.rateLimits === 'poe') {
      const policyKey = this.#policyOf.get(endpointKey);
      if (policyKey === undefined) {
        let resolve: () => void = () => undefined;
        this.#probes.set(request.provider, new Promise<void>((done) => (resolve = done)));
        ticket.probe = resolve;
        // It may belong to any policy we know: count it in all of them until its response says which.
        for (const key of this.#knownPolicies(request.provider)) {
          for (const counter of this.#count(key, identity, now)) ticket.provisional.push({ policyKey: key, counter });
        }
      } else {
        this.#count(policyKey, identity, now);
        ticket.countedIn = policyKey;
      }
    } else if (request.rateLimits === 'twitch' || request.rateLimits === 'discord') {
      ticket.bucketKey = this.#bucketKey(request, identity);
      const bucket = this.#buckets.get(ticket.bucketKey);
      if (bucket) {
        if (bucket.resetAt <= now) bucket.remaining = bucket.limit;
        bucket.inFlight += 1;
      }
    }
    return ticket;
  }

  /** Counts a request sent at `at` in every rule of a policy; returns the counters it went into. */
  #count(policyKey: string, identity: string, at: number): Counter[] {
    const counters: Counter[] = [];
    for (const [rule, limits] of this.#policies.get(policyKey) ?? []) {
      const counter = this.#counter(policyKey, rule, identity);
      insertSorted(counter.sent, at);
      const longest = Math.max(0, ...limits.map(paddedWindow));
      while ((counter.sent[0] ?? Infinity) <= at - longest) counter.sent.shift();
      counters.push(counter);
    }
    return counters;
  }

  #knownPolicies(provider: UpstreamProvider): string[] {
    return [...this.#policies.keys()].filter((key) => key.startsWith(`${provider} `));
  }

  #counter(policyKey: string, rule: string, identity: string): Counter {
    // Account rules count per account (our proxy: per token); Ip and Client rules count for the whole server.
    const scope = rule.toLowerCase() === 'account' ? identity : '*';
    const key = `${policyKey}|${rule}|${scope}`;
    let counter = this.#counters.get(key);
    if (!counter) {
      counter = { sent: [], restrictedUntil: 0 };
      this.#counters.set(key, counter);
    }
    return counter;
  }

  #observePoe(ticket: Ticket, raw: RawResponse, now: number): number | null {
    const policy = parsePoePolicy(raw.headers);
    const retryAfter = parseRetryAfter(raw.headers, now);
    if (policy) {
      const policyKey = `${ticket.provider} ${policy.name}`;
      this.#policyOf.set(ticket.endpointKey, policyKey);
      // A probe counted provisionally in every known policy stays counted only in its own.
      for (const { policyKey: key, counter } of ticket.provisional) {
        if (key === policyKey) ticket.countedIn = policyKey;
        else removeOne(counter.sent, ticket.sentAt);
      }
      ticket.provisional = [];
      this.#policies.set(policyKey, new Map([...policy.rules].map(([rule, { limits }]) => [rule, limits])));
      // A probe (or a request whose endpoint changed policy) is counted once its policy is known.
      if (ticket.countedIn !== policyKey) this.#count(policyKey, ticket.identity, ticket.sentAt);
      const restricted: Counter[] = [];
      for (const [rule, { limits, state }] of policy.rules) {
        const counter = this.#counter(policyKey, rule, ticket.identity);
        adoptState(counter, limits, state, now);
        if (state.some((window) => window.activeMs > 0)) restricted.push(counter);
      }
      if (raw.status !== 429) return null;
      const activeMs = Math.max(0, ...[...policy.rules.values()].flatMap(({ state }) => state.map((s) => s.activeMs)));
      const waitMs = retryAfter ?? (activeMs > 0 ? activeMs : DEFAULT_RETRY_AFTER_MS);
      // The -State header names the rule that is restricted; without that, every rule of the request is.
      const targets =
        restricted.length > 0
          ? restricted
          : [...policy.rules.keys()].map((rule) => this.#counter(policyKey, rule, ticket.identity));
      for (const counter of targets) {
        counter.restrictedUntil = Math.max(counter.restrictedUntil, now + waitMs + POE_RETRY_AFTER_PADDING_MS);
      }
      return waitMs;
    }
    // A 429 that names no policy (the CDN's own page, or headers gone missing) could be about anything.
    return raw.status === 429 ? this.#blockProvider(ticket, raw, now, POE_RETRY_AFTER_PADDING_MS) : null;
  }

  #observeTwitch(ticket: Ticket, raw: RawResponse, now: number): number | null {
    const key = ticket.bucketKey ?? '';
    const limit = intHeader(raw.headers, 'ratelimit-limit');
    const remaining = intHeader(raw.headers, 'ratelimit-remaining');
    const reset = numberHeader(raw.headers, 'ratelimit-reset');
    const resetAt = reset === undefined ? undefined : reset * 1000;
    if (limit !== undefined && remaining !== undefined && resetAt !== undefined) {
      this.#updateBucket(key, limit, remaining, resetAt);
    }
    if (raw.status !== 429) return null;
    const waitMs =
      parseRetryAfter(raw.headers, now) ??
      (resetAt !== undefined && resetAt > now ? resetAt - now : DEFAULT_RETRY_AFTER_MS);
    this.#block(key, now + waitMs + RETRY_AFTER_PADDING_MS);
    return waitMs;
  }

  #observeDiscord(ticket: Ticket, raw: RawResponse, now: number): number | null {
    const bucketHash = raw.headers.get('x-ratelimit-bucket');
    if (bucketHash) this.#discordBucketOf.set(ticket.endpointKey, bucketHash);
    const key = bucketHash ? `${ticket.provider}|${ticket.identity}|${bucketHash}` : (ticket.bucketKey ?? '');
    const limit = intHeader(raw.headers, 'x-ratelimit-limit');
    const remaining = intHeader(raw.headers, 'x-ratelimit-remaining');
    const resetAfter = numberHeader(raw.headers, 'x-ratelimit-reset-after');
    if (limit !== undefined && remaining !== undefined && resetAfter !== undefined) {
      this.#updateBucket(key, limit, remaining, now + resetAfter * 1000);
    }
    if (raw.status !== 429) return null;
    const body = parseJson(raw.text);
    const bodyRetry = isRecord(body) && typeof body.retry_after === 'number' ? body.retry_after * 1000 : undefined;
    const waitMs = bodyRetry ?? parseRetryAfter(raw.headers, now) ?? DEFAULT_RETRY_AFTER_MS;
    const global =
      (isRecord(body) && body.global === true) ||
      raw.headers.get('x-ratelimit-global') !== null ||
      raw.headers.get('x-ratelimit-scope') === 'global';
    this.#block(global ? ticket.provider : key, now + waitMs + RETRY_AFTER_PADDING_MS);
    return waitMs;
  }

  #blockProvider(ticket: Ticket, raw: RawResponse, now: number, padding: number): number {
    const waitMs = parseRetryAfter(raw.headers, now) ?? DEFAULT_RETRY_AFTER_MS;
    this.#block(ticket.provider, now + waitMs + padding);
    return waitMs;
  }

  #block(key: string, until: number): void {
    this.#blockedUntil.set(key, Math.max(this.#blockedUntil.get(key) ?? 0, until));
  }

  #updateBucket(key: string, limit: number, remaining: number, resetAt: number): void {
    const bucket = this.#buckets.get(key) ?? { limit, remaining, resetAt, inFlight: 0 };
    // The header counts this response's request; the others still in flight are not in it yet.
    Object.assign(bucket, { limit, remaining, resetAt });
    this.#buckets.set(key, bucket);
  }

  #bucketKey(request: HttpRequest<unknown>, identity: string): string {
    const route =
      request.rateLimits === 'discord'
        ? (this.#discordBucketOf.get(`${request.provider} ${request.endpoint}`) ?? request.endpoint)
        : 'helix';
    return `${request.provider}|${identity}|${route}`;
  }
}

/** Whose counters a request uses: a fingerprint of its bearer token (never the token itself), else anonymous. */
function identityOf(request: HttpRequest<unknown>): string {
  const authorization = Object.entries(request.headers ?? {}).find(([name]) => name.toLowerCase() === 'authorization');
  if (!authorization) return 'anonymous';
  return createHash('sha256').update(authorization[1]).digest('base64url').slice(0, 16);
}

function paddedWindow(limit: Limit): number {
  return limit.periodMs + (limit.periodMs <= POE_SHORT_WINDOW_MAX_MS ? POE_SHORT_BUCKET_MS : POE_LONG_BUCKET_MS);
}

/** Earliest time one more request fits every limit, given the send times in the (padded) windows. */
function nextSlot(sent: readonly number[], limits: readonly Limit[], now: number): number {
  let at = now;
  for (const limit of limits) {
    const window = paddedWindow(limit);
    const recent = sent.filter((time) => time > now - window);
    if (limit.hits <= 0) {
      at = Math.max(at, now + window);
    } else if (recent.length >= limit.hits) {
      // The request that must leave the window before one more fits.
      at = Math.max(at, (recent[recent.length - limit.hits] ?? now) + window);
    }
  }
  return at;
}

/**
 * The server's count wins when it is higher than ours (other processes, requests made before we started,
 * bucket rounding): the missing hits are added as if sent now, so they leave the window last.
 */
function adoptState(counter: Counter, limits: readonly Limit[], state: readonly RuleState[], now: number): void {
  for (const [index, window] of state.entries()) {
    const limit = limits[index];
    if (!limit || limit.periodMs !== window.periodMs) continue;
    const local = counter.sent.filter((time) => time > now - window.periodMs).length;
    for (let missing = window.current - local; missing > 0; missing -= 1) insertSorted(counter.sent, now);
    if (window.activeMs > 0) {
      counter.restrictedUntil = Math.max(counter.restrictedUntil, now + window.activeMs + POE_RETRY_AFTER_PADDING_MS);
    }
  }
}

type PoePolicy = { name: string; rules: Map<string, { limits: Limit[]; state: RuleState[] }> };

function parsePoePolicy(headers: Headers): PoePolicy | undefined {
  const name = headers.get('x-rate-limit-policy')?.trim();
  const ruleNames = headers.get('x-rate-limit-rules');
  if (!name || !ruleNames) return undefined;
  const rules = new Map<string, { limits: Limit[]; state: RuleState[] }>();
  for (const rule of ruleNames.split(',').map((part) => part.trim())) {
    if (!rule) continue;
    const limits = parseTriplets(headers.get(`x-rate-limit-${rule}`))?.map(([hits, period, restriction]) => ({
      hits,
      periodMs: period * 1000,
      restrictionMs: restriction * 1000,
    }));
    if (!limits?.length) continue;
    const state = (parseTriplets(headers.get(`x-rate-limit-${rule}-state`)) ?? []).map(([current, period, active]) => ({
      current,
      periodMs: period * 1000,
      activeMs: active * 1000,
    }));
    rules.set(rule, { limits, state });
  }
  return rules.size > 0 ? { name, rules } : undefined;
}

/** `a:b:c,d:e:f` → [[a,b,c],[d,e,f]]; undefined when any part is not a number. */
function parseTriplets(value: string | null): [number, number, number][] | undefined {
  if (!value) return undefined;
  const triplets: [number, number, number][] = [];
  for (const part of value.split(',')) {
    const numbers = part.split(':').map((piece) => Number(piece.trim()));
    const [a, b, c] = numbers;
    if (numbers.length !== 3 || a === undefined || b === undefined || c === undefined) return undefined;
    if (![a, b, c].every((number) => Number.isFinite(number) && number >= 0)) return undefined;
    triplets.push([a, b, c]);
  }
  return triplets;
}

/** `Retry-After` as seconds or an HTTP date (RFC 9110 §10.2.3), in milliseconds from now. */
function parseRetryAfter(headers: Headers, now: number): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function intHeader(headers: Headers, name: string): number | undefined {
  const value = numberHeader(headers, name);
  return value === undefined ? undefined : Math.floor(value);
}

function numberHeader(headers: Headers, name: string): number | undefined {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

function removeOne(list: number[], value: number): void {
  const index = list.indexOf(value);
  if (index >= 0) list.splice(index, 1);
}

function insertSorted(list: number[], value: number): void {
  let index = list.length;
  while (index > 0 && (list[index - 1] ?? 0) > value) index -= 1;
  list.splice(index, 0, value);
}
