import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, type EndpointAnswer } from '~/lib/api';
import type { EventKey } from '~/lib/query-keys';
import { toLatestScores } from '~/lib/scoreboard/score-cache';

/** The overlay reads an event's public data with no token, so they answer what any anonymous visitor sees. */
type AnonymousRead = 'getEvent' | 'getObjectives' | 'getLatestScores';

/**
 * A read as an anonymous visitor: an overlay shows what the stream's audience may see (hidden progress of every team
 * stays hidden), even when it is previewed in a signed-in organiser's browser.
 */
export function readAnonymously<N extends AnonymousRead>(
  name: N,
  eventId: EventKey,
  signal?: AbortSignal,
): Promise<EndpointAnswer<N>> {
  // Each of these endpoints takes only the event in its path; TypeScript cannot see that through the generic N.
  const read = callEndpoint as unknown as (
    endpoint: N,
    input: { params: { event_id: EventKey }; signal?: AbortSignal; anonymous: true },
  ) => Promise<EndpointAnswer<N>>;
  return read(name, { params: { event_id: eventId }, signal, anonymous: true });
}

/** The overlay's own cache entries: never shared with the signed-in pages' per-viewer entries. */
export const overlayQueryKey = (eventId: EventKey, part: string) => ['overlay', eventId, part] as const;

/** Settled reads: an overlay runs for hours, and the live feeds (not re-reads) keep it current. */
const QUIET = { staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false } as const;

/**
 * How often an overlay on the current event asks which event that is, so a source left open in OBS for days moves to
 * the next event when an organiser makes it current (and picks up renamed teams), without a reload.
 */
export const CURRENT_EVENT_RECHECK_MS = 60_000;

export function overlayEventQueryOptions(eventId: EventKey) {
  return queryOptions({
    ...QUIET,
    refetchInterval: eventId === 'current' ? CURRENT_EVENT_RECHECK_MS : false,
    queryKey: overlayQueryKey(eventId, 'event'),
    queryFn: ({ signal }) => readAnonymously('getEvent', eventId, signal),
  });
}

export function useOverlayEvent(eventId: EventKey) {
  return useQuery(overlayEventQueryOptions(eventId));
}

export function overlayObjectivesQueryOptions(eventId: EventKey) {
  return queryOptions({
    ...QUIET,
    // Objectives change rarely during an event; an hour-old tree only misses a newly added objective's name.
    staleTime: 60 * 60_000,
    queryKey: overlayQueryKey(eventId, 'objectives'),
    queryFn: ({ signal }) => readAnonymously('getObjectives', eventId, signal),
  });
}

export function useOverlayObjectives(eventId: EventKey) {
  return useQuery(overlayObjectivesQueryOptions(eventId));
}

export const overlayLatestScoresQueryKey = (eventId: EventKey) => overlayQueryKey(eventId, 'latest-scores');

export function overlayLatestScoresQueryOptions(eventId: EventKey) {
  return queryOptions({
    ...QUIET,
    queryKey: overlayLatestScoresQueryKey(eventId),
    queryFn: async ({ signal }) => toLatestScores(await readAnonymously('getLatestScores', eventId, signal)),
  });
}

export function useOverlayLatestScores(eventId: EventKey) {
  return useQuery(overlayLatestScoresQueryOptions(eventId));
}
