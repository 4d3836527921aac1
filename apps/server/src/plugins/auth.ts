import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import { EventIdParamSchema, ErrorBodySchema, PermissionSchema } from '@app/shared';
import type { AppContext, Viewer } from '../lib/context';
import { AppError, badRequest, forbidden, invalidToken, notAuthenticated } from '../lib/errors';
import { describeGuard, holdsAny, type Guard } from '../lib/guards';
import { resolveEvent, type EventRow } from '../modules/events/events.service';
import { findMembership } from '../modules/teams/teams.service';
import { applyLocalGrant, findViewer } from '../modules/users/users.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; required on every /api route. */
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

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api') || isDocsRoute(route.url)) return;
    const guard = route.config?.guard;
    if (!guard) throw new Error(`Route ${route.method.toString()} ${route.url} declares no guard`);

    const preHandlers: preHandlerAsyncHookHandler[] = [];
    if (route.url.includes(':event_id')) preHandlers.push(loadEvent);
    preHandlers.push(enforceGuard);
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...preHandlers, ...existing];

    const schema = (route.schema ??= {}) as Record<string, unknown>;
    schema.description = [schema.description, `**Access:** ${describeGuard(guard)}`].filter(Boolean).join('\n\n');
    const responses = (schema.response ??= {}) as Record<string, unknown>;
    responses[400] ??= ErrorBodySchema.describe('The request is invalid');
    if (guard.kind !== 'public') {
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
        const permissions = claims.permissions.flatMap((p) => PermissionSchema.safeParse(p).data ?? []);
        const granted = await applyLocalGrant(ctx.db, viewer, permissions, new Date(claims.iat * 1000), ctx.now());
        viewer = { ...granted, permissionsUpdatedAt: null };
      }
      request.viewer = { id: viewer.id, displayName: viewer.displayName, permissions: viewer.permissions };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      request.authError = error;
    }
  });

  async function loadEvent(request: FastifyRequest): Promise<void> {
    // Route schemas have already turned the parameter into a number or 'current'.
    const raw = (request.params as { event_id?: unknown }).event_id;
    const param = typeof raw === 'number' || raw === 'current' ? raw : EventIdParamSchema.safeParse(raw).data;
    if (param === undefined) throw badRequest('event_id must be a positive whole number or "current"');
    request.event = await resolveEvent(ctx.db, param, request.viewer);
  }

  async function enforceGuard(request: FastifyRequest): Promise<void> {
    const guard = request.routeOptions.config.guard;
    if (!guard || guard.kind === 'public') return;
    const viewer = request.viewer;
    if (!viewer) throw request.authError ?? notAuthenticated();
    switch (guard.kind) {
      case 'user':
        return;
      case 'permissions':
        if (!holdsAny(viewer.permissions, guard.anyOf)) throw forbidden(`This needs one of these roles: ${guard.anyOf.join(', ')}`);
        return;
      case 'self': {
        if (holdsAny(viewer.permissions, guard.or)) return;
        const userId = Number((request.params as { user_id?: unknown }).user_id);
        if (userId !== viewer.id) throw forbidden('You can only do this for yourself');
        return;
      }
      case 'team_member':
      case 'team_lead': {
        if (holdsAny(viewer.permissions, guard.or)) return;
        const event = request.event;
        const membership = event ? await findMembership(ctx.db, event.id, viewer.id) : undefined;
        if (!membership) throw forbidden('You are not in a team of this event');
        if (guard.kind === 'team_lead' && !membership.isTeamLead) throw forbidden('Only team leads can do this');
        return;
      }
    }
  }
}

/** The event loaded for a route with `:event_id` (always set for such routes by the time a handler runs). */
export function eventOf(request: FastifyRequest): EventRow {
  if (!request.event) throw new Error('eventOf() used on a route without :event_id');
  return request.event;
}

/** The signed-in caller of a route whose guard requires one. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw notAuthenticated();
  return request.viewer;
}
