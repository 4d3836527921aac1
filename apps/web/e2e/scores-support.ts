/** Names from the demo event's objective tree (apps/server demo seed), one per tab, in the tab bar's order. */
export const DEMO_TABS: { path: string | RegExp; heading: string; shows: string | RegExp }[] = [
  { path: '/scores/ladder', heading: 'Ladder', shows: 'Team Scores' },
  { path: '/scores/for-you', heading: 'For You', shows: 'You have not been assigned to a team yet.' },
  { path: '/scores/progress', heading: 'Progress', shows: 'Score log' },
  // A category named unlike the old tabs gets its name and id as its address.
  { path: /\/scores\/personal-objectives-\d+/, heading: 'Personal Objectives', shows: 'Personal Objective Points' },
  { path: '/scores/uniques', heading: 'Uniques', shows: "Berek's Trio" },
  { path: '/scores/races', heading: 'Races', shows: 'Deathless Maven' },
  { path: '/scores/bounties', heading: 'Bounties', shows: 'Complete a Simulacrum' },
  { path: '/scores/collections', heading: 'Collections', shows: 'Collect 8 Rain of Chaos' },
  {
    path: '/scores/dailies',
    heading: 'Dailies',
    shows: /Daily (not yet available|no longer available|available for)|Race:/,
  },
  { path: '/scores/heist', heading: 'Heist', shows: 'Rogue Gear' },
  { path: '/scores/gems', heading: 'Gems', shows: 'Red gems' },
  { path: '/scores/delve', heading: 'Delve', shows: 'Fossil Race' },
];
