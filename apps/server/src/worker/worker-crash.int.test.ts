/**
 * Fault suite (issue 10): a worker process killed with SIGKILL in the middle of stash ingestion and started
 * again ends with exactly the evidence and scores of a run that was never interrupted. The worker is the real
 * server (`main.ts`, ROLES=worker) in its own process, reading the simulator's public stash river over HTTP.
 * A killed process cannot release anything, so this is PostgreSQL only: the embedded database belongs to one
 * process, and only PostgreSQL frees the lease of a dead connection.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CLIENTS, type Simulator } from '@app/simulator';
import { REPO_ROOT } from '../env';
import {
  caughtUp,
  expectUninterruptedResult,
  pagesStored,
  playTheGame,
  seedIngestingEvent,
  startRiverSimulator,
  uninterruptedRun,
} from '../test/stash-ingestion';
import { createTestDatabase, DATABASE_KINDS, TEST_JWT_SECRET, type TestDatabase } from '../test/test-app';
import { waitFor } from '../test/wait';

/** Pages stored before the first kill: the river holds about four times as many (two tabs a page). */
const PAGES_BEFORE_FIRST_KILL = 8;
/** Further pages stored by the second process before it is killed too. */
const PAGES_BEFORE_SECOND_KILL = 8;
/** Real delay of each page while the second process runs. */
const SLOW_PAGE_MS = 100;
type WorkerProcess = { child: ChildProcess; output: () => string; exited: Promise<NodeJS.Signals | number | null> };

/** The real server with only the worker role, as `ROLES=worker npm start` would run it, on its own process. */
function startWorkerProcess(sim: Simulator, databaseUrl: string): WorkerProcess {
  // `node --import tsx` rather than the tsx CLI: the CLI runs the server in a child, which SIGKILL would miss.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ROLES: 'worker',
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'worker-crash-')),
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_DEMO: 'false',
      PROVIDERS: 'real',
      POE_CLIENT_ID: DEMO_CLIENTS.poe.clientId,
      POE_CLIENT_SECRET: DEMO_CLIENTS.poe.clientSecret,
      POE_API_URL: sim.urls.poeApi,
      POE_WEB_URL: sim.urls.poeWeb,
      POE_NINJA_URL: sim.urls.poeNinja,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? code)),
  );
  return { child, output: () => output.slice(-4_000), exited };
}

async function killHard(worker: WorkerProcess): Promise<void> {
  worker.child.kill('SIGKILL');
  expect(await worker.exited).toBe('SIGKILL');
}

describe('a worker killed in the middle of stash ingestion', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  it.runIf(DATABASE_KINDS.includes('postgres'))(
    'restarts to exactly the evidence and scores of a run that was never interrupted (PostgreSQL)',
    async () => {
      const sim = await startRiverSimulator();
      cleanup.push(() => sim.close());
      // Where both runs start reading: the river's beginning, stored as the cursor (a real worker starts at the tip).
      const start = sim.control.stashTip();
      const tip = playTheGame(sim);

      const expected = await uninterruptedRun(sim, start);
      // The scenario is worth the trouble: many pages, and scores that move with every page (FINAL_SCORES).
      expect(expected.snapshots.length).toBeGreaterThan(3 * (PAGES_BEFORE_FIRST_KILL + PAGES_BEFORE_SECOND_KILL));

      const database: TestDatabase = await createTestDatabase('postgres');
      cleanup.push(() => database.drop());
      const db = database.db;
      const eventId = await seedIngestingEvent(db, start);
      const spawnWorker = () => {
        const worker = startWorkerProcess(sim, database.url!);
        cleanup.push(async () => {
          if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
          await worker.exited;
        });
        return worker;
      };

      // 1. The river stops answering after a few pages; the worker is killed while it waits for the next one
      //    (and the stored pages may still be under evaluation and scoring).
      sim.control.addFault({
        match: { api: 'poeApi', path: '/public-stash-tabs' },
        action: { kind: 'hang' },
        times: 1,
        afterNth: PAGES_BEFORE_FIRST_KILL,
      });
      const first = spawnWorker();
      await waitFor(
        `${PAGES_BEFORE_FIRST_KILL} pages stored`,
        async () => (await pagesStored(db, eventId)) >= PAGES_BEFORE_FIRST_KILL,
        { log: first.output },
      );
      await killHard(first);
      sim.control.clearFaults();

      // 2. A new process takes over (PostgreSQL freed the dead one's lease) and is killed while pages flow. Slow
      //    pages keep the rest of the river ahead of it when it dies, however busy the machine is.
      sim.control.addFault({
        match: { api: 'poeApi', path: '/public-stash-tabs' },
        action: { kind: 'latency', ms: SLOW_PAGE_MS },
      });
      const second = spawnWorker();
      await waitFor(
        'more pages stored after the restart',
        async () => (await pagesStored(db, eventId)) >= PAGES_BEFORE_FIRST_KILL + PAGES_BEFORE_SECOND_KILL,
        { log: second.output },
      );
      await killHard(second);
      expect(await caughtUp(db, eventId, tip)).toBe(false);
      sim.control.clearFaults();

      // 3. A third process finishes the river; the scores it keeps become those of the uninterrupted run.
      const third = spawnWorker();
      await waitFor('the river read and evaluated to its tip', () => caughtUp(db, eventId, tip), { log: third.output });
      await expectUninterruptedResult(db, eventId, expected, third.output);
      expect(third.output()).not.toMatch(/"level":(50|60)/);
    },
    300_000,
  );
});
