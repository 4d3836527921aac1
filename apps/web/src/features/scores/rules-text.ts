import {
  BINGO_LINE_LENGTH,
  boardSide,
  isBoardMethod,
  ordinal,
  PERSONAL_OBJECTIVE_MAX_POINTS,
  PERSONAL_OBJECTIVE_STEPS,
  requiredChildren,
  requiredLines,
  scoringRules,
} from '@app/scoring';
import type { Objective, ScoringPreset } from '@app/shared';
import { formatDateTime } from '~/lib/format';
import { isMasked, valueUnit } from '~/lib/scoreboard/objective-state';
import { presentationOf } from '~/lib/scoreboard/presentation';

/**
 * The rules panels of the score tabs, generated from the event's objectives and their scoring presets, so the
 * numbers always match what the scoring does and every category has rules, whatever it is called or holds. Only
 * how the site counts (stash tabs, submissions) is written as fixed text; game rules of one event belong in the
 * objectives' notes, which the pages show.
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

const ITEMS = ['item', 'items'] as const;
const LINES = ['line', 'lines'] as const;

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

/**
 * BONUS_PER_COMPLETION: "The first 3 items give 5 bonus points each, the next 2 give 3 each, every further item 1."
 * BINGO_LINES says the same of lines.
 */
export function bonusPointsText(points: readonly number[], [one, many]: readonly [string, string] = ITEMS): string {
  const groups = runs(points);
  if (groups.length === 0) return `${many.charAt(0).toUpperCase()}${many.slice(1)} here give no bonus points.`;
  const parts = groups.map(([count, value], index) => {
    if (index === groups.length - 1) {
      return index === 0
        ? `every ${one} gives ${pointsText(value)} of bonus`
        : `every further ${one} ${pointsText(value)}`;
    }
    const word = count === 1 ? `${one} gives` : `${count} ${many} give`;
    return `${index === 0 ? 'the first' : 'the next'} ${word} ${pointsText(value)}${count === 1 ? '' : ' each'}`;
  });
  const sentence = parts.join(', ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/**
 * A POINTS_FROM_VALUE curve (cumulative_points), unit by unit: "the first unit earns 5, the 2nd 3, every further one
 * 1"; runs of one value are grouped ("units 2 to 4 earn 3 each").
 */
export function curveText(points: readonly number[]): string {
  const groups = runs(points);
  const [only] = groups;
  if (only === undefined) return 'no unit earns points';
  if (groups.length === 1) return `every unit earns ${only[1]}`;
  let position = 1;
  return groups
    .map(([count, value], index) => {
      const first = position;
      position += count;
      if (index === groups.length - 1) return `every further one ${value}`;
      if (index === 0)
        return count === 1 ? `the first unit earns ${value}` : `the first ${count} units earn ${value} each`;
      return count === 1
        ? `the ${ordinal(first)} ${value}`
        : `units ${first} to ${first + count - 1} earn ${value} each`;
    })
    .join(', ');
}

/** "1 point per 10 depth" from a POINTS_FROM_VALUE preset's first value. */
export function perValueText(perUnit: number, unit: string): string {
  const what = unit || 'unit';
  if (perUnit <= 0) return `no points for ${what}`;
  if (perUnit < 1) return `1 point per ${Math.round(1 / perUnit)} ${what}`;
  return `${pointsText(perUnit)} per ${what}`;
}

const released = (nodes: readonly Objective[]) => nodes.filter((node) => !isMasked(node));
const isGroup = (node: Objective) => node.objective_type === 'CATEGORY';

/** The number to reach, in words: "level 90", "depth 600", "40 ascendancy points". */
function goalAmount(node: Objective): string {
  if (node.number_field === 'PLAYER_LEVEL') return `level ${node.required_number}`;
  if (node.number_field === 'DELVE_DEPTH') return `depth ${node.required_number}`;
  const unit = valueUnit(node);
  return `${node.required_number}${unit ? ` ${unit}` : ''}`;
}

/**
 * How many of a category's objectives a rule needs, in words: "all 5 objectives in it", "3 of its 5 objectives",
 * "60 % of its objectives (3 of 5)", or the bingo line.
 */
function categoryGoal(node: Objective, rule: ScoringPreset | undefined): string {
  const children = node.children.length;
  if (rule?.scoring_method === 'BINGO_3') return `${BINGO_LINE_LENGTH} objectives in it`;
  if (rule !== undefined && isBoardMethod(rule.scoring_method)) {
    const lines = requiredLines(rule, children);
    const side = boardSide(children);
    return `${lines} ${lines === 1 ? 'line' : 'lines'} of its ${side} × ${side} board`;
  }
  const required = requiredChildren(rule, children);
  if (required >= children) return `all ${children} objectives in it`;
  const percent = rule?.required_children_percent;
  return percent != null
    ? `${percent} % of its objectives (${required} of ${children})`
    : `${required} of its ${children} objectives`;
}

/**
 * What finishing an objective takes, as a verb phrase in two forms: "find it" / "finds it". A category's goal is the
 * one `rule` requires (its first rule's by default, the one that says when it is finished).
 */
export function goalText(
  node: Objective,
  rule: ScoringPreset | undefined = scoringRules(node)[0],
): { base: string; third: string } {
  const amount = goalAmount(node);
  switch (node.objective_type) {
    case 'ITEM':
      return node.required_number > 1
        ? { base: `collect ${node.required_number}`, third: `collects ${node.required_number}` }
        : { base: 'find it', third: 'finds it' };
    case 'PLAYER':
      return { base: `have a player reach ${amount}`, third: `has a player reach ${amount}` };
    case 'TEAM':
      return { base: `reach ${amount} as a team`, third: `reaches ${amount} as a team` };
    case 'SUBMISSION':
      return { base: 'complete it', third: 'completes it' };
    case 'CATEGORY': {
      const what = categoryGoal(node, rule);
      return { base: `finish ${what}`, third: `finishes ${what}` };
    }
  }
}

/** A category rule's completion requirement when it needs fewer than all objectives: "3 of its 5", "60 % of them". */
function requirementText(node: Objective, rule: ScoringPreset): string | null {
  if (node.objective_type !== 'CATEGORY' || rule.scoring_method === 'BINGO_3' || isBoardMethod(rule.scoring_method))
    return null;
  const children = node.children.length;
  if (requiredChildren(rule, children) >= children) return null;
  if (rule.required_children_percent != null) return `${rule.required_children_percent} % of them`;
  return `${requiredChildren(rule, children)} of its ${children} objectives`;
}

/** How a bingo board is laid out, said before its first rule. */
const BOARD_TEXT = 'Its objectives make a square board, row by row.';

/** How one rule of an objective gives points: one sentence a player can check against the scores. */
function ruleText(node: Objective, preset: ScoringPreset, first: boolean): string {
  const [firstPoints = 0] = preset.points;
  const unit = valueUnit(node);
  const goal = goalText(node, preset);
  switch (preset.scoring_method) {
    case 'PRESENCE':
      return `${pointsText(firstPoints)} for every team that ${goal.third}.`;
    case 'POINTS_FROM_VALUE': {
      const cap = preset.point_cap > 0 ? `, up to ${pointsText(preset.point_cap)}` : '';
      if (preset.cumulative_points)
        return `A team earns points along a curve${unit ? ` of its ${unit}` : ''}: ${curveText(preset.points)}${cap}.`;
      return `A team earns ${perValueText(firstPoints, unit)}${cap}.`;
    }
    case 'RANKED_TIME':
    case 'RANKED_COMPLETION_TIME':
      return rankPointsText(preset.points, goal.base);
    case 'RANKED_VALUE':
      return rankPointsText(preset.points, goal.base, `The team with the most${unit ? ` ${unit}` : ''}`);
    case 'RANKED_REVERSE':
      return rankPointsText(preset.points, goal.base, `The team with the least${unit ? ` ${unit}` : ''}`);
    case 'BONUS_PER_COMPLETION': {
      // The bonus does not wait for the requirement; only the first rule's says when the category is finished.
      const requirement = first ? requirementText(node, preset) : null;
      const finished = requirement ? ` It is finished once ${requirement} are.` : '';
      return `Completing it gives nothing extra; instead each finished objective in it adds a bonus. ${bonusPointsText(preset.points)}${finished}`;
    }
    case 'BINGO_3':
      return `Only the first ${BINGO_LINE_LENGTH} objectives a team finishes here score. ${rankPointsText(preset.points, goal.base)}`;
    case 'BINGO_LINES_RANKED':
      return `${first ? `${BOARD_TEXT} ` : ''}${rankPointsText(preset.points, goal.base)}`;
    case 'BINGO_LINES': {
      const finished = first ? ` It is finished once a team has ${categoryGoal(node, preset)}.` : '';
      return `${first ? `${BOARD_TEXT} ` : ''}Each complete row, column or diagonal adds a bonus. ${bonusPointsText(preset.points, LINES)}${finished}`;
    }
  }
}

/** How an objective gives points: one sentence per scoring rule, in order (its points are their sum). */
export function objectiveRuleText(node: Objective): string {
  const rules = scoringRules(node);
  if (rules.length === 0) {
    return isGroup(node) ? 'Its points are the points of the objectives in it.' : 'It gives no points by itself.';
  }
  const sentences = rules.map((rule, index) => ruleText(node, rule, index === 0));
  return rules.length > 1 ? `${sentences.join(' ')} These points add up.` : (sentences[0] as string);
}

/** The same sentence for many objectives once: "Rain of Chaos, Humility and 2 more: …". */
function groupedRules(nodes: readonly Objective[]): string[] {
  const byRule = new Map<string, Objective[]>();
  for (const node of released(nodes)) {
    // Objectives that score alike share one line.
    const key = objectiveRuleText(node);
    byRule.set(key, [...(byRule.get(key) ?? []), node]);
  }
  return [...byRule.values()].map((group) => {
    const [only] = group;
    if (group.length === 1 && only) return `${only.name}: ${objectiveRuleText(only)}`;
    const names = group.slice(0, 3).map((node) => node.name);
    const more = group.length > 3 ? ` and ${group.length - 3} more` : '';
    return `${names.join(', ')}${more} (${group.length} objectives): ${objectiveRuleText(group[0] as Objective)}`;
  });
}

function submissionRules(nodes: readonly Objective[]): string[] {
  const submitted = released(nodes).filter((node) => node.objective_type === 'SUBMISSION');
  if (submitted.length === 0) return [];
  const text = [
    'Submit a completion with the plus button beside the objective, with a link to proof such as a video or a stream recording; a judge reviews it.',
  ];
  for (const node of submitted) {
    if (node.aggregation === 'MAXIMUM')
      text.push(`${node.name} can be submitted again and again with a number; the highest counts.`);
    else if (node.aggregation === 'MINIMUM')
      text.push(`${node.name} is submitted with the time taken in seconds; the fastest counts.`);
    else if (node.aggregation === 'LATEST')
      text.push(`${node.name} is submitted with the value reached; the most recent one counts.`);
  }
  return text;
}

/** Every objective below `node` (not `node` itself). */
function descendants(node: Objective): Objective[] {
  return node.children.flatMap((child) => [child, ...descendants(child)]);
}

function windowRules(nodes: readonly Objective[]): RuleSection[] {
  const timed = nodes.filter((node) => node.valid_from !== null || node.valid_to !== null);
  if (timed.length === 0) return [];
  const describe = (node: Objective) => {
    const name = isMasked(node) ? 'An objective still to be revealed' : node.name;
    const from = formatDateTime(node.valid_from);
    const to = formatDateTime(node.valid_to);
    if (from && to) return `${name}: from ${from} to ${to}`;
    return from ? `${name}: from ${from}` : `${name}: until ${to}`;
  };
  return [
    {
      title: 'Time windows',
      paragraphs: [
        'Some objectives count only within their time window: what is done before it opens or after it closes does not count (an objective measured over its window, like levels gained, is decided when it closes). Each one shows whether it is open.',
      ],
      list: timed
        .slice(0, 12)
        .map(describe)
        .concat(timed.length > 12 ? [`and ${timed.length - 12} more`] : []),
    },
  ];
}

export function personalObjectiveRules(category: Objective): RuleSection[] {
  const total = category.children.find((child) => (child.scoring_preset?.point_cap ?? 0) > 0);
  const checkpoints = category.children.filter((child) => child !== total && child.valid_to !== null);
  const sections: RuleSection[] = [
    {
      title: category.name,
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

const STASH_RULE =
  'Items count while they are in a public stash tab of a team member; several of one kind must be in the same tab at the same time.';

/** Items, variants and sets: what an item gives, what a set race gives, and the bonus sets. */
function itemSetRules(category: Objective): RuleSection[] {
  const sets = released(category.children).filter(isGroup);
  const items = released(descendants(category)).filter((node) => !isGroup(node));
  const sections: RuleSection[] = [{ title: 'Items', paragraphs: [...groupedRules(items).slice(0, 6), STASH_RULE] }];
  const setLines = groupedRules(sets);
  if (setLines.length > 0) sections.push({ title: 'Sets', paragraphs: setLines });
  return sections;
}

function sectionRules(category: Objective): RuleSection[] {
  return released(category.children).map((part) => ({
    title: part.name,
    paragraphs: [
      objectiveRuleText(part),
      ...(isGroup(part) ? groupedRules(part.children).slice(0, 6) : []),
      ...(part.extra ? [`Note: ${part.extra}`] : []),
    ],
  }));
}

function dailyIntro(category: Objective): string[] {
  const dailies = category.children.filter((child) => child.valid_from !== null && child.valid_to !== null);
  const windows = dailies.map((daily) => Date.parse(daily.valid_to ?? '') - Date.parse(daily.valid_from ?? ''));
  const hours = windows.length > 0 ? Math.round(Math.min(...windows) / 3_600_000) : null;
  return [
    hours !== null
      ? `These objectives are released during the event and can be completed for ${hours} ${hours === 1 ? 'hour' : 'hours'} each.`
      : 'These objectives are released during the event.',
  ];
}

/**
 * The rules of one category: what its presentation needs said first, how each of its objectives gives points
 * (objectives that score alike share a line), how to submit, and its time windows. Never empty.
 */
export function categoryRules(category: Objective): RuleSection[] {
  const presentation = presentationOf(category);
  const all = descendants(category);
  const sections: RuleSection[] = [];
  if (category.extra) sections.push({ title: 'About', paragraphs: [category.extra] });
  switch (presentation) {
    case 'PERSONAL':
      sections.push(...personalObjectiveRules(category));
      break;
    case 'ITEM_SETS':
      sections.push(...itemSetRules(category));
      break;
    case 'SECTIONS':
    case 'GRID':
      if (scoringRules(category).length > 0)
        sections.push({ title: category.name, paragraphs: [objectiveRuleText(category)] });
      sections.push(...sectionRules(category));
      break;
    case 'DAILIES':
      sections.push({ title: 'Points', paragraphs: [...dailyIntro(category), ...groupedRules(category.children)] });
      break;
    default: {
      const items = all.some((node) => node.objective_type === 'ITEM') ? [STASH_RULE] : [];
      sections.push({ title: 'Points', paragraphs: [...groupedRules(all), ...items] });
    }
  }
  const submitting = submissionRules(all);
  if (submitting.length > 0) sections.push({ title: 'Submitting', paragraphs: submitting });
  sections.push(...windowRules(all));
  const said = sections.filter((section) => section.paragraphs.length > 0 || (section.list?.length ?? 0) > 0);
  if (said.length > 0) return said;
  return [
    {
      title: category.name || 'Rules',
      paragraphs: [
        released(category.children).length === 0
          ? 'Nothing has been published in this category yet; its rules appear with its objectives.'
          : 'These objectives give no points yet.',
      ],
    },
  ];
}

/** The fixed tabs' rules: how the event scores, by category, and the personal objectives where the event has them. */
export function overviewRules(root: Objective, personal: readonly Objective[]): RuleSection[] {
  const names = released(root.children).map((child) => child.name);
  return [
    {
      title: 'How teams score',
      paragraphs: [
        names.length > 0
          ? `Teams score points in ${names.length} ${names.length === 1 ? 'category' : 'categories'}: ${names.join(', ')}. Each tab explains its own rules.`
          : 'The objectives of this event have not been published yet.',
      ],
    },
    ...personal.flatMap(personalObjectiveRules),
  ];
}
