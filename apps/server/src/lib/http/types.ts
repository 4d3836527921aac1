/** The vocabulary shared by the HTTP client, its errors and its rate-limit governors. */
import type { z } from 'zod';
import type { AppError } from '../errors';

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

/** `pob` and `pob-poe2`: the Path of Building services for each game (each its own program and address). */
export type UpstreamProvider = 'poe' | 'poe.ninja' | 'twitch' | 'discord' | 'pob' | 'pob-poe2';

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
  /** Sent as `application/json` (a character for Path of Building). */
  json?: unknown;
  /**
   * Whether sending it twice does no harm, so 5xx and network failures are retried. Default: GETs only (a
   * repeated POST could act twice); a pure calculation such as a build export may say so.
   */
  idempotent?: boolean;
  /**
   * How the 2xx body is handed to `schema`: `json` parsed (the default), `text` as the string it is, `bytes` as
   * a Buffer valid only while `schema` runs (for bodies too large to decode whole; see BodyBuffers).
   */
  responseType?: 'json' | 'text' | 'bytes';
  /** Validates the 2xx body; a mismatch is an `UpstreamError` of kind `malformed`. */
  schema: z.ZodType<T>;
  /**
   * What a 404 (kind `not_found`) from this endpoint tells our users, for an endpoint where it can only mean
   * something they can fix (a league that does not exist); without it they hear "… is not answering".
   */
  notFound?: AppError;
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

/** A response as received, before its body is parsed (`text` is empty for a 2xx body read as `bytes`). */
export type RawResponse = { status: number; headers: Headers; text: string };
