/**
 * The demo event's cast. The server's demo seed creates the event, teams and users from this, and the
 * simulator's demo scenario gives the same accounts characters, stash tabs and streams, so the two agree.
 * Every name here is invented.
 */

export const DEMO_LEAGUE = 'Sandbox Sprint (PL7777)';
export const DEMO_GAME_VERSION = 'poe1';

/**
 * A Path of Exile 2 league the team leads play too, so a poe2 event named after it (made in the browser) has
 * players with characters and builds. The demo event itself stays poe1.
 */
export const DEMO_POE2_LEAGUE = 'Sandbox Dawn (PL7778)';
/** The PoE2 ascendancy each team's lead plays in DEMO_POE2_LEAGUE, by DEMO_TEAMS index. */
export const DEMO_POE2_ASCENDANCIES = ['Titan', 'Infernalist', 'Deadeye', 'Invoker'] as const;

export type DemoTeam = {
  name: string;
  abbreviation: string;
  color: string;
  allowedClasses: string[];
};

export const DEMO_TEAMS: DemoTeam[] = [
  {
    name: 'Ember Tide',
    abbreviation: 'EMB',
    color: '#e4572e',
    allowedClasses: ['Juggernaut', 'Berserker', 'Chieftain', 'Slayer', 'Gladiator'],
  },
  {
    name: 'Frost Wardens',
    abbreviation: 'FRW',
    color: '#3a86ff',
    allowedClasses: ['Necromancer', 'Elementalist', 'Occultist', 'Guardian', 'Hierophant'],
  },
  {
    name: 'Verdant Pact',
    abbreviation: 'VRD',
    color: '#2a9d8f',
    allowedClasses: ['Deadeye', 'Raider', 'Pathfinder', 'Warden', 'Champion'],
  },
  {
    name: 'Gilded Shade',
    abbreviation: 'GLD',
    color: '#e9c46a',
    allowedClasses: ['Assassin', 'Saboteur', 'Trickster', 'Inquisitor', 'Ascendant'],
  },
];

export type DemoPlayer = {
  /** Game account name with discriminator, as the PoE API spells it. */
  accountName: string;
  /** The PoE profile uuid (`sub` of the token response, `uuid` of /profile). */
  accountId: string;
  displayName: string;
  discordId: string;
  discordName: string;
  twitchId: string | null;
  twitchLogin: string | null;
  /** Index into DEMO_TEAMS. */
  team: number;
  teamLead: boolean;
  expectedPlaytime: number;
  characterName: string;
  characterClass: string;
};

const names = [
  ['Ashvale', 'Juggernaut'],
  ['Brimlock', 'Berserker'],
  ['Cindra', 'Chieftain'],
  ['Dustmoth', 'Slayer'],
  ['Ferrow', 'Gladiator'],
  ['Glacia', 'Necromancer'],
  ['Hoarfen', 'Elementalist'],
  ['Icelark', 'Occultist'],
  ['Jorune', 'Guardian'],
  ['Kestrin', 'Hierophant'],
  ['Lumbra', 'Deadeye'],
  ['Mossbeck', 'Raider'],
  ['Nettlewy', 'Pathfinder'],
  ['Oakhelm', 'Warden'],
  ['Pyrelle', 'Champion'],
  ['Quillon', 'Assassin'],
  ['Rookvane', 'Saboteur'],
  ['Sablewin', 'Trickster'],
  ['Thornic', 'Inquisitor'],
  ['Umberly', 'Ascendant'],
] as const;

/** Players who stream; their Twitch ids are what GET /api/streams matches on. */
const streamers = new Set(['Cindra', 'Glacia', 'Kestrin', 'Mossbeck', 'Sablewin']);

export const DEMO_PLAYERS: DemoPlayer[] = names.map(([name, characterClass], index) => {
  const team = Math.floor(index / 5);
  const tag = DEMO_TEAMS[team]?.abbreviation ?? 'DEMO';
  const n = index + 1;
  return {
    accountName: `${name}#${String(1000 + n * 37).padStart(4, '0')}`,
    accountId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    displayName: name,
    discordId: String(900_000_000_000_000_000n + BigInt(n)),
    discordName: name.toLowerCase(),
    twitchId: streamers.has(name) ? String(70_000_000 + n) : null,
    twitchLogin: streamers.has(name) ? `${name.toLowerCase()}_live` : null,
    team,
    teamLead: index % 5 === 0,
    expectedPlaytime: [3, 5, 8, 11, 14][index % 5] ?? 6,
    characterName: `${tag}_${name}`,
    characterClass,
  };
});

/**
 * A player the game and Discord know but the site does not: signing in as them in demo mode shows what a
 * first visit looks like (a new user, no team, no sign-up yet). Simulator hints `sim_account=Newcomer#4242`, `newcomer` (Discord), `newcomer_tv` (Twitch).
 */
export const DEMO_NEWCOMER = {
  accountName: 'Newcomer#4242',
  accountId: '00000000-0000-4000-8000-000000004242',
  discordId: '900000000000004242',
  discordName: 'newcomer',
  twitchId: '70004242',
  twitchLogin: 'newcomer_tv',
  displayName: 'Newcomer',
} as const;
