/**
 * An event far larger than today's (issue 33 §1): 20,000 sign-ups in 100 teams, 2,000 objectives (items,
 * submissions, player numbers, categories nested two deep) and 2,000,000 evidence rows.
 * Prints: how long the set-up took; the full rescore; each change (one new evidence row, then the worker's
 * rescore and the diff it publishes) p50/p95/max over 50 changes, and the periodic check of the worker's state;
 * the bytes each WebSocket receives per change; the latest-scores answer over HTTP (raw and gzip bytes, time
 * when it is read first after a change and when it is cached); the memory of the worker and of an API process.
 *
 * Database: PostgreSQL when BENCH_DATABASE_URL is set (a throw-away database is created on that server; the
 * worker and the API process are then measured as processes of their own), otherwise the embedded PGlite (one
 * process holds the database, the worker and the API). Run: npm run bench (or tsx apps/server/bench/large-event.bench.ts).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import { and, count, eq, max, sql } from 'drizzle-orm';
import WebSocket from 'ws';
import type { ScoringMethod } from '@app/shared';
import { createScoreUpdater } from '../src/worker/score-updater';
import {
  objectives,
  objectiveScoringRules,
  scoreHistory,
  scores,
  scoringPresets,
  teams,
  users,
} from '../src/db/schema';
import { insertEvent } from '../src/test/fixtures';
import { QUIET_LOG } from '../src/test/jobs';
import { benchDatabaseKind, createTestApp } from '../src/test/test-app';
import { startSite, type SiteDatabase, type SiteProcess } from './site-processes';

const TEAMS = 100;
const SIGNUPS = 20_000;
const TOP_CATEGORIES = 10;
const SUBCATEGORIES_PER_TOP = 4;
const LEAVES = 1_950; // + 10 categories + 40 subcategories = 2,000 objectives
const EVIDENCE = Number(process.env.BENCH_EVIDENCE ?? 2_000_000);
const CHANGES = 50;
/** Issue 33's target for one change, evidence committed → scores published. */
const CHANGE_P95_TARGET_MS = 50;
/** The worker compares its state with the database this often (score-updater VERIFY_MS). */
const VERIFY_INTERVAL_MS = 30_000;
const DAY_MS = 24 * 3_600_000;

const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const formatCount = (value: number) => value.toLocaleString('en');
const mark = (ok: boolean) => (ok ? '✓' : '✗');

/** The leaves' kinds, dealt round-robin: what an event of this size mixes. */
const LEAF_KINDS: {
  objectiveType: 'ITEM' | 'SUBMISSION' | 'PLAYER' | 'TEAM';
  aggregation: 'EARLIEST' | 'SUM_LATEST' | 'MAXIMUM';
  numberField: 'STACK_SIZE' | 'SUBMISSION_VALUE' | 'PLAYER_LEVEL' | 'PLAYER_SCORE';
  requiredNumber: number;
  method: ScoringMethod;
}[] = [
  { objectiveType: 'ITEM', aggregation: 'EARLIEST', numberField: 'STACK_SIZE', requiredNumber: 1, method: 'PRESENCE' },
  {
    objectiveType: 'ITEM',
    aggregation: 'EARLIEST',
    numberField: 'STACK_SIZE',
    requiredNumber: 5,
    method: 'RANKED_TIME',
  },
  {
    objectiveType: 'ITEM',
    aggregation: 'SUM_LATEST',
    numberField: 'STACK_SIZE',
    requiredNumber: 1,
    method: 'POINTS_FROM_VALUE',
  },
  {
    objectiveType: 'ITEM',
    aggregation: 'MAXIMUM',
    numberField: 'STACK_SIZE',
    requiredNumber: 1,
    method: 'RANKED_VALUE',
  },
  {
    objectiveType: 'SUBMISSION',
    aggregation: 'EARLIEST',
    numberField: 'SUBMISSION_VALUE',
    requiredNumber: 1,
    method: 'RANKED_TIME',
  },
  {
    objectiveType: 'PLAYER',
    aggregation: 'EARLIEST',
    numberField: 'PLAYER_LEVEL',
    requiredNumber: 90,
    method: 'RANKED_TIME',
  },
  {
    objectiveType: 'TEAM',
    aggregation: 'MAXIMUM',
    numberField: 'PLAYER_SCORE',
    requiredNumber: 1,
    method: 'RANKED_VALUE',
  },
];
const PRESETS: Record<ScoringMethod, { points: number[]; pointCap?: number } | undefined> = {
  PRESENCE: { points: [10] },
  RANKED_TIME: { points: [20, 15, 10, 5] },
  POINTS_FROM_VALUE: { points: [0.5], pointCap: 50 },
  RANKED_VALUE: { points: [15, 10, 5] },
  RANKED_REVERSE: undefined,
  RANKED_COMPLETION_TIME: undefined,
  BONUS_PER_COMPLETION: undefined,
  BINGO_3: undefined,
  BINGO_LINES: undefined,
  BINGO_LINES_RANKED: undefined,
};

async function main() {
  const kind = benchDatabaseKind();
  /** Moved forward to make the worker's periodic check due (the score updater reads the time from the context). */
  let clockOffset = 0;
  const t = await createTestApp(kind, { now: () => new Date(Date.now() + clockOffset) });
  const db = t.database.db;
  const start = new Date(Date.now() - 3 * DAY_MS);
  const setupStarted = performance.now();
  const event = await insertEvent(db, {
    eventStartTime: start,
    eventEndTime: new Date(Date.now() + 4 * DAY_MS),
    maxSize: SIGNUPS,
  });

  // ── 20,000 sign-ups dealt round-robin into 100 teams, generated inside the database ──
  const teamIds = (
    await db
      .insert(teams)
      .values(Array.from({ length: TEAMS }, (_, i) => ({ eventId: event.id, name: `Team ${i + 1}` })))
      .returning({ id: teams.id })
  ).map((row) => row.id);
  await db.execute(sql`
    insert into users (display_name) select 'Player ' || n from generate_series(1, ${SIGNUPS}) as n`);
  const userIds = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.displayName} like 'Player %'`)
      .orderBy(users.id)
  ).map((row) => row.id);
  const teamArray = sql.raw(`array[${teamIds.join(',')}]::int[]`);
  /** The n-th player (0-based) is on team n mod 100. */
  const userArray = sql.raw(`array[${userIds.join(',')}]::int[]`);
  await db.execute(sql`
    insert into signups (event_id, user_id, expected_playtime, needs_help, wants_to_help, created_at)
    select ${event.id}, (${userArray})[1 + n], n % 17, n % 5 = 0, n % 7 = 0,
           ${start.toISOString()}::timestamptz - make_interval(secs => n)
    from generate_series(0, ${SIGNUPS - 1}) as n`);
  await db.execute(sql`
    insert into team_members (event_id, team_id, user_id, is_team_lead)
    select ${event.id}, (${teamArray})[1 + n % ${TEAMS}], (${userArray})[1 + n], n < ${TEAMS}
    from generate_series(0, ${SIGNUPS - 1}) as n`);

  // ── 2,000 objectives: 10 categories of 4 subcategories each, holding 1,950 leaves of seven kinds ──
  const presetOf = new Map<ScoringMethod, number>();
  for (const { method } of LEAF_KINDS) {
    const preset = PRESETS[method];
    if (presetOf.has(method) || !preset) continue;
    const [row] = await db
      .insert(scoringPresets)
      .values({ eventId: event.id, name: method, scoringMethod: method, ...preset })
      .returning({ id: scoringPresets.id });
    presetOf.set(method, row!.id);
  }
  const [categoryPreset] = await db
    .insert(scoringPresets)
    .values({
      eventId: event.id,
      name: 'Category race',
      points: [30, 20, 10],
      scoringMethod: 'RANKED_COMPLETION_TIME',
      type: 'CATEGORY',
    })
    .returning({ id: scoringPresets.id });
  const [root] = await db
    .select({ id: objectives.id })
    .from(objectives)
    .where(sql`${objectives.eventId} = ${event.id}`);
  const category = (parentId: number, name: string) => ({
    eventId: event.id,
    parentId,
    name,
    objectiveType: 'CATEGORY' as const,
    aggregation: 'NONE' as const,
    numberField: 'FINISHED_OBJECTIVES' as const,
  });
  const tops = await db
    .insert(objectives)
    .values(Array.from({ length: TOP_CATEGORIES }, (_, c) => category(root!.id, `Category ${c + 1}`)))
    .returning({ id: objectives.id });
  const subs = await db
    .insert(objectives)
    .values(
      tops.flatMap((top, c) =>
        Array.from({ length: SUBCATEGORIES_PER_TOP }, (_, s) => category(top.id, `Category ${c + 1}.${s + 1}`)),
      ),
    )
    .returning({ id: objectives.id });
  await db
    .insert(objectiveScoringRules)
    .values(subs.map((sub) => ({ objectiveId: sub.id, position: 0, scoringPresetId: categoryPreset!.id })));
  const leafKinds = Array.from({ length: LEAVES }, (_, i) => LEAF_KINDS[i % LEAF_KINDS.length]!);
  const leaves = await db
    .insert(objectives)
    .values(
      leafKinds.map(({ method: _method, ...leaf }, i) => ({
        eventId: event.id,
        parentId: subs[i % subs.length]!.id,
        name: `Objective ${i + 1}`,
        ...leaf,
      })),
    )
    .returning({ id: objectives.id });
  await db.insert(objectiveScoringRules).values(
    leaves.map((leaf, i) => ({
      objectiveId: leaf.id,
      position: 0,
      scoringPresetId: presetOf.get(leafKinds[i]!.method)!,
    })),
  );
  const leafIds = leaves.map((leaf) => leaf.id);
  /** Leaves that sum each player's latest number: a new, larger number always changes their score. */
  const sumLeafIds = leafIds.filter((_, i) => leafKinds[i]!.aggregation === 'SUM_LATEST');
  const shapeDone = performance.now();

  // ── 2,000,000 evidence rows, generated inside the database: ~10 per objective and team, over three days ──
  // Row g is for leaf g mod 1,950; its player (and so its team) also moves with g / 1,950, so every leaf meets
  // every team.
  const leafArray = sql.raw(`array[${leafIds.join(',')}]::int[]`);
  await db.execute(sql`
    insert into objective_matches (event_id, objective_id, team_id, user_id, number, timestamp, source, source_key)
    select ${event.id}, (${leafArray})[1 + g % ${leafIds.length}], (${teamArray})[1 + p % ${TEAMS}],
           (${userArray})[1 + p], 1 + (g + g / ${leafIds.length} * 7) % 100,
           ${start.toISOString()}::timestamptz + make_interval(secs => (g * 37) % (3 * 86400)),
           'seed', 'bench-' || g
    from generate_series(1, ${EVIDENCE}) as g, lateral (select ((g::bigint * 7919 + g / ${leafIds.length}) % ${SIGNUPS})::int as p) as player`);
  const setupDone = performance.now();

  console.log(
    `large event bench (${kind}): ${TEAMS} teams, ${formatCount(SIGNUPS)} sign-ups, ${formatCount(TOP_CATEGORIES + subs.length + LEAVES)} objectives, ${formatCount(EVIDENCE)} evidence rows; ${os.cpus().length} cores`,
  );
  console.log(
    `  set-up: crowd and objectives ${ms(shapeDone - setupStarted)}, evidence ${ms(setupDone - shapeDone)} (in the database)`,
  );

  // ── Full rescore ──
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const updater = createScoreUpdater(t.app.ctx, QUIET_LOG);
  const heapBefore = process.memoryUsage().heapUsed;
  const fullStarted = performance.now();
  await updater.flush();
  const full = performance.now() - fullStarted;
  global.gc?.();
  const heldHeap = process.memoryUsage().heapUsed - heapBefore;
  const [stored] = await db.select({ rows: count() }).from(scores).where(eq(scores.eventId, event.id));
  console.log(
    `  full rescore (load + engine + publish)          ${ms(full)} (${formatCount(stored?.rows ?? 0)} score rows; the worker's heap grew by ${mb(heldHeap)})`,
  );

  // ── Latest scores over HTTP: first read after a change (built from the database), then cached ──
  // The API process first pushes the full rescore's changes (which drops its cached scores as it goes).
  const pushStarted = performance.now();
  await t.app.ctx.scoreFeed.flush();
  console.log(`  the API process takes in the full rescore's changes  ${ms(performance.now() - pushStarted)}`);
  const latestUrl = `${base}/api/events/${event.id}/scores/latest`;
  // The longest the process's event loop was held while the answer was built (read, encoded, compressed).
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  let longestGc = 0;
  const gcWatch = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestGc = Math.max(longestGc, entry.duration);
  });
  gcWatch.observe({ entryTypes: ['gc'] });
  loopDelay.enable();
  const cold = await httpGet(latestUrl, 'gzip');
  loopDelay.disable();
  gcWatch.disconnect();
  const warm = await httpGet(latestUrl, 'gzip');
  const raw = await httpGet(latestUrl, 'identity');
  const latestRows = (JSON.parse(gunzipSync(cold.body).toString('utf8')) as unknown[]).length;
  console.log(
    `  latest scores: ${mb(raw.bytes)} raw, ${mb(cold.bytes)} gzip; first read ${ms(cold.ms)} (event loop held at most ${ms(loopDelay.max / 1e6)}, longest garbage collection ${ms(longestGc)}), cached ${ms(warm.ms)} (${formatCount(latestRows)} rows)`,
  );

  // ── Changes: one evidence row each, the worker's rescore and publish, and what each socket receives ──
  const sockets = {
    detailed: await openSocket(`${base.replace('http', 'ws')}/api/events/${event.id}/scores/ws`),
    totals: await openSocket(`${base.replace('http', 'ws')}/api/events/${event.id}/scores/simple/ws`),
  };
  await sockets.totals.next(); // the totals it is sent on connecting
  const changeTimes: number[] = [];
  /** Evidence committed → both sockets have the change (the API process pushes it as soon as it is published). */
  const deliveryTimes: number[] = [];
  const received = { detailed: [] as number[], totals: [] as number[] };
  for (let change = 1; change <= CHANGES; change++) {
    const player = (change * 37) % SIGNUPS;
    const messages = [sockets.detailed.next(), sockets.totals.next()];
    const started = performance.now();
    await db.execute(sql`
      insert into objective_matches (event_id, objective_id, team_id, user_id, number, timestamp, source, source_key)
      values (${event.id}, ${sumLeafIds[change % sumLeafIds.length]!}, ${teamIds[player % TEAMS]!}, ${userIds[player]!},
              ${1_000 + change}, now(), 'seed', ${`bench-change-${change}`})`);
    await updater.flush();
    changeTimes.push(performance.now() - started);
    await t.app.ctx.scoreFeed.flush();
    const [detailed, totals] = await Promise.all(messages);
    deliveryTimes.push(performance.now() - started);
    received.detailed.push(detailed!);
    received.totals.push(totals!);
  }
  const latestAfterChange = await httpGet(latestUrl, 'gzip');
  // The first check after a rebuild counts all the evidence (as the full check every 10 minutes does); later ones
  // count only what is not settled yet (worker/score-updater.ts).
  const verifyTimes: number[] = [];
  for (let check = 1; check <= 3; check++) {
    clockOffset = check * (VERIFY_INTERVAL_MS + 1_000);
    const verifyStarted = performance.now();
    await updater.flush();
    verifyTimes.push(performance.now() - verifyStarted);
  }

  const p95 = percentile(changeTimes, 95);
  console.log(
    `  one change → scores published (${CHANGES} changes)   p50 ${ms(percentile(changeTimes, 50))}, p95 ${ms(p95)}, max ${ms(Math.max(...changeTimes))} ${mark(p95 <= CHANGE_P95_TARGET_MS)} (target p95 ≤ ${CHANGE_P95_TARGET_MS} ms)`,
  );
  console.log(
    `  the worker's check of its state (every 30 s)    ${ms(verifyTimes.at(-1)!)} (the first after a rebuild, and every 10 min: ${ms(verifyTimes[0]!)})`,
  );
  console.log(
    `  live diff per change, bytes per socket: detailed p50 ${percentile(received.detailed, 50)} B (max ${Math.max(...received.detailed)}), team totals ${percentile(received.totals, 50)} B`,
  );
  console.log(
    `  one change → both sockets have it                p50 ${ms(percentile(deliveryTimes, 50))}, p95 ${ms(percentile(deliveryTimes, 95))}, max ${ms(Math.max(...deliveryTimes))}`,
  );
  console.log(`  latest scores, first read after a change       ${ms(latestAfterChange.ms)}`);
  sockets.detailed.close();
  sockets.totals.close();

  // ── Memory ──
  const ownPeak = process.resourceUsage().maxRSS * 1024;
  if (t.database.url) {
    await updater.stop();
    const database: SiteDatabase = {
      kind: 'postgres',
      env: {
        DATABASE_URL: t.database.url,
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bench-large-')),
        SEED_DEMO: 'false',
        PROVIDERS: 'real',
        RATE_LIMITS: 'false',
      },
      drop: async () => undefined,
    };
    // A restarted worker rebuilds its state from all the evidence. One stored score is taken away first, so that
    // the rebuild publishes it again: its history row says the rebuild is done.
    const [lastHistory] = await db.select({ id: max(scoreHistory.id) }).from(scoreHistory);
    await db.delete(scores).where(and(eq(scores.eventId, event.id), eq(scores.objectiveId, sumLeafIds[0]!)));
    const workerStarted = performance.now();
    const worker = await startSite(database, { roles: 'worker' });
    const workerRun = await peakRssUntil(worker, async () => {
      const [latest] = await db.select({ id: max(scoreHistory.id) }).from(scoreHistory);
      return (latest?.id ?? 0) > (lastHistory?.id ?? 0);
    });
    const workerRebuild = performance.now() - workerStarted;
    await worker.stop();
    const api = await startSite(database, { roles: 'api' });
    const apiIdle = rss(api.pid).current;
    const apiCold = await httpGet(`${api.url}/api/events/${event.id}/scores/latest`, 'gzip');
    await httpGet(`${api.url}/api/events/${event.id}/scores/latest`, 'br');
    const apiMemory = rss(api.pid);
    await api.stop();
    console.log(
      'exited' in workerRun
        ? `  worker process: EXITED (${workerRun.exited}) before its first rescore was done (out of memory?) ✗ (target ≤ 512 MB on PostgreSQL; ${ms(workerRebuild)} after its start)`
        : `  worker process: peak RSS ${mb(workerRun.peak)} ${mark(workerRun.peak <= 512 * 1024 * 1024)} (target ≤ 512 MB on PostgreSQL; started and rescored in ${ms(workerRebuild)})`,
    );
    console.log(
      `  API process: RSS ${mb(apiIdle)} idle, ${mb(apiMemory.current)} after serving the latest scores (peak ${mb(apiMemory.peak)}; that first read ${ms(apiCold.ms)})`,
    );
    console.log(`  this process (bench, worker and API in one, database elsewhere): peak RSS ${mb(ownPeak)}`);
  } else {
    console.log(`  this process (database, worker and API in one): peak RSS ${mb(ownPeak)}`);
    console.log('  worker and API as processes of their own: needs PostgreSQL (set BENCH_DATABASE_URL)');
  }
  await t.close();
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** One GET with the given Accept-Encoding: the body's bytes as sent and the time to the last one. */
function httpGet(url: string, encoding: string): Promise<{ bytes: number; ms: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`));
          const body = Buffer.concat(chunks);
          resolve({ bytes: body.length, ms: performance.now() - started, body });
        });
      })
      .on('error', reject);
  });
}

/** A WebSocket whose `next()` resolves with the byte length of the next message it receives. */
async function openSocket(url: string): Promise<{ next(): Promise<number>; close(): void }> {
  const socket = new WebSocket(url);
  const waiting: ((bytes: number) => void)[] = [];
  const arrived: number[] = [];
  socket.on('message', (data: Buffer) => {
    const waiter = waiting.shift();
    if (waiter) waiter(data.length);
    else arrived.push(data.length);
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return {
    next: () =>
      arrived.length > 0 ? Promise.resolve(arrived.shift()!) : new Promise<number>((resolve) => waiting.push(resolve)),
    close: () => socket.close(),
  };
}

/** Resident memory of a process now and at its peak (VmRSS, VmHWM), in bytes. */
function rss(pid: number): { current: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { current: field('VmRSS'), peak: field('VmHWM') };
}

/**
 * The peak RSS of a process by the time `done` answers true, or how it ended when it exits first. The child's
 * `exit` event is the one sure sign: a process killed by a signal (V8 aborts when its heap is full) keeps a null
 * `exitCode`, and a dead child's /proc entry can linger without the fields `rss` reads.
 */
async function peakRssUntil(
  site: SiteProcess,
  done: () => Promise<boolean>,
): Promise<{ peak: number } | { exited: string }> {
  const child = site.process;
  const describe = (code: number | null, signal: NodeJS.Signals | null) => signal ?? `exit code ${code}`;
  let exited: string | null =
    child.exitCode !== null || child.signalCode !== null ? describe(child.exitCode, child.signalCode) : null;
  child.once('exit', (code, signal) => (exited = describe(code, signal)));
  let peak = 0;
  for (;;) {
    if (exited !== null) return { exited };
    try {
      const { peak: now } = rss(site.pid);
      if (Number.isFinite(now)) peak = Math.max(peak, now);
    } catch {
      // The process is going: its `exit` event follows.
    }
    if (await done()) return { peak };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
