import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { EventIdParamSchema, ErrorBodySchema, holdsAnyPermission, type EndpointName } from '@app/shared';
import type { AppContext } from '../app-context';
import type { Actor, Viewer } from '../lib/actor';
import {
  AppError,
  badRequest,
  forbidden,
  invalidToken,
  notAuthenticated,
  notFound,
  validationFailed,
} from '../lib/errors';
import { describeGuard, namesTeam, type Guard } from '@app/shared';
import type { EventRow } from '../modules/events/events.service';
import { findMembership } from '../modules/teams/teams.service';
import { applyLocalGrant, findViewer } from '../modules/users/users.service';
import { resolveVisibleEvent } from './read-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declared endpoint the route serves (packages/shared/src/api); every /api route has one. */
    endpoint?: EndpointName;
    /** Who may call the route: the endpoint's declared guard, or a guard of its own outside /api (/metrics). */
    guard?: Guard;
    /** Accept the token as `?token=` (WebSockets: browsers cannot set headers on them). */
    tokenInQuery?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in caller, or null. Permissions are the database's, read for this request. */
    viewer: Viewer | null;
    /** Why a presented token was not accepted (ignored on public routes). */
    authError: AppError | null;
    /** The event named by `:event_id`, loaded and visibility-checked before the handler runs. */
    event: EventRow | null;
  }
}

/** The request schemas a route declares (zod), as registered. */
export type RouteSchemas = { params?: unknown; querystring?: unknown; body?: unknown };

/** One API route as declared: what the authorization matrix and the fuzzer walk. */
export type RouteEntry = {
  method: string;
  url: string;
  guard: Guard;
  schema: RouteSchemas;
  /** The route's own body limit in bytes, when it sets one (else the app's). */
  bodyLimit?: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route (and every other route declaring a guard, e.g. /metrics) with its guard and request schemas, in registration order. */
    routeCatalog: readonly RouteEntry[];
  }
}

/** Routes under /api that serve documentation rather than data. */
const isDocsRoute = (url: string) => url === '/api/openapi.json' || url.startsWith('/api/docs');

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match?.[1] ?? '';
  }
  if (request.routeOptions.config.tokenInQuery) {
    const token = (request.query as Record<string, unknown> | undefined)?.token;
    return typeof token === 'string' && token !== '' ? token : undefined;
  }
  return undefined;
}

/**
 * Authentication on every API request, and the declared guard of each route enforced before its handler.
 * A route without a guard cannot be registered.
 */
export function installAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('viewer', null);
  app.decorateRequest('authError', null);
  app.decorateRequest('event', null);
  const routeCatalog: RouteEntry[] = [];
  app.decorate('routeCatalog', routeCatalog);

  app.addHook('onRoute', (route: RouteOptions) => {
    const guard = route.config?.guard;
    // Outside /api only routes that declare a guard (e.g. /metrics) are guarded and catalogued; the web app is public.
    if (isDocsRoute(route.url) || (!route.url.startsWith('/api') && !guard)) return;
    if (!guard) throw new Error(`Route ${route.method.toString()} ${route.url} declares no guard`);
    if (route.url.startsWith('/api') && !route.config?.endpoint)
      throw new Error(
        `Route ${route.method.toString()} ${route.url} is not a declared endpoint: register it with serve()`,
      );

    // Who may call runs on the request itself, before the body is even read: a stranger learns nothing
    // about a route's schema, and a refused caller costs no parsing.
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [authorize, ...existing];
    route.preValidation = [refuseUnstorableText, ...(route.preValidation ? [route.preValidation].flat() : [])];

    const schema = (route.schema ??= {}) as Record<string, unknown>;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        routeCatalog.push({
          method,
          url: route.url,
          guard,
          schema: { ...schema },
          ...(route.bodyLimit === undefined ? {} : { bodyLimit: route.bodyLimit }),
        });
    }
    schema.description = [schema.description, `**Access:** ${describeGuard(guard, route.url)}`]
      .filter(Boolean)
      .join('\n\n');
    const responses = (schema.response ??= {}) as Record<string, unknown>;
    responses[400] ??= ErrorBodySchema.describe('The request is invalid');
    if (guard.kind !== 'public' && guard.kind !== 'metrics_token') {
      schema.security = [{ bearerAuth: [] }];
      responses[401] ??= ErrorBodySchema.describe('Not signed in, or the token is invalid or expired');
      if (guard.kind !== 'user') responses[403] ??= ErrorBodySchema.describe('Signed in but not allowed');
    }
    if (/:\w+/.test(route.url)) responses[404] ??= ErrorBodySchema.describe('Not found');
  });

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api')) return;
    const token = bearerToken(request);
    if (token === undefined) return;
    try {
      const claims = await ctx.tokens.verify(token);
      let viewer = await findViewer(ctx.db, claims.user_id);
      if (!viewer) throw invalidToken('The account of this sign-in no longer exists');
      if (claims.grant) {
        const granted = await applyLocalGrant(
          ctx.db,
          viewer,
          claims.permissions,
          new Date(claims.iat * 1000),
          ctx.now(),
        );
        viewer = { ...granted, permissionsUpdatedAt: null };
      }
      request.viewer = { id: viewer.id, displayName: viewer.displayName, permissions: viewer.permissions };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      request.authError = error;
    }
  });

  /**
   * The route's guard, in the order that tells a caller the least: sign-in first (401), then roles (403),
   * then the event (404 for one the caller may not see; see the error handler for a bad token), then team
   * membership (403), of the team in the path when the path names one (namesTeam).
   */
  async function authorize(request: FastifyRequest): Promise<void> {
    const guard = request.routeOptions.config.guard;
    if (!guard) return;
    if (guard.kind === 'metrics_token') return requireMetricsToken(request, ctx.env.METRICS_TOKEN);
    const viewer = request.viewer;
    if (guard.kind !== 'public' && !viewer) throw request.authError ?? notAuthenticated();
    if (viewer) enforceRoles(guard, viewer);
    if (request.routeOptions.url?.includes(':event_id')) request.event = await loadEvent(request);
    if (
      viewer &&
      (guard.kind === 'team_member' || guard.kind === 'team_lead') &&
      !holdsAnyPermission(viewer.permissions, guard.or)
    ) {
      const membership = request.event ? await findMembership(ctx.db, request.event.id, viewer.id) : undefined;
      if (!membership) throw forbidden('You are not in a team of this event');
      // Compared with the raw path segment: guards run before validation, and any other text is not the team.
      if (
        namesTeam(request.routeOptions.url ?? '') &&
        (request.params as { team_id?: unknown }).team_id !== String(membership.teamId)
      )
        throw forbidden('You are not in this team');
      if (guard.kind === 'team_lead' && !membership.isTeamLead) throw forbidden('Only team leads can do this');
    }
  }

  async function loadEvent(request: FastifyRequest): Promise<EventRow> {
    // Runs before validation, so the parameter is still the raw path segment.
    const param = EventIdParamSchema.safeParse((request.params as { event_id?: unknown }).event_id).data;
    if (param === undefined) throw validationFailed('params.event_id', 'must be a positive whole number or "current"');
    return resolveVisibleEvent(ctx, param, request.viewer);
  }
}

/**
 * The scraper's shared secret, compared in constant time (as digests, so lengths do not leak either).
 * Without a configured token nothing is served: a metrics route must not open by accident.
 */
function requireMetricsToken(request: FastifyRequest, expected: string | undefined): void {
  if (!expected) throw notFound('Metrics');
  const header = request.headers.authorization;
  const presented = header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  if (presented === undefined) throw notAuthenticated('Present the metrics token as a bearer token');
  const digest = (value: string) => createHash('sha256').update(value).digest();
  if (!timingSafeEqual(digest(presented), digest(expected))) throw invalidToken('This is not the metrics token');
}

/** Permission checks: what the caller's roles alone decide. */
function enforceRoles(guard: Guard, viewer: Viewer): void {
  switch (guard.kind) {
    case 'permissions':
      if (!holdsAnyPermission(viewer.permissions, guard.anyOf))
        throw forbidden(`This needs one of these roles: ${guard.anyOf.join(', ')}`);
      return;
    default:
      return;
  }
}

/**
 * Text that cannot be stored as sent is refused at the edge, in every string and key of the body, query and
 * path: NUL, which PostgreSQL cannot keep in text, and half of a UTF-16 surrogate pair (`"\ud800"` in JSON),
 * which is no character at all: UTF-8 cannot encode it, so it would be kept as U+FFFD and answered back as
 * something else than was sent. No person types either. Iterative, so any nesting depth costs linear time.
 */
async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  const pending: unknown[] = [request.body, request.query, request.params];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      refuseUnstorableCharacters(value);
    } else if (Array.isArray(value)) {
      for (const element of value) pending.push(element);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, element] of Object.entries(value)) {
        refuseUnstorableCharacters(key);
        pending.push(element);
      }
    }
  }
}

/** A surrogate without its partner: with the `u` flag a whole pair is one code point, which this does not match. */
const LONE_SURROGATE = /\p{Cs}/u;

function refuseUnstorableCharacters(text: string): void {
  if (text.includes('\u0000')) throw badRequest('Text must not contain NUL characters (\\u0000)');
  if (LONE_SURROGATE.test(text)) {
    throw badRequest('Text must not contain an unpaired UTF-16 surrogate (\\ud800–\\udfff)');
  }
}

/** The event loaded for a route with `:event_id` (always set for such routes by the time a handler runs). */
export function eventOf(request: FastifyRequest): EventRow {
  if (!request.event) throw new Error('eventOf() used on a route without :event_id');
  return request.event;
}

/** The signed-in caller of a change-making route, as the audit log names them. */
export function actorOf(request: FastifyRequest, at: Date): Actor {
  return { userId: viewerOf(request).id, at };
}

/** The signed-in caller of a route whose guard requires one. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw notAuthenticated();
  return request.viewer;
}
