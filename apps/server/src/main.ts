/** Starts the server: configuration, database (migrated), demo data on first start, providers, HTTP, worker. */
import { readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { z } from 'zod';
import type { Simulator } from '@app/simulator';
import { buildApp, VERSION } from './app';
import { openDatabase, SchemaTooNewError } from './db/database';
import { seedDemoIfEmpty } from './db/seed-demo';
import { ensureDemoDiscordWebhooks, ensureDemoJobs, linkDemoAccounts, startDemoProviders } from './demo-mode';
import { databaseOptions, InvalidEnvError, loadEnv, type Env } from './env';
import { createBuildQueue, type BuildQueue } from './worker/build-queue';
import { startWorker, type Worker } from './worker/worker';
import { HttpClient } from './lib/http/http-client';
import { createMetrics } from './lib/metrics';
import { databaseAppTokenStore } from './modules/credentials/app-tokens.service';
import { warmHotReads } from './plugins/read-cache';
import { providersConfigFromEnv } from './providers/provider-config';
import { createProviders } from './providers/providers';

const SHUTDOWN_GRACE_MS = 10_000;

function loadAscendancyNodes(file: string | undefined): Set<number> {
  if (!file) return new Set();
  const hashes = z.array(z.number().int()).parse(JSON.parse(readFileSync(file, 'utf8')));
  return new Set(hashes);
}

async function main(): Promise<void> {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof InvalidEnvError) {
      process.stderr.write(`${error.message}\nSee .env.example for every variable.\n`);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase(databaseOptions(env));
  // Also a deploy step of its own (`npm run migrate`); here it finds nothing to do, or refuses a newer schema.
  await database.migrate();
  const seeded = env.seedDemo
    ? await seedDemoIfEmpty(database.db, new Date(), env.demoMode ? env.DEMO_SPEED : 1)
    : false;

  // Outbound HTTP logs through the app's logger once it exists.
  const logSink: { warn(details: Record<string, unknown>, message: string): void } = { warn: () => undefined };
  const metrics = createMetrics();
  const http = new HttpClient({
    logger: { warn: (details, message) => logSink.warn(details, message) },
    observer: metrics.upstreamCall,
    maxInFlightOf: { pob: env.POB_CONCURRENCY, 'pob-poe2': env.POB_CONCURRENCY },
  });
  let simulator: Simulator | undefined;
  let ascendancyNodes = loadAscendancyNodes(env.POE_ASCENDANCY_NODES_FILE);
  let providersConfig = providersConfigFromEnv(env, VERSION);
  if (env.demoMode) {
    const demo = await startDemoProviders(database.db, env, VERSION);
    simulator = demo.simulator;
    providersConfig = demo.config;
    ascendancyNodes = demo.ascendancyNodes;
  }
  const providers = createProviders(providersConfig, { http, appTokens: databaseAppTokenStore(database.db) });

  const app = await buildApp({ database, env, providers, demoMode: env.demoMode, metrics });
  logSink.warn = (details, message) => app.log.warn(details, message);
  if (seeded) app.log.info('created the demo event');
  if (simulator && providers.poe) {
    app.log.info({ urls: simulator.urls }, `demo mode: simulated providers, game time ×${env.DEMO_SPEED}`);
    const linked = await linkDemoAccounts(database.db, providers.poe, simulator, `${env.publicUrl}/auth/poe/callback`);
    if (linked) app.log.info({ linked }, 'signed the demo players in to the simulated game');
    await ensureDemoJobs(database.db);
    if (providers.discordWebhooks) await ensureDemoDiscordWebhooks(database.db, providers.discordWebhooks);
  }

  let worker: Worker | undefined;
  let builds: BuildQueue | undefined;
  if (env.ROLES.includes('worker')) {
    // Without a service for a game, the queue says so once in the log and takes none of its characters.
    builds = createBuildQueue({
      services: [providers.pob, providers.pobPoe2].filter((service) => service !== null),
      db: database.db,
      log: app.log,
      now: () => new Date(),
      concurrency: env.POB_CONCURRENCY,
    });
    worker = startWorker({
      ctx: app.ctx,
      log: app.log,
      ascendancyNodes,
      streamStart: env.demoMode ? 'beginning' : 'tip',
      builds,
    });
  }
  if (env.ROLES.includes('api')) {
    await app.listen({ port: env.PORT, host: env.HOST });
    await warmHotReads(app);
    app.log.info(
      { database: database.kind, dataDir: database.kind === 'pglite' ? env.dataDir : undefined, roles: env.ROLES },
      `site ready on http://localhost:${env.PORT}`,
    );
  } else {
    await app.ready();
  }

  let stopping = false;
  /**
   * SIGTERM: readiness turns 503 and, after SHUTDOWN_DRAIN_MS (time for a proxy's health checks to notice), the
   * server stops taking connections and finishes the requests in flight; WebSocket clients get 1001 "going
   * away" and reconnect through the proxy to another process; the worker finishes its current step and
   * releases its lease to a standby. Whatever still hangs after SHUTDOWN_GRACE_MS is cut off.
   */
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.ctx.lifecycle.draining = true;
    app.log.info({ signal, drainMs: env.SHUTDOWN_DRAIN_MS }, 'shutting down');
    setTimeout(() => {
      app.log.error({ graceMs: SHUTDOWN_GRACE_MS }, 'shutdown took too long; exiting anyway');
      process.exit(1);
    }, env.SHUTDOWN_DRAIN_MS + SHUTDOWN_GRACE_MS).unref();
    void delay(env.ROLES.includes('api') ? env.SHUTDOWN_DRAIN_MS : 0)
      .then(() => Promise.all([app.close(), worker?.stop()]))
      .then(() => builds?.stop())
      .then(() => simulator?.close())
      .then(() => database.close())
      .then(() => {
        app.log.info({}, 'stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

void main().catch((error: unknown) => {
  const reason =
    error instanceof SchemaTooNewError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`The server could not start: ${reason}\n`);
  process.exit(1);
});
