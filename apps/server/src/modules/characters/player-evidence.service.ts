/**
 * The player/team evidence characters produce: after each FetchCharacterData poll, the player numbers of
 * PLAYER and TEAM objectives (player-numbers.ts) that changed since they were last recorded become objective
 * matches with source 'character'.
 */
import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { characters, objectiveMatches, objectives, teamMembers } from '../../db/schema';
import { isPlayerNumberField, playerEvidence, playerKey, teamKey, type PlayerObjective } from './player-numbers';

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
  const recorded = new Map<string, number>(
    (await Promise.all([lastRecorded(db, ids, 'player'), lastRecorded(db, ids, 'team')])).flat(),
  );
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

/**
 * The number each objective last recorded from characters, keyed as player-numbers.ts keys it: per player for
 * the rows of one user, per team for the team-wide rows (those without a user).
 */
async function lastRecorded(
  db: Db,
  objectiveIds: number[],
  per: 'player' | 'team',
): Promise<(readonly [string, number])[]> {
  const holder = per === 'player' ? objectiveMatches.userId : objectiveMatches.teamId;
  const rows = await db
    .selectDistinctOn([objectiveMatches.objectiveId, holder], {
      objectiveId: objectiveMatches.objectiveId,
      holderId: holder,
      number: objectiveMatches.number,
    })
    .from(objectiveMatches)
    .where(
      and(
        inArray(objectiveMatches.objectiveId, objectiveIds),
        eq(objectiveMatches.source, 'character'),
        per === 'player' ? isNotNull(objectiveMatches.userId) : isNull(objectiveMatches.userId),
      ),
    )
    .orderBy(objectiveMatches.objectiveId, holder, desc(objectiveMatches.timestamp), desc(objectiveMatches.id));
  const keyOf = per === 'player' ? playerKey : teamKey;
  return rows.map((row) => [keyOf(row.objectiveId, row.holderId ?? 0), row.number] as const);
}
