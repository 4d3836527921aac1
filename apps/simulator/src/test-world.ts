import type { z } from 'zod';
import type {
  AccountSchema,
  CharacterSchema,
  GuildSchema,
  GuildTabInput,
  LeagueSchema,
  PublicStashSchema,
} from './scenario.schema';

const LEAGUE = 'Sim Event (PL12345)';
const POE2_LEAGUE = 'Dawn of the Hunt (PL2)';
const GUILD_TABS = { bank: '0000000001', folder: '0000000002', uniques: '0000000003' } as const;

type Account = z.input<typeof AccountSchema>;

/**
 * The small world both the simulator's own tests and the server's provider tests play in: Alice and Bob in the
 * event league, Alice's loot tab, PoE2 character and Twitch channel, and the Red Team guild. Each side's test
 * scenario is built from these pieces and adds what only its own tests look at (character timelines, more
 * stashes and clients).
 */
export const TEST_WORLD = {
  league: LEAGUE,
  poe2League: POE2_LEAGUE,
  /** When and where the world starts: its seed, its start time and its leagues. */
  setting: {
    seed: 42,
    startAt: '2026-05-01T20:00:00Z',
    leagues: [{ id: LEAGUE }, { id: POE2_LEAGUE, realm: 'poe2' }] satisfies z.input<typeof LeagueSchema>[],
  },
  guildTabs: GUILD_TABS,
  /** Alice without her characters and stashes; she streams from one hour in to five. */
  alice: {
    name: 'Alice#1234',
    twitch: {
      id: '101',
      login: 'alicelive',
      displayName: 'AliceLive',
      streams: [{ from: '+1h', to: '+5h', title: 'racing', viewers: 120 }],
    },
    discord: { id: '100000000000000001', username: 'alice' },
  } satisfies Account,
  /** Alice's Witch without her timeline: each side's scenario writes the steps its tests look at. */
  aliceNecro: { name: 'AliceNecro', class: 'Witch', league: LEAGUE },
  /** Alice's public stash tab: Chaos Orbs and a Headhunter ten minutes in, an Arc gem added ten minutes later. */
  aliceLoot: {
    name: 'loot',
    league: LEAGUE,
    timeline: [
      {
        at: '+10m',
        items: [
          { baseType: 'Chaos Orb', stackSize: 5 },
          { name: 'Headhunter', baseType: 'Leather Belt', explicitMods: ['+55 to Strength'] },
        ],
      },
      { at: '+20m', add: [{ baseType: 'Arc', level: 20, quality: 20 }] },
    ],
  } satisfies z.input<typeof PublicStashSchema>,
  alicePoe2Character: {
    name: 'AliceTwo',
    class: 'Mercenary',
    league: POE2_LEAGUE,
    realm: 'poe2',
    timeline: [{ at: 0, level: 12 }],
  } satisfies z.input<typeof CharacterSchema>,
  /** Bob with his one character, a Duelist who becomes a Slayer two hours in. */
  bob: {
    name: 'Bob#5678',
    discord: { id: '100000000000000002', username: 'bob' },
    characters: [
      {
        name: 'BobSlayer',
        class: 'Duelist',
        league: LEAGUE,
        timeline: [
          { at: 0, level: 5 },
          { at: '+2h', level: 70, class: 'Slayer' },
        ],
      },
    ],
  } satisfies Account,
  /** The Red Team guild without its tabs; only Alice is a member. */
  redTeam: {
    id: 7,
    name: 'Red Team',
    tag: 'RED',
    league: LEAGUE,
    members: ['Alice#1234'],
  } satisfies Omit<z.input<typeof GuildSchema>, 'tabs'>,
  /** A folder of the guild stash with a unique tab, which gets a Goldrim an hour in. */
  uniquesFolder: {
    id: GUILD_TABS.folder,
    name: 'Folder',
    type: 'Folder',
    children: [
      {
        id: GUILD_TABS.uniques,
        name: 'Uniques',
        type: 'UniqueStash',
        timeline: [{ at: '+1h', items: [{ name: 'Goldrim', baseType: 'Leather Cap' }] }],
      },
    ],
  } satisfies GuildTabInput,
};
