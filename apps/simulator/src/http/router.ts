import type { IncomingHttpHeaders } from 'node:http';
import type { ApiName } from '../faults/fault-rules';
import type { Json } from '../json';
import type { ItemFormat } from '../scenario.schema';

/** A request as route handlers see it: already routed to one provider API, at one virtual instant. */
export type SimRequest = {
  /** Virtual time when the request arrived; one value for the whole request. */
  at: number;
  api: ApiName;
  method: string;
  /** Decoded path relative to the API's base URL. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  ip: string;
  /** The scenario's mod format, unless a fault asks for the other one. */
  itemFormat: ItemFormat;
  /** Token from `Authorization: Bearer …` (or Twitch's `OAuth …`), if any. */
  bearer: string | undefined;
};

export type SimResponse = {
  status: number;
  headers?: Record<string, string>;
  json?: Json;
  /** Raw body (HTML pages, deliberately broken JSON); wins over `json`. */
  text?: string;
  contentType?: string;
  /** 302 redirect target. */
  location?: string;
};

/** Thrown by handlers to answer with a provider-shaped error. */
export class ProviderError extends Error {
  constructor(readonly response: SimResponse) {
    super(`provider error ${response.status}`);
  }
}

export type RouteHandler = (request: SimRequest, params: Record<string, string>) => SimResponse;

export type Route = {
  api: ApiName;
  method: string;
  /** `/character/:realm/:name`: literal segments and `:params`. */
  pattern: string;
  /** PoE rate-limit policy counting calls to this route (a function when it depends on the params). */
  policy?: string | ((params: Record<string, string>) => string);
  handler: RouteHandler;
};

export type RouteMatch = { route: Route; params: Record<string, string> };

export function matchRoute(
  routes: readonly Route[],
  api: ApiName,
  method: string,
  segments: readonly string[],
): RouteMatch | 'method-not-allowed' | undefined {
  let pathMatched = false;
  for (const route of routes) {
    if (route.api !== api) continue;
    const params = matchPattern(route.pattern, segments);
    if (!params) continue;
    pathMatched = true;
    if (route.method === method || (method === 'HEAD' && route.method === 'GET')) return { route, params };
  }
  return pathMatched ? 'method-not-allowed' : undefined;
}

function matchPattern(pattern: string, segments: readonly string[]): Record<string, string> | undefined {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return undefined;
  }
  return params;
}

const POE_ERROR_CODES: Record<number, number> = {
  400: 2,
  401: 8,
  403: 6,
  404: 1,
  405: 9,
  415: 5,
  422: 10,
  429: 3,
  500: 4,
  503: 7,
};
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function statusText(status: number): string {
  return STATUS_TEXT[status] ?? (status >= 500 ? 'Server Error' : 'Error');
}

function oauthErrorCode(status: number): string {
  if (status === 429 || status === 503) return 'temporarily_unavailable';
  return status >= 500 ? 'server_error' : 'invalid_request';
}

/** PoE API errors: `{"error": {"code": n, "message": "…"}}` (docs/external-services.md §1.3). */
export function poeError(status: number, message: string = statusText(status)): SimResponse {
  return { status, json: { error: { code: POE_ERROR_CODES[status] ?? (status >= 500 ? 4 : 2), message } } };
}

/**
 * The error body each API uses, for answers that are not about OAuth semantics (unknown routes,
 * injected status faults, rate limits).
 */
export function apiError(api: ApiName, status: number, message: string = statusText(status)): SimResponse {
  switch (api) {
    case 'poeApi':
      return poeError(status, message);
    case 'poeWeb':
      // RFC 6749 codes: "temporarily_unavailable" for overload, "server_error" for other failures.
      return { status, json: { error: oauthErrorCode(status), error_description: message } };
    case 'twitchApi':
      return { status, json: { error: statusText(status), status, message } };
    case 'twitchId':
      return { status, json: { status, message } };
    case 'discord':
      return { status, json: { message: `${status}: ${statusText(status)}`, code: 0 } };
    case 'poeNinja':
      return { status, json: { error: message } };
    case 'pob':
    case 'pobPoe2':
      return { status, text: message, contentType: 'text/plain; charset=utf-8' };
  }
}
