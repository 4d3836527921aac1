/**
 * Characters, their stats history, the league ladder and the player/team evidence they produce. The job
 * (worker/fetch-character-data.job.ts) polls the provider; this module writes what it learnt.
 */
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import type { CharacterStats, CharacterSummary, LadderEntry, PobBuildStats, PobExport } from '@app/shared';
import type { Db, Queryable } from '../../db/database';
import {
  characterPobs,
  characters,
  characterStats,
  events,
  ladderEntries,
  linkedAccounts,
  objectiveMatches,
  objectives,
  teamMembers,
} from '../../db/schema';
import type { Viewer } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { groupBy } from '../../lib/collections';
import { READ_SCOPES } from '../../lib/read-cache';
import { decodeExportBytes, exportString, PobExportError, type DecodedExport } from '../../providers/pob/pob-export';
import { eventVisibleTo } from '../events/events.service';
import { notifyContentChanged } from '../../db/signals';
import type { CharacterRecord } from './character-record';
import { isPlayerNumberField, playerEvidence, playerKey, teamKey, type PlayerObjective } from './player-numbers';

type CharacterRow = typeof characters.$inferSelect;
type StatsRow = typeof characterStats.$inferSelect;

export function presentCharacter(row: CharacterRow): CharacterSummary {
  return {
    id: row.id,
    user_id: row.userId,
    event_id: row.eventId,
    name: row.name,
    level: row.level,
    experience: row.experience,
    character_class: row.characterClass,
    ascendancy: row.ascendancy,
    ascendancy_points: row.ascendancyPoints,
    main_skill: row.mainSkill,
    pantheon: row.pantheon,
    atlas_node_count: row.atlasNodeCount,
    delve_depth: row.delveDepth,
    timestamp: row.updatedAt.toISOString(),
  };
}

function presentStats(row: StatsRow): CharacterStats {
  return {
    timestamp: row.timestamp.toISOString(),
    level: row.level,
    experience: row.experience,
    dps: row.dps,
    ehp: row.ehp,
    phys_max_hit: row.physMaxHit,
    ele_max_hit: row.eleMaxHit,
    hp: row.hp,
    mana: row.mana,
    es: row.es,
    armour: row.armour,
    evasion: row.evasion,
    movement_speed: row.movementSpeed,
  };
}

/** The stats a build calculation gives, as stored: a level-up carries the latest ones forward. */
type BuildStats = Pick<
  StatsRow,
  'dps' | 'ehp' | 'physMaxHit' | 'eleMaxHit' | 'hp' | 'mana' | 'es' | 'armour' | 'evasion' | 'movementSpeed'
>;

function buildStatsOf(row: StatsRow): BuildStats {
  const { dps, ehp, physMaxHit, eleMaxHit, hp, mana, es, armour, evasion, movementSpeed } = row;
  return { dps, ehp, physMaxHit, eleMaxHit, hp, mana, es, armour, evasion, movementSpeed };
}

async function latestStats(db: Queryable, characterId: string): Promise<StatsRow | undefined> {
  const [row] = await db
    .select()
    .from(characterStats)
    .where(eq(characterStats.characterId, characterId))
    .orderBy(desc(characterStats.timestamp), desc(characterStats.id))
    .limit(1);
  return row;
}

/** Players of the event with a linked game account we may poll with. */
export async function listPollablePlayers(db: Queryable, eventId: number) {
  return db
    .select({ userId: teamMembers.userId, teamId: teamMembers.teamId, account: linkedAccounts })
    .from(teamMembers)
    .innerJoin(linkedAccounts, and(eq(linkedAccounts.userId, teamMembers.userId), eq(linkedAccounts.provider, 'poe')))
    .where(
      and(
        eq(teamMembers.eventId, eventId),
        eq(linkedAccounts.needsReconnect, false),
        isNotNull(linkedAccounts.accessToken),
      ),
    )
    .orderBy(asc(teamMembers.userId));
}

/**
 * Keeps the player's character for the event (spec §3: only the highest level one): a different character
 * replaces the old one; progress adds a stats history point.
 */
export async function saveCharacter(
  db: Db,
  eventId: number,
  userId: number,
  record: CharacterRecord,
  atlasNodeCount: number | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(characters)
      .where(and(eq(characters.eventId, eventId), eq(characters.userId, userId)));
    if (existing && existing.id !== record.id) await tx.delete(characters).where(eq(characters.id, existing.id));
    const kept = existing?.id === record.id ? existing : undefined;
    const values = {
      eventId,
      userId,
      name: record.name,
      level: record.level,
      experience: record.experience,
      characterClass: record.characterClass,
      ascendancy: record.ascendancy,
      ascendancyPoints: record.ascendancyPoints,
      mainSkill: record.mainSkill,
      pantheon: record.pantheon,
      atlasNodeCount: atlasNodeCount ?? kept?.atlasNodeCount ?? 0,
      updatedAt: now,
    };
    await tx
      .insert(characters)
      .values({ id: record.id, ...values })
      .onConflictDoUpdate({ target: characters.id, set: values });
    if (!kept || kept.level !== record.level || kept.experience !== record.experience) {
      const latest = kept ? await latestStats(tx, record.id) : undefined;
      await tx.insert(characterStats).values({
        characterId: record.id,
        timestamp: now,
        level: record.level,
        experience: record.experience,
        ...(latest ? buildStatsOf(latest) : {}),
      });
    }
  });
}

/** Path of Building is asked again for a character at most this often (backend reference §5.4: 3 minutes). */
export const BUILD_RECALCULATION_GAP_MS = 3 * 60_000;

/**
 * Whether the character's build should be calculated now: its equipment differs from the last stored build's
 * and no calculation was asked for in the last few minutes. Marks the request in the same statement, so two
 * callers never both get true. A calculation that fails leaves the old fingerprint, so it is asked again
 * after the gap.
 */
export async function claimBuildCalculation(
  db: Queryable,
  characterId: string,
  equipmentHash: string,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .update(characters)
    .set({ buildRequestedAt: now })
    .where(
      and(
        eq(characters.id, characterId),
        or(isNull(characters.buildEquipmentHash), ne(characters.buildEquipmentHash, equipmentHash)),
        or(
          isNull(characters.buildRequestedAt),
          lte(characters.buildRequestedAt, new Date(now.getTime() - BUILD_RECALCULATION_GAP_MS)),
        ),
      ),
    )
    .returning({ id: characters.id });
  return claimed.length > 0;
}

/**
 * Stores a calculated build: its export (when it differs from the last one) and its stats as a new history
 * point at the character's current level (when any differs). False when the character is no longer tracked.
 */
export async function saveCharacterBuild(
  db: Db,
  characterId: string,
  equipmentHash: string,
  decoded: DecodedExport,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [character] = await tx.select().from(characters).where(eq(characters.id, characterId));
    if (!character) return false;
    await tx.update(characters).set({ buildEquipmentHash: equipmentHash }).where(eq(characters.id, characterId));

    const [lastExport] = await tx
      .select({ export: characterPobs.export })
      .from(characterPobs)
      .where(eq(characterPobs.characterId, characterId))
      .orderBy(desc(characterPobs.timestamp), desc(characterPobs.id))
      .limit(1);
    if (!lastExport || !Buffer.from(lastExport.export).equals(decoded.bytes)) {
      await tx.insert(characterPobs).values({
        characterId,
        export: decoded.bytes,
        level: decoded.build.level,
        ascendancy: decoded.build.ascendancy || character.ascendancy,
        mainSkill: decoded.build.mainSkill || character.mainSkill,
        timestamp: now,
      });
    }

    const { stats } = decoded;
    const values: BuildStats = {
      dps: stats.dps,
      ehp: stats.ehp,
      physMaxHit: stats.maxHit.physical,
      eleMaxHit: stats.elementalMaxHit,
      hp: stats.life,
      mana: stats.mana,
      es: stats.energyShield,
      armour: stats.armour,
      evasion: stats.evasion,
      movementSpeed: stats.movementSpeed,
    };
    const latest = await latestStats(tx, characterId);
    const unchanged =
      latest !== undefined &&
      latest.level === character.level &&
      latest.experience === character.experience &&
      Object.entries(values).every(([key, value]) => buildStatsOf(latest)[key as keyof BuildStats] === value);
    if (!unchanged) {
      await tx
        .insert(characterStats)
        .values({ characterId, timestamp: now, level: character.level, experience: character.experience, ...values });
      // The ladder shows a character's latest stats; its readers hear of new ones once this commits.
      await notifyContentChanged(tx, READ_SCOPES.ladder(character.eventId));
    }
    return true;
  });
}

export type LadderRow = {
  rank: number;
  characterId: string;
  characterName: string;
  class: string;
  level: number;
  experience: number | null;
  delveSoloDepth: number | null;
  accountName: string | null;
  twitchName: string | null;
};

/** Replaces the event's ladder in one transaction and copies participants' delve depth onto their characters. */
export async function replaceLadder(
  db: Db,
  eventId: number,
  entries: readonly LadderRow[],
  now: Date,
): Promise<number> {
  const accounts = await db
    .select({ userId: linkedAccounts.userId, accountName: linkedAccounts.accountName })
    .from(linkedAccounts)
    .innerJoin(teamMembers, and(eq(teamMembers.userId, linkedAccounts.userId), eq(teamMembers.eventId, eventId)))
    .where(eq(linkedAccounts.provider, 'poe'));
  const userOf = new Map(accounts.map((a) => [a.accountName.toLowerCase(), a.userId]));
  await db.transaction(async (tx) => {
    await tx.delete(ladderEntries).where(eq(ladderEntries.eventId, eventId));
    const rows = entries.map((entry) => ({
      eventId,
      rank: entry.rank,
      accountName: entry.accountName ?? '',
      characterId: entry.characterId,
      characterName: entry.characterName,
      characterClass: entry.class,
      level: entry.level,
      experience: entry.experience ?? 0,
      delveDepth: entry.delveSoloDepth,
      userId: entry.accountName ? (userOf.get(entry.accountName.toLowerCase()) ?? null) : null,
      twitchAccount: entry.twitchName,
      updatedAt: now,
    }));
    for (let i = 0; i < rows.length; i += 1000)
      await tx
        .insert(ladderEntries)
        .values(rows.slice(i, i + 1000))
        .onConflictDoNothing();
    for (const row of rows) {
      if (row.userId === null || row.delveDepth === null) continue;
      await tx
        .update(characters)
        .set({ delveDepth: row.delveDepth })
        .where(and(eq(characters.id, row.characterId), eq(characters.userId, row.userId)));
    }
  });
  return entries.length;
}

/** Evidence of player numbers that changed since they were last recorded (PLAYER and TEAM objectives). */
export async function recordPlayerEvidence(db: Db, eventId: number, now: Date): Promise<number> {
  const objectiveRows = await db
    .select({ id: objectives.id, objectiveType: objectives.objectiveType, numberField: objectives.numberField })
    .from(objectives)
    .where(and(eq(objectives.eventId, eventId), inArray(objectives.objectiveType, ['PLAYER', 'TEAM'])));
  const playerObjectives: PlayerObjective[] = objectiveRows.flatMap((row) =>
    (row.objectiveType === 'PLAYER' || row.objectiveType === 'TEAM') && isPlayerNumberField(row.numberField)
      ? [{ id: row.id, objectiveType: row.objectiveType, numberField: row.numberField }]
      : [],
  );
  if (playerObjectives.length === 0) return 0;

  const players = await db
    .select({ userId: teamMembers.userId, teamId: teamMembers.teamId, character: characters })
    .from(teamMembers)
    .leftJoin(characters, and(eq(characters.eventId, teamMembers.eventId), eq(characters.userId, teamMembers.userId)))
    .where(eq(teamMembers.eventId, eventId));
  const withState = players.flatMap(({ userId, teamId, character }) =>
    character
      ? [
          {
            userId,
            teamId,
            state: {
              level: character.level,
              ascendancyPoints: character.ascendancyPoints,
              atlasNodeCount: character.atlasNodeCount,
              pantheon: character.pantheon,
              delveDepth: character.delveDepth,
            },
          },
        ]
      : [],
  );

  const ids = playerObjectives.map((o) => o.id);
  const [perPlayer, perTeam] = await Promise.all([
    db
      .selectDistinctOn([objectiveMatches.objectiveId, objectiveMatches.userId], {
        objectiveId: objectiveMatches.objectiveId,
        userId: objectiveMatches.userId,
        number: objectiveMatches.number,
      })
      .from(objectiveMatches)
      .where(
        and(
          inArray(objectiveMatches.objectiveId, ids),
          eq(objectiveMatches.source, 'character'),
          isNotNull(objectiveMatches.userId),
        ),
      )
      .orderBy(
        objectiveMatches.objectiveId,
        objectiveMatches.userId,
        desc(objectiveMatches.timestamp),
        desc(objectiveMatches.id),
      ),
    db
      .selectDistinctOn([objectiveMatches.objectiveId, objectiveMatches.teamId], {
        objectiveId: objectiveMatches.objectiveId,
        teamId: objectiveMatches.teamId,
        number: objectiveMatches.number,
      })
      .from(objectiveMatches)
      .where(
        and(
          inArray(objectiveMatches.objectiveId, ids),
          eq(objectiveMatches.source, 'character'),
          isNull(objectiveMatches.userId),
        ),
      )
      .orderBy(
        objectiveMatches.objectiveId,
        objectiveMatches.teamId,
        desc(objectiveMatches.timestamp),
        desc(objectiveMatches.id),
      ),
  ]);
  const recorded = new Map<string, number>([
    ...perPlayer.map((row) => [playerKey(row.objectiveId, row.userId ?? 0), row.number] as const),
    ...perTeam.map((row) => [teamKey(row.objectiveId, row.teamId), row.number] as const),
  ]);
  const rows = playerEvidence(playerObjectives, withState, recorded).map((row) => ({
    eventId,
    objectiveId: row.objectiveId,
    teamId: row.teamId,
    userId: row.userId,
    number: row.number,
    timestamp: now,
    source: 'character' as const,
    sourceKey: `${row.key}@${now.getTime()}`,
  }));
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insert(objectiveMatches)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
  return rows.length;
}

// ── Reads ─────────────────────────────────────────────────────────────────────────────────────────

export async function listEventCharacters(db: Queryable, eventId: number): Promise<CharacterSummary[]> {
  const rows = await db
    .select()
    .from(characters)
    .where(eq(characters.eventId, eventId))
    .orderBy(desc(characters.level), asc(characters.name));
  return rows.map(presentCharacter);
}

/** A user's characters in the events the viewer may see, newest event first. */
export async function listUserCharacters(
  db: Queryable,
  userId: number,
  viewer: Viewer | null,
): Promise<CharacterSummary[]> {
  const rows = await db
    .select({ character: characters })
    .from(characters)
    .innerJoin(events, eq(events.id, characters.eventId))
    .where(and(eq(characters.userId, userId), eventVisibleTo(viewer)))
    .orderBy(desc(characters.eventId));
  return rows.map((row) => presentCharacter(row.character));
}

/** A character of the user in an event the viewer may see; not found otherwise (a private event does not exist to strangers). */
async function requireUserCharacter(
  db: Queryable,
  userId: number,
  characterId: string,
  viewer: Viewer | null,
): Promise<void> {
  const [character] = await db
    .select({ id: characters.id })
    .from(characters)
    .innerJoin(events, eq(events.id, characters.eventId))
    .where(and(eq(characters.id, characterId), eq(characters.userId, userId), eventVisibleTo(viewer)));
  if (!character) throw notFound('Character');
}

/** A user's character's build exports, oldest first. */
export async function listCharacterPobs(
  db: Queryable,
  userId: number,
  characterId: string,
  viewer: Viewer | null,
): Promise<PobExport[]> {
  await requireUserCharacter(db, userId, characterId, viewer);
  const rows = await db
    .select()
    .from(characterPobs)
    .where(eq(characterPobs.characterId, characterId))
    .orderBy(asc(characterPobs.timestamp), asc(characterPobs.id));
  return rows.map((row) => ({
    export_string: exportString(row.export),
    stats: exportStatsOf(row.export),
    level: row.level,
    ascendancy: row.ascendancy,
    main_skill: row.mainSkill,
    timestamp: row.timestamp.toISOString(),
  }));
}

/** A user's character's stats over time, oldest first. */
export async function getCharacterHistory(
  db: Queryable,
  userId: number,
  characterId: string,
  viewer: Viewer | null,
): Promise<CharacterStats[]> {
  await requireUserCharacter(db, userId, characterId, viewer);
  const rows = await db
    .select()
    .from(characterStats)
    .where(eq(characterStats.characterId, characterId))
    .orderBy(asc(characterStats.timestamp), asc(characterStats.id));
  return rows.map(presentStats);
}

/** The event's ladder with each entry's participant, team, tracked character and latest stats. */
export async function getLadder(db: Queryable, eventId: number): Promise<LadderEntry[]> {
  const [entries, members, eventCharacters] = await Promise.all([
    db.select().from(ladderEntries).where(eq(ladderEntries.eventId, eventId)).orderBy(asc(ladderEntries.rank)),
    db
      .select({ userId: teamMembers.userId, teamId: teamMembers.teamId })
      .from(teamMembers)
      .where(eq(teamMembers.eventId, eventId)),
    db.select().from(characters).where(eq(characters.eventId, eventId)),
  ]);
  const teamOf = new Map(members.map((m) => [m.userId, m.teamId]));
  const characterById = new Map(eventCharacters.map((c) => [c.id, c]));
  const latestStats = eventCharacters.length
    ? await db
        .selectDistinctOn([characterStats.characterId])
        .from(characterStats)
        .where(
          inArray(
            characterStats.characterId,
            eventCharacters.map((c) => c.id),
          ),
        )
        .orderBy(characterStats.characterId, desc(characterStats.timestamp), desc(characterStats.id))
    : [];
  const statsOf = groupBy(latestStats, (row) => row.characterId);
  return entries.map((entry) => {
    const character = entry.characterId ? characterById.get(entry.characterId) : undefined;
    const stats = entry.characterId ? statsOf.get(entry.characterId)?.[0] : undefined;
    return {
      rank: entry.rank,
      character_name: entry.characterName,
      account_name: entry.accountName,
      character_class: entry.characterClass,
      level: entry.level,
      experience: entry.experience,
      delve: entry.delveDepth,
      user_id: entry.userId,
      team_id: entry.userId === null ? null : (teamOf.get(entry.userId) ?? null),
      twitch_account: entry.twitchAccount,
      character: character ? presentCharacter(character) : null,
      stats: stats ? presentStats(stats) : null,
    };
  });
}

/**
 * What an export says, by a digest of its bytes: an export never changes, so each is inflated and parsed once
 * per process, not on every request of the public /pobs (a character's list grows by one export every few
 * minutes of gear changes). Keyed by content, not row id, so two databases in one process never mix.
 */
const exportStats = new Map<string, PobBuildStats | null>();
/** A few MB of stats: every export of a busy event's characters, and a bound for a long-running process. */
const EXPORT_STATS_KEPT = 20_000;

function exportStatsOf(stored: Uint8Array): PobBuildStats | null {
  const digest = createHash('sha256').update(stored).digest('base64');
  const known = exportStats.get(digest);
  if (known !== undefined) return known;
  const stats = readExportStats(stored);
  // Oldest first out: a Map iterates in insertion order.
  if (exportStats.size >= EXPORT_STATS_KEPT) exportStats.delete(exportStats.keys().next().value!);
  exportStats.set(digest, stats);
  return stats;
}

/** The stats a stored export holds, for the character page's build view; null when it cannot be read. */
function readExportStats(stored: Uint8Array): PobBuildStats | null {
  try {
    const { stats } = decodeExportBytes(stored);
    return {
      dps: stats.dps,
      ehp: stats.ehp,
      life: stats.life,
      energy_shield: stats.energyShield,
      mana: stats.mana,
      armour: stats.armour,
      evasion: stats.evasion,
      resistances: stats.resistances,
      max_hit: stats.maxHit,
      movement_speed: stats.movementSpeed,
    };
  } catch (error) {
    if (error instanceof PobExportError) return null;
    throw error;
  }
}
