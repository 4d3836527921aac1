/**
 * Issue 33 §4: the memory of the set-up a newcomer runs. `npm start` (web, API, worker, the provider simulator
 * and the embedded PGlite database in one process) is started as that script starts it — the compiled server,
 * the start script's node flags, a fresh data directory, the demo — and left to run the demo for 150 s with no
 * visitors. Prints its peak RSS (the kernel's high-water mark) and its RSS at the end against the target, each
 * broken down: V8 heap used/total, external memory and array buffers, and PGlite's WebAssembly memory (counted
 * in external; it only grows).
 *
 * The stash stream's peak under load is stash-pipeline.bench.ts's figure.
 *
 *   node_modules/.bin/tsx apps/server/bench/memory.bench.ts      (MEMORY_BENCH_SECONDS=… to run shorter or longer)
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { freePort } from '../src/test/free-port';
import { startServerNodeFlags } from '../src/test/start-flags';
import { spawnNode } from './site-processes';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const SECONDS = Number(process.env.MEMORY_BENCH_SECONDS ?? 150);
const TARGET_RSS_MB = 512;

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

async function main() {
  const root = mkdtempSync(path.join(tmpdir(), 'memory-bench-'));
  const dataDir = path.join(root, 'data');
  const probeFile = path.join(root, 'probe.json');
  try {
    const mainFile = await compileServer(root);
    const port = await freePort();
    const flags = startServerNodeFlags();
    console.log(
      `node flags as \`npm start\` runs the server: ${flags.join(' ')}; ${SECONDS} s of the demo, no visitors`,
    );
    const started = Date.now();
    const child = spawnNode(
      [...flags, '--import', fileURLToPath(new URL('memory-probe.mjs', import.meta.url)), mainFile],
      {
        // The embedded database even when the shell names a PostgreSQL: that is what a newcomer runs.
        ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL')),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(repoRoot, 'apps/web/dist'),
        LOG_LEVEL: 'warn',
        MEMORY_PROBE_FILE: probeFile,
      },
    );
    const childPeaks = new Map<number, number>();
    const childWatch = setInterval(() => watchChildren(child.pid ?? 0, childPeaks), 100);
    const url = `http://127.0.0.1:${port}`;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the site exited with code ${child.exitCode}`);
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
    clearInterval(childWatch);
    const report = JSON.parse(readFileSync(probeFile, 'utf8')) as ProbeReport;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    const target = `(target ≤ ${TARGET_RSS_MB} MB)`;
    console.log(`peak RSS, start and ${SECONDS} s: ${mb(report.kernelPeakRss)} ${target}`);
    console.log(`  at the highest sample (${mb(report.atPeak.rss)}): ${describe(report.atPeak)}`);
    console.log(`RSS after ${SECONDS} s:          ${mb(report.latest.rss)} ${target}`);
    console.log(`  ${describe(report.latest)}`);
    for (const [pid, peak] of childPeaks) console.log(`a child process of the site (${pid}): peak RSS ${mb(peak)}`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
