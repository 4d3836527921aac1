/**
 * The league ladder: FetchCharacterData replaces the event's with the provider's on each poll (copying
 * participants' delve depth onto their characters); the API reads it with each entry's participant, team,
 * tracked character and latest stats.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { LadderEntry } from '@app/shared';
import type { Db, Queryable } from '../../db/database';
import { characters, characterStats, ladderEntries, linkedAccounts, teamMembers } from '../../db/schema';
import { groupBy } from '../../lib/collections';
import { presentCharacter, presentStats } from './characters.service';

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

/** The first `limit` entries of a ladder read (already by rank), or all of them without a limit. */
export function headOf(entries: readonly LadderEntry[], limit: number | undefined): LadderEntry[] {
  return entries.slice(0, limit ?? entries.length);
}
