/// <reference types="node" />
/**
 * The scoring engine's properties over many seeds (the test runs a few): prints how many cases held and how
 * long they took; exits non-zero on the first case that does not hold, with its seed.
 * Run: node_modules/.bin/tsx packages/scoring/bench/property.bench.ts
 */
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import { incrementalCases, orderCases, type PropertyCase } from '../src/scoring.property.fixture';

const SEEDS = 2_000;

function check(name: string, cases: Iterable<PropertyCase>) {
  const started = performance.now();
  let count = 0;
  for (const { label, actual, expected } of cases) {
    // Both sides come from the same engine types; JSON drops only `undefined` fields, as toEqual ignores them.
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(actual)), JSON.parse(JSON.stringify(expected)))) {
      console.error(`${name}: does not hold for ${label}`);
      process.exit(1);
    }
    count++;
  }
  console.log(`${name}: ${count.toLocaleString('en')} cases hold (${Math.round(performance.now() - started)} ms)`);
}

check('incremental = full recompute', incrementalCases(1, SEEDS));
check('order independence', orderCases(1_000, SEEDS));
