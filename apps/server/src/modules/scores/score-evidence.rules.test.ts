import { describe, expect, it } from 'vitest';
import { computeScores } from '@app/scoring';
import { makeEvidence, makeObjective, makePreset, minute } from '@app/scoring/fixtures';
import { completingChildren, ruleShares, type ResultOf } from './score-evidence.rules';

const TEAMS = [1, 2, 3];

/** The engine's rows of a tree as the evidence read sees them in the `scores` table. */
function scored(root: ReturnType<typeof makeObjective>, matches: ReturnType<typeof makeEvidence>[]) {
  const { scores } = computeScores({ now: minute(1000), teams: TEAMS.map((id) => ({ id })), root, matches });
  const rows = new Map(scores.map((row) => [`${row.objective_id}:${row.team_id}`, row]));
  const resultOf: ResultOf = (objectiveId, teamId) => rows.get(`${objectiveId}:${teamId}`);
  const pointsOf = (objectiveId: number, teamId: number) => rows.get(`${objectiveId}:${teamId}`)?.points ?? 0;
  return { resultOf, pointsOf };
}

const found = (objective_id: number, team_id: number, at: number) =>
  makeEvidence({ objective_id, team_id, number: 1, timestamp: minute(at) });

describe('what each scoring rule gave', () => {
  it('splits an item’s points into its rules, and they add up to what the engine gave', () => {
    const find = makePreset('PRESENCE', [10], 0, 1);
    const race = makePreset('RANKED_TIME', [30, 20, 10], 0, 2);
    const item = makeObjective(11, { scoring_presets: [find, race] });
    const root = makeObjective(1, { children: [item] });
    const { resultOf, pointsOf } = scored(root, [found(11, 2, 5), found(11, 1, 9)]);
    const shares = ruleShares(item, TEAMS, resultOf);
    expect(shares.map((share) => share.points)).toEqual([
      [10, 10, 0],
      [20, 30, 0],
    ]);
    expect(shares[1]?.ranks).toEqual([2, 1, 0]);
    for (const [index, team] of TEAMS.entries()) {
      expect(shares.reduce((sum, share) => sum + (share.points[index] ?? 0), 0)).toBe(pointsOf(11, team));
    }
  });

  it.each([
    ['a completion bonus', makePreset('BONUS_PER_COMPLETION', [5, 3], 0, 3)],
    ['a race to finish the category', makePreset('RANKED_COMPLETION_TIME', [25, 15], 0, 4)],
    ['a bingo of three', makePreset('BINGO_3', [40, 20], 0, 5)],
    ['two of three children', { ...makePreset('PRESENCE', [12], 0, 6), required_children: 2 }],
  ])('reads a category’s children for %s, as the engine does', (_name, rule) => {
    const children = [21, 22, 23].map((id) => makeObjective(id, { scoring_preset: makePreset('PRESENCE', [1]) }));
    const category = makeObjective(20, { children, scoring_preset: rule });
    const root = makeObjective(1, { children: [category] });
    const matches = [found(21, 1, 3), found(22, 1, 4), found(23, 1, 8), found(21, 2, 1), found(23, 2, 2)];
    const { resultOf, pointsOf } = scored(root, matches);
    const [share] = ruleShares(category, TEAMS, resultOf);
    TEAMS.forEach((team, index) => expect(share?.points[index]).toBe(pointsOf(20, team)));
  });

  it('names the children that completed a category: the first ones finished, as many as it needs', () => {
    const children = [21, 22, 23].map((id) => makeObjective(id, { scoring_preset: makePreset('PRESENCE', [1]) }));
    const rule = { ...makePreset('PRESENCE', [12], 0, 6), required_children: 2 };
    const category = makeObjective(20, { children, scoring_preset: rule });
    const { resultOf } = scored(makeObjective(1, { children: [category] }), [
      found(23, 1, 3),
      found(21, 1, 4),
      found(22, 1, 8),
      found(22, 2, 1),
    ]);
    expect([...completingChildren(category, 1, resultOf)]).toEqual([23, 21]);
    expect(completingChildren(category, 2, resultOf).size).toBe(0);
  });
});
