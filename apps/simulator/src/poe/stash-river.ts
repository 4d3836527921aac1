import { z } from 'zod';
import type { JsonObject } from '../json';
import { ItemSpecSchema, StashTypeSchema, type ItemFormat, type ItemSpec, type StashStep } from '../scenario.schema';
import { hashHex, hashInt, SeededRandom } from '../seeded-random';
import { placeItems, renderItem, type PlacedItem } from './items';

/**
 * The public stash river (docs/external-services.md §1.5, §5.6). An append-only log of full tab snapshots; five shard
 * counters, one bumped per change (shard = hash(tab id) % 5). A change id is the five counters joined by
 * `-`, and a page after an id holds the changes whose counter is above the id's counter for their shard
 * — the same positional meaning the real ids have, so any well-formed id is a valid cursor.
 * Scheduled changes (scenario timelines and background noise) enter the log lazily as virtual time
 * reaches them; injected changes enter at the current instant.
 */

const SHARDS = 5;
const CHANGE_ID = /^\d+-\d+-\d+-\d+-\d+$/;

export const StashChangeInputSchema = z.object({
  /** PoE account name owning the tab. */
  account: z.string(),
  /** Tab name; a new name creates a new tab. */
  stash: z.string(),
  league: z.string().optional(),
  type: StashTypeSchema.optional(),
  items: z.array(ItemSpecSchema).optional(),
  add: z.array(ItemSpecSchema).optional(),
  remove: z.array(z.string()).optional(),
  public: z.boolean().optional(),
});
export type StashChangeInput = z.input<typeof StashChangeInputSchema>;

export type RiverTabInit = {
  id: string;
  name: string;
  type: string;
  league: string;
  accountName: string;
  steps: { at: number; step: StashStep }[];
};

type Tab = {
  id: string;
  name: string;
  type: string;
  league: string;
  accountName: string;
  items: ItemSpec[];
  public: boolean;
};

export type RiverChange = {
  at: number;
  shard: number;
  counter: number;
  tabId: string;
  public: boolean;
  accountName: string;
  stash: string;
  stashType: string;
  league: string;
  items: PlacedItem[];
};

export type RiverNoise = { everyMs: number | undefined; leagues: string[]; privateShare: number };

export type RiverOptions = {
  seed: number;
  startAt: number;
  tabs: RiverTabInit[];
  pageSize: number;
  delayMs: number;
  noise: RiverNoise;
};

export class InvalidChangeIdError extends Error {}

export class StashRiver {
  readonly #seed: number;
  readonly #startAt: number;
  readonly #pageSize: number;
  readonly #delayMs: number;
  readonly #noise: RiverNoise;
  readonly #base: number[];
  readonly #counters: number[];
  readonly #tabs = new Map<string, Tab>();
  /** `account|tab name` → tab id: the control API names tabs, and scenario tabs may carry explicit ids. */
  readonly #byName = new Map<string, string>();
  readonly #scheduled: { at: number; tabId: string; step: StashStep }[];
  readonly #log: RiverChange[] = [];
  #scheduledIndex = 0;
  #noiseIndex = 0;

  constructor(options: RiverOptions) {
    this.#seed = options.seed;
    this.#startAt = options.startAt;
    this.#pageSize = options.pageSize;
    this.#delayMs = options.delayMs;
    this.#noise = options.noise;
    // Real change ids are large per-shard counters; seeded bases keep ours realistic and distinct per seed.
    this.#base = Array.from(
      { length: SHARDS },
      (_, shard) => 1_000_000_000 + (hashInt(options.seed, 'shard', shard) % 900_000_000),
    );
    this.#counters = [...this.#base];
    const scheduled: { at: number; order: number; tabId: string; step: StashStep }[] = [];
    for (const init of options.tabs) {
      if (this.#tabs.has(init.id)) throw new Error(`Scenario has two public stash tabs with id ${init.id}`);
      this.#tabs.set(init.id, {
        id: init.id,
        name: init.name,
        type: init.type,
        league: init.league,
        accountName: init.accountName,
        items: [],
        public: true,
      });
      this.#byName.set(`${init.accountName}|${init.name}`, init.id);
      for (const { at, step } of init.steps) scheduled.push({ at, order: scheduled.length, tabId: init.id, step });
    }
    this.#scheduled = scheduled.sort((a, b) => a.at - b.at || a.order - b.order);
  }

  /** Appends a change at `at` and returns the change id just after it. */
  inject(input: StashChangeInput, at: number): string {
    const parsed = StashChangeInputSchema.parse(input);
    this.#materialize(at);
    const id =
      this.#byName.get(`${parsed.account}|${parsed.stash}`) ??
      hashHex(this.#seed, 'public-stash', parsed.account, parsed.stash);
    let tab = this.#tabs.get(id);
    if (!tab) {
      if (parsed.league === undefined) throw new Error(`A new tab "${parsed.stash}" needs a league`);
      tab = {
        id,
        name: parsed.stash,
        type: parsed.type ?? 'PremiumStash',
        league: parsed.league,
        accountName: parsed.account,
        items: [],
        public: true,
      };
      this.#tabs.set(id, tab);
      this.#byName.set(`${parsed.account}|${parsed.stash}`, id);
    }
    const change = this.#apply(tab, { at: 0, ...parsed }, at);
    return this.#counters.map((value, shard) => (shard === change.shard ? change.counter : value)).join('-');
  }

  /** The id a consumer starting "now" would use (poe.ninja's role): after every visible change. */
  tip(at: number): string {
    this.#materialize(at);
    const tip = [...this.#base];
    for (const change of this.#log) {
      if (change.at > at - this.#delayMs) break;
      tip[change.shard] = change.counter;
    }
    return tip.join('-');
  }

  /** The page after `changeId` (absent: the start of the river). Throws InvalidChangeIdError on garbage. */
  page(changeId: string | null, at: number): { nextChangeId: string; changes: RiverChange[] } {
    this.#materialize(at);
    const cursor = changeId === null ? [...this.#base] : parseChangeId(changeId);
    const next = [...cursor];
    const changes: RiverChange[] = [];
    const visibleUntil = at - this.#delayMs;
    for (const change of this.#log) {
      if (change.at > visibleUntil || changes.length >= this.#pageSize) break;
      if (change.counter > (cursor[change.shard] ?? 0)) {
        changes.push(change);
        next[change.shard] = change.counter;
      }
    }
    return { nextChangeId: next.join('-'), changes };
  }

  render(change: RiverChange, format: ItemFormat): JsonObject {
    if (!change.public) {
      return {
        id: change.tabId,
        public: false,
        accountName: null,
        stash: null,
        stashType: change.stashType,
        league: null,
        items: [],
      };
    }
    return {
      id: change.tabId,
      public: true,
      accountName: change.accountName,
      stash: change.stash,
      stashType: change.stashType,
      league: change.league,
      items: change.items.map((item) => renderItem(item, { league: change.league, format, inventoryId: 'Stash1' })),
    };
  }

  /** Current contents of an account's tab, for tests and the control API. */
  contents(account: string, stash: string, at: number): ItemSpec[] | undefined {
    this.#materialize(at);
    const id = this.#byName.get(`${account}|${stash}`);
    return id === undefined ? undefined : this.#tabs.get(id)?.items;
  }

  #materialize(upTo: number): void {
    for (;;) {
      const scheduled = this.#scheduled[this.#scheduledIndex];
      const noiseAt = this.#noise.everyMs ? this.#startAt + (this.#noiseIndex + 1) * this.#noise.everyMs : Infinity;
      const scheduledAt = scheduled?.at ?? Infinity;
      if (Math.min(scheduledAt, noiseAt) > upTo) return;
      if (scheduled && scheduledAt <= noiseAt) {
        this.#scheduledIndex += 1;
        const tab = this.#tabs.get(scheduled.tabId);
        if (tab) this.#apply(tab, scheduled.step, scheduled.at);
      } else {
        this.#appendNoise(this.#noiseIndex, noiseAt);
        this.#noiseIndex += 1;
      }
    }
  }

  #apply(tab: Tab, step: StashStep, at: number): RiverChange {
    let items = step.items ?? tab.items;
    if (step.remove?.length) {
      const removed = new Set(step.remove);
      items = items.filter((item) => item.key === undefined || !removed.has(item.key));
    }
    if (step.add?.length) items = [...items, ...step.add];
    tab.items = items;
    if (step.public !== undefined) tab.public = step.public;
    return this.#append(tab, at);
  }

  #append(tab: Tab, at: number): RiverChange {
    const shard = hashInt(tab.id) % SHARDS;
    const counter = (this.#counters[shard] ?? 0) + 1;
    this.#counters[shard] = counter;
    const change: RiverChange = {
      at,
      shard,
      counter,
      tabId: tab.id,
      public: tab.public,
      accountName: tab.accountName,
      stash: tab.name,
      stashType: tab.type,
      league: tab.league,
      items: tab.public ? placeItems(this.#seed, tab.id, tab.items, tab.type === 'QuadStash' ? 24 : 12) : [],
    };
    this.#log.push(change);
    return change;
  }

  /** Background traffic: strangers' tabs in other leagues, some going private. */
  #appendNoise(index: number, at: number): void {
    const random = SeededRandom.for(this.#seed, 'river-noise', index);
    const trader = random.int(0, 39);
    const accountName = `Trader${trader}#${String(2000 + ((trader * 131) % 7000)).padStart(4, '0')}`;
    const tabNumber = random.int(1, 3);
    const id = hashHex(this.#seed, 'noise-tab', trader, tabNumber);
    const league = this.#noise.leagues.length ? random.pick(this.#noise.leagues) : 'Standard';
    let tab = this.#tabs.get(id);
    if (!tab) {
      tab = {
        id,
        name: `~price ${tabNumber}`,
        type: tabNumber === 3 ? 'QuadStash' : 'PremiumStash',
        league,
        accountName,
        items: [],
        public: true,
      };
      this.#tabs.set(id, tab);
    }
    if (random.chance(this.#noise.privateShare)) {
      tab.public = false;
      tab.items = [];
    } else {
      tab.public = true;
      tab.league = league;
      tab.items = Array.from({ length: random.int(1, 6) }, () => noiseItem(random));
    }
    this.#append(tab, at);
  }
}

function parseChangeId(changeId: string): number[] {
  if (!CHANGE_ID.test(changeId))
    throw new InvalidChangeIdError(`"${changeId}" is not a change id (five numbers joined by "-")`);
  return changeId.split('-').map(Number);
}

const NOISE_ITEMS: ItemSpec[] = [
  { baseType: 'Chaos Orb', stackSize: 10, identified: true },
  { baseType: 'Orb of Fusing', stackSize: 20, identified: true },
  { baseType: "Gemcutter's Prism", stackSize: 3, identified: true },
  { baseType: 'Strand Map', mapTier: 14, identified: true },
  { baseType: 'Tower Map', mapTier: 16, rarity: 'Rare', name: 'Dread Halls', identified: true },
  { baseType: 'Arc', level: 20, quality: 20, identified: true },
  { baseType: 'Vaal Regalia', name: 'Storm Shroud', identified: true },
  { baseType: 'Diamond Ring', name: 'Doom Loop', identified: true },
  { baseType: 'Humility', stackSize: 4, identified: true },
];

function noiseItem(random: SeededRandom): ItemSpec {
  return { ...random.pick(NOISE_ITEMS), note: `~price ${random.int(1, 40)} chaos` };
}
