import { describe, expect, it } from 'vitest';
import { playerEvidence, playerKey, playerNumbers, teamKey, type Player, type PlayerObjective } from './player-numbers';

const fresh = { level: 1, ascendancyPoints: 0, atlasNodeCount: 0, pantheon: false, delveDepth: 0 };

describe('playerNumbers', () => {
  it('derives every number field of a character', () => {
    expect(
      playerNumbers({ level: 92, ascendancyPoints: 8, atlasNodeCount: 45, pantheon: true, delveDepth: 260 }),
    ).toEqual({
      PLAYER_LEVEL: 92,
      DELVE_DEPTH: 260,
      DELVE_DEPTH_PAST_100: 160,
      PANTHEON: 1,
      ASCENDANCY: 8,
      PLAYER_SCORE: 9,
    });
  });

  it('counts nothing past 100 for shallow delvers and scores personal objectives step by step', () => {
    const numbers = playerNumbers({ ...fresh, level: 61, ascendancyPoints: 4, delveDepth: 80 });
    expect(numbers.DELVE_DEPTH_PAST_100).toBe(0);
    // Levels 40 and 60 (+1 each) and the first lab (+1).
    expect(numbers.PLAYER_SCORE).toBe(3);
  });
});

describe('playerEvidence', () => {
  const level: PlayerObjective = { id: 1, objectiveType: 'PLAYER', numberField: 'PLAYER_LEVEL' };
  const teamDepth: PlayerObjective = { id: 2, objectiveType: 'TEAM', numberField: 'DELVE_DEPTH_PAST_100' };
  const players: Player[] = [
    { userId: 10, teamId: 1, state: { ...fresh, level: 70, delveDepth: 150 } },
    { userId: 11, teamId: 1, state: { ...fresh, level: 12, delveDepth: 120 } },
    { userId: 20, teamId: 2, state: { ...fresh, level: 1 } },
  ];

  it('records every player number and every team sum that is not zero', () => {
    const rows = playerEvidence([level, teamDepth], players, new Map());
    expect(rows).toEqual([
      { objectiveId: 1, teamId: 1, userId: 10, number: 70, key: playerKey(1, 10) },
      { objectiveId: 1, teamId: 1, userId: 11, number: 12, key: playerKey(1, 11) },
      { objectiveId: 1, teamId: 2, userId: 20, number: 1, key: playerKey(1, 20) },
      { objectiveId: 2, teamId: 1, userId: null, number: 70, key: teamKey(2, 1) },
    ]);
  });

  it('records nothing that has not changed since the last recorded number', () => {
    const recorded = new Map([
      [playerKey(1, 10), 70],
      [playerKey(1, 11), 11],
      [playerKey(1, 20), 1],
      [teamKey(2, 1), 70],
    ]);
    expect(playerEvidence([level, teamDepth], players, recorded)).toEqual([
      { objectiveId: 1, teamId: 1, userId: 11, number: 12, key: playerKey(1, 11) },
    ]);
  });
});
