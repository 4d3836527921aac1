import { BASE_CLASS, POE2_BASE_CLASS } from '../poe/characters';
import type {
  CharacterInput,
  CharacterStepInput,
  GuildTabInput,
  ItemFormat,
  ItemSpecInput,
  ScenarioInput,
  StashStepInput,
  StreamSessionInput,
} from '../scenario.schema';
import { SeededRandom } from '../seeded-random';
import { DEMO_CATALOGUE, type CatalogueItem } from './catalogue';
import {
  DEMO_LEAGUE,
  DEMO_NEWCOMER,
  DEMO_PLAYERS,
  DEMO_POE2_ASCENDANCIES,
  DEMO_POE2_LEAGUE,
  DEMO_TEAMS,
} from './roster';

/**
 * The demo event as a scenario, generated from the roster and the catalogue. Deterministic for a seed and
 * start time: the same inputs always give the same event. Teams differ in strength, so scores differ;
 * a few finds are deliberately simultaneous or seconds apart (ties and races); `neverFound` catalogue
 * items never appear.
 */

export const DEMO_SEED = 7777;
export const DEMO_EVENT_DURATION_MS = 4 * 86_400_000;
export const DEMO_DEFAULT_START = '2026-05-01T18:00:00.000Z';

/** OAuth clients the demo scenario registers; demo mode configures the server's clients with these. */
export const DEMO_CLIENTS = {
  poe: { clientId: 'demo-poe-client', clientSecret: 'demo-poe-secret' },
  twitch: { clientId: 'demo-twitch-client', clientSecret: 'demo-twitch-secret' },
  discord: { clientId: 'demo-discord-client', clientSecret: 'demo-discord-secret' },
} as const;

/** Guild stash tabs of the demo (tab ids are fixed so the server's demo seed can refer to them). */
export const DEMO_GUILDS = [
  {
    id: 101,
    team: 0,
    tabs: {
      bank: 'a1b2c3d4e5',
      uniquesFolder: 'a1b2c3d4f0',
      uniquesOne: 'a1b2c3d4f1',
      uniquesTwo: 'a1b2c3d4f2',
      currency: 'a1b2c3d4e6',
      maps: 'a1b2c3d4e7',
    },
  },
  { id: 102, team: 1, tabs: { loot: 'b1b2c3d4e5' } },
] as const;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How likely (and how early) each team finds things, by DEMO_TEAMS index. */
const TEAM_STRENGTH = [0.95, 0.8, 0.6, 0.45] as const;

/** Hours into the event at which a player of pace 1 reaches a level (a racer's curve, slowing late). */
const LEVEL_MILESTONES: [number, number][] = [
  [1, 0],
  [10, 0.5],
  [30, 2],
  [50, 5],
  [68, 10],
  [80, 20],
  [85, 32],
  [90, 55],
  [93, 72],
  [95, 85],
  [97, 105],
  [98, 125],
  [100, 200],
];

const PANTHEON_MAJOR = ['Solaris', 'Lunaris', 'Arakaali', 'The Brine King'];
const PANTHEON_MINOR = ['Abberath', 'Gruthkul', 'Yugul', 'Shakari', 'Tukohama', 'Ralakesh', 'Garukhan', 'Ryslatha'];
const BANDITS = ['Eramir', 'Alira', 'Kraityn', 'Oak'] as const;
const STREAM_ACTIVITIES = [
  'racing to 90',
  'farming uniques for the team',
  'delving for fossils',
  'heist blueprints all day',
  'mapping and chilling',
];

export type DemoScenarioOptions = {
  /** Virtual start of the event (default DEMO_DEFAULT_START). Demo mode passes "now". */
  startAt?: Date | string;
  itemFormat?: ItemFormat;
  seed?: number;
};

type TabName = 'loot' | 'cards' | 'fossils';
type Find = { player: number; at: number; tab: TabName; spec: ItemSpecInput; stackKey?: string };

export function buildDemoScenario(options: DemoScenarioOptions = {}): ScenarioInput {
  const seed = options.seed ?? DEMO_SEED;
  const startAt = new Date(options.startAt ?? DEMO_DEFAULT_START).toISOString();
  const finds = [...planUniqueFinds(seed), ...planStackFinds(seed), ...planDailies(), ...planCurrency(seed)];

  const accounts = DEMO_PLAYERS.map((player, index) => {
    const stashes = (['loot', 'cards', 'fossils'] as const)
      .map((tab) => ({ tab, timeline: tabTimeline(finds.filter((find) => find.player === index && find.tab === tab)) }))
      .filter(({ timeline }) => timeline.length > 0)
      .map(({ tab, timeline }) => ({
        name: `${player.displayName} ${tab}`,
        type:
          tab === 'loot'
            ? ('QuadStash' as const)
            : tab === 'cards'
              ? ('DivinationCardStash' as const)
              : ('PremiumStash' as const),
        league: DEMO_LEAGUE,
        timeline: index === 7 && tab === 'loot' ? withPrivateSpell(timeline) : timeline,
      }));
    return {
      name: player.accountName,
      uuid: player.accountId,
      ...(player.twitchId && player.twitchLogin
        ? {
            twitch: {
              id: player.twitchId,
              login: player.twitchLogin,
              displayName: player.displayName,
              streams: streamSessions(seed, index),
            },
          }
        : {}),
      discord: { id: player.discordId, username: player.discordName, globalName: player.displayName },
      characters: [
        {
          name: player.characterName,
          league: DEMO_LEAGUE,
          class: BASE_CLASS[player.characterClass] ?? player.characterClass,
          timeline: characterTimeline(seed, index),
        },
        ...(index % 4 === 0
          ? [
              {
                name: `${player.displayName}Legacy`,
                league: 'Standard',
                class: player.characterClass,
                timeline: [{ at: 0, level: 94, ascendancyPoints: 8 }],
              },
            ]
          : []),
        ...poe2Characters(seed, index),
      ],
      stashes,
    };
  });

  return {
    seed,
    startAt,
    itemFormat: options.itemFormat ?? '3.28',
    leagues: [
      {
        id: DEMO_LEAGUE,
        realm: 'pc',
        description: 'A four-day community team event (demo data).',
        startAt: 0,
        endAt: DEMO_EVENT_DURATION_MS,
      },
      { id: 'Standard', realm: 'pc', startAt: '2013-10-23T21:00:00Z' },
      {
        id: DEMO_POE2_LEAGUE,
        realm: 'poe2',
        description: 'The team leads in Path of Exile 2 (demo data).',
        startAt: 0,
        endAt: DEMO_EVENT_DURATION_MS,
      },
    ],
    clients: [
      { provider: 'poe', ...DEMO_CLIENTS.poe },
      { provider: 'twitch', ...DEMO_CLIENTS.twitch },
      { provider: 'discord', ...DEMO_CLIENTS.discord },
    ],
    accounts: [
      ...accounts,
      {
        name: DEMO_NEWCOMER.accountName,
        uuid: DEMO_NEWCOMER.accountId,
        twitch: {
          id: DEMO_NEWCOMER.twitchId,
          login: DEMO_NEWCOMER.twitchLogin,
          displayName: DEMO_NEWCOMER.displayName,
        },
        discord: {
          id: DEMO_NEWCOMER.discordId,
          username: DEMO_NEWCOMER.discordName,
          globalName: DEMO_NEWCOMER.displayName,
        },
        characters: [],
        stashes: [],
      },
    ],
    guilds: guilds(),
    river: { pageSize: 50, noise: { every: '3m', leagues: ['Standard', 'Hardcore', 'Settlers'] } },
    ladder: { extraCharacters: 400, refreshPeriod: '1m' },
  };
}

function teamPlayers(team: number): number[] {
  return DEMO_PLAYERS.flatMap((player, index) => (player.team === team ? [index] : []));
}

function strength(team: number): number {
  return TEAM_STRENGTH[team] ?? 0.5;
}

/** An offset in the event, earlier for stronger teams. */
function findTime(random: SeededRandom, team: number, from = 0.03, span = 0.9): number {
  return Math.round((from + span * random.next() ** (0.5 + strength(team))) * DEMO_EVENT_DURATION_MS);
}

function uniqueSpec(random: SeededRandom, item: CatalogueItem): ItemSpecInput {
  return { name: item.name, baseType: item.baseType, ilvl: random.int(60, 84) };
}

const HEIST_JOBS: Record<string, string> = {
  'Heist Cloaks': 'Agility',
  'Heist Brooches': 'Deception',
  'Heist Gear': 'Brute Force',
  'Heist Tools': 'Lockpicking',
};

/** One-off finds: set uniques, gems, heist items. */
function planUniqueFinds(seed: number): Find[] {
  const groups: {
    items: CatalogueItem[];
    rate: number;
    spec: (random: SeededRandom, item: CatalogueItem) => ItemSpecInput;
  }[] = [
    { items: DEMO_CATALOGUE.uniqueSets.flatMap((set) => set.items), rate: 0.8, spec: uniqueSpec },
    {
      items: [...DEMO_CATALOGUE.gems.red, ...DEMO_CATALOGUE.gems.green, ...DEMO_CATALOGUE.gems.blue],
      rate: 0.9,
      spec: (random, item) => ({
        baseType: item.baseType,
        level: random.int(1, 20),
        quality: random.pick([0, 0, 5, 10, 20]),
      }),
    },
    {
      items: DEMO_CATALOGUE.heist.rogueGear,
      rate: 0.7,
      spec: (random, item) => ({
        baseType: item.baseType,
        rarity: random.pick(['Normal', 'Magic'] as const),
        ilvl: random.int(68, 84),
        heistJob: { job: HEIST_JOBS[item.itemClass] ?? 'Lockpicking', level: random.int(1, 5) },
      }),
    },
    {
      items: DEMO_CATALOGUE.heist.experimentalBases,
      rate: 0.7,
      spec: (random, item) => ({ baseType: item.baseType, rarity: 'Normal', ilvl: random.int(75, 86) }),
    },
    { items: DEMO_CATALOGUE.heist.blueprintUniques, rate: 0.6, spec: uniqueSpec },
  ];
  const finds: Find[] = [];
  for (const group of groups) {
    for (const item of group.items) {
      if (item.neverFound) continue;
      const random = SeededRandom.for(seed, 'demo-find', item.name);
      const found = [...DEMO_TEAMS.keys()].filter((team) => random.chance(group.rate * strength(team)));
      // Every catalogue item someone is meant to find is found by at least one team.
      if (found.length === 0) found.push(random.chance(0.5) ? 0 : random.int(0, DEMO_TEAMS.length - 1));
      for (const team of found) {
        finds.push({
          player: random.pick(teamPlayers(team)),
          at: findTime(random, team),
          tab: 'loot',
          spec: group.spec(random, item),
        });
      }
    }
  }
  return applyRaces(seed, finds);
}

/**
 * Deliberate photo finishes: two teams find Berek's Grip at the same instant (a tie), and Lioneye's Glare
 * goes to one team five minutes before another (a race).
 */
function applyRaces(seed: number, finds: Find[]): Find[] {
  const random = SeededRandom.for(seed, 'demo-races');
  const without = finds.filter((find) => find.spec.name !== "Berek's Grip" && find.spec.name !== "Lioneye's Glare");
  const grip = DEMO_CATALOGUE.uniqueSets[0]?.items[0];
  const glare = DEMO_CATALOGUE.uniqueSets[1]?.items[0];
  if (!grip || !glare) throw new Error('Demo catalogue lost its race items');
  const at = (hours: number): number => Math.round(hours * HOUR);
  return [
    ...without,
    { player: random.pick(teamPlayers(0)), at: at(6), tab: 'loot', spec: uniqueSpec(random, grip) },
    { player: random.pick(teamPlayers(2)), at: at(6), tab: 'loot', spec: uniqueSpec(random, grip) },
    { player: random.pick(teamPlayers(1)), at: at(3), tab: 'loot', spec: uniqueSpec(random, glare) },
    { player: random.pick(teamPlayers(3)), at: at(3) + 5 * MINUTE, tab: 'loot', spec: uniqueSpec(random, glare) },
  ];
}

/** Cards for collections (a collector per team) and fossils (a delver per team), stacking up over time. */
function planStackFinds(seed: number): Find[] {
  const finds: Find[] = [];
  // Final card counts per team, by collection; some teams complete, some fall short.
  const cardTargets: Record<string, number[]> = {
    'Rain of Chaos': [8, 8, 6, 3],
    Humility: [9, 5, 9, 2],
    'Her Mask': [12, 12, 8, 12],
  };
  for (const collection of DEMO_CATALOGUE.collections) {
    if (collection.item.neverFound) continue;
    const targets = cardTargets[collection.item.baseType] ?? [collection.required, 0, 0, 0];
    for (const [team, count] of targets.entries()) {
      const random = SeededRandom.for(seed, 'demo-cards', collection.item.baseType, team);
      const collector = teamPlayers(team)[1] ?? 0;
      for (let card = 0; card < count; card++) {
        finds.push({
          player: collector,
          at: findTime(random, team),
          tab: 'cards',
          spec: { baseType: collection.item.baseType },
          stackKey: collection.item.baseType,
        });
      }
    }
  }
  for (const fossil of DEMO_CATALOGUE.fossils) {
    if (fossil.neverFound) continue;
    for (const team of DEMO_TEAMS.keys()) {
      const random = SeededRandom.for(seed, 'demo-fossils', fossil.baseType, team);
      const delver = teamPlayers(team)[2] ?? 0;
      const batches = Math.round(strength(team) * 4 * random.next()) + (team === 0 ? 1 : 0);
      for (let batch = 0; batch < batches; batch++) {
        const size = random.int(1, 4);
        for (let unit = 0; unit < size; unit++) {
          finds.push({
            player: delver,
            at: findTime(random, team, 0.15, 0.8),
            tab: 'fossils',
            spec: { baseType: fossil.baseType },
            stackKey: fossil.baseType,
          });
        }
      }
    }
  }
  // Fossils are found by at least one team each, whatever the rolls.
  for (const fossil of DEMO_CATALOGUE.fossils) {
    if (fossil.neverFound || finds.some((find) => find.spec.baseType === fossil.baseType)) continue;
    finds.push({
      player: teamPlayers(0)[2] ?? 0,
      at: Math.round(30 * HOUR),
      tab: 'fossils',
      spec: { baseType: fossil.baseType },
      stackKey: fossil.baseType,
    });
  }
  return finds;
}

/** Dailies: some teams inside the window, one team just too late. */
function planDailies(): Find[] {
  const plans: [number, number][][] = [
    [
      [0, 3],
      [1, 20],
      [2, 27],
    ],
    [
      [1, 2],
      [3, 10],
      [0, 30],
    ],
    [
      [2, 5],
      [0, 5],
      [3, 26],
    ],
  ];
  return DEMO_CATALOGUE.dailies.flatMap((daily, index) =>
    (plans[index] ?? []).map(([team, hours]) => ({
      player: teamPlayers(team)[3] ?? 0,
      at: daily.opensAfterMs + hours * HOUR,
      tab: 'loot' as const,
      spec: { name: daily.item.name, baseType: daily.item.baseType, ilvl: 80 },
    })),
  );
}

/** Everyone's loot tab keeps changing: currency stacks grow every few hours. */
function planCurrency(seed: number): Find[] {
  const finds: Find[] = [];
  for (const [player] of DEMO_PLAYERS.entries()) {
    const random = SeededRandom.for(seed, 'demo-currency', player);
    let at = random.int(10, 50) * MINUTE;
    while (at < DEMO_EVENT_DURATION_MS) {
      const baseType = random.pick(['Chaos Orb', 'Chaos Orb', 'Divine Orb', 'Orb of Fusing', "Rogue's Marker"]);
      const amount = baseType === "Rogue's Marker" ? random.int(20, 120) : 1;
      for (let unit = 0; unit < amount; unit++)
        finds.push({ player, at, tab: 'loot', spec: { baseType }, stackKey: baseType });
      at += random.int(90, 240) * MINUTE;
    }
  }
  return finds;
}

/** Turns finds into tab steps: one-offs are added, stackables replace their stack with a bigger one. */
function tabTimeline(finds: Find[]): StashStepInput[] {
  const sorted = [...finds].sort((a, b) => a.at - b.at);
  const stacks = new Map<string, number>();
  const steps: StashStepInput[] = [];
  for (const find of sorted) {
    let step = steps.at(-1);
    if (!step || step.at !== find.at) {
      step = { at: find.at, add: [], remove: [] };
      steps.push(step);
    }
    if (find.stackKey === undefined) {
      step.add?.push(find.spec);
      continue;
    }
    const count = (stacks.get(find.stackKey) ?? 0) + 1;
    stacks.set(find.stackKey, count);
    const key = `stack:${find.stackKey}`;
    step.remove = [...(step.remove ?? []).filter((removed) => removed !== key), key];
    step.add = [...(step.add ?? []).filter((added) => added.key !== key), { ...find.spec, key, stackSize: count }];
  }
  return steps;
}

/** One player hides their loot tab for an hour on day two; consumers must cope with `public: false`. */
function withPrivateSpell(timeline: StashStepInput[]): StashStepInput[] {
  return [...timeline, { at: 30 * HOUR, public: false }, { at: 31 * HOUR, public: true }].sort(
    (a, b) => Number(a.at) - Number(b.at),
  );
}

function pace(index: number): number {
  const player = DEMO_PLAYERS[index];
  if (!player) return 1;
  return 1.35 - 0.4 * strength(player.team) - 0.02 * player.expectedPlaytime;
}

function hoursForLevel(level: number): number {
  for (let index = 1; index < LEVEL_MILESTONES.length; index++) {
    const [toLevel, toHours] = LEVEL_MILESTONES[index] ?? [100, 200];
    const [fromLevel, fromHours] = LEVEL_MILESTONES[index - 1] ?? [1, 0];
    if (level <= toLevel) return fromHours + ((level - fromLevel) / (toLevel - fromLevel)) * (toHours - fromHours);
  }
  return Infinity;
}

/**
 * A character levelling at the player's pace from `start` as `baseClass`: its level steps, when it reaches a
 * level (undefined when it never does), and `push` to add a step at the moment it reaches one.
 */
function levelling(index: number, start: number, baseClass: string) {
  const speed = pace(index);
  const levelAt = (level: number): number => Math.round(start + hoursForLevel(level) * speed * HOUR);
  const steps: CharacterStepInput[] = [{ at: start, level: 1, class: baseClass }];
  let reached = 1;
  // Levelling carries on past the event's end, so experience keeps moving in the last hours too.
  for (let level = 2; level <= 100 && levelAt(level) < 2 * DEMO_EVENT_DURATION_MS; level++) {
    steps.push({ at: levelAt(level), level });
    reached = level;
  }
  const at = (level: number): number | undefined => (level <= reached ? levelAt(level) : undefined);
  const push = (level: number, step: Omit<CharacterStepInput, 'at'>): void => {
    const when = at(level);
    if (when !== undefined) steps.push({ at: when, ...step });
  };
  return { speed, steps, at, push };
}

function characterTimeline(seed: number, index: number): CharacterStepInput[] {
  const player = DEMO_PLAYERS[index];
  if (!player) return [];
  const random = SeededRandom.for(seed, 'demo-character', index);
  const start = random.int(0, 30) * MINUTE;
  const { speed, steps, at, push } = levelling(
    index,
    start,
    BASE_CLASS[player.characterClass] ?? player.characterClass,
  );
  // Labyrinths: ascend at 33, then two points at 55 and 68; the fastest also run the uber lab at 75.
  push(33, { class: player.characterClass, ascendancyPoints: 2 });
  push(38, { bandit: random.pick(BANDITS) });
  push(45, { pantheonMajor: random.pick(PANTHEON_MAJOR) });
  push(55, { ascendancyPoints: 4 });
  push(62, { pantheonMinor: random.pick(PANTHEON_MINOR) });
  push(68, { ascendancyPoints: 6 });
  if (speed < 0.9) push(75, { ascendancyPoints: 8 });
  const atlasStart = at(70);
  if (atlasStart !== undefined) {
    for (
      let passives = 8, time = atlasStart;
      time < DEMO_EVENT_DURATION_MS && passives <= 115;
      passives += 8, time += Math.round(4 * speed * HOUR)
    ) {
      steps.push({ at: time, atlasPassives: passives });
    }
  }
  // Two delvers per team go down the mine from day one.
  if (index % 5 === 2 || index % 5 === 4) {
    let depth = 0;
    for (let time = Math.round(20 * speed * HOUR); time < DEMO_EVENT_DURATION_MS; time += 3 * HOUR) {
      depth += Math.round(random.int(8, 30) * (0.5 + strength(player.team)));
      steps.push({ at: time, depth: { default: depth, solo: Math.round(depth * 0.85) } });
    }
  }
  return steps.sort((a, b) => Number(a.at) - Number(b.at));
}

/**
 * A team lead's character in the PoE2 league: it levels at the player's pace, ascends in the trials (2 points at
 * levels 30, 45, 60 and, for the fast, 75) and wears the simulator's PoE2 kit; no pantheon, atlas or delve.
 */
function poe2Characters(seed: number, index: number): CharacterInput[] {
  const player = DEMO_PLAYERS[index];
  const ascendancy = player?.teamLead ? DEMO_POE2_ASCENDANCIES[player.team] : undefined;
  if (!player || !ascendancy) return [];
  const random = SeededRandom.for(seed, 'demo-poe2-character', index);
  const { speed, steps, push } = levelling(
    index,
    random.int(0, 30) * MINUTE,
    POE2_BASE_CLASS[ascendancy] ?? ascendancy,
  );
  push(30, { class: ascendancy, ascendancyPoints: 2 });
  push(45, { ascendancyPoints: 4 });
  push(60, { ascendancyPoints: 6 });
  if (speed < 0.9) push(75, { ascendancyPoints: 8 });
  return [
    {
      name: `${player.displayName}_Dawn`,
      league: DEMO_POE2_LEAGUE,
      realm: 'poe2',
      class: POE2_BASE_CLASS[ascendancy] ?? ascendancy,
      timeline: steps.sort((a, b) => Number(a.at) - Number(b.at)),
    },
  ];
}

function streamSessions(seed: number, index: number): StreamSessionInput[] {
  const player = DEMO_PLAYERS[index];
  if (!player) return [];
  const random = SeededRandom.for(seed, 'demo-stream', index);
  const team = DEMO_TEAMS[player.team];
  const sessions: StreamSessionInput[] = [];
  // Most streamers are live from the first minute so the demo shows streams at once.
  let from = random.chance(0.6) ? 0 : random.int(10, 45) * MINUTE;
  const viewers = random.int(40, 900);
  while (from < DEMO_EVENT_DURATION_MS) {
    const to = Math.min(DEMO_EVENT_DURATION_MS, from + random.int(4, 10) * HOUR);
    const day = Math.floor(from / (24 * HOUR)) + 1;
    sessions.push({
      from,
      to,
      title: `[${team?.abbreviation ?? 'DEMO'}] ${DEMO_LEAGUE} day ${day} – ${random.pick(STREAM_ACTIVITIES)} | !team`,
      viewers: Math.round(viewers * (0.8 + 0.4 * random.next())),
    });
    from = to + random.int(3, 9) * HOUR;
  }
  return sessions;
}

function guilds(): ScenarioInput['guilds'] {
  /** A demo guild as its team registers it: the team's name and tag, the team's players as members. */
  const guild = ({ id, team }: { id: number; team: number }, tabs: GuildTabInput[]) => ({
    id,
    name: DEMO_TEAMS[team]?.name ?? '',
    tag: DEMO_TEAMS[team]?.abbreviation ?? '',
    league: DEMO_LEAGUE,
    members: teamPlayers(team).map((index) => DEMO_PLAYERS[index]?.accountName ?? ''),
    tabs,
  });
  const [ember, frost] = DEMO_GUILDS;
  const currency = (hours: number, chaos: number, divine: number): StashStepInput => ({
    at: hours * HOUR,
    items: [
      { key: 'chaos', baseType: 'Chaos Orb', stackSize: chaos },
      ...(divine > 0 ? [{ key: 'divine', baseType: 'Divine Orb', stackSize: divine }] : []),
      { key: 'scour', baseType: 'Orb of Scouring', stackSize: Math.min(30, chaos) },
    ],
  });
  return [
    guild(ember, [
      {
        id: ember.tabs.bank,
        name: 'Bank',
        type: 'PremiumStash',
        colour: 'e4572e',
        timeline: [currency(1, 4, 0), currency(8, 12, 1), currency(20, 20, 3), currency(50, 20, 9)],
      },
      {
        id: ember.tabs.uniquesFolder,
        name: 'Uniques',
        type: 'Folder',
        children: [
          {
            id: ember.tabs.uniquesOne,
            name: 'Uniques 1',
            type: 'UniqueStash',
            timeline: [
              { at: 5 * HOUR, add: [{ name: 'Perseverance', baseType: 'Vanguard Belt', ilvl: 84 }] },
              { at: 12 * HOUR, add: [{ name: 'Goldrim', baseType: 'Leather Cap', ilvl: 70 }] },
              { at: 30 * HOUR, add: [{ name: 'Thread of Hope', baseType: 'Crimson Jewel', ilvl: 84 }] },
            ],
          },
          { id: ember.tabs.uniquesTwo, name: 'Uniques 2', type: 'UniqueStash', timeline: [] },
        ],
      },
      // One tab of each special layout, so the guild pages show them (fossils count for objectives).
      {
        id: ember.tabs.currency,
        name: 'Currency',
        type: 'CurrencyStash',
        timeline: [
          {
            at: 3 * HOUR,
            items: [
              { key: 'chaos', baseType: 'Chaos Orb', stackSize: 17 },
              { key: 'alch', baseType: 'Orb of Alchemy', stackSize: 9 },
              { key: 'jagged', baseType: 'Jagged Fossil', stackSize: 4 },
            ],
          },
          { at: 40 * HOUR, add: [{ key: 'dense', baseType: 'Dense Fossil', stackSize: 2 }] },
        ],
      },
      {
        id: ember.tabs.maps,
        name: 'Maps',
        type: 'MapStash',
        timeline: [
          {
            at: 10 * HOUR,
            items: [
              { key: 'strand', baseType: 'Strand Map', mapTier: 3 },
              { key: 'tower', baseType: 'Tower Map', mapTier: 3 },
              { key: 'dunes', baseType: 'Dunes Map', mapTier: 14 },
            ],
          },
        ],
      },
    ]),
    guild(frost, [
      {
        id: frost.tabs.loot,
        name: 'Loot',
        type: 'QuadStash',
        colour: '3a86ff',
        timeline: [currency(2, 2, 0), currency(26, 15, 2), currency(70, 20, 6)],
      },
    ]),
  ];
}
