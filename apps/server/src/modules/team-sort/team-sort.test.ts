import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../lib/seeded-random';
import { generateSignups, player } from './team-sort.fixtures';
import { playtimeBucket, playTogether } from '@app/shared';
import { suggestTeamSort, teamBalance } from './team-sort';

const sizes = (teamIds: readonly number[], teamOf: Map<number, number>) =>
  teamIds.map((teamId) => [...teamOf.values()].filter((id) => id === teamId).length);

describe('team sort suggestion', () => {
  it('keeps its promises on a thousand generated sign-up sets', () => {
    for (let seed = 1; seed <= 1_000; seed++) {
      const random = seededRandom(seed * 7);
      const teamIds = Array.from({ length: 2 + random.int(9) }, (_, index) => 100 + index);
      const players = generateSignups(seed, teamIds, random.int(120), seed % 2 === 0, seed % 3 === 0);
      const result = suggestTeamSort(teamIds, players, seed);
      const { teamOf, compromises } = result;
      const context = `seed ${seed}`;

      expect(teamOf.size, context).toBe(players.length);
      for (const p of players) {
        const team = teamOf.get(p.userId)!;
        expect(teamIds, context).toContain(team);
        if (p.teamId !== null) expect(team, `${context}: placed player moved`).toBe(p.teamId);
        const bent = compromises.some((c) => c.userId === p.userId && c.reason === 'classes');
        if (p.teamId === null && p.eligibleTeamIds !== null && !bent)
          expect(p.eligibleTeamIds, `${context}: class wish ignored`).toContain(team);
      }
      // Groups (and mutual partners) end on one team, unless the answer names them with the reason it could not.
      for (const group of playTogether(players)) {
        const teams = [...new Set(group.map((userId) => teamOf.get(userId)!))].sort((a, b) => a - b);
        const placedTeams = new Set(
          players.filter((p) => group.includes(p.userId) && p.teamId !== null).map((p) => p.teamId),
        );
        const split = result.splitGroups.find((entry) => entry.userIds.includes(group[0]!));
        if (placedTeams.size > 1)
          expect(split, `${context}: placed apart`).toEqual({ userIds: group, reason: 'placed_apart', teamIds: teams });
        else if (split) {
          expect(split, `${context}: split`).toEqual({ userIds: group, reason: 'too_large', teamIds: teams });
          expect(group.length, context).toBeGreaterThan(result.teamSize);
        } else expect(teams, `${context}: group split silently`).toHaveLength(1);
      }
      if (compromises.length === 0) {
        const counts = sizes(teamIds, teamOf);
        const lockedMost = Math.max(...teamIds.map((id) => players.filter((p) => p.teamId === id).length));
        // Within one, unless placed players alone already exceed an even share.
        if (lockedMost <= Math.floor(players.length / teamIds.length))
          expect(Math.max(...counts) - Math.min(...counts), context).toBeLessThanOrEqual(1);
      }
      expect(suggestTeamSort(teamIds, players, seed), `${context}: not deterministic`).toEqual(result);
    }
  });

  it('spreads every playtime bucket, helpers and players who need help evenly', () => {
    const teamIds = [1, 2, 3, 4];
    const players = [
      ...[1, 2, 3, 4].map((id) => player(id, { expectedPlaytime: 14 })),
      ...[5, 6, 7, 8].map((id) => player(id, { expectedPlaytime: 2 })),
      ...[9, 10, 11, 12].map((id) => player(id, { expectedPlaytime: 8, wantsToHelp: true })),
      ...[13, 14, 15, 16].map((id) => player(id, { expectedPlaytime: 5, needsHelp: true })),
    ];
    for (const seed of [1, 2, 3]) {
      const { teamOf, compromises } = suggestTeamSort(teamIds, players, seed);
      expect(compromises).toEqual([]);
      const rows = teamBalance(teamIds, players, teamOf).filter((row) => row.team_id !== null);
      expect(rows.map((row) => [row.members, row.playtime, row.helpers, row.needs_help, row.total_hours])).toEqual(
        teamIds.map(() => [4, [1, 1, 1, 0, 1], 1, 1, 29]),
      );
    }
  });

  it('brings a partner to the team of a placed player and reports what had to give', () => {
    const teamIds = [1, 2];
    const players = [
      player(1, { teamId: 1, partnerId: 2 }),
      player(2, { partnerId: 1, eligibleTeamIds: [2] }),
      player(3, { eligibleTeamIds: [] }),
      player(4),
    ];
    const { teamOf, compromises } = suggestTeamSort(teamIds, players, 5);
    expect(teamOf.get(2)).toBe(1);
    expect(compromises).toEqual([
      { userId: 2, reason: 'classes' },
      { userId: 3, reason: 'classes' },
    ]);
    expect(sizes(teamIds, teamOf)).toEqual([2, 2]);
  });

  it('keeps a sign-up group on one team, with a partner pair that touches it', () => {
    const teamIds = [10, 20, 30];
    // Twelve players in three teams: four a team. Ida, Jon and Kai joined one group; Kai and Lea named each other.
    const players = [
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((id) => player(id, { expectedPlaytime: 2 + id })),
      player(9, { groupId: 77, expectedPlaytime: 14 }),
      player(10, { groupId: 77, expectedPlaytime: 14 }),
      player(11, { groupId: 77, partnerId: 12, expectedPlaytime: 14 }),
      player(12, { partnerId: 11, expectedPlaytime: 14 }),
    ];
    for (const seed of [1, 2, 3, 4, 5]) {
      const { teamOf, compromises, splitGroups, teamSize } = suggestTeamSort(teamIds, players, seed);
      expect(teamSize).toBe(4);
      expect(new Set([9, 10, 11, 12].map((id) => teamOf.get(id))).size).toBe(1);
      expect(sizes(teamIds, teamOf)).toEqual([4, 4, 4]);
      expect({ compromises, splitGroups }).toEqual({ compromises: [], splitGroups: [] });
    }
  });

  it('brings the rest of a group to the team its placed member plays on', () => {
    const teamIds = [10, 20];
    const players = [
      player(1, { teamId: 20, groupId: 5 }),
      player(2, { groupId: 5 }),
      player(3, { groupId: 5 }),
      player(4),
      player(5),
      player(6),
    ];
    const { teamOf, splitGroups } = suggestTeamSort(teamIds, players, 9);
    expect([2, 3].map((id) => teamOf.get(id))).toEqual([20, 20]);
    expect(splitGroups).toEqual([]);
  });

  it('splits a group larger than a team holds over as few teams as possible, and says so', () => {
    const teamIds = [10, 20, 30];
    // Nine players, three a team: a group of five cannot be on one team.
    const players = [
      ...[1, 2, 3, 4, 5].map((id) => player(id, { groupId: 8 })),
      ...[6, 7, 8, 9].map((id) => player(id)),
    ];
    const { teamOf, compromises, splitGroups, teamSize } = suggestTeamSort(teamIds, players, 4);
    expect(teamSize).toBe(3);
    const groupTeams = [1, 2, 3, 4, 5].map((id) => teamOf.get(id)!);
    const used = [...new Set(groupTeams)].sort((a, b) => a - b);
    expect(used).toHaveLength(2);
    expect(used.map((teamId) => groupTeams.filter((id) => id === teamId).length).sort()).toEqual([2, 3]);
    expect(splitGroups).toEqual([{ userIds: [1, 2, 3, 4, 5], reason: 'too_large', teamIds: used }]);
    expect(compromises).toEqual([]);
    expect(sizes(teamIds, teamOf)).toEqual([3, 3, 3]);
  });

  it('says when members of a group are already on different teams, and brings the rest to the team holding most', () => {
    const teamIds = [10, 20];
    const players = [
      player(1, { teamId: 10, groupId: 3 }),
      player(2, { teamId: 20, groupId: 3 }),
      player(3, { teamId: 20, groupId: 3 }),
      player(4, { groupId: 3 }),
      player(5, { teamId: 10, partnerId: 6 }),
      player(6, { teamId: 20, partnerId: 5 }),
      player(7),
      player(8),
    ];
    const { teamOf, splitGroups } = suggestTeamSort(teamIds, players, 2);
    expect(teamOf.get(4)).toBe(20);
    expect(splitGroups).toEqual([
      { userIds: [1, 2, 3, 4], reason: 'placed_apart', teamIds: [10, 20] },
      { userIds: [5, 6], reason: 'placed_apart', teamIds: [10, 20] },
    ]);
  });

  it('puts hours per day into the sort page’s buckets', () => {
    expect([0, 3, 4, 6, 7, 9, 10, 12, 13, 24].map(playtimeBucket)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });
});
