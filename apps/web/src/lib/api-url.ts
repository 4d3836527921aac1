import { ROUTES, type EndpointName, type SocketEndpointName } from '@app/shared';
// All calls go to the backend under API_BASE (docs/domain.md §7); `vite dev` proxies it to the server.
import { API_BASE } from './api-base';

/*
 * Addresses of the API's endpoints, from the shared route table. Apart from lib/api.ts (which also needs the
 * sign-in store) so that the live score socket, which the deploy suite runs outside a browser, can use them.
 */

export type Primitive = string | number | boolean;
export type Values = Record<string, Primitive | null | undefined>;
export type PathOf<N extends EndpointName> = (typeof ROUTES)[N]['path'];

/**
 * A path identifier or body that a call cannot do without was null or undefined (docs/domain.md §5). `field` is the
 * endpoint's name for it (event_id, user_id, …, body), so a caller can tell which one.
 */
export class RequiredError extends Error {
  override readonly name = 'RequiredError';
  readonly field: string;

  constructor(field: string, operation: string) {
    super(`Required parameter ${field} was null or undefined when calling ${operation}.`);
    this.field = field;
  }
}

/** The `:name` placeholders of a path, e.g. 'event_id' | 'team_id' for `/events/:event_id/teams/:team_id`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Builds `/api/...` from a declared path, refusing a missing path parameter. */
export function buildUrl(operation: string, path: string, params: Values = {}, query: Values = {}): string {
  const filled = path.replace(/:(\w+)/g, (_match, name: string) => {
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

/** The address of a socket endpoint: ws(s)://host/api/… (a browser cannot set headers on it, so a token goes in the query). */
export function socketUrl<N extends SocketEndpointName>(
  name: N,
  params: Record<PathParamNames<PathOf<N>>, Primitive>,
  query: Values,
  location: Pick<Location, 'protocol' | 'host'>,
): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}${buildUrl(name, ROUTES[name].path, params, query)}`;
}
