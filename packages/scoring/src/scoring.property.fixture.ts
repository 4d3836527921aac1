import { AggregationSchema, ScoringMethodSchema, type Objective } from '@app/shared';
import { makeObjective, makePreset, minute } from './objective.fixture';
import { diffScores } from './score.diff';
import { computeScores, createScoringState, currentScores, startScoringState, updateScores } from './scoring.engine';
import type { Evidence, LatestSnapshot } from './scoring.types';
import { seededRandom, type SeededRandom } from './seeded-random';

/**
 * Property cases for the scoring engine, shared by its test (a few seeds, in `npm test`) and its bench (many
 * seeds, in `npm run bench`, where the time they take does not race vitest's timeout).
 *
 * Property: for random trees, presets, windows and evidence (with many exact ties), feeding evidence in batches
 * through `updateScores` gives exactly the rows and totals of a full recompute, its diffs are exactly
 * `diffScores(before, after)`, the full recompute does not depend on the order of the evidence, and a state built
 * from evidence given in batches (`startScoringState`) equals one built from all of it at once.
 */

const BATCHES = 5;
/** Times come from a short grid so that equal timestamps (ties) are frequent. */
const TIME_SLOTS = 24;
const STASHES = ['tab-a', 'tab-b', 'tab-c'];

export type PropertyCase = { label: string; actual: unknown; expected: unknown };

type RandomEvent = { teams: { id: number }[]; root: Objective; ids: number[] };

function randomEvent(random: SeededRandom): RandomEvent {
  const teams = Array.from({ length: random.integer(1, 4) }, (_, index) => ({ id: 10 + index * 7 }));
  let nextId = 100;
  const ids: number[] = [];
  const node = (depth: number): Objective => {
    const id = nextId++;
    ids.push(id);
    const isCategory = depth < 3 && random.chance(depth === 0 ? 1 : 0.35);
    const children = isCategory ? Array.from({ length: random.integer(0, 5) }, () => node(depth + 1)) : [];
    // Up to three rules, each with its own method, points, cap, completion requirement and curve.
    const rules = Array.from({ length: random.chance(0.8) ? random.integer(1, 3) : 0 }, (_, index) => ({
      ...makePreset(
        random.pick(ScoringMethodSchema.options),
        Array.from({ length: random.integer(0, 4) }, () => random.pick([0, 1, 2, 5, 10, 0.5, 2.5])),
        random.chance(0.3) ? random.integer(1, 12) : 0,
        id * 10 + index,
      ),
      cumulative_points: random.chance(0.3),
      required_children: random.chance(0.2) ? random.integer(1, 4) : null,
      required_children_percent: random.chance(0.2) ? random.pick([1, 33.3, 50, 75, 100]) : null,
      required_lines: random.chance(0.3) ? random.integer(1, 9) : null,
    }));
    const from = random.chance(0.4) ? random.integer(0, TIME_SLOTS) : null;
    const to = random.chance(0.4) ? (from ?? 0) + random.integer(0, TIME_SLOTS) : null;
    return makeObjective(id, {
      aggregation: isCategory && random.chance(0.8) ? 'NONE' : random.pick(AggregationSchema.options),
      required_number: random.integer(0, 4),
      valid_from: from === null ? null : new Date(minute(from)).toISOString(),
      valid_to: to === null ? null : new Date(minute(to)).toISOString(),
      scoring_presets: rules,
      children,
    });
  };
  return { teams, root: node(0), ids };
}

function randomEvidence(random: SeededRandom, event: RandomEvent, firstId: number, count: number): Evidence[] {
  return Array.from({ length: count }, (_, index) => {
    const fromStash = random.chance(0.6);
    return {
      id: firstId + index,
      objective_id: random.chance(0.97) ? random.pick(event.ids) : 9_999,
      team_id: random.chance(0.97) ? random.pick(event.teams).id : 9_999,
      user_id: random.chance(0.2) ? null : random.integer(1, 4),
      number: random.integer(-1, 6),
      timestamp: minute(random.integer(-2, TIME_SLOTS + 2)),
      stash_id: fromStash ? random.pick(STASHES) : null,
      snapshot_id: fromStash ? random.integer(1, 8) : null,
    };
  });
}

function randomSnapshots(random: SeededRandom): LatestSnapshot[] {
  return Array.from({ length: random.integer(0, 2) }, () => ({
    stash_id: random.pick(STASHES),
    snapshot_id: random.integer(1, 10),
  }));
}

function shuffled<T>(random: SeededRandom, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.integer(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * Each seed's random source, its random event, a start time and the first evidence (up to `most` rows): both
 * properties start alike, so a seed draws the same event and evidence in each.
 */
function* seededStarts(firstSeed: number, seeds: number, most: number) {
  for (let seed = firstSeed; seed < firstSeed + seeds; seed++) {
    const random = seededRandom(seed);
    const event = randomEvent(random);
    const now = minute(random.integer(0, TIME_SLOTS));
    const matches = randomEvidence(random, event, 1, random.integer(0, most));
    yield { seed, random, event, now, matches };
  }
}

/**
 * For each seed, builds a random event and feeds evidence in BATCHES: every batch yields the incremental state
 * against a full recompute of shuffled evidence, and the batch's diffs against `diffScores(before, after)`.
 */
export function* incrementalCases(firstSeed: number, seeds: number): Generator<PropertyCase> {
  for (const start of seededStarts(firstSeed, seeds, 30)) {
    const { seed, random, event } = start;
    let { now, matches } = start;
    let snapshots = randomSnapshots(random);
    const state = createScoringState({
      now,
      teams: event.teams,
      root: event.root,
      matches,
      latestSnapshots: snapshots,
    });

    for (let batch = 0; batch < BATCHES; batch++) {
      now = minute(random.integer(-2, TIME_SLOTS + 2));
      const newMatches = randomEvidence(random, event, matches.length + 1, random.integer(0, 12));
      const newSnapshots = randomSnapshots(random);
      matches = [...matches, ...newMatches];
      snapshots = [...snapshots, ...newSnapshots];

      const before = currentScores(state).scores;
      const diffs = updateScores(state, { now, matches: newMatches, latestSnapshots: newSnapshots });
      const after = currentScores(state);
      const full = computeScores({
        now,
        teams: event.teams,
        root: event.root,
        matches: shuffled(random, matches),
        latestSnapshots: shuffled(random, snapshots),
      });
      yield { label: `seed ${seed}, batch ${batch}: scores`, actual: after, expected: full };
      yield { label: `seed ${seed}, batch ${batch}: diffs`, actual: diffs, expected: diffScores(before, after.scores) };
    }
  }
}

/** For each seed, a full recompute of shuffled evidence against one of the evidence in arrival order. */
export function* orderCases(firstSeed: number, seeds: number): Generator<PropertyCase> {
  for (const { seed, random, event, now, matches } of seededStarts(firstSeed, seeds, 60)) {
    const input = { now, teams: event.teams, root: event.root };
    yield {
      label: `seed ${seed}`,
      actual: computeScores({ ...input, matches: shuffled(random, matches) }),
      expected: computeScores({ ...input, matches }),
    };
  }
}

/**
 * For each seed, a state built from shuffled evidence in random batches (some empty), snapshots first, against a
 * full recompute of all the evidence in arrival order.
 */
export function* batchedBuildCases(firstSeed: number, seeds: number): Generator<PropertyCase> {
  for (const { seed, random, event, now, matches } of seededStarts(firstSeed, seeds, 60)) {
    const latestSnapshots = randomSnapshots(random);
    const input = { now, teams: event.teams, root: event.root, latestSnapshots };
    const building = startScoringState(input);
    const rest = shuffled(random, matches);
    while (rest.length > 0) building.add(rest.splice(0, random.integer(0, 9)));
    yield {
      label: `seed ${seed}`,
      actual: currentScores(building.finish()),
      expected: computeScores({ ...input, matches }),
    };
  }
}
