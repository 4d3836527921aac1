import type { GameVersion } from '@app/shared';
import { CATEGORY_NAMES } from '~/lib/scoreboard/scoreboard';

export type ScoreTabKey =
  | 'ladder'
  | 'for-you'
  | 'progress'
  | 'uniques'
  | 'races'
  | 'bounties'
  | 'collections'
  | 'dailies'
  | 'heist'
  | 'gems'
  | 'delve';

export type ScoreTab = {
  /** The path segment: /scores/{key}. */
  key: ScoreTabKey;
  to: `/scores/${ScoreTabKey}`;
  label: string;
  /** The root category the tab shows, when it shows one. */
  category?: string;
  /** Spec §2: heist, gems and delve exist for poe1 events only. */
  poe1Only?: boolean;
};

/** Spec §2 tabs, in order. */
export const SCORE_TABS: readonly ScoreTab[] = [
  { key: 'ladder', to: '/scores/ladder', label: 'Ladder', category: CATEGORY_NAMES.personalObjectives },
  { key: 'for-you', to: '/scores/for-you', label: 'For You' },
  { key: 'progress', to: '/scores/progress', label: 'Progress' },
  { key: 'uniques', to: '/scores/uniques', label: 'Uniques', category: CATEGORY_NAMES.uniques },
  { key: 'races', to: '/scores/races', label: 'Races', category: CATEGORY_NAMES.races },
  { key: 'bounties', to: '/scores/bounties', label: 'Bounties', category: CATEGORY_NAMES.bounties },
  { key: 'collections', to: '/scores/collections', label: 'Collections', category: CATEGORY_NAMES.collections },
  { key: 'dailies', to: '/scores/dailies', label: 'Dailies', category: CATEGORY_NAMES.dailies },
  { key: 'heist', to: '/scores/heist', label: 'Heist', category: CATEGORY_NAMES.heist, poe1Only: true },
  { key: 'gems', to: '/scores/gems', label: 'Gems', category: CATEGORY_NAMES.gems, poe1Only: true },
  { key: 'delve', to: '/scores/delve', label: 'Delve', category: CATEGORY_NAMES.delve, poe1Only: true },
];

export function tabsFor(game: GameVersion): ScoreTab[] {
  return SCORE_TABS.filter((tab) => game === 'poe1' || !tab.poe1Only);
}
