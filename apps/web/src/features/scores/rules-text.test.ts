import { describe, expect, it } from 'vitest';
import {
  bonusPointsText,
  bountyRules,
  dailyRules,
  delveRules,
  perValueText,
  personalObjectiveRules,
  rankPointsText,
  uniqueRules,
} from './rules-text';
import { demoTree, node, preset } from '~/lib/scoreboard/scores.fixture';

const NOW = Date.UTC(2026, 4, 2, 12);
const tree = demoTree(NOW);
const category = (name: string) => tree.children.find((child) => child.name === name);
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
});

describe('rules panels are generated from the event', () => {
  it('uniques: item, variant and set points come from the presets', () => {
    const rules = text(uniqueRules(category('Uniques')));
    expect(rules).toContain('Every distinct unique item found is worth 10 points.');
    expect(rules).toContain('every variant found is worth 5 points');
    expect(rules).toContain('Grand Spectrum has 2 variants: finding all of them gives 10 + 2×5 = 20 points.');
    expect(rules).toContain('The first team to complete a set gets 10 points, and every later team 5 points.');
    expect(rules).toContain('Ubers: completing the set gives nothing extra');
  });

  it('follows a changed preset instead of a hard-coded number', () => {
    const custom = node(200, 'Uniques', {
      children: [
        node(210, 'Set', {
          scoring_preset: preset('RANKED_COMPLETION_TIME', [30, 20]),
          children: [node(211, 'Item', { scoring_preset: preset('PRESENCE', [12]) })],
        }),
      ],
    });
    const rules = text(uniqueRules(custom));
    expect(rules).toContain('worth 12 points');
    expect(rules).toContain('gets 30 points, and every later team 20 points');
  });

  it('bounties, dailies, delve and personal objectives', () => {
    expect(text(bountyRules(category('Bounties')))).toContain(
      'Every bounty grants 15 points, no matter who submits it first.',
    );
    expect(text(dailyRules(category('Dailies')))).toContain('can be completed for 24 hours');
    const delve = text(delveRules(category('Delve')));
    expect(delve).toContain('1 point per 10 depth');
    expect(delve).toContain('up to 500 points');
    expect(delve).toContain('reach depth 600 solo');
    const po = text(personalObjectiveRules(category('Personal Objectives')));
    expect(po).toContain('up to 9 points');
    expect(po).toContain('Lvl 90: +3');
    expect(po).toContain('at most 90 points');
    expect(po).toContain(
      'The team with the most progress gets 12 points, the 2nd team 8 points, and every later team 4 points.',
    );
  });
});
