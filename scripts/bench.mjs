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
  ['scores end to end (database, worker, WebSockets)', 'apps/server/bench/scores.bench.ts'],
  ['public stash pipeline (database, jobs)', 'apps/server/bench/stash-pipeline.bench.ts'],
  // The same with V8's old generation capped: shows how much of the peak RSS above is garbage V8 had not
  // needed to collect yet rather than memory the pipeline holds.
  ['public stash pipeline, V8 heap capped at 300 MB', 'apps/server/bench/stash-pipeline.bench.ts', ['--max-old-space-size=300']],
  ['web (bundle size, 10,000-row ladder in Chromium)', 'apps/web/e2e/web.bench.ts'],
];

let failed = 0;
for (const [label, file, nodeArgs = []] of benches) {
  console.log(`\n▶ ${label}: ${file}${nodeArgs.length ? ` (node ${nodeArgs.join(' ')})` : ''}`);
  const { status } = spawnSync(process.execPath, [...nodeArgs, '--import', 'tsx', file], { stdio: 'inherit' });
  if (status !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
