import type { ConditionInput, DryRunTeam } from '@app/shared';
import { callEndpoint } from '~/lib/api';
import { useCursorWalk } from './cursor-walk';

/** Teams by id, each with its earliest sighting and the most one snapshot held, across every batch read. */
export type DryRunTeams = ReadonlyMap<number, DryRunTeam>;

/** A batch's teams folded into what the earlier batches found. */
export function mergeDryRunTeams(teams: DryRunTeams, batch: readonly DryRunTeam[]): DryRunTeams {
  const merged = new Map(teams);
  for (const team of batch) {
    const seen = merged.get(team.team_id);
    merged.set(
      team.team_id,
      seen
        ? {
            ...team,
            first_seen: seen.first_seen < team.first_seen ? seen.first_seen : team.first_seen,
            most: Math.max(seen.most, team.most),
          }
        : team,
    );
  }
  return merged;
}

/** Runs draft conditions against an earlier event's stored snapshots, batch by batch (dryRunObjective). */
export function useDryRun(eventId: number, sourceEventId: number | null, conditions: readonly ConditionInput[]) {
  return useCursorWalk(
    (after, signal) =>
      callEndpoint('dryRunObjective', {
        params: { event_id: eventId },
        body: { source_event_id: sourceEventId ?? 0, conditions: [...conditions], after },
        signal,
      }),
    (teams: DryRunTeams, batch) => mergeDryRunTeams(teams, batch.teams),
    new Map(),
  );
}
