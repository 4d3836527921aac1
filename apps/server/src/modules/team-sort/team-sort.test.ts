import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../lib/seeded-random';
import { generateSignups, player } from './team-sort.fixtures';
import { playtimeBucket } from '@app/shared';
import { suggestTeamSort, teamBalance } from './team-sort';

const sizes = (teamIds: readonly number[], teamOf: Map<number, number>) =>
  teamIds.map((teamId) => [...teamOf.values()].filter((id) => id === teamId).length);

describe('team sort suggestion', () => {
  it('keeps its promises on a thousand generated sign-up sets', () => {
    for (let seed = 1; seed <= 1_000; seed++) {
      const random = seededRandom(seed * 7);
      const teamIds = Array.from({ length: 2 + random.int(9) }, (_, index) => 100 + index);
      const players = generateSignups(seed, teamIds, random.int(120), seed % 2 === 0);
      const { teamOf, compromises } = suggestTeamSort(teamIds, players, seed);
      const context = `seed ${seed}`;

      expect(teamOf.size, context).toBe(players.length);
      for (const p of players) {
        const team = teamOf.get(p.userId)!;
        expect(teamIds, context).toContain(team);
        if (p.teamId !== null) expect(team, `${context}: placed player moved`).toBe(p.teamId);
        const partner = players.find((other) => other.userId === p.partnerId);
        // Mutual partners end together, unless both were already placed apart (placed players never move).
        const placedApart = partner?.teamId != null && p.teamId !== null && partner.teamId !== p.teamId;
        if (partner && partner.partnerId === p.userId && !placedApart)
          expect(teamOf.get(partner.userId), `${context}: partners split`).toBe(team);
        const bent = compromises.some((c) => c.userId === p.userId && c.reason === 'classes');
        if (p.teamId === null && p.eligibleTeamIds !== null && !bent)
          expect(p.eligibleTeamIds, `${context}: class wish ignored`).toContain(team);
      }
      if (compromises.length === 0) {
        const counts = sizes(teamIds, teamOf);
        const lockedMost = Math.max(...teamIds.map((id) => players.filter((p) => p.teamId === id).length));
        // Within one, unless placed players alone already exceed an even share.
        if (lockedMost <= Math.floor(players.length / teamIds.length))
          expect(Math.max(...counts) - Math.min(...counts), context).toBeLessThanOrEqual(1);
      }
      expect(suggestTeamSort(teamIds, players, seed), `${context}: not deterministic`).toEqual({ teamOf, compromises });
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

  it('puts hours per day into the sort page’s buckets', () => {
    expect([0, 3, 4, 6, 7, 9, 10, 12, 13, 24].map(playtimeBucket)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });
});
