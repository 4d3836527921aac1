import { describe, expect, it } from 'vitest';
import type { Objective, ScoringPreset } from '@app/shared';
import {
  bonusPointsText,
  categoryRules,
  curveText,
  objectiveRuleText,
  perValueText,
  personalObjectiveRules,
  rankPointsText,
} from './rules-text';
import { demoTree, node, preset, walkthroughTree } from '~/lib/scoreboard/scores.fixture';

const NOW = Date.UTC(2026, 4, 2, 12);
const tree = demoTree(NOW);
const category = (name: string) => {
  const found = tree.children.find((child) => child.name === name);
  if (!found) throw new Error(`no ${name} in the fixture`);
  return found;
};
const text = (sections: { paragraphs: string[]; list?: string[] }[]) =>
  sections.flatMap((section) => [...section.paragraphs, ...(section.list ?? [])]).join(' ');

describe('rules text helpers', () => {
  it('words rank points from the preset', () => {
    expect(rankPointsText([20, 15, 10, 5])).toBe(
      'The first team to finish gets 20 points, the 2nd team 15 points, the 3rd team 10 points, and every later team 5 points.',
    );
    expect(rankPointsText([10, 5], 'complete a set')).toBe(
      'The first team to complete a set gets 10 points, and every later team 5 points.',
    );
    expect(rankPointsText([7])).toBe('Every team to finish gets 7 points.');
    expect(rankPointsText([])).toBe('Finishing does not award points.');
  });

  it('groups completion bonuses and reads per-value points', () => {
    expect(bonusPointsText([5, 5, 3, 1])).toBe(
      'The first 2 items give 5 points each, the next item gives 3 points, every further item 1 point.',
    );
    expect(perValueText(0.1, 'depth')).toBe('1 point per 10 depth');
    expect(perValueText(2, 'jewel')).toBe('2 points per jewel');
  });

  it('reads a points curve unit by unit', () => {
    expect(curveText([5, 3, 1])).toBe('the first unit earns 5, the 2nd 3, every further one 1');
    expect(curveText([5, 5, 3, 3, 3, 2, 1])).toBe(
      'the first 2 units earn 5 each, units 3 to 5 earn 3 each, the 6th 2, every further one 1',
    );
    expect(curveText([4])).toBe('every unit earns 4');
  });
});

describe('objectiveRuleText', () => {
  const five = Array.from({ length: 5 }, (_, i) => node(20 + i, `Item ${i + 1}`));
  const set = (rules: ScoringPreset[]) =>
    node(10, 'Set', { objective_type: 'CATEGORY', aggregation: 'NONE', scoring_presets: rules, children: five });

  it('says every rule of an objective, one sentence each, and that their points add up', () => {
    const boss = node(1, 'Boss', {
      objective_type: 'SUBMISSION',
      scoring_presets: [preset('PRESENCE', [10]), preset('RANKED_TIME', [30, 20, 10])],
    });
    expect(objectiveRuleText(boss)).toBe(
      '10 points for every team that completes it. The first team to complete it gets 30 points, the 2nd team 20 points, and every later team 10 points. These points add up.',
    );
  });

  it('describes a curve of a value', () => {
    const curve = { ...preset('POINTS_FROM_VALUE', [5, 3, 1], 20), cumulative_points: true };
    const depth = node(1, 'Depth', { objective_type: 'TEAM', number_field: 'DELVE_DEPTH', scoring_presets: [curve] });
    expect(objectiveRuleText(depth)).toBe(
      'A team earns points along a curve of its depth: the first unit earns 5, the 2nd 3, every further one 1, up to 20 points.',
    );
  });

  it('names the completion requirement of each category rule', () => {
    const race = { ...preset('RANKED_COMPLETION_TIME', [10, 5]), required_children: 3 };
    const share = { ...preset('PRESENCE', [4]), required_children_percent: 60 };
    expect(objectiveRuleText(set([race, share]))).toBe(
      'The first team to finish 3 of its 5 objectives gets 10 points, and every later team 5 points. 4 points for every team that finishes 60 % of its objectives (3 of 5). These points add up.',
    );
    const bonus = { ...preset('BONUS_PER_COMPLETION', [2]), required_children_percent: 60 };
    expect(objectiveRuleText(set([bonus]))).toContain('It is finished once 60 % of them are.');
    const all = { ...preset('BONUS_PER_COMPLETION', [2]), required_children: 3 };
    expect(objectiveRuleText(set([all]))).toContain('It is finished once 3 of its 5 objectives are.');
    const capped = { ...preset('RANKED_COMPLETION_TIME', [10]), required_children: 9 };
    expect(objectiveRuleText(set([capped]))).toBe('Every team to finish all 5 objectives in it gets 10 points.');
  });
});

describe('rules panels are generated from the event', () => {
  it('sets of items: item and set points come from the presets, and bonus sets are explained', () => {
    const rules = text(categoryRules(category('Uniques')));
    expect(rules).toContain('and 1 more (4 objectives): 10 points for every team that finds it.');
    expect(rules).toContain('Grand Spectrum, Grand Spectrum (2 objectives): 5 points for every team that finds it.');
    expect(rules).toContain(
      'Abyss: The first team to finish all 3 objectives in it gets 10 points, and every later team 5 points.',
    );
    expect(rules).toContain(
      'Ubers: Completing it gives nothing extra; instead each finished objective in it adds a bonus.',
    );
  });

  it('follows a changed preset instead of a hard-coded number', () => {
    const custom = node(1, 'Loot', {
      children: [
        node(2, 'Set', {
          scoring_preset: preset('RANKED_COMPLETION_TIME', [30, 20]),
          children: [node(3, 'A', { scoring_preset: preset('PRESENCE', [12]) })],
        }),
      ],
    });
    const rules = text(categoryRules(custom));
    expect(rules).toContain('A: 12 points for every team that finds it.');
    expect(rules).toContain('gets 30 points, and every later team 20 points');
  });

  it('bounties, dailies, sections and personal objectives, whatever their names', () => {
    expect(text(categoryRules(category('Bounties')))).toContain(
      'Kill a boss blindfolded: 15 points for every team that completes it.',
    );
    expect(text(categoryRules(category('Dailies')))).toContain('can be completed for 24 hours each');
    const delve = text(categoryRules(category('Delve')));
    expect(delve).toContain('A team earns 1 point per 10 depth past 100, up to 500 points.');
    expect(delve).toContain('The first team to have a player reach depth 600 gets 20 points');
    const po = text(personalObjectiveRules(category('Personal Objectives')));
    expect(po).toContain('up to 9 points');
    expect(po).toContain('Lvl 90: +3');
    expect(po).toContain('at most 90 points');
    expect(po).toContain(
      'The team with the most progress gets 12 points, the 2nd team 8 points, and every later team 4 points.',
    );
  });

  it('explains time windows and how to submit, and is never empty', () => {
    const tree = walkthroughTree(NOW);
    const sections = categoryRules(tree.children[2] as Objective);
    const extras = text(sections);
    expect(extras).toContain('Some objectives count only within their time window');
    expect(extras).toMatch(/Happy hour: from .+ to .+/);
    expect(text(sections.filter((section) => section.title === 'Happy hour'))).toBe(
      '5 points for every team that has a player reach level 70.',
    );
    const bosses = text(categoryRules(tree.children[0] as Objective));
    expect(bosses).toContain('The Feared is submitted with the time taken in seconds; the fastest counts.');
    const wealth = node(6, 'Divines held', { objective_type: 'SUBMISSION', aggregation: 'LATEST' });
    expect(text(categoryRules(node(5, 'Economy', { objective_type: 'CATEGORY', children: [wealth] })))).toContain(
      'Divines held is submitted with the value reached; the most recent one counts.',
    );
    expect(text(categoryRules(node(5, 'Empty', { objective_type: 'CATEGORY' })))).toContain(
      'Nothing has been published in this category yet',
    );
  });
});

describe('bingo board rules', () => {
  const cells = Array.from({ length: 9 }, (_, index) => node(900 + index, `Cell ${index + 1}`));

  it('explains the board, the lines a race needs and the bonus per line', () => {
    const perLine = node(898, 'Lines', {
      objective_type: 'CATEGORY',
      children: cells.slice(0, 4),
      scoring_presets: [preset('BINGO_LINES', [10, 20])],
    });
    expect(objectiveRuleText(perLine)).toBe(
      'Its objectives make a square board, row by row. Each complete row, column or diagonal adds a bonus. The first line gives 10 points, every further line 20 points. It is finished once a team has 1 line of its 2 × 2 board.',
    );
    const race = { ...preset('BINGO_LINES_RANKED', [50, 25]), required_lines: 2 };
    const board = node(899, 'Board', {
      objective_type: 'CATEGORY',
      children: cells,
      scoring_presets: [race, preset('BINGO_LINES', [5])],
    });
    expect(objectiveRuleText(board)).toBe(
      'Its objectives make a square board, row by row. The first team to finish 2 lines of its 3 × 3 board gets 50 points, and every later team 25 points. ' +
        'Each complete row, column or diagonal adds a bonus. Every line gives 5 points of bonus. These points add up.',
    );
  });
});
