import type { z } from 'zod';
import {
  ERROR_CODES,
  ROUTES,
  type Endpoint,
  type EndpointName,
  type ErrorBody,
  type SocketEndpointName,
} from '@app/shared';
import { buildUrl, RequiredError, type PathOf, type PathParamNames, type Primitive, type Values } from './api-url';
import { currentToken } from './auth';

/**
 * A non-2xx answer (docs/domain.md §8). It keeps the Response and, when the server
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
    // docs/domain.md §8: the server's message when it sent one, else 'HTTP {status}: {statusText}'.
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

export type HttpEndpointName = Exclude<EndpointName, SocketEndpointName>;
type Shape<N extends EndpointName, K extends string> =
  Endpoint<N> extends { readonly [P in K]: infer S extends z.ZodType } ? S : undefined;

/**
 * What a call of endpoint N takes: its path parameters by name, its query and its body as the endpoint
 * declares them (packages/shared/src/api). The query is given as the values the server reads from it (a
 * number, a boolean), each sent as its text. A path parameter or body that is null or undefined at run time
 * throws RequiredError before anything is sent.
 */
export type EndpointInput<N extends EndpointName> = {
  signal?: AbortSignal;
  /** Send no sign-in token even when one is stored: the answer is what any anonymous visitor gets (stream overlays). */
  anonymous?: boolean;
} & ([PathParamNames<PathOf<N>>] extends [never]
  ? unknown
  : { params: Record<PathParamNames<PathOf<N>>, Primitive | null | undefined> }) &
  (Shape<N, 'query'> extends z.ZodType ? { query?: z.output<Shape<N, 'query'>> & Values } : unknown) &
  (Shape<N, 'body'> extends z.ZodType ? { body: z.input<Shape<N, 'body'>> | null | undefined } : unknown);

/** What a call of endpoint N resolves to: the declared answer of any of its success statuses (undefined for 204). */
export type EndpointAnswer<N extends EndpointName> =
  Endpoint<N> extends { readonly responses: infer R extends Record<number, z.ZodType> }
    ? z.output<R[Extract<keyof R, SuccessStatus>]>
    : never;

/** The statuses a call resolves with; any other throws ApiError. */
type SuccessStatus = 200 | 201 | 202 | 204;

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
 * The one place the web app calls its API: endpoint `name` as declared in packages/shared/src/api, so no path
 * or method is written here twice. Sends the login token as a bearer token whenever a valid one is stored
 * (docs/domain.md §7), throws RequiredError before sending anything when a path parameter or the body is missing, throws
 * ApiError for non-2xx, and resolves to the endpoint's declared answer (undefined for 204/empty bodies).
 *
 * The answer is not validated again here: the server checks every answer against the same declaration before
 * sending it (decision 002), and re-checking in the browser would ship the whole of zod and the contracts to
 * every first visit (decision 022); this module reads only the zod-free route table. A caller that needs more
 * than the contract promises (a safe URL, a field older servers lack) checks it itself.
 */
export async function callEndpoint<N extends HttpEndpointName>(
  name: N,
  ...[input]: object extends EndpointInput<N> ? [EndpointInput<N>?] : [EndpointInput<N>]
): Promise<EndpointAnswer<N>> {
  const { method, path } = ROUTES[name];
  const {
    params,
    query,
    body,
    signal,
    anonymous = false,
  } = (input ?? {}) as {
    params?: Values;
    query?: Values;
    body?: unknown;
    signal?: AbortSignal;
    anonymous?: boolean;
  };
  const hasBody = input !== undefined && Object.prototype.hasOwnProperty.call(input, 'body');
  if (hasBody && (body === null || body === undefined)) throw new RequiredError('body', name);
  const url = buildUrl(name, path, params, query);

  const headers = new Headers({ Accept: 'application/json' });
  const token = anonymous ? null : currentToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (hasBody) headers.set('Content-Type', 'application/json');

  const response = await fetch(url, { method, headers, body: hasBody ? JSON.stringify(body) : undefined, signal });
  if (!response.ok) throw new ApiError(response, await readErrorBody(response), token !== null);
  if (response.status === 204) return undefined as EndpointAnswer<N>;
  return (await readJson(response)) as EndpointAnswer<N>;
}

/** True for an ApiError with the given status (and code, when given). */
export function isApiError(error: unknown, status?: number, code?: ErrorBody['code']): error is ApiError {
  return (
    error instanceof ApiError &&
    (status === undefined || error.status === status) &&
    (code === undefined || error.code === code)
  );
}
