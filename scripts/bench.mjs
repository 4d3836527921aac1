#!/usr/bin/env node
// `npm run bench`: every performance figure the issues ask for, printed (never asserted).
// BENCH_DATABASE_URL=postgres://… runs the database-backed benches on PostgreSQL instead of the embedded one.
import { spawnSync } from 'node:child_process';

const benches = [
  ['scoring engine (pure)', 'packages/scoring/bench/engine.bench.ts'],
  // The long run of the engine's property test (the test itself runs a few seeds).
  ['scoring engine properties, 2,000 seeds (pure)', 'packages/scoring/bench/property.bench.ts'],
  ['item matching (pure)', 'apps/server/bench/matching.bench.ts'],
  ['team sort suggestion and fairness against the reference (pure)', 'apps/server/bench/team-sort.bench.ts'],
  [
    'team sort, 20,000 sign-ups in 100 teams (pure)',
    'apps/server/bench/team-sort.bench.ts',
    { BENCH_SIGNUPS: '20000', BENCH_TEAMS: '100' },
  ],
  ['scores end to end (database, worker, WebSockets)', 'apps/server/bench/scores.bench.ts'],
  [
    "an event far larger than today's: 20,000 sign-ups, 2,000 objectives, 2,000,000 evidence rows (database, worker, API)",
    'apps/server/bench/large-event.bench.ts',
  ],
  // Runs the pipeline with the V8 heap flags of the server's start script, so its RSS is the launched one's.
  ['public stash pipeline (database, jobs)', 'apps/server/bench/stash-pipeline.bench.ts'],
  ['public stash pipeline, 4 MB pages', 'apps/server/bench/stash-pipeline.bench.ts', { BENCH_PAGE_ITEMS: '5000' }],
  [
    'hot public reads against a bare Fastify hello-world (site processes, HTTP)',
    'apps/server/bench/hot-reads.bench.ts',
  ],
  [
    'bounded work per request: issue 29 reproductions while /api/health is asked',
    'apps/server/bench/bounded-work.bench.ts',
  ],
  ['5-minute soak: WebSockets, hot reads at half capacity, demo ingestion', 'apps/server/bench/soak.bench.ts'],
  // Always the embedded database: the set-up `npm start` gives a newcomer.
  [
    'memory of `npm start`: 150 s of the demo in one process, then 150 s under a stash load',
    'apps/server/bench/memory.bench.ts',
  ],
  ['web (bundle size, 10,000-row ladder in Chromium)', 'apps/web/e2e/web.bench.ts'],
  // After the web bench, which builds the app this one serves.
  [
    "from the game to the screen: a stash find and a judge's decision until a visitor's page shows them (Chromium)",
    'apps/server/bench/screen-latency.bench.ts',
  ],
];

let failed = 0;
for (const [label, file, env = {}] of benches) {
  const settings = Object.entries(env).map(([key, value]) => `${key}=${value}`);
  console.log(`\n▶ ${label}: ${file}${settings.length ? ` (${settings.join(' ')})` : ''}`);
  // Thousands of sockets need more open files than the usual default of 1,024: raise the soft limit to the hard one.
  const { status } = spawnSync(
    'sh',
    ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$0" "$@"', process.execPath, '--import', 'tsx', file],
    {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  );
  if (status !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
