/**
 * Operational metrics in the Prometheus text format (GET /metrics, plugins/metrics.ts). One registry per app,
 * never prom-client's global one: tests build many apps in one process, and each must count only its own.
 *
 * Labels are bounded sets only (route patterns, job types, providers, status codes): a raw URL or an id as a
 * label would grow the series without limit.
 */
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the database can tell about its connections (PostgreSQL pool; null for the embedded PGlite). */
export type PoolStats = { total: number; idle: number; waiting: number };

/** Outbound calls, as the HTTP client reports them: the provider's status, or null when no response came. */
export type UpstreamObserver = (provider: string, status: number | null) => void;

export type Metrics = {
  registry: Registry;
  /** One finished HTTP request: the route pattern (never the raw URL), its status and how long it took. */
  httpRequest(method: string, route: string, status: number, seconds: number): void;
  /** One finished job run. */
  jobRun(jobType: string, outcome: 'success' | 'failure', seconds: number): void;
  upstreamCall: UpstreamObserver;
  /** How long scoring work waited between being noticed (NOTIFY, poll) and its scores being saved. */
  scoreUpdaterLag(seconds: number): void;
  /** Live values read at scrape time (WebSocket clients, the database pool). */
  observe(sources: MetricSources): void;
};

export type MetricSources = {
  webSocketClients?: () => number;
  database?: { kind: 'pglite' | 'postgres'; poolStats(): PoolStats | null };
};

/** Request latencies: API answers are milliseconds; the upper buckets catch a slow database or provider. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Job runs page through providers under rate limits: seconds to minutes. */
const JOB_BUCKETS = [0.1, 0.5, 1, 5, 15, 30, 60, 120, 300, 600];

export function createMetrics(): Metrics {
  const registry = new Registry();
  // Every metric is registered in this app's registry only (see the top of this file).
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter<L>({ name, help, labelNames, registers: [registry] });
  const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]) =>
    new Histogram<L>({ name, help, labelNames, buckets, registers: [registry] });
  const httpLabels = ['method', 'route', 'status'] as const;
  const httpRequests = counter(
    'http_requests_total',
    'HTTP requests answered, by method, route pattern and status code.',
    httpLabels,
  );
  const httpDuration = histogram(
    'http_request_duration_seconds',
    'Time to answer an HTTP request, by method, route pattern and status code.',
    httpLabels,
    HTTP_BUCKETS,
  );
  const jobRuns = counter('job_runs_total', 'Recurring job runs, by job type and outcome (success or failure).', [
    'job_type',
    'outcome',
  ]);
  const jobDuration = histogram(
    'job_run_duration_seconds',
    'Duration of recurring job runs, by job type.',
    ['job_type'],
    JOB_BUCKETS,
  );
  const upstreamCalls = counter(
    'upstream_requests_total',
    'Requests sent to providers, by provider and status code ("network" when no response came).',
    ['provider', 'status'],
  );
  const upstreamRateLimited = counter('upstream_rate_limited_total', 'HTTP 429 answers from providers, by provider.', [
    'provider',
  ]);
  const scoreLag = new Gauge({
    name: 'score_updater_lag_seconds',
    help: 'For the last scoring pass: time from noticing new work to its scores being saved.',
    registers: [registry],
  });

  let sources: MetricSources = {};
  new Gauge({
    name: 'websocket_clients',
    help: 'Live-score WebSocket clients connected to this process.',
    registers: [registry],
    collect() {
      this.set(sources.webSocketClients?.() ?? 0);
    },
  });
  new Gauge({
    name: 'database_info',
    help: 'Which database this process uses (1 for its kind).',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      this.reset();
      if (sources.database) this.set({ kind: sources.database.kind }, 1);
    },
  });
  new Gauge({
    name: 'database_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent for the embedded PGlite.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      // PGlite is one in-process connection with nothing to pool: reporting zeros would look like an outage.
      this.reset();
      const stats = sources.database?.poolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  const httpSeries = new Map<
    string,
    { count: ReturnType<typeof httpRequests.labels>; duration: ReturnType<typeof httpDuration.labels> }
  >();

  return {
    registry,
    httpRequest(method, route, status, seconds) {
      // Label sets are few (route patterns × methods × statuses): each is resolved once, not per request.
      const key = `${method} ${status} ${route}`;
      let series = httpSeries.get(key);
      if (!series) {
        const labels = { method, route, status: String(status) };
        series = { count: httpRequests.labels(labels), duration: httpDuration.labels(labels) };
        httpSeries.set(key, series);
      }
      series.count.inc();
      series.duration.observe(seconds);
    },
    jobRun(jobType, outcome, seconds) {
      jobRuns.inc({ job_type: jobType, outcome });
      jobDuration.observe({ job_type: jobType }, seconds);
    },
    upstreamCall(provider, status) {
      upstreamCalls.inc({ provider, status: status === null ? 'network' : String(status) });
      if (status === 429) upstreamRateLimited.inc({ provider });
    },
    scoreUpdaterLag(seconds) {
      scoreLag.set(seconds);
    },
    observe(next) {
      sources = { ...sources, ...next };
    },
  };
}
