/**
 * The team sort suggestion (issue 13): puts the event's unplaced sign-ups into teams so that teams are fair.
 * Pure and deterministic for a seed. The rules, strongest first:
 * 1. players already on a team stay there;
 * 2. a group lands together: a sign-up group, or mutual partners (a group of two), joined where they touch
 *    (`playTogether` in packages/shared); members of a group who are placed already bring the others to their team.
 *    A group cannot be kept together when it is larger than a team holds at even sizes (it is split over the
 *    teams with the most room) or when its members are already on different teams (the others join the team
 *    holding most of them); either is reported with the group, never done silently (docs/domain.md §10);
 * 3. a player only goes to a team whose allowed classes fit what they asked for, when any team does;
 * 4. team sizes end within one of each other (unless placed players already make that impossible);
 * 5. within those, each team gets as even a share as possible of every playtime bucket, of helpers and of
 *    players who need help (a greedy placement, then improving swaps).
 * Whatever had to give (rule 3 or 4) is reported as a compromise, never done silently.
 */
import { PLAYTIME_BUCKETS, playtimeBucket, playTogether, type TeamBalance } from '@app/shared';
import { seededRandom } from '../../lib/seeded-random';

export type SortPlayer = {
  userId: number;
  /** The team the player is already on (never moved), or null to be placed. */
  teamId: number | null;
  expectedPlaytime: number;
  needsHelp: boolean;
  wantsToHelp: boolean;
  /** The partner the player named, or null; only partners who named each other are kept together. */
  partnerId: number | null;
  /** The sign-up group the player joined, or null. */
  groupId: number | null;
  /** The teams whose allowed classes fit what the player asked for; null when any team does. */
  eligibleTeamIds: readonly number[] | null;
};

export type Compromise = { userId: number; reason: 'classes' | 'size' };

/** A group the sort could not keep on one team: all its members, why, and the teams they end on (ascending). */
export type SplitGroup = { userIds: number[]; reason: 'too_large' | 'placed_apart'; teamIds: number[] };

export type TeamSortResult = {
  /** Every player's team: placed players as they were, the others as suggested. */
  teamOf: Map<number, number>;
  compromises: Compromise[];
  /** The most players a team holds when sizes are even: a larger group cannot be kept on one team. */
  teamSize: number;
  splitGroups: SplitGroup[];
};

/** What is counted per team to judge balance. */
type Tally = { size: number; buckets: number[]; helpers: number; needers: number };

const emptyTally = (): Tally => ({ size: 0, buckets: PLAYTIME_BUCKETS.map(() => 0), helpers: 0, needers: 0 });

function addTo(tally: Tally, player: SortPlayer, sign: 1 | -1): void {
  tally.size += sign;
  const bucket = tally.buckets;
  const index = playtimeBucket(player.expectedPlaytime);
  bucket[index] = (bucket[index] ?? 0) + sign;
  if (player.wantsToHelp) tally.helpers += sign;
  if (player.needsHelp) tally.needers += sign;
}

/** How far a team is from its even share: squared deviations, so two small gaps beat one large one. */
function imbalance(tally: Tally, ideal: Tally): number {
  let cost = (tally.helpers - ideal.helpers) ** 2 + (tally.needers - ideal.needers) ** 2;
  tally.buckets.forEach((count, index) => {
    cost += (count - (ideal.buckets[index] ?? 0)) ** 2;
  });
  return cost;
}

export function suggestTeamSort(
  teamIds: readonly number[],
  players: readonly SortPlayer[],
  seed: number,
): TeamSortResult {
  const random = seededRandom(seed);
  const teamOf = new Map<number, number>();
  const compromises: Compromise[] = [];
  const splitGroups: SplitGroup[] = [];
  const teamSize = teamIds.length === 0 ? 0 : Math.ceil(players.length / teamIds.length);
  if (teamIds.length === 0) return { teamOf, compromises, teamSize, splitGroups };
  const known = new Set(teamIds);
  const byId = new Map(players.map((player) => [player.userId, player]));

  // The even share every team aims at, over everyone (placed players included).
  const ideal = emptyTally();
  for (const player of players) addTo(ideal, player, 1);
  const teamCount = teamIds.length;
  ideal.buckets = ideal.buckets.map((count) => count / teamCount);
  ideal.helpers /= teamCount;
  ideal.needers /= teamCount;

  const tallies = new Map(teamIds.map((id) => [id, emptyTally()]));
  const tallyOf = (teamId: number) => tallies.get(teamId) as Tally;
  const place = (player: SortPlayer, teamId: number) => {
    teamOf.set(player.userId, teamId);
    addTo(tallyOf(teamId), player, 1);
  };
  for (const player of players) {
    if (player.teamId !== null && known.has(player.teamId)) place(player, player.teamId);
  }

  // Sizes: everyone gets ⌊N/k⌋, the remainder goes to the teams that already hold the most players.
  const base = Math.floor(players.length / teamCount);
  const byLocked = [...teamIds].sort((a, b) => tallyOf(b).size - tallyOf(a).size || a - b);
  const capacity = new Map(
    byLocked.map((id, index) => [id, Math.max(tallyOf(id).size, base + (index < players.length % teamCount ? 1 : 0))]),
  );
  const room = (teamId: number) => (capacity.get(teamId) ?? 0) - tallyOf(teamId).size;

  /** A group's teams so far, the one holding most of its members first (then the lower id). */
  const teamsHolding = (group: readonly number[]) => {
    const counts = new Map<number, number>();
    for (const userId of group) {
      const teamId = teamOf.get(userId);
      if (teamId !== undefined) counts.set(teamId, (counts.get(teamId) ?? 0) + 1);
    }
    return [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || a - b);
  };
  // The groups, and those that cannot stay on one team: members on different teams already, or more players
  // than a team holds while some are still to be placed.
  const groupOf = new Map<number, number[]>();
  const tooLarge = new Set<number[]>();
  for (const group of playTogether(players)) {
    for (const userId of group) groupOf.set(userId, group);
    if (teamsHolding(group).length > 1) splitGroups.push({ userIds: group, reason: 'placed_apart', teamIds: [] });
    else if (group.length > teamSize && group.some((userId) => !teamOf.has(userId))) {
      tooLarge.add(group);
      splitGroups.push({ userIds: group, reason: 'too_large', teamIds: [] });
    }
  }

  // Units to place: a player alone, or the unplaced members of their group (bound to the team of its placed ones).
  type Unit = { members: SortPlayer[]; forcedTeam: number | null; eligible: number[]; split: boolean };
  const units: Unit[] = [];
  const grouped = new Set<number>();
  for (const player of random.shuffle(players)) {
    if (teamOf.has(player.userId) || grouped.has(player.userId)) continue;
    const group = groupOf.get(player.userId) ?? [player.userId];
    const others = group.flatMap((userId) =>
      userId === player.userId || teamOf.has(userId) ? [] : [byId.get(userId) as SortPlayer],
    );
    const members = [player, ...others];
    for (const member of members) grouped.add(member.userId);
    const eligible = teamIds.filter((teamId) =>
      members.every((member) => member.eligibleTeamIds === null || member.eligibleTeamIds.includes(teamId)),
    );
    units.push({ members, forcedTeam: teamsHolding(group)[0] ?? null, eligible, split: tooLarge.has(group) });
  }
  // Hardest first: bound to a team, then larger groups, then the fewest fitting teams (random order otherwise).
  units.sort(
    (a, b) =>
      Number(b.forcedTeam !== null) - Number(a.forcedTeam !== null) ||
      b.members.length - a.members.length ||
      a.eligible.length - b.eligible.length,
  );

  const costOfAdding = (teamId: number, members: readonly SortPlayer[]) => {
    const tally = tallyOf(teamId);
    const before = imbalance(tally, ideal);
    for (const member of members) addTo(tally, member, 1);
    const after = imbalance(tally, ideal);
    for (const member of members) addTo(tally, member, -1);
    return after - before;
  };
  const cheapest = (candidates: readonly number[], members: readonly SortPlayer[]) => {
    let best = candidates[0] as number;
    let bestCost = Number.POSITIVE_INFINITY;
    for (const teamId of random.shuffle(candidates)) {
      const cost = costOfAdding(teamId, members);
      if (cost < bestCost) [best, bestCost] = [teamId, cost];
    }
    return best;
  };
  const smallest = (candidates: readonly number[]) => {
    const least = Math.min(...candidates.map((id) => tallyOf(id).size));
    return candidates.filter((id) => tallyOf(id).size === least);
  };

  /**
   * A group larger than a team holds: its members fill the team of its placed members (if any), then the fitting
   * teams with the most room, a team at a time, so it is split over as few teams as possible.
   */
  const spread = (unit: Unit) => {
    const pool = unit.eligible.length ? unit.eligible : teamIds;
    const byRoom = [...pool].sort((a, b) => room(b) - room(a));
    const order =
      unit.forcedTeam === null ? byRoom : [unit.forcedTeam, ...byRoom.filter((id) => id !== unit.forcedTeam)];
    const placeNoting = (member: SortPlayer, teamId: number) => {
      if (member.eligibleTeamIds !== null && !member.eligibleTeamIds.includes(teamId))
        compromises.push({ userId: member.userId, reason: 'classes' });
      place(member, teamId);
    };
    let next = 0;
    for (const teamId of order) {
      const take = unit.members.slice(next, next + Math.max(0, room(teamId)));
      for (const member of take) placeNoting(member, teamId);
      next += take.length;
    }
    // No room left anywhere: one by one into the smallest teams, larger than even.
    for (const member of unit.members.slice(next)) {
      placeNoting(member, cheapest(smallest(pool), [member]));
      compromises.push({ userId: member.userId, reason: 'size' });
    }
  };

  for (const unit of units) {
    const size = unit.members.length;
    let teamId: number;
    if (unit.split) {
      spread(unit);
      continue;
    }
    if (unit.forcedTeam !== null) {
      teamId = unit.forcedTeam;
      const full = room(teamId) < size;
      for (const member of unit.members) {
        if (member.eligibleTeamIds !== null && !member.eligibleTeamIds.includes(teamId))
          compromises.push({ userId: member.userId, reason: 'classes' });
        else if (full) compromises.push({ userId: member.userId, reason: 'size' });
      }
    } else {
      const fitting = unit.eligible.filter((id) => room(id) >= size);
      if (fitting.length) teamId = cheapest(fitting, unit.members);
      else if (unit.eligible.length) {
        teamId = cheapest(smallest(unit.eligible), unit.members);
        compromises.push(...unit.members.map((m) => ({ userId: m.userId, reason: 'size' as const })));
      } else {
        const open = teamIds.filter((id) => room(id) >= size);
        teamId = cheapest(open.length ? open : smallest(teamIds), unit.members);
        compromises.push(...unit.members.map((m) => ({ userId: m.userId, reason: 'classes' as const })));
      }
    }
    for (const member of unit.members) place(member, teamId);
  }
  for (const group of splitGroups) group.teamIds = teamsHolding(group.userIds).sort((a, b) => a - b);

  // Improving swaps between single placed-by-us players of two teams: sizes stay, balance only gets better.
  const swappable = units
    .filter((unit) => unit.forcedTeam === null && unit.members.length === 1)
    .map((u) => u.members[0] as SortPlayer);
  const fits = (player: SortPlayer, teamId: number) =>
    player.eligibleTeamIds === null || player.eligibleTeamIds.includes(teamId);
  const attempts = Math.min(200_000, swappable.length * 40);
  for (let attempt = 0; attempt < attempts && swappable.length > 1; attempt++) {
    const a = random.pick(swappable);
    const b = random.pick(swappable);
    const teamA = teamOf.get(a.userId) as number;
    const teamB = teamOf.get(b.userId) as number;
    if (teamA === teamB || !fits(a, teamB) || !fits(b, teamA)) continue;
    const tallyA = tallyOf(teamA);
    const tallyB = tallyOf(teamB);
    const before = imbalance(tallyA, ideal) + imbalance(tallyB, ideal);
    addTo(tallyA, a, -1);
    addTo(tallyA, b, 1);
    addTo(tallyB, b, -1);
    addTo(tallyB, a, 1);
    if (imbalance(tallyA, ideal) + imbalance(tallyB, ideal) < before - 1e-9) {
      teamOf.set(a.userId, teamB);
      teamOf.set(b.userId, teamA);
    } else {
      addTo(tallyA, b, -1);
      addTo(tallyA, a, 1);
      addTo(tallyB, a, -1);
      addTo(tallyB, b, 1);
    }
  }
  return { teamOf, compromises, teamSize, splitGroups };
}

/** The balance figures per team (and one row, team null, for players without a team), as the API shows them. */
export function teamBalance(
  teamIds: readonly number[],
  players: readonly SortPlayer[],
  teamOf: ReadonlyMap<number, number | null>,
): TeamBalance[] {
  const row = (teamId: number | null): TeamBalance => ({
    team_id: teamId,
    members: 0,
    playtime: PLAYTIME_BUCKETS.map(() => 0),
    helpers: 0,
    needs_help: 0,
    total_hours: 0,
  });
  const rows = new Map(teamIds.map((teamId) => [teamId, row(teamId)]));
  const noTeam = row(null);
  for (const player of players) {
    const teamId = teamOf.get(player.userId);
    const into = (teamId === undefined || teamId === null ? undefined : rows.get(teamId)) ?? noTeam;
    into.members += 1;
    const index = playtimeBucket(player.expectedPlaytime);
    into.playtime[index] = (into.playtime[index] ?? 0) + 1;
    if (player.wantsToHelp) into.helpers += 1;
    if (player.needsHelp) into.needs_help += 1;
    into.total_hours += player.expectedPlaytime;
  }
  return [...rows.values(), noTeam];
}
