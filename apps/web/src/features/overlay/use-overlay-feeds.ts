import type { ScoreDiff, TeamTotals } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { applyScoreDiffs, type LatestScores } from '~/lib/scoreboard/score-cache';
import {
  openScoreSocket,
  openTeamTotalsSocket,
  scoreSocketUrl,
  teamTotalsSocketUrl,
  type SocketStatus,
} from '~/lib/scoreboard/score-socket';
import { overlayLatestScoresQueryKey } from './api/overlay-reads';

/**
 * The event's team totals from the totals feed: it sends them on every (re)connection and after every change, so
 * nothing is read besides it. The socket closes when the overlay goes away or follows another event.
 */
export function useTeamTotals(eventId: number): { totals: TeamTotals | null; status: SocketStatus } {
  // Totals remembered with the event they belong to, so another event's never show while the new feed connects.
  const [received, setReceived] = useState<{ eventId: number; totals: TeamTotals } | null>(null);
  const [status, setStatus] = useState<SocketStatus>('closed');
  useEffect(() => {
    const socket = openTeamTotalsSocket({
      url: teamTotalsSocketUrl(eventId, window.location),
      onTotals: (totals) => setReceived({ eventId, totals }),
      onStatus: setStatus,
    });
    return () => socket.close('leave');
  }, [eventId]);
  return { totals: received?.eventId === eventId ? received.totals : null, status };
}

/**
 * Keeps the overlay's copy of the latest scores live from the anonymous score feed (hidden progress filtered as for
 * any visitor) and hands every batch of changes to `onDiffs` (the ticker). After a reconnection the scores are read
 * again, since changes made while disconnected never arrive as diffs.
 */
export function useOverlayScoreFeed(eventId: number, onDiffs?: (diffs: readonly ScoreDiff[]) => void): SocketStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SocketStatus>('closed');
  const latestOnDiffs = useRef(onDiffs);
  useEffect(() => {
    latestOnDiffs.current = onDiffs;
  }, [onDiffs]);
  useEffect(() => {
    const key = overlayLatestScoresQueryKey(eventId);
    const connectStarted = Date.now();
    let connections = 0;
    const socket = openScoreSocket({
      url: scoreSocketUrl(eventId, null, window.location),
      onStatus: setStatus,
      onOpen: () => {
        connections += 1;
        // Scores read before this connection (or any reconnection) may have missed changes: read them again.
        const state = queryClient.getQueryState(key);
        if (state?.data !== undefined && (connections > 1 || state.dataUpdatedAt < connectStarted)) {
          void queryClient.invalidateQueries({ queryKey: key, exact: true });
        }
      },
      onDiffs: (diffs) => {
        if (diffs.length === 0) return;
        queryClient.setQueryData<LatestScores>(key, (current) => applyScoreDiffs(current, diffs));
        latestOnDiffs.current?.(diffs);
      },
    });
    return () => socket.close('leave');
  }, [eventId, queryClient]);
  return status;
}
