/**
 * The production layout of README "Deploy" on one machine, for the deploy suite: Caddy (Debian's package,
 * deploy/Caddyfile) in front of API processes, an active worker and a standby, one PostgreSQL. Every site
 * process is the compiled build (`npm run build`) run by node itself with NODE_ENV=production, as the systemd
 * units run it; the provider simulator (in the test's process, over real HTTP) is every provider.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_CLIENTS, type Simulator } from '@app/simulator';
import { openDatabase, type Database } from '../db/database';
import { REPO_ROOT, SERVER_ROOT } from '../env';
import { freePort } from './free-port';
import { startServerNodeFlags } from './start-flags';
import { TEST_JWT_SECRET } from './test-app';
import { createThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';
import { waitFor } from './wait';

const MAIN = path.join(SERVER_ROOT, 'dist/main.js');
const MIGRATE = path.join(SERVER_ROOT, 'dist/migrate.js');
/** The node flags of `npm run start:prod` and the systemd units. */
const NODE_FLAGS = startServerNodeFlags();
/** How long readiness answers 503 before a process stops taking connections: 3 health checks of the proxy. */
export const DRAIN_MS = 3_000;
export const METRICS_TOKEN = 'deploy-suite-metrics-token-of-32-characters';

/** What the suite needs beyond `npm install`; .ci/run installs it (Debian's caddy package). */
export function checkPrerequisites(): void {
  if (!process.env.TEST_DATABASE_URL) throw new Error('the deploy suite needs TEST_DATABASE_URL (PostgreSQL)');
  if (!existsSync(MAIN) || !existsSync(MIGRATE)) throw new Error('the deploy suite runs the build: npm run build');
  if (spawnSync('caddy', ['version']).status !== 0) {
    throw new Error("the deploy suite needs Caddy: apt-get install caddy (Debian's package; .ci/run installs it)");
  }
}

/** waitFor, where a condition that fails (a restarting process refuses connections) is only not met yet. */
export function waitUntil(what: string, condition: () => Promise<boolean>, log?: () => string): Promise<void> {
  return waitFor(what, () => condition().catch(() => false), { log });
}

export type Exit = NodeJS.Signals | number | null;

export type RunningProcess = {
  name: string;
  /** http://127.0.0.1:<port> of an API process or the proxy; empty for a worker. */
  url: string;
  port: number;
  child: ChildProcess;
  exited: Promise<Exit>;
  /** The last of what it printed (for failure messages). */
  output(): string;
  /** SIGTERM (or the signal given), then its exit. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
};

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, port = 0): RunningProcess {
  const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'], env });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<Exit>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  return {
    name,
    url: port ? `http://127.0.0.1:${port}` : '',
    port,
    child,
    exited,
    output: () => `── ${name} ──\n${output.slice(-4_000)}`,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

async function answers(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  await response.arrayBuffer();
  return response.status === 200;
}

/** One throw-away PostgreSQL database on the TEST_DATABASE_URL server. */
export function createDeployDatabase(label: string): Promise<ThrowawayPostgres> {
  return createThrowawayPostgres(process.env.TEST_DATABASE_URL!, `deploy_${label}`);
}

export class Cluster {
  readonly processes: RunningProcess[] = [];
  private readonly dataDir = mkdtempSync(path.join(tmpdir(), 'deploy-'));

  private constructor(
    readonly sim: Simulator,
    readonly databaseUrl: string,
    /** The proxy's address: the site's PUBLIC_URL. */
    readonly proxyPort: number,
  ) {}

  static async create(sim: Simulator, databaseUrl: string): Promise<Cluster> {
    return new Cluster(sim, databaseUrl, await freePort());
  }

  get proxyUrl(): string {
    return `http://127.0.0.1:${this.proxyPort}`;
  }

  /** The production settings of deploy/site.env.example, with the simulator's addresses as the providers'. */
  siteEnv(databaseUrl = this.databaseUrl): NodeJS.ProcessEnv {
    const { urls } = this.sim;
    return {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: TEST_JWT_SECRET,
      PUBLIC_URL: this.proxyUrl,
      TRUST_PROXY: '127.0.0.1',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      METRICS_TOKEN,
      DATA_DIR: this.dataDir,
      PROVIDERS: 'real',
      POE_CLIENT_ID: DEMO_CLIENTS.poe.clientId,
      POE_CLIENT_SECRET: DEMO_CLIENTS.poe.clientSecret,
      POE_API_URL: urls.poeApi,
      POE_WEB_URL: urls.poeWeb,
      POE_NINJA_URL: urls.poeNinja,
    };
  }

  private track(process: RunningProcess): RunningProcess {
    this.processes.push(process);
    return process;
  }

  /** An API process (`event-site-api@<port>`); resolves once /api/ready answers 200. */
  async startApi(name: string, port?: number, databaseUrl?: string): Promise<RunningProcess> {
    const chosen = port ?? (await freePort());
    const env = { ...this.siteEnv(databaseUrl), ROLES: 'api', PORT: String(chosen), HOST: '127.0.0.1' };
    const api = this.track(run(name, process.execPath, [...NODE_FLAGS, MAIN], env, chosen));
    await waitUntil(
      `${name} ready`,
      () => answers(`${api.url}/api/ready`),
      () => this.output(),
    );
    return api;
  }

  /** A worker process (`event-site-worker@<n>`): active if it gets the lease, else standing by. */
  startWorker(name: string): RunningProcess {
    return this.track(run(name, process.execPath, [...NODE_FLAGS, MAIN], { ...this.siteEnv(), ROLES: 'worker' }));
  }

  /** `npm run migrate` (the migrate unit): resolves with its exit and what it printed. */
  async migrate(): Promise<{ exit: Exit; output: string }> {
    const migrate = run('migrate', process.execPath, [...NODE_FLAGS, MIGRATE], this.siteEnv());
    let printed = '';
    migrate.child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    migrate.child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    return { exit: await migrate.exited, output: printed };
  }

  /** Caddy with deploy/Caddyfile over the given API processes; resolves once it answers through to them. */
  async startProxy(apis: RunningProcess[]): Promise<RunningProcess> {
    const home = mkdtempSync(path.join(tmpdir(), 'caddy-'));
    const env = {
      PATH: process.env.PATH,
      HOME: home,
      XDG_DATA_HOME: home,
      XDG_CONFIG_HOME: home,
      SITE_ADDRESS: `:${this.proxyPort}`,
      API_UPSTREAMS: apis.map((api) => `127.0.0.1:${api.port}`).join(' '),
      CADDY_ADMIN: `127.0.0.1:${await freePort()}`,
    };
    const caddyfile = path.join(REPO_ROOT, 'deploy/Caddyfile');
    const proxy = this.track(
      run('caddy', 'caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], env, this.proxyPort),
    );
    await waitUntil(
      'the proxy answers',
      () => answers(`${proxy.url}/api/ready`),
      () => this.output(),
    );
    return proxy;
  }

  /** Requests one API process has answered for a route pattern (its /metrics), e.g. to see the proxy use it. */
  async requestsServed(api: RunningProcess, route: string): Promise<number> {
    const response = await fetch(`${api.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const text = await response.text();
    let total = 0;
    for (const line of text.split('\n')) {
      if (line.startsWith('http_requests_total{') && line.includes(`route="${route}"`)) {
        total += Number(line.slice(line.lastIndexOf(' ') + 1));
      }
    }
    return total;
  }

  /** The cluster's database, opened from the test (for seeding and for reading what the processes wrote). */
  openDatabase(url = this.databaseUrl): Promise<Database> {
    return openDatabase({ url });
  }

  output(): string {
    return this.processes.map((process) => process.output()).join('\n');
  }

  async close(): Promise<void> {
    await Promise.all(this.processes.map((process) => process.stop('SIGKILL')));
  }
}
