/**
 * Player numbers (docs/domain.md §3 (number fields)) from what we know about a player's character, and the evidence
 * rows they produce: a PLAYER objective gets a row when that player's number changes; a TEAM objective gets a
 * row when the sum over the team's members changes (a team figure, so no user).
 */
import { PLAYER_NUMBER_FIELDS, type NumberField, type PlayerNumberField } from '@app/shared';
import { personalObjectivePoints } from '@app/scoring';

export type PlayerState = {
  level: number;
  ascendancyPoints: number;
  atlasNodeCount: number;
  pantheon: boolean;
  /** Solo delve depth (from the ladder). */
  delveDepth: number;
};

/** Delve depth below which DELVE_DEPTH_PAST_100 counts nothing (docs/domain.md §9). */
const DELVE_DEPTH_BASELINE = 100;

export function isPlayerNumberField(field: NumberField): field is PlayerNumberField {
  return (PLAYER_NUMBER_FIELDS as readonly string[]).includes(field);
}

export function playerNumbers(state: PlayerState): Record<PlayerNumberField, number> {
  return {
    PLAYER_LEVEL: state.level,
    DELVE_DEPTH: state.delveDepth,
    DELVE_DEPTH_PAST_100: Math.max(0, state.delveDepth - DELVE_DEPTH_BASELINE),
    PANTHEON: state.pantheon ? 1 : 0,
    ASCENDANCY: state.ascendancyPoints,
    PLAYER_SCORE: personalObjectivePoints({
      level: state.level,
      ascendancy_points: state.ascendancyPoints,
      atlas_node_count: state.atlasNodeCount,
    }),
  };
}

export type PlayerObjective = { id: number; objectiveType: 'PLAYER' | 'TEAM'; numberField: PlayerNumberField };
export type Player = { userId: number; teamId: number; state: PlayerState };
export type PlayerEvidence = {
  objectiveId: number;
  teamId: number;
  userId: number | null;
  number: number;
  key: string;
};

/** Key of the last number recorded for an objective and a player (PLAYER) or a team (TEAM). */
export const playerKey = (objectiveId: number, userId: number) => `${objectiveId}:u${userId}`;
export const teamKey = (objectiveId: number, teamId: number) => `${objectiveId}:t${teamId}`;

/**
 * Evidence for every number that differs from the last one recorded (`lastRecorded`, by key). A number never
 * seen before is recorded unless it is 0 (nothing achieved yet is the default).
 */
export function playerEvidence(
  objectives: readonly PlayerObjective[],
  players: readonly Player[],
  lastRecorded: ReadonlyMap<string, number>,
): PlayerEvidence[] {
  const rows: PlayerEvidence[] = [];
  const numbers = players.map((player) => ({ player, numbers: playerNumbers(player.state) }));
  const record = (objectiveId: number, teamId: number, userId: number | null, number: number, key: string) => {
    const previous = lastRecorded.get(key);
    if (previous === number || (previous === undefined && number === 0)) return;
    rows.push({ objectiveId, teamId, userId, number, key });
  };
  for (const objective of objectives) {
    if (objective.objectiveType === 'PLAYER') {
      for (const { player, numbers: values } of numbers) {
        record(
          objective.id,
          player.teamId,
          player.userId,
          values[objective.numberField],
          playerKey(objective.id, player.userId),
        );
      }
      continue;
    }
    const sums = new Map<number, number>();
    for (const { player, numbers: values } of numbers)
      sums.set(player.teamId, (sums.get(player.teamId) ?? 0) + values[objective.numberField]);
    for (const [teamId, sum] of sums) record(objective.id, teamId, null, sum, teamKey(objective.id, teamId));
  }
  return rows;
}
