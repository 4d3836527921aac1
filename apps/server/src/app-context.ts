/**
 * What the running app hands its routes, services and jobs: the database, settings, clock, providers, the
 * live score feed and the caches. It lives beside app.ts, which builds it; lib/ never imports it.
 */
import type { Database, Db } from './db/database';
import type { Env } from './env';
import type { AuthTokens } from './lib/auth-tokens';
import type { Metrics } from './lib/metrics';
import type { ReadCache } from './lib/read-cache';
import type { StreamsService } from './modules/streams/streams.service';
import type { Providers } from './providers/providers';
import type { ScoreFeed } from './realtime/score-feed';

/** What services need from the running app. Time comes from `now()` so tests can move it. */
export type AppContext = {
  db: Db;
  database: Database;
  env: Env;
  tokens: AuthTokens;
  now: () => Date;
  /** The server's version, as shown by /api/health. */
  version: string;
  /** True when the providers are the built-in simulator with demo data (no credentials configured). */
  demoMode: boolean;
  /** Live score push to this process's WebSocket clients. */
  scoreFeed: ScoreFeed;
  /** Provider clients (null when a provider is not configured). */
  providers: Providers;
  /** Live streams of the current event, cached. */
  streams: StreamsService;
  /** This app's Prometheus registry and recorders (GET /metrics). */
  metrics: Metrics;
  /** The hot public reads, serialized and compressed, per event and viewer kind (plugins/read-cache.ts). */
  reads: ReadCache;
  /** Where the process is in its life, as GET /api/ready reports it. */
  lifecycle: Lifecycle;
};

export type Lifecycle = {
  /** The hot reads have been built once since start (set by warmHotReads). */
  warm: boolean;
  /** Shutting down: readiness answers 503 so that proxies send new requests elsewhere. */
  draining: boolean;
};
