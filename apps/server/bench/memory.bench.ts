/**
 * Issue 33 §4: the memory of the set-up a newcomer runs. `npm start` (web, API, worker, the provider simulator
 * and the embedded PGlite database in one process) is started as that script starts it — the compiled server,
 * the start script's node flags, a fresh data directory, the demo — and left to run the demo for 150 s with no
 * visitors. Prints its peak RSS (the kernel's high-water mark) and its RSS at the end against the target, each
 * broken down: V8 heap used/total, external memory and array buffers, and PGlite's WebAssembly memory (counted
 * in external; it only grows).
 *
 * Then the same process under a stash load: the demo's players put MEMORY_BENCH_STASH_TABS tabs of 40 items each
 * (catalogue items the objectives look for, and rares they do not) into the river through the simulator's control
 * API, evenly over another MEMORY_BENCH_SECONDS, while the site's own worker reads and scores them at the river's
 * pace. The bench prints the peak and the RSS at the end of that phase too, and how far the worker got.
 * stash-pipeline.bench.ts measures the worker alone under ~21 MB pages.
 *
 *   node_modules/.bin/tsx apps/server/bench/memory.bench.ts      (MEMORY_BENCH_SECONDS=… to run shorter or longer)
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { DEMO_LEAGUE, DEMO_PLAYERS, listCatalogueItems } from '@app/simulator';
import { createAuthTokens, findJwtSecret } from '../src/lib/auth-tokens';
import { freePort } from '../src/test/free-port';
import { startServerNodeFlags } from '../src/test/start-flags';
import { spawnNode } from './site-processes';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const SECONDS = Number(process.env.MEMORY_BENCH_SECONDS ?? 150);
const TARGET_RSS_MB = 512;
const STASH_TABS = Number(process.env.MEMORY_BENCH_STASH_TABS ?? 3_000);
const ITEMS_PER_TAB = 40;

type Breakdown = {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  wasm: number;
};
type ProbeReport = { latest: Breakdown; atPeak: Breakdown; kernelPeakRss: number };

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const describe = (b: Breakdown) =>
  `heap ${mb(b.heapUsed)} used of ${mb(b.heapTotal)}, external ${mb(b.external)} (PGlite's WebAssembly memory ` +
  `${mb(b.wasm)}, array buffers ${mb(b.arrayBuffers)}), the rest ${mb(b.rss - b.heapTotal - b.external)}`;

/**
 * The server compiled as `npm start` compiles it (scripts/build-server.mjs), but into a folder of its own laid out
 * like the repository (migrations, package.json and node_modules linked), so a build or an `npm start` running
 * beside the bench is not disturbed.
 */
async function compileServer(root: string): Promise<string> {
  const serverDir = path.join(root, 'apps/server');
  mkdirSync(serverDir, { recursive: true });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  for (const name of ['drizzle', 'package.json', 'node_modules']) {
    const target = path.join(repoRoot, 'apps/server', name);
    if (existsSync(target)) symlinkSync(target, path.join(serverDir, name));
  }
  await build({
    entryPoints: { main: path.join(repoRoot, 'apps/server/src/main.ts') },
    outdir: path.join(serverDir, 'dist'),
    bundle: true,
    platform: 'node',
    target: 'node20.19',
    format: 'esm',
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [
      {
        // Workspace packages export TypeScript source: compiled in; every other package stays in node_modules.
        name: 'node-modules-external',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@app/') || args.kind === 'entry-point'
              ? undefined
              : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return path.join(serverDir, 'dist/main.js');
}

/**
 * Notes the peak RSS of each child process of `pid` (PGlite's cluster creation at the first start runs in one):
 * the kernel's high-water mark only grows, so its last reading before the child ends is close to its peak.
 */
function watchChildren(pid: number, peaks: Map<number, number>): void {
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean);
      for (const childPid of children.map(Number)) {
        const status = readFileSync(`/proc/${childPid}/status`, 'utf8');
        const kilobytes = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
        peaks.set(childPid, Math.max(peaks.get(childPid) ?? 0, kilobytes * 1024));
      }
    }
  } catch {
    // a process ended between two reads
  }
}

/** The items the demo's objectives look for; the load puts some of them into its tabs. */
const CATALOGUE = listCatalogueItems();

/** The n-th tab of the stash load: a demo player's, a few sought items among rares nobody looks for. */
function loadTab(n: number) {
  const player = DEMO_PLAYERS[n % DEMO_PLAYERS.length];
  if (!player) throw new Error('the demo has no players');
  const items = Array.from({ length: ITEMS_PER_TAB }, (_, slot) => {
    const sought = CATALOGUE[(n * 7 + slot) % CATALOGUE.length];
    return slot % 8 === 0 && sought
      ? { name: sought.matchOn === 'NAME' ? sought.name : undefined, baseType: sought.baseType }
      : { name: `Load ${n}-${slot}`, baseType: 'Leather Belt', rarity: 'Rare' as const, ilvl: 80 };
  });
  return { account: player.accountName, stash: `load ${n}`, league: DEMO_LEAGUE, items };
}

/** Puts STASH_TABS tabs into the river, evenly over `seconds`; answers how many the simulator took. */
async function pushStashLoad(simulator: string, seconds: number): Promise<number> {
  const started = Date.now();
  let accepted = 0;
  for (let n = 0; n < STASH_TABS; n++) {
    const due = started + (n * seconds * 1000) / STASH_TABS;
    if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    // A refused or reset connection (the site's event loop busy past the keep-alive timeout) loses that tab only.
    const response = await fetch(`${simulator}/_control/stash-changes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(loadTab(n)),
    }).catch(() => undefined);
    if (response?.ok) accepted++;
  }
  const rest = started + seconds * 1000 - Date.now();
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  return accepted;
}

/** The site's stash stream: runs of the FetchStashChanges and EvaluateStashChanges jobs of the current event. */
async function stashJobRuns(url: string, secret: string | undefined): Promise<string> {
  if (!secret) return 'unknown';
  const tokens = createAuthTokens(secret);
  const authorization = `Bearer ${await tokens.sign({ userId: 1, permissions: ['admin'], ttlSeconds: 600, grant: true })}`;
  const response = await fetch(`${url}/api/jobs`, { headers: { authorization } });
  if (!response.ok) return `unknown (${response.status})`;
  const jobs = (await response.json()) as { job_type: string; runs: number }[];
  return jobs
    .filter((job) => job.job_type === 'FetchStashChanges' || job.job_type === 'EvaluateStashChanges')
    .map((job) => `${job.job_type} ${job.runs} runs`)
    .join(', ');
}

async function main() {
  const root = mkdtempSync(path.join(tmpdir(), 'memory-bench-'));
  const dataDir = path.join(root, 'data');
  const probeFile = path.join(root, 'probe.json');
  let site: ChildProcess | undefined;
  try {
    const mainFile = await compileServer(root);
    const port = await freePort();
    const simulatorPort = await freePort();
    const flags = startServerNodeFlags();
    console.log(
      `node flags as \`npm start\` runs the server: ${flags.join(' ')}; ${SECONDS} s of the demo, no visitors`,
    );
    const started = Date.now();
    site = spawnNode([...flags, '--import', fileURLToPath(new URL('memory-probe.mjs', import.meta.url)), mainFile], {
      // The embedded database even when the shell names a PostgreSQL: that is what a newcomer runs.
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL')),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(repoRoot, 'apps/web/dist'),
      LOG_LEVEL: 'warn',
      DEMO_SIMULATOR_PORT: String(simulatorPort),
      MEMORY_PROBE_FILE: probeFile,
    });
    const childPeaks = new Map<number, number>();
    const childWatch = setInterval(() => watchChildren(site?.pid ?? 0, childPeaks), 100);
    const url = `http://127.0.0.1:${port}`;
    for (;;) {
      if (site.exitCode !== null) throw new Error(`the site exited with code ${site.exitCode}`);
      const answered = await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const ready = Date.now();
    console.log(
      `site ready after ${((ready - started) / 1000).toFixed(1)} s (first start: cluster created, migrated, demo seeded)`,
    );
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    const target = `(target ≤ ${TARGET_RSS_MB} MB)`;
    const plain = JSON.parse(readFileSync(probeFile, 'utf8')) as ProbeReport;
    console.log(`peak RSS, start and ${SECONDS} s: ${mb(plain.kernelPeakRss)} ${target}`);
    console.log(`  at the highest sample (${mb(plain.atPeak.rss)}): ${describe(plain.atPeak)}`);
    console.log(`RSS after ${SECONDS} s:          ${mb(plain.latest.rss)} ${target}`);
    console.log(`  ${describe(plain.latest)}`);

    const secret = findJwtSecret(undefined, dataDir)?.secret;
    const before = await stashJobRuns(url, secret);
    const accepted = await pushStashLoad(`http://127.0.0.1:${simulatorPort}`, SECONDS);
    const loaded = JSON.parse(readFileSync(probeFile, 'utf8')) as ProbeReport;
    console.log(
      `under a stash load (${accepted} of ${STASH_TABS} tabs of ${ITEMS_PER_TAB} items over ${SECONDS} s; ` +
        `stash jobs before: ${before}; after: ${await stashJobRuns(url, secret)}):`,
    );
    console.log(`  peak RSS, whole run: ${mb(loaded.kernelPeakRss)} ${target}`);
    console.log(`  at the highest sample (${mb(loaded.atPeak.rss)}): ${describe(loaded.atPeak)}`);
    console.log(`  RSS at the end:      ${mb(loaded.latest.rss)} ${target}`);
    console.log(`  ${describe(loaded.latest)}`);
    clearInterval(childWatch);
    const running = site;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
    for (const [pid, peak] of childPeaks) console.log(`a child process of the site (${pid}): peak RSS ${mb(peak)}`);
  } finally {
    if (site && site.exitCode === null) site.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
