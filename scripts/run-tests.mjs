#!/usr/bin/env node
// Runs every check of the project and ends with one line "N passed, N failed" summed over all runners:
// type-check and lint (one check per project), Vitest (unit + integration), Playwright (end-to-end in Chromium).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const projects = ['packages/shared', 'packages/scoring', 'apps/simulator', 'apps/server', 'apps/web', 'apps/web/e2e', '.'];
const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

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

const bin = (name) => `node_modules/.bin/${name}`;

// The web build generates the route tree the type-check needs, and the bundle the end-to-end tests serve.
check('build', run('build web app', 'npm', ['run', '--silent', 'build']));
for (const project of projects) check(`typecheck ${project}`, run(`type-check ${project}`, bin('tsc'), ['-p', project]));
check('lint', run('lint', bin('eslint'), ['.', '--max-warnings', '0']));

rmSync('.ci-vitest.json', { force: true });
const vitestOk = run('unit and integration tests (vitest)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=.ci-vitest.json',
]);
const vitest = readJson('.ci-vitest.json');
if (vitest) {
  results.passed += vitest.numPassedTests;
  results.failed += vitest.numFailedTests;
  results.skipped += vitest.numPendingTests + vitest.numTodoTests;
  // A file that fails to load has no failed tests but still fails the run.
  if (!vitestOk && vitest.numFailedTests === 0) check('vitest (suite errors)', false);
} else check('vitest (no report)', false);

rmSync('.ci-pw.json', { force: true });
const playwrightOk = run('end-to-end tests (playwright, chromium)', bin('playwright'), ['test']);
const playwright = existsSync('.ci-pw.json') ? readJson('.ci-pw.json') : undefined;
if (playwright) {
  results.passed += playwright.stats.expected + playwright.stats.flaky;
  results.failed += playwright.stats.unexpected;
  results.skipped += playwright.stats.skipped;
  if (!playwrightOk && playwright.stats.unexpected === 0) check('playwright (run errors)', false);
} else check('playwright (no report)', false);

if (failures.length > 0) console.log(`\nFailed checks: ${failures.join(', ')}`);
console.log(`\n${results.passed} passed, ${results.failed} failed${results.skipped ? `, ${results.skipped} skipped` : ''}`);
process.exit(results.failed > 0 ? 1 : 0);
