import { ordinal, PERSONAL_OBJECTIVE_MAX_POINTS, PERSONAL_OBJECTIVE_STEPS } from '@app/scoring';
import type { Objective } from '@app/shared';
import { CATEGORY_NAMES, leavesOf } from '~/lib/scoreboard/scoreboard';

/**
 * The rules panels of the score tabs (spec §2 "Rules panel text"), generated from the event's objectives and their
 * scoring presets, so the numbers always match what the scoring does (the reference hard-coded 10/5/500 beside
 * the presets, frontend.md §8 item 7). Only game rules that no preset holds are written as text.
 */
export type RuleSection = { title: string; paragraphs: string[]; list?: string[] };

export function pointsText(value: number): string {
  return `${value} ${value === 1 ? 'point' : 'points'}`;
}

/**
 * "The first team to finish gets 10 points, the 2nd team 7, and every later team 2 points." `leader` replaces
 * "The first team to {action}" where the best team is not the fastest (e.g. "The team with the most progress").
 */
export function rankPointsText(points: readonly number[], action = 'finish', leader?: string): string {
  const [first, ...rest] = points;
  if (first === undefined) return `Finishing does not award points.`;
  if (rest.length === 0) return `Every team to ${action} gets ${pointsText(first)}.`;
  const last = rest[rest.length - 1] as number;
  const middle = rest.slice(0, -1).map((value, index) => `the ${ordinal(index + 2)} team ${pointsText(value)}`);
  const parts = [`${leader ?? `The first team to ${action}`} gets ${pointsText(first)}`, ...middle];
  return `${parts.join(', ')}, and every later team ${pointsText(last)}.`;
}

/** Runs of equal values: [5,5,5,3,3,1] → [[3,5],[2,3],[1,1]]. */
function runs(points: readonly number[]): [count: number, value: number][] {
  const result: [number, number][] = [];
  for (const value of points) {
    const last = result[result.length - 1];
    if (last && last[1] === value) last[0]++;
    else result.push([1, value]);
  }
  return result;
}

/** BONUS_PER_COMPLETION: "The first 3 items give 5 bonus points each, the next 2 give 3 each, every further item 1." */
export function bonusPointsText(points: readonly number[]): string {
  const groups = runs(points);
  if (groups.length === 0) return 'Items in this set give no bonus points.';
  const parts = groups.map(([count, value], index) => {
    if (index === groups.length - 1) {
      return index === 0 ? `every item gives ${pointsText(value)} of bonus` : `every further item ${pointsText(value)}`;
    }
    const word = count === 1 ? 'item gives' : `${count} items give`;
    return `${index === 0 ? 'the first' : 'the next'} ${word} ${pointsText(value)}${count === 1 ? '' : ' each'}`;
  });
  const sentence = parts.join(', ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/** "1 point per 10 depth" from a POINTS_FROM_VALUE preset's first value. */
export function perValueText(perUnit: number, unit: string): string {
  if (perUnit <= 0) return `no points for ${unit}`;
  if (perUnit < 1) return `1 point per ${Math.round(1 / perUnit)} ${unit}`;
  return `${pointsText(perUnit)} per ${unit}`;
}

function firstPoints(node: Objective | undefined): number | undefined {
  return node?.scoring_preset?.points[0];
}

/** What finishing or collecting in a category gives, by its method (Heist and Gems sub-categories, unique sets). */
export function categoryRuleText(category: Objective): string[] {
  const preset = category.scoring_preset;
  const text: string[] = [];
  const itemPoints = firstPoints(
    category.children.find((child) => child.scoring_preset?.scoring_method === 'PRESENCE'),
  );
  if (itemPoints !== undefined) text.push(`Every item collected is worth ${pointsText(itemPoints)}.`);
  switch (preset?.scoring_method) {
    case 'RANKED_COMPLETION_TIME':
      text.push(rankPointsText(preset.points, `complete all ${category.children.length} objectives`));
      break;
    case 'BONUS_PER_COMPLETION':
      text.push(
        `Completing it gives nothing extra; instead each finished objective adds a bonus. ${bonusPointsText(preset.points)}`,
      );
      break;
    case 'BINGO_3':
      text.push(
        `Only the first three objectives a team finishes here score. ${rankPointsText(preset.points, 'finish three')}`,
      );
      break;
    default:
      text.push('Finishing this category first does not award additional points.');
  }
  return text;
}

function childrenOf(category: Objective | undefined): Objective[] {
  return category?.children ?? [];
}

export function personalObjectiveRules(category: Objective | undefined): RuleSection[] {
  const children = childrenOf(category);
  const total = children.find((child) => (child.scoring_preset?.point_cap ?? 0) > 0);
  const checkpoints = children.filter((child) => child !== total && child.valid_to !== null);
  const sections: RuleSection[] = [
    {
      title: 'Personal Objectives',
      paragraphs: [
        `Every player can earn up to ${pointsText(PERSONAL_OBJECTIVE_MAX_POINTS)} for their team by improving their character:`,
      ],
      list: PERSONAL_OBJECTIVE_STEPS.map((step) => `${step.label}: +${step.points}`),
    },
  ];
  if (total?.scoring_preset) {
    sections.push({
      title: 'Team maximum',
      paragraphs: [`A team can earn at most ${pointsText(total.scoring_preset.point_cap)} from its players this way.`],
    });
  }
  const ranked = checkpoints.find((child) => child.scoring_preset);
  if (checkpoints.length > 0 && ranked?.scoring_preset) {
    sections.push({
      title: 'Checkpoints',
      paragraphs: [
        `During the event there ${checkpoints.length === 1 ? 'is 1 checkpoint' : `are ${checkpoints.length} checkpoints`}. At each one the teams are ranked by the personal objective points they made since the previous one.`,
        rankPointsText(ranked.scoring_preset.points, 'progress', 'The team with the most progress'),
        'Team totals from personal objectives are hidden until the first checkpoint has passed.',
      ],
    });
  }
  return sections;
}

export function uniqueRules(category: Objective | undefined): RuleSection[] {
  const sets = childrenOf(category);
  const regular = sets.filter((set) => set.scoring_preset?.scoring_method !== 'BONUS_PER_COMPLETION');
  const bonus = sets.filter((set) => set.scoring_preset?.scoring_method === 'BONUS_PER_COMPLETION');
  const items = regular.flatMap((set) => set.children);
  const item = items.find((candidate) => candidate.scoring_preset);
  const withVariants = items.find((candidate) => candidate.children.length >= 2);
  const variantPoints = firstPoints(
    items.flatMap((candidate) => candidate.children).find((child) => child.scoring_preset),
  );
  const itemPoints = firstPoints(item);
  const paragraphs: string[] = [];
  if (itemPoints !== undefined) paragraphs.push(`Every distinct unique item found is worth ${pointsText(itemPoints)}.`);
  if (variantPoints !== undefined) {
    paragraphs.push(`Some items come in variants; every variant found is worth ${pointsText(variantPoints)}.`);
    if (withVariants && itemPoints !== undefined) {
      const count = withVariants.children.length;
      paragraphs.push(
        `For example, ${withVariants.name} has ${count} variants: finding all of them gives ${itemPoints} + ${count}×${variantPoints} = ${pointsText(itemPoints + count * variantPoints)}.`,
      );
    }
  }
  const sections: RuleSection[] = [{ title: 'Unique Items', paragraphs }];
  const ranked = regular.find((set) => set.scoring_preset?.scoring_method === 'RANKED_COMPLETION_TIME');
  if (ranked?.scoring_preset) {
    sections.push({
      title: 'Unique Sets',
      paragraphs: [rankPointsText(ranked.scoring_preset.points, 'complete a set')],
    });
  }
  if (bonus.length > 0) {
    sections.push({
      title: 'Exceptions',
      paragraphs: bonus.map(
        (set) =>
          `${set.name}: completing the set gives nothing extra; instead every item found adds a bonus on top of its own points. ${bonusPointsText(set.scoring_preset?.points ?? [])}`,
      ),
    });
  }
  return sections;
}

export function raceRules(category: Objective | undefined): RuleSection[] {
  const children = childrenOf(category);
  const submitted = children.filter((child) => child.objective_type === 'SUBMISSION');
  const tracked = children.filter((child) => child.objective_type !== 'SUBMISSION');
  const first = children.find((child) => child.scoring_preset);
  const paragraphs: string[] = [];
  if (first?.scoring_preset)
    paragraphs.push(`Races are ranked by who finishes first. ${rankPointsText(first.scoring_preset.points)}`);
  if (submitted.length > 0) {
    paragraphs.push(
      'Submit a finished race with the plus button on its card, with a link to proof such as a video or a stream recording. Boss races must be deathless: a run with a death does not count.',
    );
  }
  for (const race of submitted) {
    if (race.aggregation === 'MAXIMUM') {
      paragraphs.push(
        `${race.name} can be submitted again and again with the number of jewels dropped; the best submission counts.`,
      );
    } else if (race.aggregation === 'MINIMUM') {
      paragraphs.push(`${race.name} is submitted with the time taken in seconds; the fastest submission counts.`);
    }
  }
  if (tracked.length > 0) {
    paragraphs.push(`Tracked automatically, without submitting: ${tracked.map((race) => race.name).join(', ')}.`);
  }
  return [{ title: 'Races', paragraphs }];
}

export function bountyRules(category: Objective | undefined): RuleSection[] {
  const children = childrenOf(category);
  const values = [...new Set(children.flatMap((child) => (child.scoring_preset ? [firstPoints(child) ?? 0] : [])))];
  const paragraphs: string[] = [];
  if (values.length === 1 && values[0] !== undefined) {
    paragraphs.push(`Every bounty grants ${pointsText(values[0])}, no matter who submits it first.`);
  } else if (values.length > 1) {
    paragraphs.push(
      `Bounties grant between ${pointsText(Math.min(...values))} and ${pointsText(Math.max(...values))} each, no matter who submits them first.`,
    );
  }
  paragraphs.push(
    'Submit a bounty with the plus button on its card, with a link to proof. Each player can complete each bounty once; party members count as having submitted it.',
  );
  const tracked = children.filter((child) => child.objective_type !== 'SUBMISSION').length;
  if (tracked > 0)
    paragraphs.push(
      `${tracked} ${tracked === 1 ? 'bounty is' : 'bounties are'} tracked automatically from your stash.`,
    );
  return [{ title: 'Bounties', paragraphs }];
}

const STASH_RULE = 'The items must all be in the same public stash tab at the same time.';

export function collectionRules(category: Objective | undefined): RuleSection[] {
  const first = childrenOf(category).find((child) => child.scoring_preset);
  const paragraphs = [STASH_RULE];
  if (first?.scoring_preset) {
    paragraphs.push(
      first.scoring_preset.scoring_method === 'PRESENCE'
        ? `Every completed collection is worth ${pointsText(first.scoring_preset.points[0] ?? 0)}.`
        : rankPointsText(first.scoring_preset.points, 'complete a collection'),
    );
  }
  return [{ title: 'Collections', paragraphs }];
}

export function dailyRules(category: Objective | undefined): RuleSection[] {
  const dailies = childrenOf(category).filter((child) => child.valid_from !== null);
  const windows = dailies.flatMap((daily) =>
    daily.valid_from && daily.valid_to ? [Date.parse(daily.valid_to) - Date.parse(daily.valid_from)] : [],
  );
  const hours = windows.length > 0 ? Math.round(Math.min(...windows) / 3_600_000) : null;
  const plain = dailies.find((daily) => daily.scoring_preset?.scoring_method === 'PRESENCE');
  const race = dailies.find((daily) => daily.scoring_preset?.scoring_method === 'RANKED_TIME');
  const paragraphs = [
    hours !== null
      ? `Dailies are released during the event and can be completed for ${hours} ${hours === 1 ? 'hour' : 'hours'}.`
      : 'Dailies are released during the event.',
    STASH_RULE,
  ];
  if (plain?.scoring_preset)
    paragraphs.push(
      `Every team that completes a daily in time gets ${pointsText(plain.scoring_preset.points[0] ?? 0)}.`,
    );
  if (race?.scoring_preset)
    paragraphs.push(`Race dailies are ranked: ${rankPointsText(race.scoring_preset.points, 'complete one')}`);
  return [{ title: 'Dailies', paragraphs }];
}

/** Heist and Gems: one section per sub-category, and ranked items (the Enchanting Orb Race) on their own. */
export function subCategoryRules(category: Objective | undefined): RuleSection[] {
  return childrenOf(category).map((child) => {
    if (child.children.length > 0) return { title: child.name, paragraphs: categoryRuleText(child) };
    const preset = child.scoring_preset;
    const paragraphs = preset
      ? [`Collect ${child.required_number} to finish. ${rankPointsText(preset.points, 'finish')}`]
      : ['Does not award points.'];
    return { title: child.name, paragraphs };
  });
}

export function delveRules(category: Objective | undefined): RuleSection[] {
  const children = childrenOf(category);
  const sections: RuleSection[] = [];
  const fossils = children.find((child) => child.name === 'Fossil Race');
  if (fossils) {
    const count = leavesOf(fossils).length;
    sections.push({
      title: 'Fossil Race',
      paragraphs: [
        `Collect ${count} kinds of fossils${fossils.extra ? ` (${fossils.extra.toLowerCase()})` : ''}.`,
        fossils.scoring_preset ? rankPointsText(fossils.scoring_preset.points, 'collect them all') : '',
      ].filter(Boolean),
    });
  }
  const depth = children.find((child) => child.name === 'Cumulative Depth');
  if (depth?.scoring_preset) {
    const cap = depth.scoring_preset.point_cap;
    sections.push({
      title: 'Cumulative Depth',
      paragraphs: [
        `Every team earns ${perValueText(depth.scoring_preset.points[0] ?? 0, 'depth')} its players reach past depth 100 together${cap > 0 ? `, up to ${pointsText(cap)}` : ''}.`,
      ],
    });
  }
  const race = children.find((child) => child.name === 'Delve Race');
  if (race) {
    sections.push({
      title: 'Delve Race',
      paragraphs: [
        race.extra ? `${race.extra}.` : '',
        `The first players to reach depth ${race.required_number} solo win for their team. ${race.scoring_preset ? rankPointsText(race.scoring_preset.points, 'get there') : ''}`.trim(),
        'The unique belts Mageblood and The Tides of Time are banned for this race.',
      ].filter(Boolean),
    });
  }
  return sections;
}

/** Which rules each tab shows, by category name. */
export const RULES_BY_CATEGORY: Record<string, (category: Objective | undefined) => RuleSection[]> = {
  [CATEGORY_NAMES.personalObjectives]: personalObjectiveRules,
  [CATEGORY_NAMES.uniques]: uniqueRules,
  [CATEGORY_NAMES.races]: raceRules,
  [CATEGORY_NAMES.bounties]: bountyRules,
  [CATEGORY_NAMES.collections]: collectionRules,
  [CATEGORY_NAMES.dailies]: dailyRules,
  [CATEGORY_NAMES.heist]: subCategoryRules,
  [CATEGORY_NAMES.gems]: subCategoryRules,
  [CATEGORY_NAMES.delve]: delveRules,
};
