import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { scoreEvidenceQueryKey, USER_SCOPED, type EventKey } from '~/lib/query-keys';

/**
 * The evidence behind one team's score on one objective (decision 036). What it shows depends on the viewer (hidden
 * progress of the own team, guild tabs), so it is dropped with the session.
 */
export function scoreEvidenceQueryOptions(eventId: EventKey, objectiveId: number, teamId: number) {
  return queryOptions({
    queryKey: scoreEvidenceQueryKey(eventId, objectiveId, teamId),
    queryFn: ({ signal }) =>
      callEndpoint('getScoreEvidence', {
        params: { event_id: eventId },
        query: { objective_id: objectiveId, team_id: teamId },
        signal,
      }),
    meta: USER_SCOPED,
  });
}

export function useScoreEvidence(eventId: EventKey, target: { objectiveId: number; teamId: number } | null) {
  return useQuery({
    ...scoreEvidenceQueryOptions(eventId, target?.objectiveId ?? 0, target?.teamId ?? 0),
    enabled: target !== null,
  });
}
