/**
 * Scoring at scale, end to end through the server (issue 3):
 * an event of 20 teams, 1,000 objectives, 500 users and 1,000,000 evidence rows.
 * Prints: full recompute time, incremental recompute after 100 new evidence rows (and its share of the
 * full one), insert → receipt latency at 1,000 and 10,000 connected WebSocket clients (p50/p95/max; issue 15)
 * on this process's API and, on PostgreSQL, split over two `ROLES=api` processes; peak RSS, cores.
 * The clients live in a process of their own.
 *
 * Database: PostgreSQL when BENCH_DATABASE_URL is set (a throw-away database is created on that server),
 * otherwise the embedded PGlite. Run: npm run bench (or tsx apps/server/bench/scores.bench.ts).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { ScoringMethod } from '@app/shared';
import { createScoreUpdater } from '../src/worker/score-updater';
import { objectives, objectiveScoringRules, scoringPresets } from '../src/db/schema';
import { notifyEvidenceAdded } from '../src/db/signals';
import { insertCrowd, insertEvent, insertObjective } from '../src/test/fixtures';
import { QUIET_LOG } from '../src/test/jobs';
import { benchDatabaseKind, createTestApp } from '../src/test/test-app';
import { startSite, type SiteDatabase } from './site-processes';
import { ClientProcess } from './ws-clients';

const TEAMS = 20;
const CATEGORIES = 20;
const LEAVES_PER_CATEGORY = 49; // 20 categories + 980 leaves = 1,000 objectives
const USERS = 500;
const EVIDENCE = Number(process.env.BENCH_EVIDENCE ?? 1_000_000);
/** The crowd of issue 3 and ten times it (issue 15). */
const CLIENT_COUNTS = (process.env.BENCH_CLIENTS ?? '1000,10000').split(',').map(Number);
const NEW_ROWS = 100;
/** A delivery not received by then counts as lost (and the bench goes on). */
const ARRIVAL_TIMEOUT_S = 30;
const ROUNDS = 5;

const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main() {
  const kind = benchDatabaseKind();
  const t = await createTestApp(kind);
  const db = t.database.db;
  const start = new Date(Date.now() - 3 * 24 * 3_600_000);
  const event = await insertEvent(db, {
    eventStartTime: start,
    eventEndTime: new Date(Date.now() + 4 * 24 * 3_600_000),
  });

  // ── Shape of the event ──
  const { teamIds, userIds } = await insertCrowd(db, event.id, TEAMS, USERS);
  const methods: { scoringMethod: ScoringMethod; points: number[]; pointCap?: number }[] = [
    { scoringMethod: 'PRESENCE', points: [10] },
    { scoringMethod: 'RANKED_TIME', points: [20, 15, 10, 5] },
    { scoringMethod: 'POINTS_FROM_VALUE', points: [0.5], pointCap: 50 },
    { scoringMethod: 'RANKED_VALUE', points: [15, 10, 5] },
  ];
  const presetIds = (
    await db
      .insert(scoringPresets)
      .values(methods.map((m, i) => ({ eventId: event.id, name: `Preset ${i}`, ...m })))
      .returning({ id: scoringPresets.id })
  ).map((r) => r.id);
  const [categoryPreset] = await db
    .insert(scoringPresets)
    .values({
      eventId: event.id,
      name: 'Category race',
      points: [30, 20, 10],
      scoringMethod: 'RANKED_COMPLETION_TIME',
      type: 'CATEGORY',
    })
    .returning();
  const [root] = await db
    .select()
    .from(objectives)
    .where(sql`${objectives.eventId} = ${event.id}`);
  const aggregations = ['EARLIEST', 'EARLIEST', 'SUM_LATEST', 'MAXIMUM'] as const;
  const leafIds: number[] = [];
  /** Leaves that sum each player's latest number: a new, larger number always changes their score. */
  const sumLeafIds: number[] = [];
  for (let c = 0; c < CATEGORIES; c++) {
    const category = await insertObjective(db, {
      eventId: event.id,
      parentId: root!.id,
      name: `Category ${c + 1}`,
      objectiveType: 'CATEGORY',
      aggregation: 'NONE',
      numberField: 'FINISHED_OBJECTIVES',
      presetIds: [c % 2 === 0 ? categoryPreset!.id : null],
    });
    const leaves = await db
      .insert(objectives)
      .values(
        Array.from({ length: LEAVES_PER_CATEGORY }, (_, i) => ({
          eventId: event.id,
          parentId: category.id,
          name: `Objective ${c + 1}.${i + 1}`,
          objectiveType: 'ITEM' as const,
          aggregation: aggregations[i % aggregations.length]!,
          numberField: 'STACK_SIZE' as const,
          requiredNumber: 1 + (i % 3) * 4,
        })),
      )
      .returning({ id: objectives.id });
    await db.insert(objectiveScoringRules).values(
      leaves.map((leaf, i) => ({
        objectiveId: leaf.id,
        position: 0,
        scoringPresetId: presetIds[i % presetIds.length]!,
      })),
    );
    leafIds.push(...leaves.map((l) => l.id));
    sumLeafIds.push(
      ...leaves.filter((_, i) => aggregations[i % aggregations.length] === 'SUM_LATEST').map((l) => l.id),
    );
  }

  // ── 1,000,000 evidence rows, generated inside the database ──
  const seedStarted = performance.now();
  const intArray = (values: number[]) => sql.raw(`array[${values.join(',')}]::int[]`);
  await db.execute(sql`
    insert into objective_matches (event_id, objective_id, team_id, user_id, number, timestamp, source, source_key)
    select ${event.id},
           (${intArray(leafIds)})[1 + (g % ${leafIds.length})],
           (${intArray(teamIds)})[1 + ((g * 7) % ${TEAMS})],
           (${intArray(userIds)})[1 + ((g * 7) % ${TEAMS}) + ${TEAMS} * ((g / 7) % ${USERS / TEAMS})],
           1 + (g % 5),
           ${start.toISOString()}::timestamptz + make_interval(secs => (g * 37) % (3 * 86400)),
           'seed', 'bench-' || g
    from generate_series(1, ${EVIDENCE}) as g`);
  const seeded = performance.now() - seedStarted;

  // ── Full recompute ──
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const updater = createScoreUpdater(t.app.ctx, QUIET_LOG);
  const fullStarted = performance.now();
  await updater.flush();
  const full = performance.now() - fullStarted;

  // ── Incremental recompute ──
  let sequence = 0;
  const evidenceRows = (label: string, field: number) =>
    Array.from({ length: NEW_ROWS }, () => {
      sequence++;
      const teamIndex = sequence % TEAMS;
      return sql`(${event.id}, ${leafIds[(sequence * field) % leafIds.length]!}, ${teamIds[teamIndex]!}, ${userIds[teamIndex]!}, ${field}, now(), 'seed', ${`bench-${label}-${sequence}`})`;
    });
  /** Rows that change scores every time (each a new latest number on a summing objective), for the push rounds. */
  const changingRows = () =>
    Array.from({ length: NEW_ROWS }, () => {
      sequence++;
      const teamIndex = sequence % TEAMS;
      return sql`(${event.id}, ${sumLeafIds[sequence % sumLeafIds.length]!}, ${teamIds[teamIndex]!}, ${userIds[teamIndex]!}, ${1_000 + sequence}, now(), 'seed', ${`bench-live-${sequence}`})`;
    });
  const insertEvidence = (rows: ReturnType<typeof evidenceRows>) =>
    db.execute(
      sql`insert into objective_matches (event_id, objective_id, team_id, user_id, number, timestamp, source, source_key) values ${sql.join(rows, sql`, `)}`,
    );
  const incremental: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await insertEvidence(evidenceRows('new', 13));
    const incrementalStarted = performance.now();
    await updater.flush();
    incremental.push(performance.now() - incrementalStarted);
  }
  const incrementalMedian = median(incremental);

  /**
   * Commit → receipt with the worker running: new evidence is committed, the worker scores it and publishes,
   * and every client's next message is timed (wall-clock in both processes, taken before the insert is sent:
   * the worker's own poll can publish before this code resumes after the commit).
   */
  async function pushLatencies(clients: ClientProcess): Promise<{ latencies: number[]; missed: number }> {
    const latencies: number[] = [];
    let missed = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const rows = changingRows();
      const arrivals = clients.nextArrivals(ARRIVAL_TIMEOUT_S * 1000);
      const committed = Date.now();
      await insertEvidence(rows);
      await notifyEvidenceAdded(db, event.id);
      const { times, missing } = await arrivals;
      for (const arrival of times) latencies.push(arrival - committed);
      missed += missing;
    }
    return { latencies: latencies.sort((a, b) => a - b), missed };
  }

  console.log(
    `scores bench (${kind}): ${TEAMS} teams, ${CATEGORIES + CATEGORIES * LEAVES_PER_CATEGORY} objectives, ${USERS} users, ${EVIDENCE.toLocaleString('en')} evidence rows; ${os.cpus().length} cores`,
  );
  console.log(`  seeding evidence (in the database)        ${ms(seeded)}`);
  console.log(`  full recompute (load + engine + publish)  ${ms(full)}`);
  console.log(
    `  incremental, +${NEW_ROWS} rows (median of ${ROUNDS})     ${ms(incrementalMedian)}  = ${((incrementalMedian / full) * 100).toFixed(2)} % of full (target ≤ 5 %)`,
  );

  // ── Commit → receipt at 1,000 and 10,000 WebSocket clients of this process ──
  await t.app.ctx.scoreFeed.flush();
  await updater.start();
  const url = `ws://127.0.0.1:${port}/api/events/${event.id}/scores/ws`;
  for (const count of CLIENT_COUNTS) {
    const clients = await ClientProcess.open([url], count);
    report(`insert → ${count.toLocaleString('en')} WebSocket clients, one API process`, await pushLatencies(clients));
    await clients.close();
  }

  // ── The same crowd split over two ROLES=api processes (PostgreSQL: they share it with this worker) ──
  if (t.database.url) {
    const database: SiteDatabase = {
      kind: 'postgres',
      env: {
        DATABASE_URL: t.database.url,
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bench-api-')),
        SEED_DEMO: 'false',
        PROVIDERS: 'real',
        RATE_LIMITS: 'false',
      },
      drop: async () => undefined,
    };
    const apis = [await startSite(database, { roles: 'api' }), await startSite(database, { roles: 'api' })];
    const count = CLIENT_COUNTS.at(-1)!;
    const clients = await ClientProcess.open(
      apis.map((api) => `${api.url.replace('http', 'ws')}/api/events/${event.id}/scores/ws`),
      count,
    );
    report(`insert → ${count.toLocaleString('en')} WebSocket clients, two API processes`, await pushLatencies(clients));
    await clients.close();
    for (const api of apis) await api.stop();
  } else {
    console.log('  two API processes: needs PostgreSQL (set BENCH_DATABASE_URL)');
  }
  await updater.stop();

  const rssMb = process.resourceUsage().maxRSS / 1024;
  console.log(`  peak RSS (server and worker in this process; clients in their own)  ${rssMb.toFixed(0)} MB`);
  await t.close();
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
}

function report(label: string, { latencies, missed }: { latencies: number[]; missed: number }): void {
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  const p95 = pct(95);
  console.log(
    `  ${label.padEnd(58)} p50 ${ms(pct(50))}, p95 ${ms(p95)}, max ${ms(latencies.at(-1) ?? NaN)} ${p95 <= 1000 ? '✓' : '✗'} (target p95 ≤ 1000 ms; ${latencies.length.toLocaleString('en')} deliveries${missed ? `, ${missed} NOT RECEIVED within ${ARRIVAL_TIMEOUT_S} s` : ''})`,
  );
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
