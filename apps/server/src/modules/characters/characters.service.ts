/**
 * Reading characters for the API: an event's and a user's characters, a character's build exports and stats
 * history, as the pages show them. The worker writes them (character-sync.service.ts); the ladder
 * (ladder.service.ts) presents its characters and stats with the presenters here.
 */
import { createHash } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { CharacterStats, CharacterSummary, PobBuildStats, PobExport } from '@app/shared';
import type { Queryable } from '../../db/database';
import { characterPobs, characters, characterStats, events } from '../../db/schema';
import type { Viewer } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { decodeExportBytes, exportString, PobExportError } from '../../providers/pob/pob-export';
import { eventVisibleTo } from '../events/events.service';

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

export function presentStats(row: StatsRow): CharacterStats {
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
      spirit: stats.spirit,
    };
  } catch (error) {
    if (error instanceof PobExportError) return null;
    throw error;
  }
}
