/**
 * Deploy suite (issue 16): the production layout of README "Deploy" — Caddy in front of two API processes, an
 * active worker and a standby on one PostgreSQL, all the compiled build under NODE_ENV=production — doing what
 * an organiser's site must survive: two processes migrating one empty database at once, sign-in through the
 * proxy, live scores from either API process, the active worker killed mid-ingestion, a rolling restart under
 * load, and a restore drill. Runs when PostgreSQL answers (TEST_DATABASE_URL); .ci/run installs Caddy.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, count, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { AuthResponse, ScoreDiff, User } from '@app/shared';
import type { Simulator } from '@app/simulator';
import type { Database } from '../db/database';
import { objectives, scores, teams } from '../db/schema';
import { REPO_ROOT, SERVER_ROOT } from '../env';
import { followAuthorize, LEAGUE } from '../providers/simulator.fixtures';
import {
  caughtUp,
  expectUninterruptedResult,
  pagesStored,
  playTheGame,
  seedIngestingEvent,
  startRiverSimulator,
  uninterruptedRun,
} from '../test/stash-ingestion';
import {
  checkPrerequisites,
  Cluster,
  createDeployDatabase,
  waitUntil,
  type RunningProcess,
} from '../test/deploy-cluster';

/** The bar of the issue: a committed score change reaches every client within a second. */
const LIVE_BUDGET_MS = 1_000;
/** Real delay of each river page while the active worker is killed: ingestion is still going on when it dies. */
const SLOW_PAGE_MS = 100;
/** Pages the active worker stores before it is killed. */
const PAGES_BEFORE_KILL = 10;
const chaosOrbs = (stackSize: number) => ({ baseType: 'Chaos Orb', stackSize });
const execFileAsync = promisify(execFile);

/** A WebSocket to one process, with when each message arrived. */
async function listen(url: string): Promise<{ received: { at: number; diffs: ScoreDiff[] }[]; close(): void }> {
  const socket = new WebSocket(url);
  const received: { at: number; diffs: ScoreDiff[] }[] = [];
  socket.on('message', (data: Buffer) =>
    received.push({ at: performance.now(), diffs: JSON.parse(String(data)) as ScoreDiff[] }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { received, close: () => socket.close() };
}

/** The web app's live score socket (apps/web/src/lib/scoreboard/score-socket.ts), as far as this suite uses it. */
type SocketStatus = 'connecting' | 'live' | 'reconnecting' | 'closed';
type ScoreSocketModule = {
  openScoreSocket: (options: {
    url: string;
    onDiffs: (diffs: ScoreDiff[]) => void;
    onStatus: (status: SocketStatus) => void;
    onOpen: () => void;
    createSocket: (url: string) => unknown;
    reconnectDelayMs: number;
    log: (message: string) => void;
  }) => { close(reason: string): void };
};
const WEB_SCORE_SOCKET = path.join(REPO_ROOT, 'apps/web/src/lib/scoreboard/score-socket.ts');

/** A visitor's live scores as the web app keeps them: its own socket module, reconnecting by itself. */
async function liveViewer(url: string) {
  const { openScoreSocket } = (await import(WEB_SCORE_SOCKET)) as ScoreSocketModule;
  const viewer = { opens: 0, status: 'connecting' as SocketStatus, diffs: [] as ScoreDiff[], close: () => {} };
  const socket = openScoreSocket({
    url,
    onDiffs: (diffs) => viewer.diffs.push(...diffs),
    onStatus: (status) => (viewer.status = status),
    onOpen: () => viewer.opens++,
    // The browser's WebSocket, played by `ws` (the same events); reconnecting sooner than a browser's 10 s.
    createSocket: (target) => new WebSocket(target),
    reconnectDelayMs: 500,
    log: () => undefined,
  });
  viewer.close = () => socket.close('done');
  return viewer;
}

describe('the production layout behind a proxy', () => {
  let sim: Simulator;
  let cluster: Cluster;
  let drop: () => Promise<void>;
  let db: Database;
  let eventId: number;
  /** Where every reader of the river starts (stored as the event's cursor). */
  let start: string;
  let apis: RunningProcess[];
  let proxy: RunningProcess;
  const cleanup: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    checkPrerequisites();
    sim = await startRiverSimulator();
    cleanup.push(() => sim.close());
    start = sim.control.stashTip();
    const database = await createDeployDatabase('site');
    cleanup.push(() => database.drop());
    cluster = await Cluster.create(sim, database.url);
    cleanup.push(() => cluster.close());
    // Both API processes start at once on the empty database (the first test checks they migrated it once).
    apis = await Promise.all([cluster.startApi('api-1'), cluster.startApi('api-2')]);
    proxy = await cluster.startProxy(apis);
    db = await cluster.openDatabase();
    cleanup.push(() => db.close());
    eventId = await seedIngestingEvent(db.db, start);
    drop = async () => {
      for (const step of cleanup.splice(0).reverse()) await step();
    };
  });
  afterAll(() => drop?.());

  it('two processes starting at once on an empty database migrate it exactly once', async () => {
    const journal = JSON.parse(readFileSync(path.join(SERVER_ROOT, 'drizzle/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const applied: unknown = await db.db.execute('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect((applied as { rows: unknown[] }).rows).toEqual([{ n: journal.entries.length }]);
    expect(await db.schemaState()).toEqual({
      applied: journal.entries.length,
      known: journal.entries.length,
      state: 'current',
    });

    // The separate deploy step finds nothing left to do; on a fresh database two at once take turns.
    const again = await cluster.migrate();
    expect(again.exit).toBe(0);
    expect(again.output).toContain('postgres: applied 0 migrations; the schema is current');
    const empty = await createDeployDatabase('migrate');
    try {
      const migrate = async () =>
        (
          await execFileAsync(process.execPath, [path.join(SERVER_ROOT, 'dist/migrate.js')], {
            env: cluster.siteEnv(empty.url),
            cwd: REPO_ROOT,
          })
        ).stdout;
      const outputs = (await Promise.all([migrate(), migrate()])).map(
        (out) => /applied (\d+) migration/.exec(out)?.[1],
      );
      expect(outputs.sort()).toEqual(['0', String(journal.entries.length)]);
    } finally {
      await empty.drop();
    }
  });

  it('signs a player in through the proxy, whichever API process each step reaches', async () => {
    const callback = `${cluster.proxyUrl}/auth/poe/callback`;
    const redirect = await fetch(
      `${proxy.url}/api/oauth2/poe/redirect?redirect_url=${encodeURIComponent(callback)}&last_url=%2Fscores`,
    );
    expect(redirect.status).toBe(200);
    const cookie = (redirect.headers.get('set-cookie') ?? '').split(';')[0]!;
    sim.control.queueConsent({ provider: 'poe', account: 'Alice#1234' });
    const back = await followAuthorize((await redirect.json()) as string);
    const finished = await fetch(`${proxy.url}/api/oauth2/poe/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        code: back.searchParams.get('code'),
        state: back.searchParams.get('state'),
        redirect_url: callback,
      }),
    });
    expect(finished.status, await finished.clone().text()).toBe(200);
    const auth = (await finished.json()) as AuthResponse;
    for (const api of [proxy, ...apis]) {
      const self = await fetch(`${api.url}/api/users/self`, {
        headers: { authorization: `Bearer ${auth.auth_token}` },
      });
      expect(((await self.json()) as User).account_name, api.name).toBe('Alice#1234');
    }
  });

  it('kill -9 of the active worker mid-ingestion: the standby takes over, nothing lost or counted twice', async () => {
    // The whole game is in the river before anyone reads it, so every reader sees the same pages.
    const tip = playTheGame(sim);
    sim.control.addFault({
      match: { api: 'poeApi', path: '/public-stash-tabs' },
      action: { kind: 'latency', ms: SLOW_PAGE_MS },
    });
    const active = cluster.startWorker('worker-1');
    await waitUntil(
      'worker-1 is ingesting',
      async () => (await pagesStored(db.db, eventId)) > 0,
      () => active.output(),
    );
    // Started second, it finds the lease taken and stands by.
    const standby = cluster.startWorker('worker-2');
    await waitUntil(
      `${PAGES_BEFORE_KILL} pages stored`,
      async () => (await pagesStored(db.db, eventId)) >= PAGES_BEFORE_KILL,
      () => active.output(),
    );
    expect(await active.stop('SIGKILL')).toBe('SIGKILL');
    expect(await caughtUp(db.db, eventId, tip)).toBe(false);

    await waitUntil(
      'the standby caught up',
      () => caughtUp(db.db, eventId, tip),
      () => standby.output(),
    );
    sim.control.clearFaults();
    const expected = await uninterruptedRun(sim, start);
    await expectUninterruptedResult(db.db, eventId, expected, () => standby.output());
  });

  it('pushes a score change to clients of either API process within a second', async () => {
    const path = `/api/events/${eventId}/scores/ws`;
    const clients = await Promise.all([
      listen(`${apis[0]!.url.replace('http', 'ws')}${path}`),
      listen(`${apis[1]!.url.replace('http', 'ws')}${path}`),
      listen(`${proxy.url.replace('http', 'ws')}${path}`),
    ]);
    cleanup.push(async () => clients.forEach((client) => client.close()));

    // Bob's first stack of 8 Chaos Orbs finishes Blue's "Chaos stack" (read by worker-2, active since the kill).
    sim.control.injectStashChange({ account: 'Bob#5678', stash: 'stack', league: LEAGUE, items: [chaosOrbs(8)] });
    // When the score is committed, seen from the database (polled often; it can only make the gap look larger).
    const [blue] = await db.db
      .select()
      .from(teams)
      .where(and(eq(teams.eventId, eventId), eq(teams.name, 'Blue')));
    const [stack] = await db.db
      .select()
      .from(objectives)
      .where(and(eq(objectives.eventId, eventId), eq(objectives.name, 'Chaos stack')));
    let committedAt = 0;
    await waitUntil(
      "Blue's Chaos stack scored",
      async () => {
        const [row] = await db.db
          .select({ n: count() })
          .from(scores)
          .where(and(eq(scores.objectiveId, stack!.id), eq(scores.teamId, blue!.id), gt(scores.points, 0)));
        committedAt = performance.now();
        return (row?.n ?? 0) > 0;
      },
      () => cluster.output(),
    );
    for (const [index, client] of clients.entries()) {
      const arrived = () => client.received.find(({ diffs }) => diffs.some((diff) => diff.objective_id === stack!.id));
      await waitUntil(`client ${index} got the change`, async () => arrived() !== undefined);
      expect(arrived()!.at - committedAt, `client ${index}`).toBeLessThan(LIVE_BUDGET_MS);
    }
  });

  it('restarts the API processes one by one under load with no failed request; live clients reconnect', async () => {
    const read = `/api/events/${eventId}/scores/latest`;
    const reads = [
      read,
      `/api/events/${eventId}/teams`,
      `/api/events/${eventId}/objectives`,
      `/api/events/${eventId}/status`,
    ];
    const failures: string[] = [];
    let served = 0;
    let loading = true;
    // Eight visitors reading as fast as answers come, through the proxy.
    const load = Promise.all(
      Array.from({ length: 8 }, async (_, visitor) => {
        for (let i = visitor; loading; i++) {
          const url = `${proxy.url}${reads[i % reads.length]}`;
          try {
            const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
            await response.arrayBuffer();
            if (response.status === 200) served++;
            else failures.push(`${url}: ${response.status}`);
          } catch (error) {
            failures.push(`${url}: ${(error as Error).message}`);
          }
        }
      }),
    );
    const socketUrl = `${proxy.url.replace('http', 'ws')}/api/events/${eventId}/scores/ws`;
    const viewers = await Promise.all([0, 1, 2, 3].map(() => liveViewer(socketUrl)));
    cleanup.push(async () => viewers.forEach((viewer) => viewer.close()));
    await waitUntil('every viewer live', async () => viewers.every((viewer) => viewer.status === 'live'));

    for (const [index, api] of apis.entries()) {
      // SIGTERM as systemd sends it: readiness turns 503, the proxy moves on, then the process finishes and exits.
      expect(await api.stop(), api.name).toBe(0);
      const restarted = await cluster.startApi(api.name, api.port);
      apis[index] = restarted;
      // Back in rotation: the proxy sends it visitors' reads again (its own warm-up read counts too, hence `before`).
      const servedReads = () => cluster.requestsServed(restarted, '/api/events/:event_id/scores/latest');
      const before = await servedReads();
      await waitUntil(`the proxy uses the restarted ${api.name}`, async () => (await servedReads()) > before);
    }
    loading = false;
    await load;

    expect(failures).toEqual([]);
    expect(served).toBeGreaterThan(100);
    // Every viewer lost its socket at least once (each process closed its own with 1001) and came back by itself.
    await waitUntil('every viewer live again', async () => viewers.every((viewer) => viewer.status === 'live'));
    expect(viewers.map((viewer) => viewer.opens >= 2)).toEqual([true, true, true, true]);
    // A new tab of 20 Chaos Orbs puts Bob's team ahead in the hoard: a change every viewer sees.
    sim.control.injectStashChange({ account: 'Bob#5678', stash: 'hoard', league: LEAGUE, items: [chaosOrbs(20)] });
    await waitUntil('every viewer got a change after the restarts', async () =>
      viewers.every((viewer) => viewer.diffs.length > 0),
    );
  });

  it('restore drill: dump, restore into a new database, start a server on it: same scores and users', async () => {
    const backups = mkdtempSync(path.join(tmpdir(), 'backups-'));
    const dump = execFileSync(path.join(REPO_ROOT, 'deploy/backup.sh'), {
      env: { ...process.env, DATABASE_URL: cluster.databaseUrl, BACKUP_DIR: backups, BACKUP_KEEP: '3' },
      encoding: 'utf8',
    }).trim();
    expect(path.dirname(dump)).toBe(backups);

    const restored = await createDeployDatabase('restored');
    cleanup.push(() => restored.drop());
    execFileSync(path.join(REPO_ROOT, 'deploy/restore.sh'), [dump, restored.url], {
      env: process.env,
      encoding: 'utf8',
    });
    const server = await cluster.startApi('restored', undefined, restored.url);

    for (const route of [
      `/api/events/${eventId}/scores/latest`,
      `/api/events/${eventId}/users`,
      `/api/events/${eventId}/teams`,
    ]) {
      const [live, copy] = await Promise.all(
        [proxy, server].map(async (site) => (await fetch(`${site.url}${route}`)).json()),
      );
      expect(copy, route).toEqual(live);
    }
    await server.stop();
    // Restoring over data is refused.
    expect(() =>
      execFileSync(path.join(REPO_ROOT, 'deploy/restore.sh'), [dump, restored.url], {
        env: process.env,
        stdio: 'pipe',
      }),
    ).toThrow(/already has \d+ tables/);
  });
});
