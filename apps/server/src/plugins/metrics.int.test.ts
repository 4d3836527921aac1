import { describe, expect, it } from 'vitest';
import { createJobRunner } from '../worker/job-runner';
import { createMetrics } from '../lib/metrics';
import { insertEvent, insertUser } from '../test/fixtures';
import { countedJob, QUIET_LOG } from '../test/jobs';
import { createTestApp, DATABASE_KINDS } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import { waitFor } from '../test/wait';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789abcdef';

/** The value of one series in a Prometheus text exposition, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(DATABASE_KINDS)('GET /metrics on %s', (kind) => {
  const t = useTestApp(kind, { env: { METRICS_TOKEN } });
  const scrape = async () =>
    (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } }))
      .body;

  it('answers only the metrics token: none, a wrong one and a user sign-in get 401', async () => {
    const admin = await t.auth((await insertUser(t.database.db, { permissions: ['admin'] })).id);
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'not_authenticated' });
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'invalid_token' });
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: admin })).statusCode).toBe(401);

    const right = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(right.body).toContain('# TYPE http_requests_total counter');
    expect(sample(right.body, 'websocket_clients')).toBe(0);
    expect(sample(right.body, `database_info{kind="${kind}"}`)).toBe(1);
    if (kind === 'postgres') expect(sample(right.body, 'database_pool_connections{state="total"}')).toBeGreaterThan(0);
    else expect(right.body).not.toContain('database_pool_connections{');
  });

  it('counts requests by route pattern and status, never by raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/events/987654' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route-4711' });

    const text = await scrape();
    expect(sample(text, 'http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(2);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/events/:event_id",status="404"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="GET",route="(unmatched)",status="404"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}')).toBe(2);
    expect(text).not.toContain('987654');
    expect(text).not.toContain('no-such-route-4711');
  });

  it('counts job runs and failures per job type', async () => {
    const event = await insertEvent(t.database.db);
    const admin = await t.auth((await insertUser(t.database.db, { permissions: ['admin'] })).id);
    const end = new Date(Date.now() + 3_600_000).toISOString();
    for (const jobType of ['FetchStashChanges', 'FetchGuildStashes']) {
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/jobs',
        headers: admin,
        payload: { event_id: event.id, job_type: jobType, end_date: end },
      });
      expect(started.statusCode).toBe(201);
    }
    // One run each, then a pause longer than the test.
    const succeeding = countedJob('FetchStashChanges', 3_600_000, {});
    const failing = countedJob('FetchGuildStashes', 3_600_000, 'the guild stash API said no');
    const runner = createJobRunner(t.app.ctx, [succeeding.job, failing.job], QUIET_LOG);
    await runner.start();
    await waitFor('a success and a failure', async () => succeeding.runs() >= 1 && failing.runs() >= 1, {
      timeoutMs: 10_000,
    });
    await runner.stop();

    // Read after stopping, so the counts cannot move between the two reads.
    const text = await scrape();
    expect(sample(text, 'job_runs_total{job_type="FetchStashChanges",outcome="success"}')).toBe(succeeding.runs());
    expect(sample(text, 'job_runs_total{job_type="FetchGuildStashes",outcome="failure"}')).toBe(failing.runs());
    expect(sample(text, 'job_run_duration_seconds_count{job_type="FetchStashChanges"}')).toBe(succeeding.runs());
  });
});

describe('metrics without METRICS_TOKEN', () => {
  it('does not serve /metrics at all', async () => {
    const t = await createTestApp('pglite');
    try {
      const response = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
      expect(t.app.routeCatalog.map((route) => route.url)).not.toContain('/metrics');
    } finally {
      await t.close();
    }
  });
});

describe('metrics registry', () => {
  it('counts upstream calls per provider and status, 429s apart, and keeps each registry separate', async () => {
    const metrics = createMetrics();
    const other = createMetrics();
    metrics.upstreamCall('poe', 200);
    metrics.upstreamCall('poe', 429);
    metrics.upstreamCall('poe', 429);
    metrics.upstreamCall('twitch', null);
    metrics.scoreUpdaterLag(1.5);

    const text = await metrics.registry.metrics();
    expect(sample(text, 'upstream_requests_total{provider="poe",status="200"}')).toBe(1);
    expect(sample(text, 'upstream_requests_total{provider="poe",status="429"}')).toBe(2);
    expect(sample(text, 'upstream_requests_total{provider="twitch",status="network"}')).toBe(1);
    expect(sample(text, 'upstream_rate_limited_total{provider="poe"}')).toBe(2);
    expect(sample(text, 'score_updater_lag_seconds')).toBe(1.5);
    expect(await other.registry.metrics()).not.toContain('provider="poe"');
  });
});
