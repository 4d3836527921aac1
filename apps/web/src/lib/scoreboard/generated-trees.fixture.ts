/**
 * Test data (imported by tests only): random objective trees of every shape the designer accepts — any names,
 * nesting depth, mixes of categories and objectives, every type with its number fields and aggregations, every
 * scoring method or none (now and then two rules, a points curve or a category's completion requirement), windows past, open and to come (unreleased ones masked as the server sends them to
 * visitors), chosen or inferred presentations — with random scores. The same seed gives the same event.
 */
import { CATEGORY_METHODS as READS_CHILDREN, seededRandom, type SeededRandom } from '@app/scoring';
import {
  AggregationSchema,
  CategoryPresentationSchema,
  NUMBER_FIELDS_BY_OBJECTIVE_TYPE,
  ScoringMethodSchema,
  type Objective,
  type ObjectiveType,
  type ScoreDiff,
  type ScoringMethod,
  type ScoringPreset,
} from '@app/shared';
import { node, preset, score } from './scores.fixture';

const HOUR = 3_600_000;

const NAMES = [
  'Bosses',
  'Chase uniques',
  'Races',
  'Happy hour',
  'Ærtheon’s trials',
  '日本の宝',
  'A very long category name that a designer typed without thinking about phones at all, twice over',
  'x',
  'Gems',
  'Uniques',
  'Delve',
  '<b>bold</b> & "quoted"',
];

const LEAF_TYPES: readonly ObjectiveType[] = ['ITEM', 'PLAYER', 'TEAM', 'SUBMISSION'];
const CATEGORY_METHODS: readonly ScoringMethod[] = [
  'RANKED_COMPLETION_TIME',
  'BONUS_PER_COMPLETION',
  'BINGO_3',
  'BINGO_LINES',
  'BINGO_LINES_RANKED',
  'PRESENCE',
  'POINTS_FROM_VALUE',
];

export type GeneratedEvent = { tree: Objective; scores: ScoreDiff[]; teamIds: number[] };

export function generatedEvent(seed: number, now: number, teamIds: readonly number[] = [1, 2, 3, 4]): GeneratedEvent {
  const random = seededRandom(seed);
  let nextId = 2;
  const iso = (offsetHours: number) => new Date(now + offsetHours * HOUR).toISOString();

  const randomPreset = (methods: readonly ScoringMethod[], random: SeededRandom) => {
    if (random.chance(0.2)) return null;
    const points = Array.from({ length: random.integer(0, 4) }, () => random.pick([0, 1, 3, 5, 10, 20, 0.1]));
    const made = preset(random.pick(methods), points, random.chance(0.3) ? random.integer(1, 100) : 0);
    if (made.scoring_method === 'POINTS_FROM_VALUE' && random.chance(0.3)) made.cumulative_points = true;
    return made;
  };

  /**
   * None, one or two rules, as the designer may combine them: a bingo stands alone, and a second rule reads the
   * same evidence as the first (the objective's own, or its children).
   */
  const randomRules = (methods: readonly ScoringMethod[]): ScoringPreset[] => {
    const first = randomPreset(methods, random);
    if (first === null) return [];
    if (first.scoring_method === 'BINGO_3' || !random.chance(0.25)) return [first];
    const reads = READS_CHILDREN.has(first.scoring_method);
    const alike = methods.filter((method) => method !== 'BINGO_3' && READS_CHILDREN.has(method) === reads);
    const second = alike.length > 0 ? randomPreset(alike, random) : null;
    return second ? [first, second] : [first];
  };

  /** A category's rules, each needing some of its objectives now and then (a number or a share of them). */
  const withRequirement = (rule: ScoringPreset): ScoringPreset => {
    if (rule.scoring_method === 'BINGO_3' || !random.chance(0.3)) return rule;
    return random.chance(0.5)
      ? { ...rule, required_children: random.integer(1, 6) }
      : { ...rule, required_children_percent: random.pick([25, 50, 60, 100]) };
  };

  /** A window: none, closed, open or to come; an unreleased objective is masked as visitors get it. */
  const window = () => {
    const kind = random.pick(['none', 'none', 'none', 'closed', 'open', 'upcoming'] as const);
    if (kind === 'closed') return { valid_from: iso(-5), valid_to: iso(-1) };
    if (kind === 'open') return { valid_from: random.chance(0.5) ? iso(-1) : null, valid_to: iso(3) };
    if (kind === 'upcoming') return { valid_from: iso(2), valid_to: random.chance(0.5) ? iso(5) : null };
    return { valid_from: null, valid_to: null };
  };

  const masked = (objective: Objective): Objective =>
    objective.valid_from !== null && Date.parse(objective.valid_from) > now && random.chance(0.6)
      ? { ...objective, name: '', extra: '', conditions: [], required_number: 0, children: [] }
      : objective;

  const leaf = (): Objective => {
    const type = random.pick(LEAF_TYPES);
    const fields = NUMBER_FIELDS_BY_OBJECTIVE_TYPE[type];
    return masked(
      node(nextId++, `${random.pick(NAMES)} ${nextId}`, {
        objective_type: type,
        number_field: random.pick(fields),
        aggregation: random.pick(AggregationSchema.options.filter((aggregation) => aggregation !== 'NONE')),
        required_number: random.pick([1, 1, 2, 5, 90, 600]),
        extra: random.chance(0.2) ? 'A note from the designer' : '',
        scoring_presets: randomRules(ScoringMethodSchema.options),
        ...window(),
      }),
    );
  };

  const category = (depth: number): Objective => {
    const children = Array.from({ length: random.integer(0, depth === 0 ? 7 : 5) }, () =>
      depth < 3 && random.chance(0.3) ? category(depth + 1) : leaf(),
    );
    const id = nextId++;
    return masked(
      node(id, random.pick(NAMES), {
        objective_type: 'CATEGORY',
        aggregation: 'NONE',
        number_field: 'FINISHED_OBJECTIVES',
        presentation: random.chance(0.4) ? random.pick(CategoryPresentationSchema.options) : null,
        scoring_presets: depth > 0 ? randomRules(CATEGORY_METHODS).map(withRequirement) : [],
        children,
        ...(random.chance(0.1) ? window() : {}),
      }),
    );
  };

  /** Players' points towards a cap, and checkpoints: a personal objective category as a designer builds one. */
  const personal = (): Objective =>
    node(nextId++, 'Character goals', {
      objective_type: 'CATEGORY',
      aggregation: 'NONE',
      number_field: 'FINISHED_OBJECTIVES',
      children: [
        node(nextId++, 'Player points', {
          objective_type: 'TEAM',
          aggregation: 'MAXIMUM',
          number_field: 'PLAYER_SCORE',
          scoring_preset: preset('POINTS_FROM_VALUE', [1], 40),
        }),
        node(nextId++, 'Checkpoint', {
          objective_type: 'TEAM',
          aggregation: 'MAXIMUM',
          number_field: 'PLAYER_SCORE',
          valid_to: iso(random.pick([-2, 4])),
          scoring_preset: preset('RANKED_VALUE', [10, 5]),
        }),
      ],
    });

  const top = Array.from({ length: random.integer(1, 4) }, () => category(0));
  if (random.chance(0.3)) top.push(personal());
  if (random.chance(0.2)) top.push(leaf());
  const tree = node(1, 'Root', { objective_type: 'CATEGORY', aggregation: 'NONE', children: top });

  const scores: ScoreDiff[] = [];
  const visit = (objective: Objective) => {
    for (const teamId of teamIds) {
      if (objective.id === 1 || !random.chance(0.35)) continue;
      const finished = random.chance(0.4);
      scores.push({
        objective_id: objective.id,
        team_id: teamId,
        score: score({
          finished,
          number: random.pick([0, 1, 3, objective.required_number, objective.required_number * 2]),
          points: finished ? random.pick([0, 5, 10, 20]) : random.pick([0, 0, 2]),
          rank: finished ? random.integer(0, teamIds.length) : 0,
          user_id: random.chance(0.5) ? 1 : null,
          timestamp: finished ? iso(-random.integer(1, 30)) : null,
        }),
        diff_type: 'Unchanged',
      });
    }
    objective.children.forEach(visit);
  };
  visit(tree);
  return { tree, scores, teamIds: [...teamIds] };
}
