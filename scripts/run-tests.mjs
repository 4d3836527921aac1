#!/usr/bin/env node
// Runs every check of the project and ends with one line "N passed, N failed, N skipped" summed over all
// runners: type-check and lint (one check per project), Vitest (unit + integration), Playwright (end-to-end in
// Chromium). Skipped tests are listed by name above it: a skipped test is a hole someone must see.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { relative, resolve } from 'node:path';

const projects = [
  'packages/shared',
  'packages/scoring',
  'apps/simulator',
  'apps/server',
  'apps/web',
  'apps/web/e2e',
  '.',
];
const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** "runner › file › test name" of every test that did not run. */
const skipped = [];

function run(label, command, args, env = {}) {
  process.stdout.write(`\n▶ ${label}\n`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return status === 0;
}

function check(label, ok) {
  if (ok) results.passed++;
  else {
    results.failed++;
    failures.push(label);
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Walks Playwright's JSON report (suites of specs of tests) for tests whose status is "skipped". */
function skippedPlaywrightTests(suites, titles = []) {
  const names = [];
  for (const suite of suites) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      if ((spec.tests ?? []).some((test) => test.status === 'skipped'))
        names.push(`playwright › ${[...path, spec.title].join(' › ')}`);
    names.push(...skippedPlaywrightTests(suite.suites ?? [], path));
  }
  return names;
}

const bin = (name) => `node_modules/.bin/${name}`;

// The web build generates the route tree the type-check needs, and the bundle the end-to-end tests serve; the
// compiled server is what `npm start` (the end-to-end tests) and the deploy suite run.
check('build', run('build web app and server', 'npm', ['run', '--silent', 'build']));
for (const project of projects)
  check(`typecheck ${project}`, run(`type-check ${project}`, bin('tsc'), ['-p', project]));
check('lint', run('lint', bin('eslint'), ['.', '--max-warnings', '0']));

/** Runs vitest with a JSON report and adds its counts (and the names of skipped tests) to the results. */
function runVitest(label, file, args = []) {
  // Absolute: vitest writes the report relative to its root, which a --config may move.
  const report = resolve(file);
  rmSync(report, { force: true });
  const ok = run(label, bin('vitest'), [
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${report}`,
  ]);
  const vitest = readJson(report);
  if (!vitest) return check(`${label} (no report)`, false);
  results.passed += vitest.numPassedTests;
  results.failed += vitest.numFailedTests;
  results.skipped += vitest.numPendingTests + vitest.numTodoTests;
  for (const file of vitest.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === 'pending' || test.status === 'skipped' || test.status === 'todo')
        skipped.push(`vitest › ${relative(process.cwd(), file.name)} › ${test.fullName}`);
  // A file that fails to load has no failed tests but still fails the run.
  if (!ok && vitest.numFailedTests === 0) check(`${label} (suite errors)`, false);
}

runVitest('unit and integration tests (vitest)', '.ci-vitest.json');
// Tests that measure the event loop, alone on the machine (other test files would hold its cores).
runVitest('event-loop gate (vitest, alone)', '.ci-vitest-alone.json', [
  '--config',
  'apps/server/vitest.alone.config.ts',
]);
// The compiled build behind Caddy on PostgreSQL, alone on the machine: it measures live delivery and restarts.
if (process.env.TEST_DATABASE_URL)
  runVitest('deploy suite (vitest: compiled build, Caddy, PostgreSQL)', '.ci-vitest-deploy.json', [
    '--config',
    'apps/server/vitest.deploy.config.ts',
  ]);
else console.log('\n▶ deploy suite: not run (it needs PostgreSQL: set TEST_DATABASE_URL)');

rmSync('.ci-pw.json', { force: true });
const playwrightOk = run('end-to-end tests (playwright, chromium)', bin('playwright'), ['test']);
const playwright = existsSync('.ci-pw.json') ? readJson('.ci-pw.json') : undefined;
if (playwright) {
  results.passed += playwright.stats.expected + playwright.stats.flaky;
  results.failed += playwright.stats.unexpected;
  results.skipped += playwright.stats.skipped;
  skipped.push(...skippedPlaywrightTests(playwright.suites ?? []));
  if (!playwrightOk && playwright.stats.unexpected === 0) check('playwright (run errors)', false);
} else check('playwright (no report)', false);

if (skipped.length > 0) console.log(`\nSkipped tests:\n${skipped.map((name) => `  - ${name}`).join('\n')}`);
if (failures.length > 0) console.log(`\nFailed checks: ${failures.join(', ')}`);
console.log(`\n${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
process.exit(results.failed > 0 ? 1 : 0);
