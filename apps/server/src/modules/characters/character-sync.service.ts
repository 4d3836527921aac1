/**
 * What FetchCharacterData and the build queue write about characters: the player's character for the event,
 * its stats history and its calculated builds, and which players may be polled at all. The job
 * (worker/fetch-character-data.job.ts) polls the provider; this module writes what it learnt.
 */
import { and, asc, desc, eq, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/database';
import { characterPobs, characters, characterStats, linkedAccounts, teamMembers } from '../../db/schema';
import { READ_SCOPES } from '../../lib/read-cache';
import type { DecodedExport } from '../../providers/pob/pob-export';
import { notifyContentChanged } from '../../db/signals';
import type { CharacterRecord } from './character-record';

type StatsRow = typeof characterStats.$inferSelect;

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
 * Keeps the player's character for the event (docs/domain.md §3: only the highest level one): a different character
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

/**
 * Whether the character's build should be calculated now: its equipment differs from the last stored build's
 * and no calculation was asked for within `gapMs` (the `BuildRecalculation` pause an admin tunes). Marks the request in the same statement, so two
 * callers never both get true. A calculation that fails leaves the old fingerprint, so it is asked again
 * after the gap.
 */
export async function claimBuildCalculation(
  db: Queryable,
  characterId: string,
  equipmentHash: string,
  now: Date,
  gapMs: number,
): Promise<boolean> {
  const claimed = await db
    .update(characters)
    .set({ buildRequestedAt: now })
    .where(
      and(
        eq(characters.id, characterId),
        or(isNull(characters.buildEquipmentHash), ne(characters.buildEquipmentHash, equipmentHash)),
        or(isNull(characters.buildRequestedAt), lte(characters.buildRequestedAt, new Date(now.getTime() - gapMs))),
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
