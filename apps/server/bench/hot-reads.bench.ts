/**
 * The public reads a crowd of viewers makes, against a bare Fastify hello-world in the same run (issue 15):
 * the site runs in demo mode as `npm start` runs it (API and worker in one process, the demo's ingestion
 * going on), each endpoint is loaded by 20 keep-alive connections asking for gzip, and its rate is printed
 * as a share of the hello-world rate measured just before and just after it (target ≥ 50 %). With
 * BENCH_DATABASE_URL the same reads are also measured against two `ROLES=api` processes behind one worker on
 * that PostgreSQL (the load spread over both).
 *
 * Each row also says what one answer cost in CPU: the site's processes (in one-process mode including the
 * demo's ingestion going on beside it) and this process, where autocannon generates the load. On two cores
 * they share the machine, so a read whose answers cost the load generator more (it turns every body it
 * receives into a string) is served at a lower rate however little it costs the site.
 *
 *   node_modules/.bin/tsx apps/server/bench/hot-reads.bench.ts        (BENCH_SECONDS=10 per endpoint)
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { HOT_READ_PATHS as HOT_READS } from '../src/plugins/read-cache';
import { createSiteDatabase, startHelloWorld, startSite, type SiteProcess } from './site-processes';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const TARGET = 0.5;

type Load = {
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
  latencyP99: number;
  /** CPU per answer of the serving processes and of this process (autocannon, the load generator), in µs. */
  cpu: { server: number; client: number };
};

/** The unit of /proc's CPU times: Linux reports them in USER_HZ, 100 per second on x86 and ARM. */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time a process has used so far, in µs (user + system time of /proc/<pid>/stat, fields 14 and 15). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS_PER_SECOND;
}

async function load(servers: SiteProcess[], path: string, seconds = SECONDS, connections = CONNECTIONS): Promise<Load> {
  const serverCpu = () => servers.reduce((sum, server) => sum + cpuMicros(server.pid), 0);
  const [server0, client0] = [serverCpu(), process.cpuUsage()];
  const result = await autocannon({
    // autocannon spreads the connections over several URLs; its types only know one.
    url: servers.map((server) => `${server.url}${path}`) as unknown as string,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
  });
  const client = process.cpuUsage(client0);
  const answers = Math.max(1, result.requests.total);
  return {
    requestsPerSecond: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    latencyP99: result.latency.p99,
    cpu: { server: (serverCpu() - server0) / answers, client: (client.user + client.system) / answers },
  };
}

/** Body size as sent (gzip asked for) and as JSON. */
async function sizes(url: string): Promise<{ sent: number; json: number; encoding: string }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let sent = 0;
      response.on('data', (chunk: Buffer) => (sent += chunk.length));
      response.on('end', () => {
        void fetch(url).then(async (plain) =>
          resolve({
            sent,
            json: (await plain.arrayBuffer()).byteLength,
            encoding: response.headers['content-encoding'] ?? 'identity',
          }),
        );
      });
    })
      .on('error', reject)
      .end();
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pct = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

/**
 * Each hot read against the ceiling measured just before and just after it, averaged (on a shared 2-core
 * machine the ceiling itself drifts by tens of percent within a minute), and against a bare Fastify sending
 * the same number of bytes.
 */
async function measureReads(site: SiteProcess | SiteProcess[], hello: SiteProcess): Promise<Load[]> {
  const sites = [site].flat();
  const ceiling = () => load([hello], '/api/health', Math.min(SECONDS, 5));
  let before = await ceiling();
  const ceilings = [before];
  for (const path of HOT_READS) {
    const size = await sizes(`${sites[0]!.url}${path}`);
    const result = await load(sites, path);
    const after = await ceiling();
    const bracket = (before.requestsPerSecond + after.requestsPerSecond) / 2;
    ceilings.push(after);
    before = after;
    const sameSize = (await load([hello], `/bytes/${size.sent}`, Math.min(SECONDS, 5))).requestsPerSecond;
    const ratio = result.requestsPerSecond / bracket;
    console.log(
      `  ${path.padEnd(38)} ${kb(size.json).padStart(9)} → ${kb(size.sent).padStart(8)} ${size.encoding.padEnd(8)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  ${pct(ratio).padStart(7)} of hello-world ${ratio >= TARGET ? '✓' : '✗'} (target ≥ ${TARGET * 100} %); ${pct(result.requestsPerSecond / sameSize).padStart(7)} of a bare answer of its size; p99 ${result.latencyP99} ms; CPU per answer: site ${us(result.cpu.server)}, load generator ${us(result.cpu.client)}${result.non2xx || result.errors ? `  ${result.non2xx} non-2xx, ${result.errors} errors` : ''}`,
    );
  }
  return ceilings;
}

/** Waits until the demo's worker has scored something: the reads are measured as viewers see them mid-event. */
async function untilScored(site: SiteProcess): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const scores = (await (await fetch(`${site.url}${HOT_READS[0]}`)).json()) as unknown[];
    if (scores.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the demo scored nothing within a minute');
}

const us = (micros: number) => `${micros.toFixed(0)} µs`;
const spread = (values: number[], unit: string) =>
  `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)} ${unit}`;
/** The ceilings of a run: their rates, and what an answer cost the hello-world and the load generator. */
const ceilingSummary = (ceilings: Load[]) =>
  `bare Fastify hello-world before and after each read: ${spread(
    ceilings.map((c) => c.requestsPerSecond),
    'req/s',
  )}; CPU per answer: hello-world ${spread(
    ceilings.map((c) => c.cpu.server),
    'µs',
  )}, load generator ${spread(
    ceilings.map((c) => c.cpu.client),
    'µs',
  )}`;

async function main() {
  const database = await createSiteDatabase();
  const started: SiteProcess[] = [];
  try {
    const hello = await startHelloWorld();
    started.push(hello);
    // A short run first, so that the ceiling is measured warm (JIT, sockets) like every read after it.
    await load([hello], '/api/health', 3);
    console.log(
      `hot reads (${database.kind}; ${os.cpus().length} cores; ${CONNECTIONS} connections, ${SECONDS} s each, accept-encoding gzip)`,
    );

    const site = await startSite(database);
    started.push(site);
    await untilScored(site);
    console.log('  one process (API + worker, demo mode):');
    const ceilings = await measureReads(site, hello);
    await site.stop();
    console.log(`  ${ceilingSummary(ceilings)}`);

    if (database.kind === 'postgres') {
      const worker = await startSite(database, { roles: 'worker' });
      started.push(worker);
      const apis = [await startSite(database, { roles: 'api' }), await startSite(database, { roles: 'api' })];
      started.push(...apis);
      for (const api of apis) await untilScored(api);
      console.log('  two ROLES=api processes behind one ROLES=worker process, the load spread over both:');
      console.log(`  ${ceilingSummary(await measureReads(apis, hello))}`);
    } else {
      console.log('  two API processes: needs PostgreSQL (set BENCH_DATABASE_URL)');
    }
  } finally {
    for (const process of started.reverse()) await process.stop();
    await database.drop();
  }
}

await main();
