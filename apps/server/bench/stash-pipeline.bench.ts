/**
 * The public stash pipeline at stream speed (issues 5 and 15): synthetic pages of ~2,000 stashes and ~25,000
 * realistic items (~10 % in the event league) against 500 item objectives. Prints pages per second for
 * (a) JSON.parse alone and (b) the whole pipeline as the worker runs it — the real FetchStashChanges job
 * (read each body as the PoE client does, building and validating only the event's players' tabs, store
 * them with the stream cursor, the next page read while one is kept) and the real EvaluateStashChanges job
 * (match new snapshots, write evidence) running side by side — and (b) as a share of (a) against issue 15's
 * target;
 * then the peak RSS while (b) runs against its target. Pages come from files (written by
 * write-stash-pages.ts in another process), as a download would, so only the pages in flight are in memory.
 *
 * The bench runs itself again in a child process started with the V8 flags of the server's start script
 * (apps/server/package.json), so the RSS figure is the one `npm start` and `ROLES=worker` processes get.
 *
 * Database: PostgreSQL when BENCH_DATABASE_URL is set (a throw-away database on that server), otherwise the
 * embedded PGlite in a throw-away data directory, opened as `npm start` opens it (its WebAssembly memory then
 * counts in the RSS figure; the breakdown below the figure says how much).
 *
 *   node_modules/.bin/tsx apps/server/bench/stash-pipeline.bench.ts
 *   BENCH_DATABASE_URL=postgres://… BENCH_PAGE_ITEMS=5000 node_modules/.bin/tsx …   (4 MB pages)
 */
import { spawnSync } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { eq } from 'drizzle-orm';
import { linkedAccounts, objectiveConditions, objectiveMatches, objectives, stashSnapshots } from '../src/db/schema';
import { BodyBuffers } from '../src/lib/http/body-buffers';
import { DEFAULT_MAX_BODY_BYTES } from '../src/lib/http/http-client';
import { evaluateStashChangesJob } from '../src/worker/evaluate-stash-changes.job';
import { fetchStashChangesJob } from '../src/worker/fetch-stash-changes.job';
import type { JobDeps } from '../src/worker/job-deps';
import type { PoeClient } from '../src/providers/poe/poe.client';
import { toPublicStashPage } from '../src/providers/poe/poe.mapper';
import { publicStashPageSchema } from '../src/providers/poe/poe.schemas';
import { insertCrowd, insertEvent } from '../src/test/fixtures';
import { QUIET_LOG } from '../src/test/jobs';
import { openDatabase } from '../src/db/database';
import { benchDatabaseKind, createTestDatabase, type DatabaseKind, type TestDatabase } from '../src/test/test-app';
import { serverNodeFlags } from './site-processes';
import { EVENT_LEAGUE, makeObjectives } from './synthetic-stash-page';

/** Items per page: the issue's ~25,000 (then ~21 MB of JSON), or BENCH_PAGE_ITEMS=5000 for its ~4 MB pages. */
const PAGE_ITEMS = Number(process.env.BENCH_PAGE_ITEMS ?? 25_000);
/**
 * The same stretch of river whatever the page size (8 pages of ~21 MB, 40 of ~4 MB), so that the small pages'
 * rate is the stream's steady one rather than mostly the jobs' first and last runs.
 */
const PAGES = Number(process.env.BENCH_PAGES ?? Math.round((8 * 25_000) / PAGE_ITEMS));
const OBJECTIVES = 500;
/** Issue 15's targets. */
const TARGET_SHARE_OF_PARSE = 0.5;
const TARGET_PEAK_RSS_MB = 512;
const TEAMS = 10;
/** Of the 1,000 accounts on the pages, these many take part in the event (their finds become evidence). */
const PARTICIPANTS = 200;

/** A full collection, so the page generator's garbage does not count as the pipeline's memory. */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The bench's database; PGlite in a data directory of its own, as `npm start` opens it (not the tests' in-memory one). */
async function openBenchDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'postgres') return createTestDatabase(kind);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stash-bench-data-'));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  return {
    ...database,
    async drop() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The WebAssembly memories made from now on (PGlite's): found by wrapping their constructor, to read their size,
 * which only grows. Called before the database opens.
 */
function trackWasmMemories(): () => number {
  // Node's types leave WebAssembly.Memory out; this is the part of it used here.
  type WasmMemory = { buffer: ArrayBuffer };
  const wasm = (globalThis as unknown as { WebAssembly: { Memory: new (...args: unknown[]) => WasmMemory } })
    .WebAssembly;
  const memories: WeakRef<WasmMemory>[] = [];
  wasm.Memory = new Proxy(wasm.Memory, {
    construct(target, args: unknown[]) {
      const memory = new target(...args);
      memories.push(new WeakRef(memory));
      return memory;
    },
  });
  return () => memories.reduce((sum, ref) => sum + (ref.deref()?.buffer.byteLength ?? 0), 0);
}

type MemorySample = ReturnType<typeof process.memoryUsage> & { wasm: number };

/** The process's memory: V8's heap, what lives outside it (PGlite's WebAssembly memory in it), and the rest. */
const describeMemory = (m: MemorySample) =>
  `heap ${mb(m.heapUsed)} used of ${mb(m.heapTotal)}, external ${mb(m.external)} (PGlite's WebAssembly memory ` +
  `${mb(m.wasm)}, array buffers ${mb(m.arrayBuffers)}), the rest ${mb(m.rss - m.heapTotal - m.external)}`;

/**
 * The PoE client's stash call over files instead of HTTP: page n is `n.json` and names page n + 1 as next;
 * after the last page the river is at its tip. The body is read in chunks into lent buffers and validated
 * exactly as the client does with a download.
 */
function pagesFromFiles(dir: string): Pick<PoeClient, 'getPublicStashPage'> {
  const bodies = new BodyBuffers(DEFAULT_MAX_BODY_BYTES);
  return {
    async getPublicStashPage(changeId, { keep = () => true } = {}) {
      const n = changeId === undefined ? 1 : Number(changeId.split('-')[0]);
      const body = await bodies.read(
        n <= PAGES
          ? createReadStream(path.join(dir, `${n}.json`))
          : [Buffer.from(JSON.stringify({ next_change_id: changeId, stashes: [] }))],
      );
      try {
        return toPublicStashPage(publicStashPageSchema(keep).parse(body.bytes), changeId ?? null, null);
      } finally {
        body.release();
      }
    },
  };
}

async function main() {
  const kind = benchDatabaseKind();
  const wasmBytes = trackWasmMemories();
  const database = await openBenchDatabase(kind);
  try {
    const db = database.db;
    const event = await insertEvent(db, {
      name: EVENT_LEAGUE,
      eventStartTime: new Date(Date.now() - 86_400_000),
      eventEndTime: new Date(Date.now() + 86_400_000),
    });

    // ── The event: teams, participants with game accounts, 500 item objectives ──
    const { userIds } = await insertCrowd(db, event.id, TEAMS, PARTICIPANTS);
    await db.insert(linkedAccounts).values(
      userIds.map((userId, i) => ({
        userId,
        provider: 'poe' as const,
        accountId: `acc-${i}`,
        accountName: `Player#${i}`,
      })),
    );
    const [root] = await db.select().from(objectives).where(eq(objectives.eventId, event.id));
    for (const objective of makeObjectives(OBJECTIVES)) {
      const [row] = await db
        .insert(objectives)
        .values({
          eventId: event.id,
          parentId: root!.id,
          name: `Objective ${objective.id}`,
          objectiveType: 'ITEM',
          aggregation: 'EARLIEST',
          numberField: 'STACK_SIZE',
          validFrom: objective.valid_from === null ? null : new Date(objective.valid_from),
          validTo: objective.valid_to === null ? null : new Date(objective.valid_to),
        })
        .returning({ id: objectives.id });
      await db.insert(objectiveConditions).values(
        objective.conditions.map((c) => ({
          objectiveId: row!.id,
          field: c.field,
          operator: c.operator,
          value: c.value,
        })) as (typeof objectiveConditions.$inferInsert)[],
      );
    }

    // ── Pages, written to files before anything is timed ──
    const dir = mkdtempSync(path.join(tmpdir(), 'stash-pages-'));
    const writer = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        fileURLToPath(new URL('write-stash-pages.ts', import.meta.url)),
        dir,
        String(PAGES),
        String(PAGE_ITEMS),
      ],
      { encoding: 'utf8' },
    );
    if (writer.status !== 0) throw new Error(`could not write the pages: ${writer.stderr}`);
    const { bytes, stashes } = JSON.parse(writer.stdout) as { bytes: number; stashes: number };
    console.log(`database: ${kind}; ${OBJECTIVES} item objectives, ${PARTICIPANTS} participants in ${TEAMS} teams`);
    console.log(
      `pages: ${PAGES} × ~${(stashes / PAGES).toFixed(0)} stashes, ${PAGE_ITEMS.toLocaleString('en-US')} items, ${(bytes / PAGES / 1e6).toFixed(1)} MB of JSON each`,
    );

    // ── (b) the two jobs, side by side as the worker runs them, until every page is evidence ──
    const deps: JobDeps = {
      ctx: {
        db,
        database,
        now: () => new Date(),
        providers: {
          poe: pagesFromFiles(dir) as PoeClient,
          twitch: null,
          discord: null,
          discordWebhooks: null,
          pob: null,
          pobPoe2: null,
        },
      },
      log: QUIET_LOG,
      ascendancyNodes: new Set(),
      streamStart: 'beginning',
    };
    const signal = new AbortController().signal;
    collectGarbage();
    const baseRss = process.memoryUsage().rss;
    let peakRss = 0;
    let atPeak: MemorySample | undefined;
    // RSS alone every 10 ms (cheap); the whole breakdown when it is the highest yet.
    const sampler = setInterval(() => {
      const rss = process.memoryUsage.rss();
      if (rss <= peakRss) return;
      peakRss = rss;
      atPeak = { ...process.memoryUsage(), wasm: wasmBytes() };
    }, 10);
    const started = performance.now();
    let fetching = true;
    const fetch = (async () => {
      const job = fetchStashChangesJob(deps);
      while ((await job.run({ eventId: event.id, counters: {}, signal })).more);
      fetching = false;
    })();
    const evaluate = (async () => {
      const job = evaluateStashChangesJob(deps);
      for (;;) {
        const outcome = await job.run({ eventId: event.id, counters: {}, signal });
        if (outcome.more) continue;
        if (!fetching && outcome.counters?.snapshots === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    await Promise.all([fetch, evaluate]);
    const pipelineMs = (performance.now() - started) / PAGES;
    clearInterval(sampler);
    const snapshots = (await db.select({ id: stashSnapshots.id }).from(stashSnapshots)).length;
    const evidence = (await db.select({ id: objectiveMatches.id }).from(objectiveMatches)).length;

    // ── (a) JSON.parse alone, in a node of its own without the server's heap flags (a smaller heap slows it) ──
    const parseMs = parseAloneMs(dir);

    rmSync(dir, { recursive: true, force: true });
    const row = (label: string, ms: number, note = '') =>
      console.log(
        `${label.padEnd(52)}${ms.toFixed(0).padStart(6)} ms/page ${(1000 / ms).toFixed(2).padStart(7)} pages/s  ${note}`,
      );
    row('(a) JSON.parse alone', parseMs);
    row(
      '(b) whole pipeline (parse … store, match, write)',
      pipelineMs,
      `${((parseMs / pipelineMs) * 100).toFixed(0)} % of (a) (target ≥ ${TARGET_SHARE_OF_PARSE * 100} %)`,
    );
    console.log(`stored ${snapshots} snapshots, ${evidence} evidence rows`);
    console.log(
      `peak RSS while (b) ran: ${mb(peakRss)} (target ≤ ${TARGET_PEAK_RSS_MB} MB; ${mb(baseRss)} before it started)${kind === 'pglite' ? ', including the embedded PGlite database' : ''}`,
    );
    if (atPeak) console.log(`  at the peak: ${describeMemory(atPeak)}`);
  } finally {
    await database.drop();
  }
}

/** Milliseconds per page JSON.parse alone takes, in a fresh node with default flags. */
function parseAloneMs(dir: string): number {
  const script = `
    import { readFileSync } from 'node:fs';
    const [dir, pages] = process.argv.slice(1);
    let total = 0;
    for (let n = 1; n <= Number(pages); n++) {
      const text = readFileSync(dir + '/' + n + '.json', 'utf8');
      const started = performance.now();
      JSON.parse(text);
      total += performance.now() - started;
    }
    console.log(total / Number(pages));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, dir, String(PAGES)], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`JSON.parse alone failed: ${run.stderr}`);
  return Number(run.stdout.trim());
}

if (process.env.STASH_BENCH_CHILD) await main();
else {
  const flags = serverNodeFlags();
  console.log(`node flags as \`npm start\` runs the server: ${flags.join(' ') || '(none)'}`);
  const child = spawnSync(process.execPath, [...flags, '--import', 'tsx', fileURLToPath(import.meta.url)], {
    stdio: 'inherit',
    env: { ...process.env, STASH_BENCH_CHILD: '1' },
  });
  process.exit(child.status ?? 1);
}
