import type { CategoryPresentation, Objective } from '@app/shared';
import { presentationOf } from './presentation';

/** The score tabs every event has, before its categories. */
export const FIXED_TABS = [
  { key: 'ladder', label: 'Ladder' },
  { key: 'for-you', label: 'For You' },
  { key: 'progress', label: 'Progress' },
] as const;
export type FixedTabKey = (typeof FIXED_TABS)[number]['key'];

/** A tab of one top-level category: `/scores/{key}`. */
export type CategoryTab = {
  key: string;
  label: string;
  categoryId: number;
  /** The category the tab draws. */
  category: Objective;
  presentation: CategoryPresentation;
};

/**
 * The addresses older links use (the reference site's tabs). A category whose name reads as one of them gets it as
 * its address; a link to one also finds a category of the fitting kind when none is named so.
 */
const NAMED_KEYS: Record<string, CategoryPresentation | null> = {
  uniques: 'ITEM_SETS',
  races: 'RACE_BOARD',
  bounties: 'BOUNTY_CARDS',
  collections: 'COLLECTION_CARDS',
  dailies: 'DAILIES',
  heist: null,
  gems: null,
  delve: null,
};

/** Lower-case ASCII words joined by dashes; '' when nothing of the name is left (e.g. a name in another script). */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

const ID_SUFFIX = /(?:^|-)(\d+)$/;

/** The name of the tab that holds objectives placed directly under the root, outside any category. */
export const LOOSE_OBJECTIVES_TAB = 'Other objectives';

/**
 * The categories the tabs show: each released top-level category, in the tree's order (the order the designer
 * sees), and — when objectives sit directly under the root — one more made of those, under the root's id.
 */
export function tabCategories(root: Objective): Objective[] {
  const categories = root.children.filter((child) => child.objective_type === 'CATEGORY' && child.name !== '');
  const loose = root.children.filter((child) => child.objective_type !== 'CATEGORY');
  return loose.length === 0
    ? categories
    : [
        ...categories,
        {
          ...root,
          name: LOOSE_OBJECTIVES_TAB,
          extra: '',
          scoring_preset_id: null,
          scoring_preset: null,
          scoring_preset_ids: [],
          scoring_presets: [],
          children: loose,
        },
      ];
}

/**
 * One tab per category `tabCategories` lists. Its address is the old tab name when the category is named like one
 * (`/scores/uniques`), otherwise its name and id (`/scores/bosses-12`): the id keeps a link working after a rename,
 * the name makes it readable.
 */
export function categoryTabs(root: Objective): CategoryTab[] {
  const taken = new Set<string>();
  return tabCategories(root).map((category) => {
    const slug = slugOf(category.name);
    const named = Object.hasOwn(NAMED_KEYS, slug) && !taken.has(slug);
    const key = named ? slug : `${slug || 'category'}-${category.id}`;
    taken.add(key);
    return { key, label: category.name, categoryId: category.id, category, presentation: presentationOf(category) };
  });
}

/**
 * The tab an address names: its exact key; else the category whose id ends the address (the category was renamed
 * since the link was made); else, for an old tab name, the first category drawn that way.
 */
export function findCategoryTab(tabs: readonly CategoryTab[], key: string): CategoryTab | undefined {
  const exact = tabs.find((tab) => tab.key === key);
  if (exact) return exact;
  const id = ID_SUFFIX.exec(key)?.[1];
  if (id !== undefined) {
    const byId = tabs.find((tab) => tab.categoryId === Number(id));
    if (byId) return byId;
  }
  const kind = Object.hasOwn(NAMED_KEYS, key) ? NAMED_KEYS[key] : undefined;
  return kind ? tabs.find((tab) => tab.presentation === kind) : undefined;
}

/** Whether an address is one of the fixed tabs (their pages are not about one category). */
export function isFixedTab(key: string): key is FixedTabKey {
  return FIXED_TABS.some((tab) => tab.key === key);
}
