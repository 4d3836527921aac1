import { seededRandom } from '../../lib/seeded-random';
import type { SortPlayer } from './team-sort';

/** A sign-up for the sort with sensible defaults. */
export function player(userId: number, fields: Partial<SortPlayer> = {}): SortPlayer {
  return {
    userId,
    teamId: null,
    expectedPlaytime: 5,
    needsHelp: false,
    wantsToHelp: false,
    partnerId: null,
    groupId: null,
    eligibleTeamIds: null,
    ...fields,
  };
}

/**
 * A sign-up set like a real event's: some placed already, some mutual pairs, some one-sided partner wishes, and
 * `withGroups`, sign-up groups of two to six (some touching a partner pair).
 */
export function generateSignups(
  seed: number,
  teamIds: readonly number[],
  count: number,
  withClasses: boolean,
  withGroups = false,
): SortPlayer[] {
  const random = seededRandom(seed);
  const players = Array.from({ length: count }, (_, index) =>
    player(index + 1, {
      expectedPlaytime: random.int(17),
      needsHelp: random.chance(0.2),
      wantsToHelp: random.chance(0.15),
      teamId: random.chance(0.1) ? random.pick(teamIds) : null,
      eligibleTeamIds: withClasses && random.chance(0.3) ? teamIds.filter(() => random.chance(0.6)) : null,
    }),
  );
  for (let index = 0; index + 1 < count; index += 2) {
    if (!random.chance(0.25)) continue;
    const [a, b] = [players[index]!, players[index + 1]!];
    a.partnerId = b.userId;
    if (random.chance(0.8)) b.partnerId = a.userId;
    // Mutual partners asked for classes together, so some team fits both.
    if (b.partnerId === a.userId) b.eligibleTeamIds = a.eligibleTeamIds;
  }
  if (withGroups) {
    let groupId = 0;
    for (let index = 0; index < count;) {
      const members = players.slice(index, index + 2 + random.int(5));
      index += members.length;
      if (members.length < 2 || !random.chance(0.3)) continue;
      groupId += 1;
      // Friends asked for classes together, as partners do.
      for (const member of members) {
        member.groupId = groupId;
        member.eligibleTeamIds = members[0]!.eligibleTeamIds;
      }
    }
  }
  return players;
}
