import type { JsonObject } from '../json';
import type { AccountRecord, AccountRegistry } from '../accounts';
import type { CharacterStep, CharacterStepInput, ItemFormat, ItemSpec, Realm } from '../scenario.schema';
import { CharacterStepSchema } from '../scenario.schema';
import { hashHex, hashInt, SeededRandom } from '../seeded-random';
import { insertChronologically } from '../virtual-clock';
import { experienceForLevel } from './experience';
import { findBase } from './item-bases';
import { iconUrl, placeItems, renderItem } from './items';

/**
 * Characters over virtual time: state is the fold of a character's timeline up to the instant asked
 * about, so the list, detail, league-account and ladder endpoints always agree with each other.
 */

/** Ascendancy → base class, so a timeline can start at the base class and ascend later. */
export const BASE_CLASS: Record<string, string> = {
  Juggernaut: 'Marauder',
  Berserker: 'Marauder',
  Chieftain: 'Marauder',
  Slayer: 'Duelist',
  Gladiator: 'Duelist',
  Champion: 'Duelist',
  Necromancer: 'Witch',
  Elementalist: 'Witch',
  Occultist: 'Witch',
  Guardian: 'Templar',
  Hierophant: 'Templar',
  Inquisitor: 'Templar',
  Deadeye: 'Ranger',
  Raider: 'Ranger',
  Pathfinder: 'Ranger',
  Warden: 'Ranger',
  Assassin: 'Shadow',
  Saboteur: 'Shadow',
  Trickster: 'Shadow',
  Ascendant: 'Scion',
};

/** The same for Path of Exile 2, whose classes and ascendancies are its own. */
export const POE2_BASE_CLASS: Record<string, string> = {
  Titan: 'Warrior',
  Warbringer: 'Warrior',
  'Smith of Kitava': 'Warrior',
  Tactician: 'Mercenary',
  Witchhunter: 'Mercenary',
  'Gemling Legionnaire': 'Mercenary',
  Deadeye: 'Ranger',
  Pathfinder: 'Ranger',
  Amazon: 'Huntress',
  Ritualist: 'Huntress',
  Invoker: 'Monk',
  'Acolyte of Chayula': 'Monk',
  Stormweaver: 'Sorceress',
  Chronomancer: 'Sorceress',
  'Disciple of Varashta': 'Sorceress',
  Infernalist: 'Witch',
  'Blood Mage': 'Witch',
  Lich: 'Witch',
  Oracle: 'Druid',
  Shaman: 'Druid',
};

/** A class's base class in its game (a base class is its own). */
export function baseClassOf(realm: Realm, name: string): string {
  return (realm === 'poe2' ? POE2_BASE_CLASS : BASE_CLASS)[name] ?? name;
}

/**
 * Ascendancy node hashes per ascendancy (both games), in allocation order (2 points per labyrinth or trial).
 * Invented by the simulator: consumers that count ascendancy points from `passives.hashes` need this table in
 * demo mode.
 */
export const SIM_ASCENDANCY_NODES: Record<string, number[]> = Object.fromEntries(
  Object.keys({ ...BASE_CLASS, ...POE2_BASE_CLASS }).map((ascendancy) => [
    ascendancy,
    Array.from({ length: 8 }, (_, index) => 70_000 + (hashInt('ascendancy-node', ascendancy, index) % 29_000)),
  ]),
);

export type CharacterState = {
  id: string;
  name: string;
  league: string;
  realm: Realm;
  class: string;
  level: number;
  experience: number;
  ascendancyPoints: number;
  pantheonMajor: string | undefined;
  pantheonMinor: string | undefined;
  bandit: string | undefined;
  atlasPassives: number;
  depth: { default: number; solo: number } | undefined;
  dead: boolean;
  deleted: boolean;
  equipment: ItemSpec[] | undefined;
  /** When the latest step applied; the most recent character is the account's `current` one. */
  changedAt: number;
};

type Entry = { at: number; step: CharacterStep };

export type CharacterRecord = {
  id: string;
  account: AccountRecord;
  name: string;
  league: string;
  realm: Realm;
  startClass: string;
  entries: Entry[];
};

export type LadderLeague = { id: string; realm: Realm; startAt: number };

export type LadderRow = {
  name: string;
  experience: number;
  depth: number;
  depthSolo: number;
  entry: JsonObject;
};

export class CharacterBook {
  readonly #records: CharacterRecord[] = [];
  readonly #byName = new Map<string, CharacterRecord>();

  constructor(
    private readonly seed: number,
    accounts: AccountRegistry,
    resolve: (time: number | string) => number,
    private readonly extraPerLeague: number,
  ) {
    for (const account of accounts.all()) {
      for (const character of account.spec.characters) {
        const key = `${character.realm}|${character.name}`;
        if (this.#byName.has(key))
          throw new Error(`Scenario has two ${character.realm} characters named "${character.name}"`);
        const entries = character.timeline
          .map((step, order) => ({ at: resolve(step.at), order, step }))
          .sort((a, b) => a.at - b.at || a.order - b.order)
          .map(({ at, step }) => ({ at, step }));
        const record: CharacterRecord = {
          id: hashHex(seed, 'character', character.realm, character.name),
          account,
          name: character.name,
          league: character.league,
          realm: character.realm,
          startClass: character.class,
          entries,
        };
        this.#records.push(record);
        this.#byName.set(key, record);
      }
    }
  }

  find(realm: Realm, name: string): CharacterRecord | undefined {
    return this.#byName.get(`${realm}|${name}`);
  }

  forAccount(accountName: string, realm: Realm): CharacterRecord[] {
    return this.#records.filter((record) => record.account.name === accountName && record.realm === realm);
  }

  /** Appends a step at `at` (the control API's "level a character"). */
  progress(name: string, patch: Omit<CharacterStepInput, 'at'>, at: number): CharacterState {
    const record = this.#records.find((candidate) => candidate.name === name);
    if (!record) throw new Error(`No character named "${name}" in the scenario`);
    const step = CharacterStepSchema.parse({ ...patch, at: 0 });
    insertChronologically(record.entries, { at, step });
    return this.stateAt(record, at);
  }

  stateAt(record: CharacterRecord, at: number): CharacterState {
    const state: CharacterState = {
      id: record.id,
      name: record.name,
      league: record.league,
      realm: record.realm,
      class: record.startClass,
      level: 1,
      experience: 0,
      ascendancyPoints: 0,
      pantheonMajor: undefined,
      pantheonMinor: undefined,
      bandit: undefined,
      atlasPassives: 0,
      depth: undefined,
      dead: false,
      deleted: false,
      equipment: undefined,
      changedAt: record.entries[0]?.at ?? 0,
    };
    let explicitExperience: number | undefined;
    let levelledAt: number | undefined;
    let nextLevelAt: number | undefined;
    for (const { at: stepAt, step } of record.entries) {
      if (stepAt > at) {
        if (step.level !== undefined && step.level > state.level && nextLevelAt === undefined) nextLevelAt = stepAt;
        continue;
      }
      state.changedAt = stepAt;
      if (step.level !== undefined) {
        state.level = step.level;
        levelledAt = stepAt;
        explicitExperience = undefined;
      }
      if (step.experience !== undefined) explicitExperience = step.experience;
      if (step.class !== undefined) state.class = step.class;
      if (step.ascendancyPoints !== undefined) state.ascendancyPoints = step.ascendancyPoints;
      if (step.pantheonMajor !== undefined) state.pantheonMajor = step.pantheonMajor;
      if (step.pantheonMinor !== undefined) state.pantheonMinor = step.pantheonMinor;
      if (step.bandit !== undefined) state.bandit = step.bandit;
      if (step.atlasPassives !== undefined) state.atlasPassives = step.atlasPassives;
      if (step.depth !== undefined) state.depth = step.depth;
      if (step.dead !== undefined) state.dead = step.dead;
      if (step.deleted !== undefined) state.deleted = step.deleted;
      if (step.equipment !== undefined) state.equipment = step.equipment;
    }
    // Between two level steps experience grows steadily towards the next level, so a character visibly
    // progresses and same-level players rarely tie; it never falls below the level's threshold.
    const floor = experienceForLevel(state.level);
    let interpolated = floor;
    if (levelledAt !== undefined && nextLevelAt !== undefined && state.level < 100) {
      const share = (at - levelledAt) / (nextLevelAt - levelledAt);
      interpolated = floor + Math.floor(share * (experienceForLevel(state.level + 1) - floor - 1));
    }
    state.experience = Math.max(explicitExperience ?? interpolated, floor);
    return state;
  }

  /** Atlas passives of an account in a league: the most any of its characters there has allocated. */
  atlasPassives(accountName: string, league: string, at: number): number | undefined {
    const states = this.#records
      .filter((record) => record.account.name === accountName && record.league === league)
      .map((record) => this.stateAt(record, at))
      .filter((state) => !state.deleted);
    if (states.length === 0) return undefined;
    return Math.max(...states.map((state) => state.atlasPassives));
  }

  renderListEntry(state: CharacterState, current: boolean): JsonObject {
    return { ...characterHeader(state), ...(current ? { current: true } : {}) };
  }

  renderDetail(state: CharacterState, format: ItemFormat): JsonObject {
    const equipment = state.equipment ?? defaultEquipment(state);
    const rendered = placeItems(this.seed, `character:${state.id}`, equipment, 12).map((item, index) =>
      renderItem(
        { ...item, x: slotIndex(item.spec, index), y: 0 },
        { league: state.league, format, inventoryId: slotOf(item.spec, index) },
      ),
    );
    const hashes = [...treeHashes(this.seed, state.id, passivePoints(state.level)), ...ascendancyHashes(state)];
    const base: JsonObject = { ...characterHeader(state), equipment: rendered };
    if (state.realm === 'poe2') {
      return {
        ...base,
        skills: poe2Skills(this.seed, state),
        jewels: [],
        passives: { hashes, specialisations: { set1: [], set2: [], set3: [] }, quest_stats: [], jewel_data: {} },
        metadata: { version: '0.5.0' },
      };
    }
    const passives: JsonObject = { hashes, hashes_ex: [], mastery_effects: {}, skill_overrides: {}, jewel_data: {} };
    if (state.bandit) passives.bandit_choice = state.bandit;
    if (state.pantheonMajor) passives.pantheon_major = state.pantheonMajor;
    if (state.pantheonMinor) passives.pantheon_minor = state.pantheonMinor;
    return {
      ...base,
      inventory: [],
      jewels: [],
      passives,
      metadata: { version: format === '3.29' ? '3.29.0' : '3.28.0' },
    };
  }

  /** Every ranked character of a league as of `at`, sorted by experience (the ladder's default order). */
  ladder(league: LadderLeague, at: number): LadderRow[] {
    const rows: LadderRow[] = [];
    for (const record of this.#records) {
      if (record.league !== league.id || record.realm !== league.realm) continue;
      if (record.entries.length === 0 || (record.entries[0]?.at ?? Infinity) > at) continue;
      const state = this.stateAt(record, at);
      if (state.deleted) continue;
      const twitch = record.account.spec.twitch;
      rows.push(
        ladderRow(state, {
          name: record.account.name,
          realm: record.realm,
          ...(twitch ? { twitch: { name: twitch.login } } : {}),
        }),
      );
    }
    for (let index = 0; index < this.extraPerLeague; index++) rows.push(strangerRow(this.seed, league, index, at));
    return rows.sort((a, b) => b.experience - a.experience || a.name.localeCompare(b.name));
  }
}

/** How the character API starts a character, in its list and in its detail alike. */
function characterHeader(state: CharacterState): JsonObject {
  return {
    id: state.id,
    name: state.name,
    realm: state.realm,
    class: state.class,
    league: state.league,
    level: state.level,
    experience: state.experience,
  };
}

function ladderRow(state: CharacterState, account: JsonObject | undefined): LadderRow {
  const character: JsonObject = {
    id: state.id,
    name: state.name,
    level: state.level,
    class: state.class,
    experience: state.experience,
  };
  if (state.depth) character.depth = { default: state.depth.default, solo: state.depth.solo };
  const entry: JsonObject = { rank: 0, public: true, character };
  if (state.dead) entry.dead = true;
  if (account) entry.account = account;
  return {
    name: state.name,
    experience: state.experience,
    depth: state.depth?.default ?? 0,
    depthSolo: state.depth?.solo ?? 0,
    entry,
  };
}

const SYLLABLES = [
  'Ar',
  'Bel',
  'Cor',
  'Dra',
  'Eth',
  'Fen',
  'Gal',
  'Hol',
  'Ith',
  'Jor',
  'Kal',
  'Lum',
  'Mor',
  'Nox',
  'Orv',
  'Pyr',
  'Qua',
  'Ros',
  'Syl',
  'Tor',
  'Umb',
  'Vex',
  'Wyn',
  'Xar',
  'Yel',
  'Zor',
];
const HOUR = 3_600_000;

/** A generated stranger on a league ladder: progress is a pure function of time, no state kept. */
function strangerRow(seed: number, league: LadderLeague, index: number, at: number): LadderRow {
  const random = SeededRandom.for(seed, 'stranger', league.id, index);
  const name = `${random.pick(SYLLABLES)}${random.pick(SYLLABLES).toLowerCase()}${random.pick(SYLLABLES).toLowerCase()}_${index}`;
  const ascendancies = league.realm === 'poe2' ? POE2_BASE_CLASS : BASE_CLASS;
  const ascendancy = random.pick(Object.keys(ascendancies));
  const target = Math.min(100, 60 + Math.floor(random.next() ** 0.6 * 41));
  const hoursToTarget = random.int(24, 240);
  const progress = Math.min(1, Math.max(0, (at - league.startAt) / HOUR / hoursToTarget));
  const level = Math.max(1, Math.round(1 + (target - 1) * progress ** 0.5));
  const delver = random.chance(0.3);
  const depthMax = random.int(50, 600);
  const state: CharacterState = {
    id: hashHex(seed, 'stranger', league.id, index),
    name,
    league: league.id,
    realm: league.realm,
    class: level >= 33 ? ascendancy : (ascendancies[ascendancy] ?? ascendancy),
    level,
    experience:
      experienceForLevel(level) +
      Math.floor(random.next() * (experienceForLevel(level + 1) - experienceForLevel(level))),
    ascendancyPoints: 0,
    pantheonMajor: undefined,
    pantheonMinor: undefined,
    bandit: undefined,
    atlasPassives: 0,
    depth:
      delver && level >= 50
        ? { default: Math.round(depthMax * progress), solo: Math.round(depthMax * progress * 0.8) }
        : undefined,
    dead: random.chance(0.06) && progress > 0.5,
    deleted: false,
    equipment: undefined,
    changedAt: at,
  };
  const privateProfile = random.chance(0.05);
  const account: JsonObject = {
    name: `${name.replace(/_\d+$/, '')}${index}#${String(1000 + random.int(0, 8999)).padStart(4, '0')}`,
    realm: league.realm,
  };
  if (random.chance(0.03)) account.twitch = { name: `${name.toLowerCase()}_tv` };
  return ladderRow(state, privateProfile ? undefined : account);
}

function passivePoints(level: number): number {
  // Level points plus quest rewards, which arrive over the campaign (roughly 24 by the end of act 10).
  return level - 1 + Math.min(24, Math.floor((level * 24) / 68));
}

function treeHashes(seed: number, characterId: string, count: number): number[] {
  const random = SeededRandom.for(seed, 'passive-tree', characterId);
  const hashes = new Set<number>();
  while (hashes.size < count) hashes.add(random.int(100, 65_000));
  return [...hashes];
}

function ascendancyHashes(state: CharacterState): number[] {
  return (SIM_ASCENDANCY_NODES[state.class] ?? []).slice(0, state.ascendancyPoints);
}

/**
 * What a character wears by default: a weapon, a body armour whose four links hold the build's skill and its
 * supports (the skill is what consumers call the main skill), and an unlinked aura.
 */
type ClassKit = { weapon: string; armour: string; skill: string; supports: [string, string, string]; aura: string };
// prettier-ignore
const CLASS_KITS: Record<string, ClassKit> = {
  Marauder: kit('Vaal Axe', 'Astral Plate', 'Sunder', ['Multistrike', 'Empower', 'Enlighten'], 'Determination'),
  Duelist: kit('Jewelled Foil', 'Triumphant Lamellar', 'Molten Strike', ['Multistrike', 'Empower', 'Enlighten'], 'Grace'),
  Witch: kit('Imbued Wand', 'Vaal Regalia', 'Arc', ['Spell Echo', 'Enlighten', 'Empower'], 'Clarity'),
  Templar: kit('Void Sceptre', 'Astral Plate', 'Fireball', ['Spell Echo', 'Empower', 'Enlighten'], 'Determination'),
  Ranger: kit('Imperial Bow', 'Blue Dragonscale', 'Tornado Shot', ['Greater Multiple Projectiles', 'Empower', 'Enlighten'], 'Grace'),
  Shadow: kit('Imbued Wand', 'Sadist Garb', 'Blade Vortex', ['Spell Echo', 'Enlighten', 'Empower'], 'Haste'),
  Scion: kit('Jewelled Foil', 'Vaal Regalia', 'Lightning Arrow', ['Greater Multiple Projectiles', 'Empower', 'Enlighten'], 'Discipline'),
};

function kit(
  weapon: string,
  armour: string,
  skill: string,
  supports: [string, string, string],
  aura: string,
): ClassKit {
  const full = supports.map((support) => `${support} Support`) as [string, string, string];
  return { weapon, armour, skill, supports: full, aura };
}

/** Socket colours for gems, linked in one group: `"R-G-B-B"`. */
function linkedSockets(gems: readonly string[]): string {
  return gems.map((gem) => findBase(gem)?.gemColour ?? 'W').join('-');
}

/**
 * Levels at which a character without scripted equipment swaps to better gear: new items (new ids) found at
 * that level, as players upgrade while levelling, so a build service sees its equipment change.
 */
const GEAR_UPGRADE_LEVELS = [1, 12, 28, 45, 60, 70, 80, 90];

function defaultEquipment(state: CharacterState): ItemSpec[] {
  const chosen = CLASS_KITS[baseClassOf(state.realm, state.class)];
  const ilvl = GEAR_UPGRADE_LEVELS.filter((level) => level <= state.level).at(-1) ?? 1;
  const rare = (baseType: string, name: string, sockets?: string, socketedGems?: string[]): ItemSpec => ({
    key: `${baseType}@${ilvl}`,
    baseType,
    name,
    rarity: 'Rare',
    identified: true,
    ilvl,
    ...(sockets === undefined ? {} : { sockets }),
    ...(socketedGems === undefined ? {} : { socketedGems }),
  });
  // PoE2 gems are not socketed in gear but listed as the character's `skills` (poe2Skills).
  if (state.realm === 'poe2') {
    return [
      rare('Driftwood Wand', 'Doom Bite'),
      rare('Simple Robe', 'Honour Shell'),
      rare('Leather Belt', 'Wrath Clasp'),
    ];
  }
  if (!chosen) {
    return [rare('Driftwood Wand', 'Doom Bite', 'R-G-B'), rare('Simple Robe', 'Honour Shell', 'R-G-B-B G')];
  }
  const linked = [chosen.skill, ...chosen.supports];
  return [
    rare(chosen.weapon, 'Doom Bite', 'R-G-B'),
    rare(chosen.armour, 'Honour Shell', `${linkedSockets(linked)} ${linkedSockets([chosen.aura])}`, [
      ...linked,
      chosen.aura,
    ]),
    rare('Leather Belt', 'Wrath Clasp'),
  ];
}

/** A PoE2 base class's skill gem and the supports socketed into it as the character levels (invented kits). */
// prettier-ignore
const POE2_SKILL_KITS: Record<string, { skill: string; supports: [string, string, string] }> = {
  Warrior: { skill: 'Boneshatter', supports: ['Heft', 'Brutality', 'Rage'] },
  Mercenary: { skill: 'Fragmentation Rounds', supports: ['Scattershot', 'Pierce', 'Armour Break'] },
  Ranger: { skill: 'Lightning Arrow', supports: ['Chain', 'Lightning Penetration', 'Overcharge'] },
  Huntress: { skill: 'Twister', supports: ['Rapid Attacks', 'Elemental Focus', 'Magnified Area'] },
  Monk: { skill: 'Tempest Flurry', supports: ['Martial Tempo', 'Lightning Penetration', 'Concentrated Effect'] },
  Sorceress: { skill: 'Spark', supports: ['Arcing', 'Lightning Penetration', 'Pierce'] },
  Witch: { skill: 'Raise Zombie', supports: ['Feeding Frenzy', 'Meat Shield', 'Minion Mastery'] },
  Druid: { skill: 'Volcano', supports: ['Magnified Area', 'Fire Penetration', 'Concentrated Effect'] },
};

/**
 * A PoE2 character's `skills`: its kit's skill gem with the supports it has unlocked socketed into it (one more
 * at each of the first gear upgrades). Ids change with the upgrades, as the gear's do.
 */
function poe2Skills(seed: number, state: CharacterState): JsonObject[] {
  const kit = POE2_SKILL_KITS[baseClassOf('poe2', state.class)];
  if (!kit) return [];
  const tier = GEAR_UPGRADE_LEVELS.filter((level) => level <= state.level).length;
  const gemLevel = Math.min(20, 1 + Math.floor(state.level / 5));
  const gem = (name: string, support: boolean): JsonObject => ({
    id: hashHex(seed, 'skill-gem', state.id, name, tier),
    verified: false,
    w: 1,
    h: 1,
    icon: iconUrl(`Gems/${name.replace(/\W/g, '')}`, 1, 1),
    support,
    name: '',
    typeLine: name,
    baseType: name,
    identified: true,
    ilvl: 0,
    frameType: 4,
    properties: [{ name: 'Level', values: [[String(gemLevel), 0]], displayMode: 0 }],
  });
  return [{ ...gem(kit.skill, false), socketedItems: kit.supports.slice(0, tier - 1).map((name) => gem(name, true)) }];
}

const SLOT_BY_CLASS: Record<string, string> = {
  'Body Armours': 'BodyArmour',
  Helmets: 'Helm',
  Boots: 'Boots',
  Gloves: 'Gloves',
  Belts: 'Belt',
  Amulets: 'Amulet',
  Rings: 'Ring',
  Shields: 'Offhand',
  'Utility Flasks': 'Flask',
  'Life Flasks': 'Flask',
};

function slotOf(spec: ItemSpec, index: number): string {
  const itemClass = findBase(spec.baseType)?.itemClass ?? '';
  const slot = SLOT_BY_CLASS[itemClass] ?? 'Weapon';
  return slot === 'Ring' && index % 2 === 1 ? 'Ring2' : slot;
}

function slotIndex(spec: ItemSpec, index: number): number {
  return slotOf(spec, index) === 'Flask' ? index % 5 : 0;
}
