/**
 * The demo event's objective tree: a category per scores tab (Personal Objectives, Uniques, Races, Bounties,
 * Collections, Dailies, Heist, Gems, Delve) using every scoring method and every aggregation, built from the
 * simulator's demo catalogue so the demo's stash items match these objectives.
 */
import type {
  Aggregation,
  CategoryPresentation,
  ItemField,
  NumberField,
  ObjectiveType,
  Operator,
  ScoringMethod,
} from '@app/shared';
import { CATEGORY_METHODS } from '@app/scoring';
import { DEMO_CATALOGUE, type CatalogueItem } from '@app/simulator';
import type { Tx } from './database';
import { objectiveConditions, objectives, objectiveScoringRules, scoringPresets } from './schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type PresetSpec = { name: string; method: ScoringMethod; points: number[]; cap?: number; description: string };

/** Scoring presets by role; the numbers are the demo's rules (docs/domain.md §2 (the rules panel) and §9 constants). */
const PRESETS = {
  unique: {
    name: 'Unique item',
    method: 'PRESENCE',
    points: [10],
    description: '10 points for every distinct unique found',
  },
  uniqueSet: {
    name: 'Unique set race',
    method: 'RANKED_COMPLETION_TIME',
    points: [10, 5],
    description: 'First team to complete a set gets 10, the second 5',
  },
  bonusSet: {
    name: 'Bonus per completion',
    method: 'BONUS_PER_COMPLETION',
    points: [10, 8, 6, 4, 2],
    description: 'Each item found earns a shrinking bonus',
  },
  race: { name: 'Race', method: 'RANKED_TIME', points: [20, 15, 10, 5], description: 'Points by finishing place' },
  valueRace: { name: 'Most wins', method: 'RANKED_VALUE', points: [15, 10, 5], description: 'Highest number wins' },
  reverseRace: {
    name: 'Fastest wins',
    method: 'RANKED_REVERSE',
    points: [15, 10, 5],
    description: 'Lowest number wins',
  },
  bounty: {
    name: 'Bounty',
    method: 'PRESENCE',
    points: [5],
    description: 'Flat points for every team that completes it',
  },
  collection: {
    name: 'Collection race',
    method: 'RANKED_TIME',
    points: [10, 6, 3],
    description: 'Points by finishing place',
  },
  daily: { name: 'Daily', method: 'PRESENCE', points: [4], description: 'Flat points while the daily is open' },
  dailyRace: {
    name: 'Daily race',
    method: 'RANKED_TIME',
    points: [8, 5, 3],
    description: 'Points by finishing place while the daily is open',
  },
  rogueGear: {
    name: 'Rogue gear bonus',
    method: 'BONUS_PER_COMPLETION',
    points: [5, 4, 3, 2, 1],
    description: 'Each piece earns a shrinking bonus',
  },
  categoryRace: {
    name: 'Category race',
    method: 'RANKED_COMPLETION_TIME',
    points: [15, 10, 5],
    description: 'First teams to finish the whole category',
  },
  item: { name: 'Item', method: 'PRESENCE', points: [2], description: '2 points per item' },
  blueprint: {
    name: 'Blueprint unique',
    method: 'PRESENCE',
    points: [6],
    description: '6 points per blueprint unique',
  },
  boardRace: {
    name: 'Bingo line race',
    method: 'BINGO_LINES_RANKED',
    points: [3, 2, 1],
    description: 'The first teams to complete a row, column or diagonal of the board',
  },
  boardLine: {
    name: 'Bingo line',
    method: 'BINGO_LINES',
    points: [1],
    description: '1 point per complete row, column or diagonal',
  },
  bingo: {
    name: 'Bingo',
    method: 'BINGO_3',
    points: [12, 8, 4],
    description: 'Only a team’s first three count; first teams to three get a bonus',
  },
  personalTotal: {
    name: 'Personal objectives',
    method: 'POINTS_FROM_VALUE',
    points: [1],
    cap: 45,
    description: '1 point per personal objective point, up to 9 per player',
  },
  checkpoint: {
    name: 'Personal objective checkpoint',
    method: 'RANKED_VALUE',
    points: [10, 6, 3],
    description: 'The teams with the most progress at the checkpoint',
  },
  depth: {
    name: 'Cumulative depth',
    method: 'POINTS_FROM_VALUE',
    points: [0.1],
    cap: 500,
    description: '1 point per 10 depth past 100, capped at 500',
  },
  sprint: {
    name: 'Level sprint',
    method: 'RANKED_VALUE',
    points: [10, 5],
    description: 'Most levels gained in the window',
  },
} satisfies Record<string, PresetSpec>;
export type DemoPresetRole = keyof typeof PRESETS;

type ConditionSpec = { field: ItemField; operator: Operator; value: string };
type Node = {
  name: string;
  extra?: string;
  type: ObjectiveType;
  aggregation: Aggregation;
  numberField: NumberField;
  required?: number;
  /** The scoring rules: one preset, or several whose points add up. */
  preset?: DemoPresetRole | readonly DemoPresetRole[];
  validFrom?: number;
  validTo?: number;
  hideProgress?: boolean;
  /** How the score pages draw a category, where the inferred way is not the one the demo wants. */
  presentation?: CategoryPresentation;
  conditions?: ConditionSpec[];
  children?: Node[];
};

const category = (name: string, children: Node[], preset?: DemoPresetRole, extra?: string): Node => ({
  name,
  type: 'CATEGORY',
  aggregation: 'NONE',
  numberField: 'FINISHED_OBJECTIVES',
  children,
  ...(preset ? { preset } : {}),
  ...(extra ? { extra } : {}),
});

const itemObjective = (
  item: CatalogueItem,
  preset: DemoPresetRole | undefined,
  overrides: Partial<Node> = {},
): Node => ({
  name: item.name,
  type: 'ITEM',
  aggregation: 'EARLIEST',
  numberField: 'STACK_SIZE',
  conditions: [{ field: item.matchOn, operator: 'EQ', value: item.name }],
  ...(preset ? { preset } : {}),
  ...(item.matchOn === 'NAME' ? { extra: item.baseType } : {}),
  ...overrides,
});

const submission = (name: string, preset: DemoPresetRole, overrides: Partial<Node> = {}): Node => ({
  name,
  type: 'SUBMISSION',
  aggregation: 'EARLIEST',
  numberField: 'SUBMISSION_VALUE',
  preset,
  ...overrides,
});

/**
 * The tree. `at(offset)` turns an offset from the event start into a time, so a compressed demo (the
 * simulator's clock running faster than real time) keeps windows where its items appear.
 */
export function demoObjectiveTree(at: (offsetMs: number) => number): Node[] {
  const { uniqueSets, gems, heist, fossils, collections, dailies } = DEMO_CATALOGUE;
  return [
    category('Personal Objectives', [
      {
        name: 'Personal objective points',
        type: 'TEAM',
        aggregation: 'MAXIMUM',
        numberField: 'PLAYER_SCORE',
        required: 45,
        preset: 'personalTotal',
      },
      {
        name: 'Checkpoint 1',
        type: 'TEAM',
        aggregation: 'MAXIMUM',
        numberField: 'PLAYER_SCORE',
        preset: 'checkpoint',
        validTo: at(DAY),
      },
      {
        name: 'Checkpoint 2',
        type: 'TEAM',
        aggregation: 'MAXIMUM',
        numberField: 'PLAYER_SCORE',
        preset: 'checkpoint',
        validTo: at(3 * DAY),
      },
    ]),
    category(
      'Uniques',
      uniqueSets.map((set) =>
        set.name === 'Chase Uniques'
          ? category(
              set.name,
              set.items.map((item) => itemObjective(item, undefined, { aggregation: 'EARLIEST_FRESH_ITEM' })),
              'bonusSet',
            )
          : category(
              set.name,
              set.items.map((item) => itemObjective(item, 'unique', { aggregation: 'EARLIEST_FRESH_ITEM' })),
              'uniqueSet',
            ),
      ),
    ),
    category('Races', [
      {
        name: 'First to level 90',
        type: 'PLAYER',
        aggregation: 'EARLIEST',
        numberField: 'PLAYER_LEVEL',
        required: 90,
        preset: 'race',
      },
      submission('Deathless Maven', 'race', { extra: 'Kill The Maven without dying; record the whole fight' }),
      submission('Uber Elder', 'race'),
      submission('Endless chase: Timeless Jewels', 'valueRace', {
        aggregation: 'MAXIMUM',
        extra: 'Submit again whenever your count goes up',
      }),
      submission('Wealth check: Divine Orbs held', 'valueRace', {
        aggregation: 'LATEST',
        extra: 'Report whenever the count changes; the newest report counts, even when it fell',
      }),
      submission("Speedrun: The Lord's Labyrinth", 'reverseRace', {
        aggregation: 'MINIMUM',
        extra: 'Time from entering to killing Izaro, in seconds',
      }),
      {
        name: 'Level sprint',
        type: 'TEAM',
        aggregation: 'DIFFERENCE_BETWEEN',
        numberField: 'PLAYER_LEVEL',
        preset: 'sprint',
        validFrom: at(DAY),
        validTo: at(2 * DAY),
        extra: 'Levels gained by the whole team on the second day',
      },
    ]),
    category('Bounties', [
      submission('Complete a Simulacrum', 'bounty'),
      submission('Kill Sirus at awakening level 8', 'bounty'),
      submission('Six-link a body armour', 'bounty'),
      {
        name: 'Unlock both pantheon powers',
        type: 'PLAYER',
        aggregation: 'EARLIEST',
        numberField: 'PANTHEON',
        preset: 'bounty',
      },
      {
        name: 'Reach delve depth 100',
        type: 'PLAYER',
        aggregation: 'EARLIEST',
        numberField: 'DELVE_DEPTH',
        required: 100,
        preset: 'bounty',
      },
    ]),
    category(
      'Collections',
      collections.map((collection) => itemObjective(collection.item, 'collection', { required: collection.required })),
    ),
    category(
      'Dailies',
      dailies.map((daily, index) =>
        itemObjective(daily.item, index === dailies.length - 1 ? 'dailyRace' : 'daily', {
          validFrom: at(daily.opensAfterMs),
          validTo: at(daily.opensAfterMs + daily.durationMs),
        }),
      ),
    ),
    {
      // Heist and Gems: each part drawn in its own way (team places, then its items) instead of as sets of items.
      ...category('Heist', [
        category(
          'Rogue Gear',
          heist.rogueGear.map((item) => itemObjective(item, undefined)),
          'rogueGear',
        ),
        category(
          'Experimental Bases',
          heist.experimentalBases.map((item) => itemObjective(item, 'item')),
          'categoryRace',
        ),
        category(
          'Blueprint Uniques',
          heist.blueprintUniques.map((item) => itemObjective(item, 'blueprint')),
        ),
      ]),
      presentation: 'SECTIONS',
    },
    {
      ...category('Gems', [
        category(
          'Red gems',
          gems.red.map((item) => itemObjective(item, 'item')),
          'categoryRace',
        ),
        category(
          'Green gems',
          gems.green.map((item) => itemObjective(item, 'item')),
          'bingo',
        ),
        category(
          'Blue gems',
          gems.blue.map((item) => itemObjective(item, 'item')),
          'categoryRace',
        ),
        {
          // A 3 × 3 board of gems, three of each colour: its cells count only as the lines they complete.
          ...category(
            'Gem bingo board',
            [...gems.red.slice(0, 3), ...gems.green.slice(0, 3), ...gems.blue.slice(0, 3)].map((item) =>
              itemObjective(item, undefined),
            ),
          ),
          preset: ['boardRace', 'boardLine'],
        },
      ]),
      presentation: 'SECTIONS',
    },
    category('Delve', [
      category(
        'Fossil Race',
        fossils.map((item) => itemObjective(item, undefined, { required: 5 })),
        'categoryRace',
        'Five of each fossil in one tab',
      ),
      {
        name: 'Fossil stockpile',
        type: 'ITEM',
        aggregation: 'SUM_LATEST',
        numberField: 'STACK_SIZE',
        required: 100,
        preset: 'race',
        hideProgress: true,
        extra: 'Fossils held across the team; progress stays secret until a team gets there',
        conditions: [{ field: 'BASE_TYPE', operator: 'IN', value: fossils.map((f) => f.baseType).join(',') }],
      },
      {
        name: 'Cumulative Depth',
        type: 'TEAM',
        aggregation: 'SUM_LATEST',
        numberField: 'DELVE_DEPTH_PAST_100',
        preset: 'depth',
      },
      {
        name: 'Delve Race',
        type: 'PLAYER',
        aggregation: 'EARLIEST',
        numberField: 'DELVE_DEPTH',
        required: 600,
        preset: 'race',
        extra: 'Solo, from depth 300 to 600; Mageblood and The Tides of Time are banned',
      },
    ]),
  ];
}

/** Creates the presets and the tree under the event's root; returns objective ids by name path. */
export async function insertDemoObjectives(
  tx: Tx,
  eventId: number,
  rootId: number,
  at: (offsetMs: number) => number,
): Promise<Map<string, number>> {
  const presetRows = await tx
    .insert(scoringPresets)
    .values(
      Object.values(PRESETS).map((preset: PresetSpec) => ({
        eventId,
        name: preset.name,
        description: preset.description,
        points: preset.points,
        pointCap: preset.cap ?? 0,
        scoringMethod: preset.method,
        type: CATEGORY_METHODS.has(preset.method) ? ('CATEGORY' as const) : ('OBJECTIVE' as const),
      })),
    )
    .returning({ id: scoringPresets.id, name: scoringPresets.name });
  const presetId = (role: DemoPresetRole) => presetRows.find((row) => row.name === PRESETS[role].name)?.id ?? null;

  const ids = new Map<string, number>();
  async function insert(nodes: Node[], parentId: number, path: string): Promise<void> {
    for (const node of nodes) {
      const [row] = await tx
        .insert(objectives)
        .values({
          eventId,
          parentId,
          name: node.name,
          extra: node.extra ?? '',
          objectiveType: node.type,
          aggregation: node.aggregation,
          numberField: node.numberField,
          requiredNumber: node.required ?? 1,
          validFrom: node.validFrom === undefined ? null : new Date(node.validFrom),
          validTo: node.validTo === undefined ? null : new Date(node.validTo),
          hideProgress: node.hideProgress ?? false,
          presentation: node.presentation ?? null,
        })
        .returning({ id: objectives.id });
      if (!row) continue;
      const key = `${path}/${node.name}`;
      ids.set(key, row.id);
      const rules = [node.preset ?? []].flat().flatMap((role) => presetId(role) ?? []);
      if (rules.length)
        await tx
          .insert(objectiveScoringRules)
          .values(rules.map((scoringPresetId, position) => ({ objectiveId: row.id, position, scoringPresetId })));
      if (node.conditions?.length)
        await tx.insert(objectiveConditions).values(node.conditions.map((c) => ({ objectiveId: row.id, ...c })));
      if (node.children) await insert(node.children, row.id, key);
    }
  }
  await insert(demoObjectiveTree(at), rootId, '');
  return ids;
}
