/**
 * Outbound HTTP for every provider client: the only module of the server that calls `fetch` (lint enforces
 * it). One `HttpClient` is shared by all callers so that its rate limiter sees all traffic:
 *
 * - PoE `X-Rate-Limit-*` policies (docs/external-services.md §1.4): counters per policy name and rule scope, shared by
 *   every endpoint that reports the same policy; the server's `-State` hits adopted; active restrictions
 *   honoured; windows padded for the server's quantized buckets; an endpoint whose policy is still unknown
 *   sends one request at a time, each only when every known policy has room, until a response tells its
 *   policy.
 * - `Retry-After` on any 429: nothing more is sent on that policy / bucket (or the whole provider, when the
 *   429 does not say which policy) before it has elapsed.
 * - Twitch `Ratelimit-*` buckets (docs/external-services.md §2.4) and Discord `X-RateLimit-*` buckets with the JSON 429 body (docs/external-services.md §3.5).
 * - Timeouts, and exponential back-off with jitter on 5xx / network failures for GETs, bounded attempts.
 *
 * Time and sleeping come from an injected `Clock`, so tests run the whole thing on the simulator's virtual
 * clock. Only the per-request timeout uses real timers: it bounds real sockets.
 * Failures are `UpstreamError`s: an `AppError` (503 `upstream_unavailable`, or the request's own `notFound`
 * answer for a 404) that also tells the caller what went wrong upstream, so an uncaught one never becomes a
 * 500 for our users.
 */
import { BodyBuffers, BodyTooLargeError, type LentBody } from './body-buffers';
import { RateLimiter } from './rate-limiter';
import { describeBody, describeNetworkError, errorFor, summarize, UpstreamError } from './upstream-error';
import {
  systemClock,
  type Clock,
  type HttpRequest,
  type HttpResponse,
  type RawResponse,
  type UpstreamProvider,
} from './types';

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
  /** Concurrent requests per provider: keeps bursts small for the CDN in front of the API (docs/external-services.md §1.4). */
  maxInFlight?: number;
  /** Providers allowed another number of concurrent requests (Path of Building: as many as its replicas). */
  maxInFlightOf?: Partial<Record<UpstreamProvider, number>>;
  /** The largest response body read; a larger one fails as `malformed` while it arrives. */
  maxBodyBytes?: number;
  /** Told about every attempt sent: the provider's status, or null when no response came (metrics). */
  observer?: (provider: UpstreamProvider, status: number | null) => void;
};

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_WAIT_MS = 60_000;
const DEFAULT_MAX_ATTEMPTS = 3;
const DEFAULT_MAX_IN_FLIGHT = 4;
/** The largest body taken from a provider: public stash pages, the largest, run to ~25 MB. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024 * 1024;
/** Exponential back-off on 5xx / network failures: 1 s, 2 s, 4 s … capped, each scaled by a jitter of 50–100 %. */
const BACKOFF_BASE_MS = 1_000;
const BACKOFF_CAP_MS = 30_000;

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
  readonly #maxInFlightOf: Partial<Record<UpstreamProvider, number>>;
  readonly #observer: HttpClientOptions['observer'];
  /** Malformed bodies are logged once per provider, endpoint and kind, not once per request. */
  readonly #logged = new Set<string>();
  readonly #bodies: BodyBuffers;
  #inFlight = 0;

  constructor(options: HttpClientOptions = {}) {
    this.clock = options.clock ?? systemClock;
    this.#random = options.random ?? Math.random;
    this.#logger = options.logger;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
    this.#maxAttempts = Math.max(1, options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
    this.#maxInFlight = Math.max(1, options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT);
    this.#maxInFlightOf = options.maxInFlightOf ?? {};
    this.#limiter = new RateLimiter(this.clock);
    this.#observer = options.observer;
    this.#bodies = new BodyBuffers(options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
  }

  /** Requests cleared by the rate limiter whose response has not been taken in yet (for metrics and tests). */
  get inFlight(): number {
    return this.#inFlight;
  }

  async request<T>(request: HttpRequest<T>): Promise<HttpResponse<T>> {
    const deadline = this.clock.now() + (request.maxWaitMs ?? this.#maxWaitMs);
    // A repeated POST could act twice (a spent authorization code, a rotated refresh token); a 429 is safe
    // to repeat because the provider refused it before acting.
    const idempotent = request.idempotent ?? (request.method ?? 'GET') === 'GET';
    for (let attempt = 1; ; attempt += 1) {
      const last = attempt >= this.#maxAttempts;
      const ticket = await this.#limiter.acquire(request, deadline);
      this.#inFlight += 1;
      let raw: RawResponse;
      let bytes: LentBody | null;
      try {
        ({ raw, bytes } = await this.#send(request));
      } catch (error) {
        this.#inFlight -= 1;
        this.#limiter.release(ticket, undefined);
        if (request.signal?.aborted) throw request.signal.reason;
        this.#observer?.(request.provider, null);
        // Never retried: the same body would come again. (Counted like an attempt without a response.)
        if (error instanceof BodyTooLargeError) throw this.#malformed(request, null, 'too-large', error.message);
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
        return { status: raw.status, headers: raw.headers, data: this.#parse(request, raw, bytes) };
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

  /**
   * One attempt, body included. A 2xx body asked for as `bytes` comes lent (see BodyBuffers), never decoded
   * whole; every other body comes as text.
   */
  async #send(request: HttpRequest<unknown>): Promise<{ raw: RawResponse; bytes: LentBody | null }> {
    const slots = this.#slotsFor(request.provider);
    await slots.acquire();
    const timeout = AbortSignal.timeout(request.timeoutMs ?? this.#timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    try {
      const accept = request.responseType === 'text' ? 'text/plain' : 'application/json';
      const headers: Record<string, string> = { accept, ...request.headers };
      let body: string | undefined;
      if (request.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(request.form).toString();
      } else if (request.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(request.json);
      }
      const response = await fetch(request.url, {
        method: request.method ?? 'GET',
        headers,
        ...(body === undefined ? {} : { body }),
        signal,
        redirect: 'manual',
      });
      // Reading the body is part of the attempt: a connection dropped mid-body fails here.
      const lent = await this.#bodies.read(response.body);
      const { status } = response;
      if (request.responseType === 'bytes' && status >= 200 && status < 300) {
        return { raw: { status, headers: response.headers, text: '' }, bytes: lent };
      }
      try {
        return { raw: { status, headers: response.headers, text: utf8.decode(lent.bytes) }, bytes: null };
      } finally {
        lent.release();
      }
    } finally {
      slots.release();
    }
  }

  #slotsFor(provider: UpstreamProvider): Semaphore {
    let slots = this.#slots.get(provider);
    if (!slots) {
      slots = new Semaphore(Math.max(1, this.#maxInFlightOf[provider] ?? this.#maxInFlight));
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

  /** The 2xx body validated by the request's schema; a lent body is given back here, whatever happens. */
  #parse<T>(request: HttpRequest<T>, raw: RawResponse, bytes: LentBody | null): T {
    try {
      return this.#validate(request, raw, bytes?.bytes);
    } finally {
      bytes?.release();
    }
  }

  #validate<T>(request: HttpRequest<T>, raw: RawResponse, bytes: Buffer | undefined): T {
    let json: unknown = bytes ?? raw.text;
    if (request.responseType === undefined || request.responseType === 'json') {
      try {
        json = JSON.parse(raw.text);
      } catch {
        throw this.#malformed(request, raw, 'not-json', `the body is not JSON (${describeBody(raw)})`);
      }
    }
    const parsed = request.schema.safeParse(json);
    if (!parsed.success) {
      throw this.#malformed(request, raw, 'schema', `the body does not match our schema: ${summarize(parsed.error)}`);
    }
    return parsed.data;
  }

  #malformed(request: HttpRequest<unknown>, raw: RawResponse | null, what: string, detail: string): UpstreamError {
    const key = `${request.provider} ${request.endpoint} ${what}`;
    if (!this.#logged.has(key)) {
      this.#logged.add(key);
      this.#logger?.warn(
        { provider: request.provider, endpoint: request.endpoint, status: raw?.status ?? null, detail },
        'malformed response from a provider (logged once per endpoint and kind)',
      );
    }
    return new UpstreamError({
      provider: request.provider,
      endpoint: request.endpoint,
      kind: 'malformed',
      upstreamStatus: raw?.status ?? null,
      detail,
    });
  }
}

const utf8 = new TextDecoder();

/** At most `size` holders at a time; the others wait in arrival order. */
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
