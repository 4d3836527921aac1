/// <reference types="node" />
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { makeObjective, makePreset, minute } from './objective.fixture';
import { currentScores, startScoringState } from './scoring.engine';
import type { Evidence } from './scoring.types';

const TEAMS = 100;
const OBJECTIVES = 10;
const ROWS = 200_000;
const BATCH = 10_000;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

describe('the engine state of a large event', () => {
  it('keeps evidence off the JavaScript heap: a worker capped at 384 MB holds 2,000,000 rows', () => {
    const teams = Array.from({ length: TEAMS }, (_, index) => ({ id: index + 1 }));
    const root = makeObjective(1, {
      children: Array.from({ length: OBJECTIVES }, (_, index) =>
        makeObjective(index + 2, { aggregation: 'MAXIMUM', scoring_preset: makePreset('RANKED_VALUE', [3, 2, 1]) }),
      ),
    });
    const row = (id: number): Evidence => ({
      id,
      objective_id: 2 + (id % OBJECTIVES),
      team_id: 1 + (Math.floor(id / OBJECTIVES) % TEAMS),
      user_id: id % 7 === 0 ? null : id % 5_000,
      number: id % 997,
      timestamp: minute(id % 1_440),
      stash_id: id % 3 === 0 ? `tab-${id % 40}` : null,
      snapshot_id: id % 3 === 0 ? id : null,
    });

    collectGarbage();
    const heapBefore = process.memoryUsage().heapUsed;
    const building = startScoringState({ now: minute(2_000), teams, root });
    for (let first = 1; first <= ROWS; first += BATCH) {
      building.add(Array.from({ length: BATCH }, (_, offset) => row(first + offset)));
    }
    const state = building.finish();
    collectGarbage();
    const heapPerRow = (process.memoryUsage().heapUsed - heapBefore) / ROWS;

    // An `Evidence` object kept per row took ~110 bytes of heap; the cells' typed arrays live outside it.
    expect(heapPerRow).toBeLessThan(20);
    // The state still scores every cell: each objective is won by the teams that reached the highest number (996).
    const winners = currentScores(state).scores.filter((score) => score.rank === 1);
    expect(new Set(winners.map((score) => score.objective_id)).size).toBe(OBJECTIVES);
    expect(winners.every((score) => score.number === 996)).toBe(true);
  });
});
