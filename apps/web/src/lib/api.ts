import { ERROR_CODES, type ErrorBody } from '@app/shared';
import { currentToken } from './auth';
// All calls go to the backend under API_BASE (spec §7); `vite dev` proxies it to the server.
import { API_BASE } from './api-base';

/**
 * A path identifier or body that a call cannot do without was null or undefined (spec §5). `field` is the
 * spec's name for it (event_id, user_id, …, body), so a caller can tell which one.
 */
export class RequiredError extends Error {
  override readonly name = 'RequiredError';
  readonly field: string;

  constructor(field: string, operation: string) {
    super(`Required parameter ${field} was null or undefined when calling ${operation}.`);
    this.field = field;
  }
}

/**
 * A non-2xx answer (spec §8 "any non-2xx response is thrown"). It keeps the Response and, when the server
 * sent one, the parsed error body `{error, code, details}`; branch on `status` and `code`, never on text.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly response: Response;
  readonly status: number;
  readonly body: ErrorBody | null;
  /** Whether the request carried a login token (a 401 then means the token is no longer accepted). */
  readonly withToken: boolean;

  constructor(response: Response, body: ErrorBody | null, withToken: boolean) {
    // Spec §8: the server's message when it sent one, else 'HTTP {status}: {statusText}'.
    super(body?.error ?? `HTTP ${response.status}: ${response.statusText}`);
    this.response = response;
    this.status = response.status;
    this.body = body;
    this.withToken = withToken;
  }

  get code(): ErrorBody['code'] | undefined {
    return this.body?.code;
  }
}

type Primitive = string | number | boolean;

export type ApiRequest = {
  /** The call's name, used in RequiredError messages. */
  operation: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under the API base with `{name}` placeholders, e.g. `/events/{event_id}/status`. */
  path: string;
  /** Values for the placeholders; every placeholder is required. */
  params?: Record<string, Primitive | null | undefined>;
  /** Optional query parameters; null and undefined ones are left out. */
  query?: Record<string, Primitive | null | undefined>;
  /** Giving this key makes a body required: null or undefined throws RequiredError('body'). */
  body?: unknown;
  signal?: AbortSignal;
};

/** Builds `/api/...` from a path template, refusing a missing path parameter. */
export function buildUrl(
  operation: string,
  path: string,
  params: ApiRequest['params'] = {},
  query: ApiRequest['query'] = {},
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === null || value === undefined) throw new RequiredError(name, operation);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) search.append(key, String(value));
  }
  const qs = search.toString();
  return `${API_BASE}${filled}${qs ? `?${qs}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text.length === 0 ? undefined : (JSON.parse(text) as unknown);
}

/**
 * The error body `{error, code, details}` when the answer is one; anything else (a proxy's HTML page, a code
 * this version does not know) is null, and the caller falls back to the status.
 */
async function readErrorBody(response: Response): Promise<ErrorBody | null> {
  try {
    const body = await readJson(response);
    if (typeof body !== 'object' || body === null || !('error' in body) || !('code' in body)) return null;
    const { error, code } = body;
    const known = (ERROR_CODES as readonly unknown[]).includes(code);
    return typeof error === 'string' && known ? (body as ErrorBody) : null;
  } catch {
    return null;
  }
}

/**
 * The one place the web app calls `fetch`. Sends the login token as a bearer token whenever a valid one is
 * stored (spec §7), throws RequiredError before sending anything when a path parameter or required body is
 * missing, throws ApiError for non-2xx, and returns the JSON answer as `T` (undefined for 204/empty bodies).
 *
 * `T` is the answer's type from the shared contracts. The answer is not validated again here: the server
 * checks every answer against the same contract before sending it (decision 002), and re-checking in the
 * browser would ship the whole of zod and the contracts to every first visit (decision 022). A caller
 * that needs more than the contract promises (a safe URL, a field older servers lack) checks it itself.
 */
export async function apiRequest<T = undefined>(request: ApiRequest): Promise<T> {
  const { operation, method = 'GET', path, params, query, signal } = request;
  const hasBody = Object.prototype.hasOwnProperty.call(request, 'body');
  if (hasBody && (request.body === null || request.body === undefined)) throw new RequiredError('body', operation);
  const url = buildUrl(operation, path, params, query);

  const headers = new Headers({ Accept: 'application/json' });
  const token = currentToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (hasBody) headers.set('Content-Type', 'application/json');

  const response = await fetch(url, {
    method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
    signal,
  });
  if (!response.ok) throw new ApiError(response, await readErrorBody(response), token !== null);
  if (response.status === 204) return undefined as T;
  return (await readJson(response)) as T;
}

/** True for an ApiError with the given status (and code, when given). */
export function isApiError(error: unknown, status?: number, code?: ErrorBody['code']): error is ApiError {
  return (
    error instanceof ApiError &&
    (status === undefined || error.status === status) &&
    (code === undefined || error.code === code)
  );
}
