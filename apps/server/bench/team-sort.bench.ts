/**
 * Team sort (issue 13): the suggestion's time for 2,000 sign-ups and 20 teams, and a fairness comparison with
 * the reference tracker's way of sorting (as `docs/reference-tracker.md` §3.4 describes it, re-implemented
 * here from that description) on generated sign-up sets. Printed, never asserted.
 * BENCH_SIGNUPS and BENCH_TEAMS size both (issue 33's event: 20,000 and 100); the fairness sets are then of that
 * size too, and fewer (each reference sort of 20,000 takes seconds).
 */
import { playtimeBucket } from '@app/shared';
import { seededRandom } from '../src/lib/seeded-random';
import { suggestTeamSort, type SortPlayer } from '../src/modules/team-sort/team-sort';
import { generateSignups } from '../src/modules/team-sort/team-sort.fixtures';

const SIGNUPS = Number(process.env.BENCH_SIGNUPS ?? 2_000);
const TEAMS = Array.from({ length: Number(process.env.BENCH_TEAMS ?? 20) }, (_, index) => index + 1);
/** Issue 13 compared sets of 600 sign-ups; a sized run compares sets of its own size. */
const SET_SIGNUPS = process.env.BENCH_SIGNUPS ? SIGNUPS : 600;
const count = (value: number) => value.toLocaleString('en');

function timeIt(players: readonly SortPlayer[]): number {
  const runs: number[] = [];
  for (let run = 0; run < 7; run++) {
    const started = performance.now();
    suggestTeamSort(TEAMS, players, run);
    runs.push(performance.now() - started);
  }
  return runs.sort((a, b) => a - b)[3] as number;
}

/**
 * The reference's steps: each unplaced sign-up (random order) joins the team with the fewest members of its
 * playtime bucket (ties: random, then smaller team); up to 100 moves of a random partner-less player from a
 * largest to a smallest team; partners follow a placed mutual partner; the size pass again. (Its miscounting
 * of placed players is left out, which only flatters it.)
 */
function referenceSort(teamIds: readonly number[], players: readonly SortPlayer[], seed: number): Map<number, number> {
  const random = seededRandom(seed);
  const teamOf = new Map<number, number>();
  const counts = new Map(teamIds.map((id) => [id, [0, 0, 0, 0, 0]]));
  const size = (teamId: number) => [...teamOf.values()].filter((id) => id === teamId).length;
  for (const player of players) {
    if (player.teamId === null) continue;
    teamOf.set(player.userId, player.teamId);
    (counts.get(player.teamId) as number[])[playtimeBucket(player.expectedPlaytime)]! += 1;
  }
  const sizes = new Map(teamIds.map((id) => [id, size(id)]));
  for (const player of random.shuffle(players.filter((p) => p.teamId === null))) {
    const bucket = playtimeBucket(player.expectedPlaytime);
    const fewest = Math.min(...teamIds.map((id) => (counts.get(id) as number[])[bucket] as number));
    const tied = random.shuffle(teamIds.filter((id) => (counts.get(id) as number[])[bucket] === fewest));
    const smallestSize = Math.min(...tied.map((id) => sizes.get(id) as number));
    const teamId = tied.find((id) => sizes.get(id) === smallestSize) as number;
    teamOf.set(player.userId, teamId);
    (counts.get(teamId) as number[])[bucket]! += 1;
    sizes.set(teamId, (sizes.get(teamId) as number) + 1);
  }
  const movable = players.filter((p) => p.teamId === null && p.partnerId === null);
  const sizePass = () => {
    for (let round = 0; round < 100; round++) {
      const all = teamIds.map((id) => sizes.get(id) as number);
      const [max, min] = [Math.max(...all), Math.min(...all)];
      if (max - min <= 1) return;
      const from = teamIds.find((id) => sizes.get(id) === max) as number;
      const to = teamIds.find((id) => sizes.get(id) === min) as number;
      const candidates = movable.filter((p) => teamOf.get(p.userId) === from);
      if (!candidates.length) return;
      const player = random.pick(candidates);
      teamOf.set(player.userId, to);
      sizes.set(from, max - 1);
      sizes.set(to, min + 1);
    }
  };
  sizePass();
  const byId = new Map(players.map((p) => [p.userId, p]));
  for (const player of players) {
    const partner = player.partnerId === null ? undefined : byId.get(player.partnerId);
    if (player.teamId !== null || !partner || partner.partnerId !== player.userId) continue;
    const partnerTeam = teamOf.get(partner.userId) as number;
    const own = teamOf.get(player.userId) as number;
    if (own === partnerTeam) continue;
    teamOf.set(player.userId, partnerTeam);
    sizes.set(own, (sizes.get(own) as number) - 1);
    sizes.set(partnerTeam, (sizes.get(partnerTeam) as number) + 1);
  }
  sizePass();
  return teamOf;
}

type Fairness = {
  sizeSpread: number;
  bucketSpread: number;
  helperSpread: number;
  needsHelpSpread: number;
  splitPairs: number;
};

function fairness(teamIds: readonly number[], players: readonly SortPlayer[], teamOf: Map<number, number>): Fairness {
  const spread = (value: (player: SortPlayer) => number) => {
    const totals = teamIds.map((id) =>
      players.filter((p) => teamOf.get(p.userId) === id).reduce((sum, p) => sum + value(p), 0),
    );
    return Math.max(...totals) - Math.min(...totals);
  };
  const buckets = [0, 1, 2, 3, 4].map((bucket) => spread((p) => Number(playtimeBucket(p.expectedPlaytime) === bucket)));
  const byId = new Map(players.map((p) => [p.userId, p]));
  const splitPairs = players.filter((p) => {
    const partner = p.partnerId === null ? undefined : byId.get(p.partnerId);
    return (
      partner &&
      partner.partnerId === p.userId &&
      p.userId < partner.userId &&
      teamOf.get(p.userId) !== teamOf.get(partner.userId)
    );
  }).length;
  return {
    sizeSpread: spread(() => 1),
    bucketSpread: buckets.reduce((sum, value) => sum + value, 0) / buckets.length,
    helperSpread: spread((p) => Number(p.wantsToHelp)),
    needsHelpSpread: spread((p) => Number(p.needsHelp)),
    splitPairs,
  };
}

const big = generateSignups(2026, TEAMS, SIGNUPS, true);
console.log(
  `suggestion for ${count(SIGNUPS)} sign-ups and ${TEAMS.length} teams: ${timeIt(big).toFixed(1)} ms (median of 7)`,
);

const SETS = process.env.BENCH_SIGNUPS ? 5 : 20;
const sums = { ours: [0, 0, 0, 0, 0], reference: [0, 0, 0, 0, 0] };
const add = (into: number[], figures: Fairness) =>
  Object.values(figures).forEach((value, index) => {
    into[index] = (into[index] ?? 0) + value;
  });
for (let set = 1; set <= SETS; set++) {
  // Class wishes are left out: the reference has none, so both sort the same sign-ups under the same rules.
  const players = generateSignups(set, TEAMS, SET_SIGNUPS, false);
  add(sums.ours, fairness(TEAMS, players, suggestTeamSort(TEAMS, players, set).teamOf));
  add(sums.reference, fairness(TEAMS, players, referenceSort(TEAMS, players, set)));
}
const columns = [
  'team size spread',
  'playtime bucket spread',
  'helpers spread',
  'needs-help spread',
  'partner pairs split',
];
console.log(
  `fairness over ${SETS} generated sets of ${count(SET_SIGNUPS)} sign-ups, ${TEAMS.length} teams (mean; lower is fairer):`,
);
console.log(`  ${'figure'.padEnd(24)} ${'ours'.padStart(8)} ${'reference'.padStart(10)}`);
columns.forEach((label, index) =>
  console.log(
    `  ${label.padEnd(24)} ${((sums.ours[index] ?? 0) / SETS).toFixed(2).padStart(8)} ${((sums.reference[index] ?? 0) / SETS).toFixed(2).padStart(10)}`,
  ),
);
