import type { Team } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { toLatestScores, type ScoreEntry } from '~/lib/scoreboard/score-cache';
import { buildScoreboard } from '~/lib/scoreboard/scoreboard';
import { node, preset, score } from '~/lib/scoreboard/scores.fixture';
import { availablePoints, closestOpponent, focusCandidates, missingOf, stillToScore } from './focus-rules';

const NOW = Date.UTC(2026, 4, 2, 12);
const HOUR = 3_600_000;
const teams = [1, 2, 3].map((id) => ({ id, name: `Team ${id}`, color: '#336699' }) as Team);

const setPreset = preset('RANKED_COMPLETION_TIME', [30, 20, 10]);
const racePreset = preset('RANKED_TIME', [20, 10]);
const item = (id: number, name: string) => node(id, name);
const chase = node(2, 'Chase', {
  children: [
    node(10, 'Set A', { scoring_preset: setPreset, children: [item(11, 'A1'), item(12, 'A2'), item(13, 'A3')] }),
    node(20, 'Set B', { scoring_preset: setPreset, children: [item(21, 'B1'), item(22, 'B2')] }),
    node(30, 'Race open', { scoring_preset: racePreset, required_number: 5 }),
    node(31, 'Race later', { scoring_preset: racePreset, valid_from: new Date(NOW + HOUR).toISOString() }),
    node(32, 'Race closed', { scoring_preset: racePreset, valid_to: new Date(NOW - HOUR).toISOString() }),
    node(33, 'Race done', { scoring_preset: racePreset }),
  ],
});
const tree = node(1, 'root', { children: [chase] });

const done = (objective_id: number, team_id: number, extra = {}): ScoreEntry => ({
  objective_id,
  team_id,
  score: score({ finished: true, number: 1, points: 10, ...extra }),
});

function board(entries: ScoreEntry[]) {
  return buildScoreboard({ root: tree, teams, scores: toLatestScores(entries), now: NOW });
}

describe('stillToScore and focusCandidates', () => {
  const b = board([done(11, 1), done(12, 1), done(33, 1)]);

  it('lists every set and objective the team can still score, with the points it can still give', () => {
    const [group] = stillToScore(b, 1);
    expect(group?.category.name).toBe('Chase');
    expect(group?.units.map((unit) => [unit.node.name, unit.available])).toEqual([
      ['Set A', 30], // the set race's first place (its items give nothing by themselves)
      ['Set B', 30],
      ['Race open', 20],
      ['Race later', 20], // not open yet, but still to be won
    ]);
  });

  it('offers team leads sets closest to done first, and the single objectives', () => {
    const { categories, objectives } = focusCandidates(b, 1);
    expect(categories.map((n) => n.name)).toEqual(['Set A', 'Set B']);
    expect(objectives.map((n) => n.name)).toEqual(['Race open', 'Race later']);
  });

  it('keeps objectives placed outside any category, under the tab that shows them', () => {
    const loose = node(1, 'root', { children: [node(40, 'Loose race', { scoring_preset: racePreset })] });
    const looseBoard = buildScoreboard({ root: loose, teams, scores: toLatestScores([]), now: NOW });
    expect(stillToScore(looseBoard, 1).map((group) => [group.category.name, group.units.length])).toEqual([
      ['Other objectives', 1],
    ]);
  });

  it('drops what the team has finished and what closed before it finished', () => {
    const finished = board([done(10, 2), done(11, 2), done(12, 2), done(13, 2)]);
    expect(focusCandidates(finished, 2).categories.map((n) => n.name)).toEqual(['Set B']);
    expect(focusCandidates(finished, 2).objectives.map((n) => n.name)).not.toContain('Race closed');
  });
});

describe('missingOf and closestOpponent', () => {
  const setA = chase.children[0]!;
  const race = chase.children[2]!;

  it('counts and names the missing items of a set, and the count still needed of an objective', () => {
    const b = board([done(11, 1), { objective_id: 30, team_id: 1, score: score({ number: 2 }) }]);
    expect(missingOf(b, setA, 1)).toEqual({ count: 2, names: ['A2', 'A3'] });
    expect(missingOf(b, race, 1)).toEqual({ count: 3, names: [] });
  });

  it('is the other team missing the fewest, but something', () => {
    const b = board([done(11, 2), done(11, 3), done(12, 3), done(13, 3)]);
    expect(closestOpponent(b, setA, 1)).toEqual({ team: teams[1], missing: 2, names: ['A2', 'A3'] });
  });

  it('is none when every other team has finished: the own team is the last to finish', () => {
    const b = board([2, 3].flatMap((team) => [done(11, team), done(12, team), done(13, team)]));
    expect(closestOpponent(b, setA, 1)).toBeNull();
  });
});

describe('availablePoints', () => {
  it('is the possible maximum minus what the team already has', () => {
    const b = board([done(30, 2, { points: 20, rank: 1 })]);
    expect(availablePoints(b, chase.children[2]!, 1)).toBe(10);
    expect(availablePoints(b, chase.children[2]!, 2)).toBe(0);
  });
});
