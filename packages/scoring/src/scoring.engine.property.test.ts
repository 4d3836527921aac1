import { describe, expect, it } from 'vitest';
import { batchedBuildCases, incrementalCases, orderCases } from './scoring.property.fixture';

/**
 * A small exact run of the scoring engine's properties (scoring.property.fixture.ts); the large run is
 * `npm run bench` (packages/scoring/bench/property.bench.ts), so this file stays far from vitest's timeout.
 */
const SEEDS = 40;

describe('incremental scoring', () => {
  it('matches a full recompute after every batch of new evidence, snapshots and clock moves', () => {
    const cases = [...incrementalCases(1, SEEDS)];
    for (const { label, actual, expected } of cases) expect(actual, label).toEqual(expected);
    // Two comparisons (scores, diffs) per batch, five batches per seed.
    expect(cases).toHaveLength(SEEDS * 5 * 2);
  });

  it('gives the same result whatever order the evidence arrives in', () => {
    const cases = [...orderCases(1_000, SEEDS)];
    for (const { label, actual, expected } of cases) expect(actual, label).toEqual(expected);
    expect(cases).toHaveLength(SEEDS);
  });

  it('gives the same result when the state is built from evidence in batches', () => {
    const cases = [...batchedBuildCases(2_000, SEEDS)];
    for (const { label, actual, expected } of cases) expect(actual, label).toEqual(expected);
    expect(cases).toHaveLength(SEEDS);
  });
});
