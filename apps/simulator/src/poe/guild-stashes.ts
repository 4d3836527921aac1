import type { JsonObject } from '../json';
import type { GuildTabSpec, ItemFormat, ItemSpec, StashStep } from '../scenario.schema';
import { StashStepSchema, type StashStepInput } from '../scenario.schema';
import { hashHex } from '../seeded-random';
import { insertChronologically } from '../virtual-clock';
import { placeItems, renderItem } from './items';

/**
 * Guild stash tabs (docs/external-services.md §1.5): the list endpoint returns tabs without items (folders with
 * `children`), the tab endpoint one tab with items. Contents are the fold of each tab's timeline up to
 * the instant asked about.
 */

type GuildTab = {
  id: string;
  parent: string | undefined;
  index: number;
  name: string;
  type: string;
  colour: string | undefined;
  children: GuildTab[];
  steps: { at: number; step: StashStep }[];
};

type Guild = { id: number; name: string; tag: string; league: string; members: Set<string>; tabs: GuildTab[] };

export type GuildInit = {
  id: number;
  name: string;
  tag: string;
  league: string;
  members: string[];
  tabs: GuildTabSpec[];
};

export class GuildStashes {
  readonly #guilds: Guild[];
  readonly #tabs = new Map<string, { guild: Guild; tab: GuildTab }>();

  constructor(
    private readonly seed: number,
    guilds: readonly GuildInit[],
    private readonly resolve: (time: number | string) => number,
  ) {
    this.#guilds = guilds.map((init) => {
      const guild: Guild = {
        id: init.id,
        name: init.name,
        tag: init.tag,
        league: init.league,
        members: new Set(init.members),
        tabs: [],
      };
      guild.tabs = init.tabs.map((spec, index) => this.#buildTab(guild, spec, index, undefined));
      return guild;
    });
  }

  /** The guild an account belongs to in a league, if any. */
  guildOf(accountName: string, league: string): Guild | undefined {
    return this.#guilds.find((guild) => guild.league === league && guild.members.has(accountName));
  }

  list(guild: Guild): JsonObject[] {
    return guild.tabs.map((tab) => this.#renderTab(tab, undefined));
  }

  /** One tab (or a folder's child) with items; undefined when the guild has no such tab. */
  get(
    guild: Guild,
    tabId: string,
    childId: string | undefined,
    at: number,
    format: ItemFormat,
  ): JsonObject | undefined {
    const found = this.#tabs.get(tabId);
    if (!found || found.guild !== guild || found.tab.parent !== undefined) return undefined;
    let tab = found.tab;
    if (childId !== undefined) {
      const child = tab.children.find((candidate) => candidate.id === childId);
      if (!child) return undefined;
      tab = child;
    }
    return this.#renderTab(tab, { at, format, league: guild.league });
  }

  /** Appends a step to a tab at `at` (the control API's "change a guild tab"). */
  change(tabId: string, input: Omit<StashStepInput, 'at'>, at: number): ItemSpec[] {
    const found = this.#tabs.get(tabId);
    if (!found) throw new Error(`No guild stash tab with id "${tabId}"`);
    insertChronologically(found.tab.steps, { at, step: StashStepSchema.parse({ ...input, at: 0 }) });
    return this.#contents(found.tab, at);
  }

  #buildTab(guild: Guild, spec: GuildTabSpec, index: number, parent: string | undefined): GuildTab {
    const id = spec.id ?? hashHex(this.seed, 'guild-tab', guild.id, parent ?? '', spec.name).slice(0, 10);
    if (this.#tabs.has(id)) throw new Error(`Scenario has two guild stash tabs with id ${id}`);
    const tab: GuildTab = {
      id,
      parent,
      index,
      name: spec.name,
      type: spec.type,
      colour: spec.colour,
      children: [],
      steps: spec.timeline.map((step) => ({ at: this.resolve(step.at), step })).sort((a, b) => a.at - b.at),
    };
    this.#tabs.set(id, { guild, tab });
    tab.children = (spec.children ?? []).map((child, childIndex) => this.#buildTab(guild, child, childIndex, id));
    return tab;
  }

  #contents(tab: GuildTab, at: number): ItemSpec[] {
    let items: ItemSpec[] = [];
    for (const { at: stepAt, step } of tab.steps) {
      if (stepAt > at) break;
      if (step.items) items = step.items;
      if (step.remove?.length) {
        const removed = new Set(step.remove);
        items = items.filter((item) => item.key === undefined || !removed.has(item.key));
      }
      if (step.add?.length) items = [...items, ...step.add];
    }
    return items;
  }

  #renderTab(tab: GuildTab, withItems: { at: number; format: ItemFormat; league: string } | undefined): JsonObject {
    const metadata: JsonObject = {};
    if (tab.colour) metadata.colour = tab.colour;
    if (tab.type === 'Folder') metadata.folder = true;
    const rendered: JsonObject = { id: tab.id };
    if (tab.parent !== undefined) rendered.parent = tab.parent;
    if (tab.type === 'Folder') rendered.folder = true;
    Object.assign(rendered, { name: tab.name, type: tab.type, index: tab.index, metadata });
    if (tab.children.length) rendered.children = tab.children.map((child) => this.#renderTab(child, undefined));
    if (withItems && tab.type !== 'Folder') {
      const placed = placeItems(
        this.seed,
        `guild:${tab.id}`,
        this.#contents(tab, withItems.at),
        tab.type === 'QuadStash' ? 24 : 12,
      );
      rendered.items = placed.map((item) =>
        renderItem(item, { league: withItems.league, format: withItems.format, inventoryId: `Stash${tab.index + 1}` }),
      );
    }
    return rendered;
  }
}
