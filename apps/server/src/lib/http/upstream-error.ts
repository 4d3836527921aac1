import type { z } from 'zod';
import { AppError, upstreamUnavailable } from '../errors';
import { isRecord, parseJson, stringField } from './json';
import type { HttpRequest, RawResponse, UpstreamProvider } from './types';

/** Longest error text kept in an UpstreamError's detail. */
const DETAIL_MAX_CHARS = 300;

const PROVIDER_NAMES: Record<UpstreamProvider, string> = {
  poe: 'Path of Exile',
  'poe.ninja': 'poe.ninja',
  twitch: 'Twitch',
  discord: 'Discord',
  pob: 'Path of Building',
  'pob-poe2': 'Path of Building (PoE2)',
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
  /** What our users are told instead of "… is not answering right now" (see HttpRequest's `notFound`). */
  answer?: AppError;
  cause?: unknown;
};

/**
 * A provider call that failed. To our users it is a 503 "… is not answering right now" unless the request
 * said what its failure means (`status`, `code` and message are AppError's); callers branch on `kind`,
 * `retryable` and `upstreamStatus`.
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
    const user = init.answer ?? upstreamUnavailable(PROVIDER_NAMES[init.provider]);
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

/** The error for a non-2xx response. */
export function errorFor(request: HttpRequest<unknown>, raw: RawResponse, retryAfterMs: number | null): UpstreamError {
  const body = parseJson(raw.text);
  const kind = classify(raw.status, body);
  return new UpstreamError({
    provider: request.provider,
    endpoint: request.endpoint,
    kind,
    upstreamStatus: raw.status,
    detail: `${request.endpoint} answered ${raw.status}: ${describeBody(raw, body)}`,
    retryAfterMs: raw.status === 429 ? retryAfterMs : null,
    answer: kind === 'not_found' ? request.notFound : undefined,
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
export function describeBody(raw: RawResponse, body: unknown = parseJson(raw.text)): string {
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

export function describeNetworkError(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'timed out';
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`.slice(0, DETAIL_MAX_CHARS);
  }
  return 'request failed';
}

/** Schema problems as paths and expectations only: values could be anything, tokens included. */
export function summarize(error: z.ZodError): string {
  const issues = error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  const more = error.issues.length > 5 ? ` (+${error.issues.length - 5} more)` : '';
  return `${issues.join('; ')}${more}`.slice(0, DETAIL_MAX_CHARS * 2);
}
