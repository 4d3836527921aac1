import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { latestScoresQueryKey, USER_SCOPED, type EventKey } from '~/lib/query-keys';
import { toLatestScores } from './score-cache';

/** Every objective × team score that is not at its default. */
export async function getLatestScores(eventId: EventKey, signal?: AbortSignal) {
  const entries = await callEndpoint('getLatestScores', { params: { event_id: eventId }, signal });
  return toLatestScores(entries);
}

/** Kept fresh by the live socket (use-live-scores.ts); the slow poll only covers a socket that stays down. */
export const LATEST_SCORES_FALLBACK_POLL_MS = 5 * 60_000;

export function latestScoresQueryOptions(eventId: EventKey) {
  return queryOptions({
    queryKey: latestScoresQueryKey(eventId),
    queryFn: ({ signal }) => getLatestScores(eventId, signal),
    refetchInterval: LATEST_SCORES_FALLBACK_POLL_MS,
    // Hidden progress is included for the viewer's own team only.
    meta: USER_SCOPED,
  });
}

export function useLatestScores(eventId: EventKey) {
  return useQuery(latestScoresQueryOptions(eventId));
}
