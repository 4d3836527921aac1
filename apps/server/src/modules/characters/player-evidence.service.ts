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
