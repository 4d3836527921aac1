/// <reference types="node" />
/**
 * Scoring engine benchmark (issue 3, "Performance"): prints figures, asserts nothing.
 * Run: node_modules/.bin/tsx packages/scoring/bench/engine.bench.ts
 *
 * A seeded synthetic event of 20 teams, 1,000 objectives (a tree shaped like docs/domain.md §2's tabs: categories of
 * leaves, unique sets scored by completion, bingo cards, windows, every method), 500 players and 1,000,000
 * evidence rows. Measures a full recompute, an incremental recompute after 100 new rows (target ≤ 5 % of the
 * full one), peak RSS and the core count.
 */
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Aggregation, Objective, ScoringMethod } from '@app/shared';
import { makeObjective, makePreset } from '../src/objective.fixture';
import { computeScores, createScoringState, updateScores } from '../src/scoring.engine';
import type { Evidence, LatestSnapshot } from '../src/scoring.types';
import { seededRandom } from '../src/seeded-random';

const TEAMS = 20;
const OBJECTIVES = 1_000;
const USERS = 500;
const EVIDENCE_ROWS = 1_000_000;
const NEW_ROWS = 100;
const INCREMENTAL_RUNS = 50;
const FULL_RUNS = 3;
const STASHES_PER_USER = 4;
const EVENT_START = Date.UTC(2026, 2, 6, 18);
const EVENT_LENGTH_MS = 14 * 24 * 3_600_000;
const SEED = 20_260_306;

const random = seededRandom(SEED);
let nextObjectiveId = 1;

type LeafKind = { aggregation: Aggregation; method: ScoringMethod | null; required: number; windowed?: boolean };

function leaf(kind: LeafKind): Objective {
  const id = nextObjectiveId++;
  const from = kind.windowed ? EVENT_START + random.integer(0, 12) * 86_400_000 : null;
  return makeObjective(id, {
    aggregation: kind.aggregation,
    required_number: kind.required,
    valid_from: from === null ? null : new Date(from).toISOString(),
    valid_to: from === null ? null : new Date(from + 86_400_000).toISOString(),
    scoring_preset:
      kind.method === null
        ? null
        : makePreset(kind.method, [10, 6, 3], kind.method === 'POINTS_FROM_VALUE' ? 50 : 0, id),
  });
}

function category(name: string, method: ScoringMethod | null, children: Objective[]): Objective {
  const id = nextObjectiveId++;
  return makeObjective(id, {
    name,
    scoring_preset: method === null ? null : makePreset(method, [20, 10, 5], 0, id),
    children,
  });
}

function buildTree(): Objective {
  const times = (count: number, make: () => Objective) => Array.from({ length: count }, make);
  const tabs: Objective[] = [
    category(
      'Uniques',
      null,
      times(30, () =>
        category(
          'Unique set',
          random.pick(['RANKED_COMPLETION_TIME', 'BONUS_PER_COMPLETION'] as const),
          times(14, () =>
            leaf({
              aggregation: random.pick(['EARLIEST_FRESH_ITEM', 'EARLIEST'] as const),
              method: 'PRESENCE',
              required: 1,
            }),
          ),
        ),
      ),
    ),
    category(
      'Races',
      null,
      times(100, () => leaf({ aggregation: 'EARLIEST', method: 'RANKED_TIME', required: random.integer(1, 5) })),
    ),
    category(
      'Bounties',
      null,
      times(100, () => leaf({ aggregation: 'EARLIEST', method: 'PRESENCE', required: 1 })),
    ),
    category(
      'Collections',
      null,
      times(80, () => leaf({ aggregation: 'EARLIEST', method: 'RANKED_TIME', required: random.integer(5, 30) })),
    ),
    category(
      'Dailies',
      null,
      times(40, () => leaf({ aggregation: 'EARLIEST_FRESH_ITEM', method: 'RANKED_TIME', required: 1, windowed: true })),
    ),
    category(
      'Gems',
      null,
      times(10, () =>
        category(
          'Gem card',
          'BINGO_3',
          times(9, () => leaf({ aggregation: 'EARLIEST', method: 'PRESENCE', required: 1 })),
        ),
      ),
    ),
    category('Personal Objectives', null, [
      leaf({ aggregation: 'SUM_LATEST', method: 'POINTS_FROM_VALUE', required: 1_000 }),
      ...times(5, () =>
        leaf({ aggregation: 'DIFFERENCE_BETWEEN', method: 'RANKED_VALUE', required: 10, windowed: true }),
      ),
    ]),
    category('Delve', null, [
      leaf({ aggregation: 'MAXIMUM', method: 'POINTS_FROM_VALUE', required: 400 }),
      leaf({ aggregation: 'MAXIMUM', method: 'RANKED_VALUE', required: 300 }),
      leaf({ aggregation: 'MINIMUM', method: 'RANKED_REVERSE', required: 1 }),
      ...times(10, () => leaf({ aggregation: 'MAXIMUM', method: null, required: 100 })),
    ]),
  ];
  const counted = () => 1 + tabs.reduce((sum, tab) => sum + countNodes(tab), 0);
  const heist: Objective[] = [];
  // Heist takes whatever is left so the tree has exactly OBJECTIVES nodes (root and categories included).
  while (counted() + heist.length + 1 < OBJECTIVES)
    heist.push(
      leaf({
        aggregation: random.pick(['EARLIEST', 'SUM_LATEST', 'MAXIMUM'] as const),
        method: random.pick(['PRESENCE', 'RANKED_TIME', 'RANKED_VALUE'] as const),
        required: random.integer(1, 10),
      }),
    );
  tabs.push(category('Heist', null, heist));
  return category('default', null, tabs);
}

function countNodes(node: Objective): number {
  return 1 + node.children.reduce((sum, child) => sum + countNodes(child), 0);
}

function leaves(node: Objective): Objective[] {
  return node.children.length === 0 ? [node] : node.children.flatMap(leaves);
}

const root = buildTree();
const scoredLeaves = leaves(root);
const teams = Array.from({ length: TEAMS }, (_, index) => ({ id: index + 1 }));
let nextEvidenceId = 1;
let nextSnapshotId = 1;

function evidenceRow(time: number): Evidence {
  const objective = random.pick(scoredLeaves);
  const user = random.integer(1, USERS);
  const fromStash = objective.aggregation === 'EARLIEST_FRESH_ITEM' || random.chance(0.5);
  return {
    id: nextEvidenceId++,
    objective_id: objective.id,
    team_id: ((user - 1) % TEAMS) + 1,
    user_id: random.chance(0.05) ? null : user,
    number: random.integer(0, Math.max(2, objective.required_number * 2)),
    timestamp: time,
    stash_id: fromStash ? `stash-${user}-${random.integer(1, STASHES_PER_USER)}` : null,
    snapshot_id: fromStash ? nextSnapshotId++ : null,
  };
}

function measure<T>(run: () => T): { result: T; ms: number } {
  const start = performance.now();
  const result = run();
  return { result, ms: performance.now() - start };
}

const generated = measure(() =>
  Array.from({ length: EVIDENCE_ROWS }, (_, index) =>
    evidenceRow(EVENT_START + Math.floor((index / EVIDENCE_ROWS) * EVENT_LENGTH_MS)),
  ),
);
const matches = generated.result;
// Some stashes were re-snapshotted without the item: their latest snapshot is newer than any evidence.
const latestSnapshots: LatestSnapshot[] = Array.from({ length: USERS }, (_, index) => ({
  stash_id: `stash-${index + 1}-1`,
  snapshot_id: nextSnapshotId++,
}));
const now = EVENT_START + EVENT_LENGTH_MS / 2;
const input = { now, teams, root, matches, latestSnapshots };

const fullTimes: number[] = [];
let rows = 0;
for (let run = 0; run < FULL_RUNS; run++) {
  const { result, ms } = measure(() => computeScores(input));
  fullTimes.push(ms);
  rows = result.scores.length;
}
const full = median(fullTimes);

const state = createScoringState(input);
let time = now;
const incrementalTimes: number[] = [];
let diffs = 0;
for (let run = 0; run < INCREMENTAL_RUNS; run++) {
  time += 60_000;
  const batch = Array.from({ length: NEW_ROWS }, () => evidenceRow(time - random.integer(0, 59_999)));
  const { result, ms } = measure(() => updateScores(state, { now: time, matches: batch }));
  incrementalTimes.push(ms);
  diffs += result.length;
}
const incremental = median(incrementalTimes);

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

const format = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 0)} ms`;
console.log(`scoring engine benchmark (seed ${SEED})`);
console.log(
  `  event:                 ${TEAMS} teams, ${countNodes(root)} objectives (${scoredLeaves.length} leaves), ${USERS} users, ${matches.length.toLocaleString('en')} evidence rows`,
);
console.log(`  generate evidence:     ${format(generated.ms)} (not part of scoring)`);
console.log(
  `  full recompute:        ${format(full)} (median of ${FULL_RUNS}: ${fullTimes.map(format).join(', ')}), ${rows} score rows`,
);
console.log(
  `  incremental, ${NEW_ROWS} rows: ${format(incremental)} (median of ${INCREMENTAL_RUNS}, ${(diffs / INCREMENTAL_RUNS).toFixed(1)} diffs each)`,
);
console.log(`  incremental / full:    ${((incremental / full) * 100).toFixed(2)} % (target ≤ 5 %)`);
console.log(`  peak RSS:              ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
console.log(`  cores:                 ${availableParallelism()} (node ${process.version}, single-threaded engine)`);
