import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import cors from '@fastify/cors';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/database';
import type { Env } from './env';
import { createAuthTokens, resolveJwtSecret } from './lib/auth-tokens';
import type { AppContext } from './app-context';
import { createMetrics, type Metrics } from './lib/metrics';
import { READ_SCOPES, ReadCache } from './lib/read-cache';
import { charactersRoutes } from './modules/characters/characters.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { guildsRoutes } from './modules/guilds/guilds.routes';
import { healthRoutes } from './modules/health/health.routes';
import { jobsRoutes } from './modules/recurring-jobs/recurring-jobs.routes';
import { oauthRoutes } from './modules/oauth/oauth.routes';
import { objectivesRoutes } from './modules/objectives/objectives.routes';
import { scoresRoutes } from './modules/scores/scores.routes';
import { resultsRoutes } from './modules/results/results.routes';
import { submissionsRoutes } from './modules/submissions/submissions.routes';
import { suggestionsRoutes } from './modules/suggestions/suggestions.routes';
import { teamSortRoutes } from './modules/team-sort/team-sort.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { signupsRoutes } from './modules/signups/signups.routes';
import { streamsRoutes } from './modules/streams/streams.routes';
import { createStreamsService } from './modules/streams/streams.service';
import { teamsRoutes } from './modules/teams/teams.routes';
import { usersRoutes } from './modules/users/users.routes';
import { wishesRoutes } from './modules/wishes/wishes.routes';
import { discordWebhooksRoutes } from './modules/discord-webhooks/discord-webhooks.routes';
import { installAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler } from './plugins/error-handler';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limit';
import { answerFromMemory, registerReadCache } from './plugins/read-cache';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { nextTurnOfTheLoop } from './lib/loop-slices';
import type { Providers } from './providers/providers';
import { createScoreFeed } from './realtime/score-feed';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** How long a cached read lives at most when no notification drops it first (see lib/read-cache.ts). */
const READ_CACHE_MAX_AGE_MS = 10_000;
/** Bodies larger than this are parsed and validated in separate turns of the event loop. */
const LARGE_BODY_BYTES = 64 * 1024;

const NO_PROVIDERS: Providers = {
  poe: null,
  twitch: null,
  discord: null,
  discordWebhooks: null,
  pob: null,
  pobPoe2: null,
};

export const VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

export type BuildAppOptions = {
  database: Database;
  env: Env;
  /** Provider clients; none by default (tests and tools that do not talk to providers). */
  providers?: Providers;
  /** The clock services use; tests pass their own. */
  now?: () => Date;
  demoMode?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Metrics shared with what runs beside the app (the provider HTTP client); a fresh registry by default. */
  metrics?: Metrics;
};

/** Removes `token=` query values from logged URLs (WebSocket sign-in puts the JWT there). */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

export function loggerOptions(level: Env['LOG_LEVEL']): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip };
      },
    },
  };
}

/** Builds the HTTP app: API under /api, OpenAPI docs, the web app, errors and auth. Does not listen. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { database, env } = options;
  const now = options.now ?? (() => new Date());
  const base = {
    db: database.db,
    database,
    env,
    tokens: createAuthTokens(resolveJwtSecret(env.JWT_SECRET, env.dataDir), now),
    now,
    version: VERSION,
    demoMode: options.demoMode ?? false,
  };

  const app = Fastify({
    logger: options.logger ?? loggerOptions(env.LOG_LEVEL),
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    // Fastify's own HTTP server, with one step before it: a visitor's hot read already answered for the same
    // URL is sent again from memory (plugins/read-cache.ts, decision 023).
    serverFactory: (handler, serverOptions) => {
      const server = createServer((request, response) => {
        if (!answerFromMemory(app.ctx, request, response)) handler(request, response);
      });
      // What Fastify sets on the server it makes itself (its defaults are in these options).
      const settings = serverOptions as {
        keepAliveTimeout?: number;
        requestTimeout?: number;
        connectionTimeout?: number;
      };
      server.keepAliveTimeout = settings.keepAliveTimeout ?? server.keepAliveTimeout;
      server.requestTimeout = settings.requestTimeout ?? server.requestTimeout;
      server.setTimeout(settings.connectionTimeout ?? 0);
      return server;
    },
  }).withTypeProvider<ZodTypeProvider>();
  const providers = options.providers ?? NO_PROVIDERS;
  const reads = new ReadCache(() => now().getTime(), READ_CACHE_MAX_AGE_MS);
  const ctx: AppContext = {
    ...base,
    scoreFeed: createScoreFeed(base, app.log, (eventId) => reads.drop(READ_SCOPES.scores(eventId))),
    providers,
    streams: createStreamsService(database.db, providers.twitch, now),
    metrics: options.metrics ?? createMetrics(),
    reads,
    lifecycle: { warm: false, draining: false },
  };
  app.addHook('onReady', () => ctx.scoreFeed.start());
  // Before the server waits for its connections to end: live sockets get 1001 "going away" (the web app then
  // reconnects, through the proxy, to a process that is not stopping) instead of holding the close up.
  app.addHook('preClose', () => ctx.scoreFeed.stop());
  app.setValidatorCompiler(validatorCompiler);
  // Reading a large body and checking it against its schema each hold the event loop for a while (a 10,000-row
  // team assignment: tens of ms each): other requests get a turn between the two.
  app.addHook('preValidation', async (request) => {
    if (Number(request.headers['content-length'] ?? 0) > LARGE_BODY_BYTES) await nextTurnOfTheLoop();
  });
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);

  registerErrorHandler(app);
  await app.register(cors, {
    // Same-origin by default; cross-origin callers must be listed (tokens travel in headers, never cookies).
    origin: env.CORS_ORIGINS.length > 0 ? env.CORS_ORIGINS : false,
    methods: ['GET', 'HEAD', 'PUT', 'POST', 'PATCH', 'DELETE'],
  });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  registerRateLimits(app, env, now);
  registerSecurityHeaders(app, env);
  await registerOpenApi(app, VERSION);
  installAuth(app, ctx);
  registerReadCache(app, ctx);
  registerCompression(app);
  await registerMetrics(app, ctx);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(eventsRoutes);
      await api.register(teamsRoutes);
      await api.register(usersRoutes);
      await api.register(signupsRoutes);
      await api.register(objectivesRoutes);
      await api.register(scoresRoutes);
      await api.register(resultsRoutes);
      await api.register(submissionsRoutes);
      await api.register(suggestionsRoutes);
      await api.register(teamSortRoutes);
      await api.register(auditRoutes);
      await api.register(jobsRoutes);
      await api.register(oauthRoutes);
      await api.register(guildsRoutes);
      await api.register(charactersRoutes);
      await api.register(streamsRoutes);
      await api.register(wishesRoutes);
      await api.register(discordWebhooksRoutes);
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, env.webDistDir);
  return app;
}
