/**
 * Five minutes of an event's evening (issue 15): the site in demo mode as `npm start` runs it (its ingestion
 * going on), 1,000 WebSocket clients on the live scores, and a steady mix of the hot reads at half the rate the
 * site managed flat out a moment before. Prints errors (must be 0), latency percentiles, what the sockets
 * received, and the server's resident memory over time with its slope (flat: no leak).
 *
 *   node_modules/.bin/tsx apps/server/bench/soak.bench.ts      (BENCH_SOAK_SECONDS=300, BENCH_SOAK_CLIENTS=1000)
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { HOT_READ_PATHS as HOT_READS } from '../src/plugins/read-cache';
import { createSiteDatabase, startSite } from './site-processes';
import { ClientProcess } from './ws-clients';

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const CLIENTS = Number(process.env.BENCH_SOAK_CLIENTS ?? 1_000);
const CONNECTIONS = 20;
/** Memory before this is the process settling in (caches filling, code optimized), not a trend. */
const WARM_UP_SECONDS = Math.min(60, SECONDS / 5);
const RSS_EVERY_MS = 5_000;

/** Resident memory of a process, from /proc (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** Least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  const covariance = points.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0);
  const variance = points.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
  return variance === 0 ? 0 : covariance / variance;
}

function hotReadLoad(url: string, seconds: number, overallRate?: number) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
    requests: HOT_READS.map((path) => ({ method: 'GET' as const, path })),
    ...(overallRate ? { overallRate } : {}),
  });
}

async function main() {
  const database = await createSiteDatabase();
  // One address opens every socket here; the per-address connect limit would refuse all but 30 a minute.
  const site = await startSite(database, { env: { RATE_LIMITS: 'false' } });
  try {
    const capacity = (await hotReadLoad(site.url, 10)).requests.average;
    const rate = Math.round(capacity / 2);
    const clients = await ClientProcess.open(
      [`${site.url.replace('http', 'ws')}/api/events/current/scores/ws`],
      CLIENTS,
    );

    const samples: { x: number; y: number }[] = [];
    const started = Date.now();
    const sampler = setInterval(
      () => samples.push({ x: (Date.now() - started) / 60_000, y: rssMb(site.pid) }),
      RSS_EVERY_MS,
    );
    samples.push({ x: 0, y: rssMb(site.pid) });
    const result = await hotReadLoad(site.url, SECONDS, rate);
    clearInterval(sampler);
    samples.push({ x: (Date.now() - started) / 60_000, y: rssMb(site.pid) });
    const sockets = await clients.stats();
    await clients.close();

    const settled = samples.filter((sample) => sample.x * 60 >= WARM_UP_SECONDS);
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      `soak (${database.kind}, demo mode with ingestion): ${SECONDS} s, ${CLIENTS.toLocaleString('en')} WebSocket clients, hot reads at ${rate.toLocaleString('en')} req/s = half of the ${Math.round(capacity).toLocaleString('en')} req/s measured flat out`,
    );
    console.log(
      `  hot reads   ${result.requests.total.toLocaleString('en')} requests, ${result.requests.average.toFixed(0)} req/s; ${errors} errors ${errors === 0 ? '✓' : '✗'} (target 0: ${result.non2xx} non-2xx, ${result.errors} failed, ${result.timeouts} timed out)`,
    );
    console.log(
      `  latency     p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
    console.log(
      `  WebSockets  ${sockets.open.toLocaleString('en')} of ${CLIENTS.toLocaleString('en')} still open at the end (${sockets.closed} closed by the server ${sockets.closed === 0 ? '✓' : '✗'}), ${sockets.messages.toLocaleString('en')} score messages received`,
    );
    const first = samples[0]!.y;
    const peak = Math.max(...samples.map((sample) => sample.y));
    console.log(
      `  server RSS  ${first.toFixed(0)} MB at the start, ${samples.at(-1)!.y.toFixed(0)} MB at the end, peak ${peak.toFixed(0)} MB; slope after ${WARM_UP_SECONDS} s of warm-up ${slope(settled).toFixed(2)} MB/min (flat: no leak)`,
    );
  } finally {
    await site.stop();
    await database.drop();
  }
}

await main();
