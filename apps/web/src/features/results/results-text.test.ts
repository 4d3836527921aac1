import type { Standing } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { podiumOf, raceDuration, raceSeries, winnerSentence } from './results-text';

const row = (rank: number, name: string, points: number, tied = false): Standing => ({
  rank,
  team_id: rank * 10 + name.length,
  team_name: name,
  team_color: '#123456',
  points,
  tied,
});

describe('results texts', () => {
  it('names the winner, or every team sharing the win', () => {
    expect(winnerSentence([row(1, 'Red', 40), row(2, 'Blue', 10)])).toBe('Red wins with 40 points.');
    expect(winnerSentence([row(1, 'Red', 40, true), row(1, 'Blue', 40, true), row(1, 'Green', 40, true)])).toBe(
      'Red, Blue and Green share the win with 40 points.',
    );
    expect(winnerSentence([row(1, 'Red', 0, true), row(1, 'Blue', 0, true)])).toBe('No team scored any points.');
  });

  it('puts on the podium the teams placed 1 to 3 that scored, ties included', () => {
    const standings = [row(1, 'A', 9), row(2, 'B', 5, true), row(2, 'C', 5, true), row(4, 'D', 1), row(5, 'E', 0)];
    expect(podiumOf(standings).map((entry) => entry.team_name)).toEqual(['A', 'B', 'C']);
  });

  it.each([
    [0, '0s'],
    [62, '1m 2s'],
    [5 * 3600 + 62, '5h 1m 2s'],
    [2 * 86_400 + 5, '2d 0h 0m 5s'],
  ])('writes a race of %i seconds as %s', (seconds, text) => {
    expect(raceDuration(seconds)).toBe(text);
  });

  it('draws each team from 0 at the start through its steps, held until the end', () => {
    const [red] = raceSeries(
      [{ team_id: 11, timestamp: new Date(2_000).toISOString(), total: 10 }],
      [row(1, 'R', 10)],
      1_000,
      5_000,
      (color) => color,
    );
    expect(red?.points).toEqual([
      { x: 1_000, y: 0 },
      { x: 2_000, y: 10 },
      { x: 5_000, y: 10 },
    ]);
  });
});
