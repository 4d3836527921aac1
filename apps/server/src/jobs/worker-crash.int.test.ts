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
import { asc, eq, max } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CLIENTS, startSimulator, type Simulator } from '@app/simulator';
import type { Db } from '../db/database';
import {
  objectiveMatches,
  objectives,
  recurringJobs,
  scores,
  stashEvaluationCursors,
  stashSnapshots,
  stashStreamCursors,
  teams,
} from '../db/schema';
import { REPO_ROOT } from '../env';
import { HttpClient } from '../lib/http/http-client';
import { InMemoryAppTokenStore } from '../providers/app-token-store';
import { providersConfigFromSimulator } from '../providers/provider-config';
import { createProviders } from '../providers/providers';
import { LEAGUE, testScenario } from '../providers/simulator.fixtures';
import { seedStashEvent } from '../test/fixtures';
import {
  createTestApp,
  createTestDatabase,
  DATABASE_KINDS,
  TEST_JWT_SECRET,
  type TestDatabase,
} from '../test/test-app';
import { evaluateStashChangesJob } from './evaluate-stash-changes.job';
import { fetchStashChangesJob } from './fetch-stash-changes.job';
import type { JobDeps } from './job-deps';
import type { JobDefinition } from './job-runner';
import { createScoreUpdater } from './score-updater';

const quiet = { info: () => undefined, error: () => undefined };
/** Pages stored before the first kill: the river holds about four times as many (two tabs a page). */
const PAGES_BEFORE_FIRST_KILL = 8;
/** Further pages stored by the second process before it is killed too. */
const PAGES_BEFORE_SECOND_KILL = 8;
/** Real delay of each page while the second process runs. */
const SLOW_PAGE_MS = 100;
/** Only a guard against a hung suite: every wait below ends as soon as its condition holds. */
const CONDITION_DEADLINE_MS = 120_000;

/**
 * The game as the river tells it: two teams' players filling and emptying tabs, a stranger in the event league
 * and noise in another league, on pages of two tabs, so a run crosses many page boundaries (each its own
 * transaction) and the kills land between and inside them.
 */
function playTheGame(sim: Simulator): void {
  sim.control.advance('30m');
  for (let i = 0; i < 48; i++) {
    const account = i % 3 === 0 ? 'Bob#5678' : 'Alice#1234';
    sim.control.injectStashChange({
      account,
      stash: `dump ${i % 5}`,
      league: LEAGUE,
      items: [{ baseType: 'Chaos Orb', stackSize: 1 + (i % 9) }],
    });
    if (i % 4 === 0) {
      sim.control.injectStashChange({
        account: 'Stranger#0001',
        stash: 'shop',
        league: LEAGUE,
        items: [{ name: 'Headhunter', baseType: 'Leather Belt' }],
      });
    }
    if (i % 6 === 0) {
      sim.control.injectStashChange({
        account: 'Bob#5678',
        stash: 'standard',
        league: 'Standard',
        items: [{ baseType: 'Divine Orb' }],
      });
    }
  }
  sim.control.injectStashChange({
    account: 'Bob#5678',
    stash: 'trophies',
    league: LEAGUE,
    items: [{ name: 'Headhunter', baseType: 'Leather Belt' }],
  });
  // A tab that leaves (goes private) is stored as empty: its Chaos Orbs stop counting.
  sim.control.injectStashChange({ account: 'Alice#1234', stash: 'dump 4', public: false });
}

/** Evidence as comparable text: objective and team by name, the snapshot by its page and tab (ids and times aside). */
async function evidenceOf(db: Db, eventId: number): Promise<string[]> {
  const rows = await db
    .select({
      objective: objectives.name,
      team: teams.name,
      number: objectiveMatches.number,
      stashId: objectiveMatches.stashId,
      changeId: stashSnapshots.changeId,
    })
    .from(objectiveMatches)
    .innerJoin(objectives, eq(objectives.id, objectiveMatches.objectiveId))
    .innerJoin(teams, eq(teams.id, objectiveMatches.teamId))
    .innerJoin(stashSnapshots, eq(stashSnapshots.id, objectiveMatches.snapshotId))
    .where(eq(objectiveMatches.eventId, eventId));
  return rows.map((r) => `${r.objective}|${r.team}|${r.number}|${r.stashId}|${r.changeId}`).sort();
}

async function snapshotsOf(db: Db, eventId: number): Promise<string[]> {
  const rows = await db
    .select()
    .from(stashSnapshots)
    .where(eq(stashSnapshots.eventId, eventId))
    .orderBy(asc(stashSnapshots.id));
  return rows.map((r) => `${r.changeId}|${r.stashId}|${r.accountName}|${r.teamId !== null}|${JSON.stringify(r.items)}`);
}

async function scoresOf(db: Db, eventId: number): Promise<string[]> {
  const rows = await db
    .select({
      objective: objectives.name,
      team: teams.name,
      points: scores.points,
      rank: scores.rank,
      number: scores.number,
      finished: scores.finished,
    })
    .from(scores)
    .innerJoin(objectives, eq(objectives.id, scores.objectiveId))
    .innerJoin(teams, eq(teams.id, scores.teamId))
    .where(eq(scores.eventId, eventId));
  return rows.map((r) => `${r.objective}|${r.team}|${r.points}|${r.rank}|${r.number}|${r.finished}`).sort();
}

async function pagesStored(db: Db, eventId: number): Promise<number> {
  const [row] = await db.select().from(stashStreamCursors).where(eq(stashStreamCursors.eventId, eventId));
  return row?.pagesProcessed ?? 0;
}

/** Whether every page up to the river's tip is stored and every stored snapshot evaluated. */
async function caughtUp(db: Db, eventId: number, tip: string): Promise<boolean> {
  const [cursor] = await db.select().from(stashStreamCursors).where(eq(stashStreamCursors.eventId, eventId));
  const [{ newest } = { newest: null }] = await db
    .select({ newest: max(stashSnapshots.id) })
    .from(stashSnapshots)
    .where(eq(stashSnapshots.eventId, eventId));
  const [evaluated] = await db.select().from(stashEvaluationCursors).where(eq(stashEvaluationCursors.eventId, eventId));
  return cursor?.nextChangeId === tip && newest !== null && evaluated?.lastSnapshotId === newest;
}

async function waitFor(what: string, condition: () => Promise<boolean>, log: () => string): Promise<void> {
  const deadline = Date.now() + CONDITION_DEADLINE_MS;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

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

/** The same event on a fresh database, read by the jobs in this process without any interruption. */
async function uninterruptedRun(
  sim: Simulator,
  start: string,
): Promise<{ evidence: string[]; snapshots: string[]; scores: string[] }> {
  const http = new HttpClient({ timeoutMs: 10_000 });
  const providers = createProviders(
    providersConfigFromSimulator(sim.urls, { version: '1.0.0', contact: 'x@example.org' }),
    {
      http,
      appTokens: new InMemoryAppTokenStore(),
    },
  );
  const t = await createTestApp('postgres', { providers });
  try {
    const { eventId } = await seedStashEvent(t.database.db, LEAGUE, start);
    const deps: JobDeps = { ctx: t.app.ctx, log: quiet, ascendancyNodes: new Set(), streamStart: 'tip' };
    const updater = createScoreUpdater(t.app.ctx, quiet);
    try {
      await drain(fetchStashChangesJob(deps), eventId);
      await drain(evaluateStashChangesJob(deps), eventId);
      await updater.flush();
    } finally {
      await updater.stop();
    }
    const db = t.database.db;
    return {
      evidence: await evidenceOf(db, eventId),
      snapshots: await snapshotsOf(db, eventId),
      scores: await scoresOf(db, eventId),
    };
  } finally {
    await t.close();
  }
}

async function drain(job: JobDefinition, eventId: number): Promise<void> {
  for (let runs = 0; runs < 100; runs++) {
    const outcome = await job.run({ eventId, counters: {}, signal: new AbortController().signal });
    if (!outcome.more) return;
  }
  throw new Error('the job never caught up');
}

describe('a worker killed in the middle of stash ingestion', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  it.runIf(DATABASE_KINDS.includes('postgres'))(
    'restarts to exactly the evidence and scores of a run that was never interrupted (PostgreSQL)',
    async () => {
      const sim = await startSimulator({
        scenario: testScenario({ river: { pageSize: 2 }, rateLimits: { poe: { mode: 'off' } } }),
      });
      cleanup.push(() => sim.close());
      // Where both runs start reading: the river's beginning, stored as the cursor (a real worker starts at the tip).
      const start = sim.control.stashTip();
      playTheGame(sim);
      const tip = sim.control.stashTip();

      const expected = await uninterruptedRun(sim, start);
      // The scenario is worth the trouble: many pages, and scores (objective|team|points|rank|number|finished)
      // that move with every page. Both teams hold a Headhunter (Alice's from the scenario's loot tab); only
      // Alice ever stacks 8 Chaos Orbs; the hoard ranks each player's latest tab, and Alice's last two share a
      // page (one instant), where the earlier evidence row counts as the later one (the engine's tie rule).
      expect(expected.snapshots.length).toBeGreaterThan(3 * (PAGES_BEFORE_FIRST_KILL + PAGES_BEFORE_SECOND_KILL));
      expect(expected.scores).toEqual([
        'Chaos hoard|Blue|10|2|1|true',
        'Chaos hoard|Red|20|1|2|true',
        'Chaos stack|Blue|0|0|7|false',
        'Chaos stack|Red|10|0|8|true',
        'Headhunter|Blue|10|0|1|true',
        'Headhunter|Red|10|0|1|true',
        'Root|Blue|0|0|2|false',
        'Root|Red|0|0|3|true',
      ]);

      const database: TestDatabase = await createTestDatabase('postgres');
      cleanup.push(() => database.drop());
      const db = database.db;
      const { eventId } = await seedStashEvent(db, LEAGUE, start);
      await db.insert(recurringJobs).values(
        (['FetchStashChanges', 'EvaluateStashChanges'] as const).map((jobType) => ({
          eventId,
          jobType,
          endDate: new Date(Date.now() + 86_400_000),
        })),
      );
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
        first.output,
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
        second.output,
      );
      await killHard(second);
      expect(await caughtUp(db, eventId, tip)).toBe(false);
      sim.control.clearFaults();

      // 3. A third process finishes the river; the scores it keeps become those of the uninterrupted run.
      const third = spawnWorker();
      await waitFor('the river read and evaluated to its tip', () => caughtUp(db, eventId, tip), third.output);
      expect(await evidenceOf(db, eventId)).toEqual(expected.evidence);
      expect(await snapshotsOf(db, eventId)).toEqual(expected.snapshots);
      await waitFor(
        'the scores of the uninterrupted run',
        async () => JSON.stringify(await scoresOf(db, eventId)) === JSON.stringify(expected.scores),
        () => `${JSON.stringify(expected.scores)}\n${third.output()}`,
      );
      expect(await scoresOf(db, eventId)).toEqual(expected.scores);
      expect(third.output()).not.toMatch(/"level":(50|60)/);
    },
    300_000,
  );
});
