import { toOAuthTokenSet, type OAuthTokenSet } from '../oauth';
import type {
  PoeCharacterListResponse,
  PoeCharacterResponse,
  PoeLadderResponse,
  PoeLeagueAccountResponse,
  PoeProfileResponse,
  PoePublicStashResponse,
  PoeStashTabBody,
  PoeUserTokenResponse,
} from './poe.schemas';

/**
 * Validated PoE bodies → the server's own shapes. Pure: time comes in as an argument. Items are passed
 * through raw, in whichever mod format they came (modules/matching reads both).
 */

export type PoeTokenSet = OAuthTokenSet & {
  /** Account name with discriminator (`username`), e.g. `Player#1234`. */
  accountName: string;
  /** Account UUID (`sub`), stable across renames. */
  accountId: string;
};

export function toPoeTokenSet(body: PoeUserTokenResponse, now: number): PoeTokenSet {
  return { ...toOAuthTokenSet(body, now), accountName: body.username, accountId: body.sub };
}

export type PoeProfile = { accountId: string; accountName: string; locale: string | null; twitchName: string | null };

export function toPoeProfile(body: PoeProfileResponse): PoeProfile {
  return {
    accountId: body.uuid,
    accountName: body.name,
    locale: body.locale ?? null,
    twitchName: body.twitch?.name ?? null,
  };
}

export type PoeCharacterSummary = {
  id: string;
  name: string;
  realm: string | null;
  /** Base class, or the ascendancy name once ascended. */
  class: string;
  league: string | null;
  level: number;
  experience: number;
  current: boolean;
  expired: boolean;
  deleted: boolean;
};

type CharacterFields = PoeCharacterListResponse['characters'][number];

export function toPoeCharacterSummary(body: CharacterFields): PoeCharacterSummary {
  return {
    id: body.id,
    name: body.name,
    realm: body.realm ?? null,
    class: body.class,
    league: body.league ?? null,
    level: body.level,
    experience: body.experience,
    current: body.current === true,
    expired: body.expired === true,
    deleted: body.deleted === true,
  };
}

export type PoeCharacter = PoeCharacterSummary & {
  /** Raw items (see modules/matching/poe-item.schema.ts). */
  equipment: unknown[];
  inventory: unknown[];
  jewels: unknown[];
  /** PoE2 skill gems. */
  skills: unknown[];
  passives: {
    hashes: number[];
    hashesEx: number[];
    banditChoice: string | null;
    pantheonMajor: string | null;
    pantheonMinor: string | null;
    alternateAscendancy: string | null;
  };
  /** Game version the data was produced by, e.g. `3.26.2`. */
  version: string | null;
  /** The character object as the API sent it, unknown fields included: what Path of Building imports. */
  raw: Record<string, unknown>;
};

export function toPoeCharacter(body: PoeCharacterResponse): PoeCharacter {
  const { character } = body;
  const passives = character.passives;
  return {
    ...toPoeCharacterSummary(character),
    equipment: character.equipment ?? [],
    inventory: character.inventory ?? [],
    jewels: character.jewels ?? [],
    skills: character.skills ?? [],
    passives: {
      hashes: passives?.hashes ?? [],
      hashesEx: passives?.hashes_ex ?? [],
      banditChoice: passives?.bandit_choice ?? null,
      pantheonMajor: passives?.pantheon_major ?? null,
      pantheonMinor: passives?.pantheon_minor ?? null,
      alternateAscendancy: passives?.alternate_ascendancy ?? null,
    },
    version: character.metadata?.version ?? null,
    raw: character,
  };
}

export type PoeLeagueAccount = {
  /** Allocated atlas passives: the largest of the account's atlas trees. */
  atlasNodeCount: number;
  trees: { name: string | null; nodeCount: number }[];
};

export function toPoeLeagueAccount(body: PoeLeagueAccountResponse): PoeLeagueAccount {
  const account = body.league_account;
  const trees = (account.atlas_passive_trees ?? []).map((tree) => ({
    name: tree.name ?? null,
    nodeCount: tree.hashes.length,
  }));
  // Older responses carry only the single `atlas_passives` tree.
  const single = account.atlas_passives?.hashes.length ?? 0;
  return { atlasNodeCount: Math.max(single, ...trees.map((tree) => tree.nodeCount)), trees };
}

export type PoeLadderEntry = {
  rank: number;
  characterId: string;
  characterName: string;
  level: number;
  class: string;
  experience: number | null;
  delveDepth: number | null;
  delveSoloDepth: number | null;
  dead: boolean;
  public: boolean;
  retired: boolean;
  /** Null when the entry has no account (private profiles). */
  accountName: string | null;
  twitchName: string | null;
};

export type PoeLadderPage = {
  total: number;
  /** When the provider computed this ladder; pages fetched apart may come from different snapshots. */
  cachedSince: Date | null;
  entries: PoeLadderEntry[];
};

export function toPoeLadderPage(body: PoeLadderResponse): PoeLadderPage {
  const { ladder } = body;
  const cachedSince = ladder.cached_since ? new Date(ladder.cached_since) : null;
  return {
    total: ladder.total,
    cachedSince: cachedSince && !Number.isNaN(cachedSince.getTime()) ? cachedSince : null,
    entries: ladder.entries.map((entry) => ({
      rank: entry.rank,
      characterId: entry.character.id,
      characterName: entry.character.name,
      level: entry.character.level,
      class: entry.character.class,
      experience: entry.character.experience ?? null,
      delveDepth: entry.character.depth?.default ?? null,
      delveSoloDepth: entry.character.depth?.solo ?? null,
      dead: entry.dead === true,
      public: entry.public === true,
      retired: entry.retired === true,
      accountName: entry.account?.name ?? null,
      twitchName: entry.account?.twitch?.name ?? null,
    })),
  };
}

export type PublicStashChange = {
  id: string;
  /** false: the tab went private or was removed; name, account and league are then null and items empty. */
  public: boolean;
  accountName: string | null;
  stash: string | null;
  stashType: string;
  league: string | null;
  /** A full snapshot of the tab's items, raw. */
  items: unknown[];
};

export type PublicStashPage = {
  /** The id this page was asked for (null: the start of the river). */
  changeId: string | null;
  nextChangeId: string;
  /** The `X-Next-Change-Id` header, when sent; indexers may read it before the body. */
  headerNextChangeId: string | null;
  stashes: PublicStashChange[];
  /** Caught up: the river answered with the same id and nothing in it. Ask again later. */
  tip: boolean;
};

export function toPublicStashPage(
  body: PoePublicStashResponse,
  changeId: string | null,
  headerNextChangeId: string | null,
): PublicStashPage {
  const stashes = latestSnapshots(
    body.stashes.map((stash) => ({
      id: stash.id,
      public: stash.public,
      accountName: stash.accountName ?? null,
      stash: stash.stash ?? null,
      stashType: stash.stashType,
      league: stash.league ?? null,
      items: stash.items,
    })),
  );
  return {
    changeId,
    nextChangeId: body.next_change_id,
    headerNextChangeId,
    stashes,
    tip: stashes.length === 0 && body.next_change_id === changeId,
  };
}

/**
 * A page can hold the same tab twice; each entry is a full snapshot and the later one wins (docs/external-services.md §4 item 7).
 * Keeps the river's order of the surviving snapshots.
 */
function latestSnapshots(stashes: PublicStashChange[]): PublicStashChange[] {
  const last = new Map<string, number>();
  stashes.forEach((stash, index) => last.set(stash.id, index));
  return stashes.filter((stash, index) => last.get(stash.id) === index);
}

export type GuildStashTabSummary = {
  id: string;
  parentId: string | null;
  name: string;
  type: string;
  index: number | null;
  folder: boolean;
  colour: string | null;
  children: GuildStashTabSummary[];
};

export type GuildStashTab = GuildStashTabSummary & {
  /** Raw items; a folder has none. */
  items: unknown[];
};

export function toGuildStashTabSummary(body: PoeStashTabBody): GuildStashTabSummary {
  return {
    id: body.id,
    parentId: body.parent ?? null,
    name: body.name,
    type: body.type,
    index: body.index ?? null,
    folder: body.folder === true || body.metadata?.folder === true || body.type === 'Folder',
    colour: body.metadata?.colour ?? null,
    children: (body.children ?? []).map(toGuildStashTabSummary),
  };
}

export function toGuildStashTab(body: PoeStashTabBody): GuildStashTab {
  return { ...toGuildStashTabSummary(body), items: body.items ?? [] };
}
