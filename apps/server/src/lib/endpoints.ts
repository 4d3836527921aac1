import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { WebsocketHandler } from '@fastify/websocket';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  type Endpoint,
  type EndpointName,
  type EndpointShapes,
  type Route,
  type SocketEndpointName,
} from '@app/shared';

/** The API's Fastify instance with zod schemas as its types. */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Field<E, K extends string> = E extends { readonly [P in K]: infer S } ? S : undefined;

/** An endpoint's shapes in the form Fastify registers them (and infers the handler's types from). */
type SchemaOf<N extends EndpointName> = {
  params: Field<Endpoint<N>, 'params'>;
  querystring: Field<Endpoint<N>, 'query'>;
  body: Field<Endpoint<N>, 'body'>;
  response: Field<Endpoint<N>, 'responses'>;
};

type HttpEndpointName = Exclude<EndpointName, SocketEndpointName>;

export type EndpointHandler<N extends HttpEndpointName> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<N>,
  ZodTypeProvider
>;

export type SocketHandler<N extends SocketEndpointName> = WebsocketHandler<
  RawServerDefault,
  RawRequestDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<N>,
  ZodTypeProvider
>;

function routeOptionsOf(name: EndpointName): Omit<RouteOptions, 'handler'> {
  const endpoint: Route & EndpointShapes & { readonly tags: readonly string[] } = ENDPOINTS[name];
  const { params, query, body, responses, summary, description, tags, bodyLimit } = endpoint;
  return {
    method: endpoint.method,
    url: endpoint.path,
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
    config: { endpoint: name, guard: endpoint.guard, tokenInQuery: endpoint.socket === true },
    schema: {
      tags: [...tags],
      summary,
      ...(description === undefined ? {} : { description }),
      ...(params === undefined ? {} : { params }),
      ...(query === undefined ? {} : { querystring: query }),
      ...(body === undefined ? {} : { body }),
      ...(responses === undefined ? {} : { response: { ...responses } }),
    },
  };
}

/**
 * Registers the handler of a declared endpoint (packages/shared/src/api): its method, path, guard, schemas
 * and docs all come from the declaration, so the handler is the only thing a routes file writes. The auth
 * plugin refuses an /api route registered any other way.
 */
export function serve<N extends HttpEndpointName>(app: ApiApp, name: N, handler: EndpointHandler<N>): void {
  (app as FastifyInstance).route({ ...routeOptionsOf(name), handler: handler as RouteHandlerMethod });
}

/** As `serve`, for an endpoint that upgrades to a WebSocket. */
export function serveSocket<N extends SocketEndpointName>(app: ApiApp, name: N, handler: SocketHandler<N>): void {
  (app as FastifyInstance).route({ ...routeOptionsOf(name), websocket: true, handler: handler as WebsocketHandler });
}
