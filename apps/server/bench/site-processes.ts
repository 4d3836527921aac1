/**
 * The site as separate processes for the benches that load it over HTTP and WebSockets: started with the
 * server's own entry point (as `npm start` runs it), on the embedded database in a throw-away folder, or on a
 * throw-away database of BENCH_DATABASE_URL's PostgreSQL (which several processes can share: one worker and
 * any number of `ROLES=api` processes).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/test/free-port';
import { startServerNodeFlags } from '../src/test/start-flags';
import { createThrowawayPostgres } from '../src/test/throwaway-postgres';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const mainFile = path.join(repoRoot, 'apps/server/src/main.ts');

/** The V8 heap flags `npm start` gives the server (the `--max-…` and `--initial-…` options of start:server). */
export function serverNodeFlags(): string[] {
  return startServerNodeFlags().filter((flag) => /^--(max|initial)-/.test(flag));
}

export type SiteProcess = { url: string; pid: number; process: ChildProcess; stop(): Promise<void> };

/**
 * Runs `node` in a shell that first raises the open-files limit to the hard limit: thousands of sockets
 * need more than the usual default of 1,024.
 */
export function spawnNode(args: string[], env: NodeJS.ProcessEnv, options: { ipc?: boolean } = {}): ChildProcess {
  const quoted = [process.execPath, ...args].map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
  return spawn('sh', ['-c', `ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec ${quoted}`], {
    env,
    stdio: ['ignore', 'inherit', 'inherit', ...(options.ipc ? (['ipc'] as const) : [])],
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site at ${url} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the site at ${url} did not answer within ${timeoutMs} ms`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Where the site's processes keep their data: a PGlite folder, or one PostgreSQL database they share. */
export type SiteDatabase = { kind: 'pglite' | 'postgres'; env: Record<string, string>; drop(): Promise<void> };

export async function createSiteDatabase(): Promise<SiteDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-site-'));
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) {
    return {
      kind: 'pglite',
      env: { DATA_DIR: dataDir },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const created = await createThrowawayPostgres(base, 'bench_site');
  return {
    kind: 'postgres',
    // The generated token secret lives in DATA_DIR: processes sharing it accept each other's tokens.
    env: { DATA_DIR: dataDir, DATABASE_URL: created.url },
    async drop() {
      await created.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts one site process (`roles`: api, worker or both) in demo mode on `database`, with the node flags of
 * the start script, and waits until it answers (a worker-only process: until it has had time to migrate and seed).
 */
export async function startSite(
  database: SiteDatabase,
  options: { roles?: string; env?: Record<string, string>; nodeArgs?: string[] } = {},
): Promise<SiteProcess> {
  const roles = options.roles ?? 'api,worker';
  const port = await freePort();
  const child = spawnNode([...serverNodeFlags(), ...(options.nodeArgs ?? []), '--import', 'tsx', mainFile], {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    PROVIDERS: 'demo',
    PORT: String(port),
    HOST: '127.0.0.1',
    ROLES: roles,
    ...database.env,
    ...options.env,
  });
  const url = `http://127.0.0.1:${port}`;
  if (roles.includes('api')) await waitForHealth(url, child);
  return { url, pid: child.pid ?? 0, process: child, stop: () => stopChild(child) };
}

/** A bare Fastify hello-world route from the project's own node_modules: the ceiling the reads are held to. */
export async function startHelloWorld(): Promise<SiteProcess> {
  const port = await freePort();
  const child = spawnNode([fileURLToPath(new URL('hello-world.mjs', import.meta.url)), String(port)], process.env);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return { url, pid: child.pid ?? 0, process: child, stop: () => stopChild(child) };
}
