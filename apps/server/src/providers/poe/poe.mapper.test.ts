import { describe, expect, it } from 'vitest';
import { API_328, RARE_BODY_ARMOUR_329, toApi329 } from '../../modules/matching/poe-item.fixtures';
import { PoeItem } from '../../modules/matching/poe-item.schema';
import {
  toGuildStashTab,
  toGuildStashTabSummary,
  toPoeCharacter,
  toPoeLadderPage,
  toPoeLeagueAccount,
  toPoeProfile,
  toPoeTokenSet,
  toPublicStashPage,
} from './poe.mapper';
import {
  PoeCharacterResponseSchema,
  PoeLadderResponseSchema,
  PoeLeagueAccountResponseSchema,
  PoeProfileResponseSchema,
  PoePublicStashResponseSchema,
  PoeStashListResponseSchema,
  PoeStashTabResponseSchema,
  PoeUserTokenResponseSchema,
} from './poe.schemas';

/**
 * The PoE mapper on hand-written bodies shaped after docs/external-services.md §1.2–§1.6 (not simulator output), each
 * parsed by our schemas first as the client does. Items appear in both mod formats.
 */

const NOW = Date.parse('2026-05-02T10:00:00Z');
const ID = (n: number): string => n.toString(16).padStart(64, '0');
const FORMATS = {
  '3.28': { helmet: API_328.uniqueHelmet, armour: API_328.rareBodyArmour, orbs: API_328.chaosOrbs },
  '3.29': { helmet: toApi329(API_328.uniqueHelmet), armour: RARE_BODY_ARMOUR_329, orbs: toApi329(API_328.chaosOrbs) },
};

/** Each item's explicit mods as the matcher reads them (sorted: the formats order fractured mods differently). */
function modTexts(items: unknown[]): string[][] {
  return items.map((item) =>
    (PoeItem.parse(item)?.explicitMods ?? []).map((mod) => `${mod.text}${mod.crafted ? ' (crafted)' : ''}`).sort(),
  );
}

describe('toPoeTokenSet', () => {
  it('normalises a token response: expiry from now, scopes split, account from username and sub', () => {
    const body = PoeUserTokenResponseSchema.parse({
      access_token: 'at',
      expires_in: 2_419_200,
      token_type: 'bearer',
      scope: 'account:profile account:characters',
      username: 'SomePlayer#1234',
      sub: 'c1a2b3c4-0000-4000-8000-000000000000',
      refresh_token: 'rt',
    });
    expect(toPoeTokenSet(body, NOW)).toEqual({
      accessToken: 'at',
      refreshToken: 'rt',
      expiresAt: new Date(NOW + 28 * 86_400_000),
      scopes: ['account:profile', 'account:characters'],
      accountName: 'SomePlayer#1234',
      accountId: 'c1a2b3c4-0000-4000-8000-000000000000',
    });
  });

  it('reads a null expires_in as "never expires" and a missing refresh token as null', () => {
    const body = PoeUserTokenResponseSchema.parse({
      access_token: 'at',
      expires_in: null,
      token_type: 'bearer',
      username: 'A#1',
      sub: 's',
    });
    expect(toPoeTokenSet(body, NOW)).toMatchObject({ expiresAt: null, refreshToken: null, scopes: [] });
  });
});

describe('toPoeProfile', () => {
  it('keeps the account id, name and linked Twitch name; ignores unknown fields', () => {
    const body = PoeProfileResponseSchema.parse({
      uuid: 'c1a2b3c4-0000-4000-8000-000000000000',
      name: 'SomePlayer#1234',
      locale: 'en_US',
      twitch: { name: 'someplayer' },
      guild: { id: 1, name: 'Old field', tag: 'OLD' },
    });
    expect(toPoeProfile(body)).toEqual({
      accountId: 'c1a2b3c4-0000-4000-8000-000000000000',
      accountName: 'SomePlayer#1234',
      locale: 'en_US',
      twitchName: 'someplayer',
    });
  });
});

describe.each(Object.entries(FORMATS))('toPoeCharacter with %s items', (_format, items) => {
  it('keeps equipment raw for the matcher and flattens the passives', () => {
    const body = PoeCharacterResponseSchema.parse({
      character: {
        id: ID(1),
        name: 'SimNecro',
        realm: 'pc',
        class: 'Necromancer',
        league: 'Sim Event (PL12345)',
        level: 92,
        experience: 3_051_872_093,
        equipment: [items.helmet, items.armour],
        inventory: [items.orbs],
        jewels: [],
        passives: {
          hashes: [1234, 5678],
          hashes_ex: [],
          mastery_effects: { '12345': 67890 },
          bandit_choice: 'Eramir',
          pantheon_major: 'Solaris',
          pantheon_minor: 'Shakari',
          jewel_data: { '3': { type: 'JewelInt', radius: 2 } },
        },
        metadata: { version: '3.26.2' },
      },
    });
    const character = toPoeCharacter(body);
    expect(character).toMatchObject({
      name: 'SimNecro',
      class: 'Necromancer',
      level: 92,
      experience: 3_051_872_093,
      current: false,
      skills: [],
      passives: {
        hashes: [1234, 5678],
        banditChoice: 'Eramir',
        pantheonMajor: 'Solaris',
        pantheonMinor: 'Shakari',
        alternateAscendancy: null,
      },
      version: '3.26.2',
    });
    expect(character.equipment).toEqual([items.helmet, items.armour]);
    expect(modTexts(character.equipment)).toEqual(modTexts([API_328.uniqueHelmet, API_328.rareBodyArmour]));
    expect(PoeItem.parse(character.inventory[0])?.stackSize).toBe(PoeItem.parse(API_328.chaosOrbs)?.stackSize);
  });
});

describe('toPoeCharacter (PoE2)', () => {
  it('defaults the PoE1-only parts', () => {
    const body = PoeCharacterResponseSchema.parse({
      character: {
        id: ID(2),
        name: 'Merc',
        realm: 'poe2',
        class: 'Mercenary',
        level: 12,
        experience: 5_000,
        equipment: [],
        skills: [{ typeLine: 'Rain of Arrows', baseType: 'Rain of Arrows' }],
        passives: { hashes: [1], specialisations: { set1: [], set2: [], set3: [] }, quest_stats: [] },
      },
    });
    expect(toPoeCharacter(body)).toMatchObject({
      realm: 'poe2',
      league: null,
      inventory: [],
      skills: [{ baseType: 'Rain of Arrows' }],
      passives: { hashes: [1], hashesEx: [], pantheonMajor: null },
      version: null,
    });
  });
});

describe('toPoeLeagueAccount', () => {
  it('counts the largest atlas tree, or the single older tree', () => {
    const trees = PoeLeagueAccountResponseSchema.parse({
      league_account: {
        atlas_passives: { hashes: [1, 2] },
        atlas_passive_trees: [
          { name: 'Tree 1', hashes: [1, 2, 3] },
          { name: 'Tree 2', hashes: [4, 5, 6, 7, 8] },
        ],
      },
    });
    expect(toPoeLeagueAccount(trees)).toEqual({
      atlasNodeCount: 5,
      trees: [
        { name: 'Tree 1', nodeCount: 3 },
        { name: 'Tree 2', nodeCount: 5 },
      ],
    });
    const older = PoeLeagueAccountResponseSchema.parse({ league_account: { atlas_passives: { hashes: [1, 2] } } });
    expect(toPoeLeagueAccount(older).atlasNodeCount).toBe(2);
    expect(toPoeLeagueAccount(PoeLeagueAccountResponseSchema.parse({ league_account: {} })).atlasNodeCount).toBe(0);
  });
});

describe('toPoeLadderPage', () => {
  it('maps entries, tolerating one without an account and flags left out', () => {
    const body = PoeLadderResponseSchema.parse({
      league: { id: 'Sim Event (PL12345)', realm: 'pc', startAt: '2026-05-01T20:00:00Z', endAt: null },
      ladder: {
        total: 1873,
        cached_since: '2026-05-02T10:14:00Z',
        entries: [
          {
            rank: 1,
            public: true,
            character: {
              id: ID(3),
              name: 'SimNecro',
              level: 95,
              class: 'Necromancer',
              experience: 3_801_355_112,
              depth: { default: 212, solo: 180 },
              time: 3600,
              score: 4,
              progress: {},
            },
            account: {
              name: 'Player#1234',
              realm: 'pc',
              guild: { id: 1, name: 'G', tag: 'G' },
              challenges: { set: 'Settlers', completed: 12, max: 40 },
              twitch: { name: 'playerlive', stream: { name: 'n', image: 'i', status: 's' } },
            },
          },
          { rank: 2, dead: true, character: { id: ID(4), name: 'Private', level: 90, class: 'Slayer' } },
        ],
      },
    });
    expect(toPoeLadderPage(body)).toEqual({
      total: 1873,
      cachedSince: new Date('2026-05-02T10:14:00Z'),
      entries: [
        {
          rank: 1,
          characterId: ID(3),
          characterName: 'SimNecro',
          level: 95,
          class: 'Necromancer',
          experience: 3_801_355_112,
          delveDepth: 212,
          delveSoloDepth: 180,
          dead: false,
          public: true,
          retired: false,
          accountName: 'Player#1234',
          twitchName: 'playerlive',
        },
        {
          rank: 2,
          characterId: ID(4),
          characterName: 'Private',
          level: 90,
          class: 'Slayer',
          experience: null,
          delveDepth: null,
          delveSoloDepth: null,
          dead: true,
          public: false,
          retired: false,
          accountName: null,
          twitchName: null,
        },
      ],
    });
  });
});

describe.each(Object.entries(FORMATS))('toPublicStashPage with %s items', (_format, items) => {
  const snapshot = (id: string, stashItems: unknown[]) => ({
    id,
    public: true,
    accountName: 'Player#1234',
    stash: '~price 1 divine',
    stashType: 'PremiumStash',
    league: 'Sim Event (PL12345)',
    items: stashItems,
  });

  it('keeps items raw, maps private tabs, and keeps only the later snapshot of a repeated tab', () => {
    const body = PoePublicStashResponseSchema.parse({
      next_change_id: '2000655906-1996622915-1930774387-2140863898-2077103178',
      stashes: [
        snapshot(ID(10), [items.helmet]),
        { id: ID(11), public: false, accountName: null, stash: null, stashType: 'QuadStash', league: null, items: [] },
        snapshot(ID(10), [items.helmet, items.armour]),
      ],
    });
    const page = toPublicStashPage(body, '1-2-3-4-5', '2000655906-1996622915-1930774387-2140863898-2077103178');
    expect(page).toMatchObject({
      changeId: '1-2-3-4-5',
      nextChangeId: '2000655906-1996622915-1930774387-2140863898-2077103178',
      headerNextChangeId: '2000655906-1996622915-1930774387-2140863898-2077103178',
      tip: false,
    });
    expect(page.stashes.map((stash) => [stash.id, stash.public, stash.items.length])).toEqual([
      [ID(11), false, 0],
      [ID(10), true, 2],
    ]);
    expect(page.stashes[0]).toMatchObject({ accountName: null, stash: null, league: null });
    expect(page.stashes[1]?.items).toEqual([items.helmet, items.armour]);
    expect(modTexts(page.stashes[1]?.items ?? [])).toEqual(modTexts([API_328.uniqueHelmet, API_328.rareBodyArmour]));
  });

  it('reports the tip: the same id back and nothing in it', () => {
    const tip = PoePublicStashResponseSchema.parse({ next_change_id: '1-2-3-4-5', stashes: [] });
    expect(toPublicStashPage(tip, '1-2-3-4-5', null).tip).toBe(true);
    expect(toPublicStashPage(tip, null, null).tip).toBe(false);
    const moved = PoePublicStashResponseSchema.parse({ next_change_id: '1-2-3-4-6', stashes: [] });
    expect(toPublicStashPage(moved, '1-2-3-4-5', null).tip).toBe(false);
  });
});

describe('public stash schema', () => {
  it.each([
    ['a numeric change id', { next_change_id: 123, stashes: [] }],
    ['a missing change id', { stashes: [] }],
    ['null items', { next_change_id: '1-2', stashes: [{ id: ID(1), public: true, stashType: 'X', items: null }] }],
    ['no stashes', { next_change_id: '1-2' }],
  ])('rejects %s', (_case, body) => {
    expect(PoePublicStashResponseSchema.safeParse(body).success).toBe(false);
  });
});

describe.each(Object.entries(FORMATS))('guild stash tabs with %s items', (_format, items) => {
  it('maps the tab list (folders with children) and a tab with raw items', () => {
    const list = PoeStashListResponseSchema.parse({
      stashes: [
        { id: 'a1b2c3d4e5', name: 'Bank', type: 'PremiumStash', index: 0, metadata: { colour: 'ff0000' } },
        {
          id: 'a1b2c3d4f0',
          name: 'Uniques',
          type: 'Folder',
          folder: true,
          index: 1,
          metadata: { folder: true },
          children: [{ id: 'a1b2c3d4f1', parent: 'a1b2c3d4f0', name: 'One', type: 'UniqueStash', metadata: {} }],
        },
      ],
    });
    expect(list.stashes.map(toGuildStashTabSummary)).toEqual([
      {
        id: 'a1b2c3d4e5',
        parentId: null,
        name: 'Bank',
        type: 'PremiumStash',
        index: 0,
        folder: false,
        colour: 'ff0000',
        children: [],
      },
      {
        id: 'a1b2c3d4f0',
        parentId: null,
        name: 'Uniques',
        type: 'Folder',
        index: 1,
        folder: true,
        colour: null,
        children: [
          {
            id: 'a1b2c3d4f1',
            parentId: 'a1b2c3d4f0',
            name: 'One',
            type: 'UniqueStash',
            index: null,
            folder: false,
            colour: null,
            children: [],
          },
        ],
      },
    ]);
    const tab = PoeStashTabResponseSchema.parse({
      stash: { id: 'a1b2c3d4e5', name: 'Bank', type: 'PremiumStash', metadata: {}, items: [items.orbs, items.helmet] },
    });
    expect(toGuildStashTab(tab.stash).items).toEqual([items.orbs, items.helmet]);
    expect(toGuildStashTab({ ...tab.stash, items: undefined }).items).toEqual([]);
  });
});
