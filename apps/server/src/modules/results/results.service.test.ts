import { describe, expect, it } from 'vitest';
import type { ScoreHistoryPoint } from '@app/shared';
import { rankStandings, thinRace } from './results.service';

const teams = [
  { id: 1, name: 'Red', color: '#f00' },
  { id: 2, name: 'Blue', color: '#00f' },
  { id: 3, name: 'Green', color: '#0f0' },
  { id: 4, name: 'Gold', color: '#fc0' },
];

describe('results', () => {
  it('ranks teams by points, equal points sharing a place and the next place skipped', () => {
    const standings = rankStandings(
      teams,
      new Map([
        [1, 10],
        [2, 30],
        [3, 30],
      ]),
    );
    expect(standings.map((row) => [row.rank, row.team_name, row.points, row.tied])).toEqual([
      [1, 'Blue', 30, true],
      [1, 'Green', 30, true],
      [3, 'Red', 10, false],
      [4, 'Gold', 0, false],
    ]);
  });

  it('thins each team’s race to the bound, keeping its first and last step', () => {
    const line = (teamId: number, steps: number): ScoreHistoryPoint[] =>
      Array.from({ length: steps }, (_, index) => ({
        team_id: teamId,
        timestamp: new Date(1_000 * (index + 1)).toISOString(),
        total: index + 1,
      }));
    const thinned = thinRace([...line(1, 1_000), ...line(2, 5)], 10);
    const red = thinned.filter((point) => point.team_id === 1);
    expect(red).toHaveLength(10);
    expect(red[0]?.total).toBe(1);
    expect(red.at(-1)?.total).toBe(1_000);
    expect(thinned.filter((point) => point.team_id === 2)).toHaveLength(5);
    expect(thinned.map((point) => Date.parse(point.timestamp))).toEqual(
      [...thinned].map((point) => Date.parse(point.timestamp)).sort((a, b) => a - b),
    );
  });
});
