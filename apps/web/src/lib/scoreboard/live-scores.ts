import type { QueryClient } from '@tanstack/react-query';
import type { EventKey } from '~/lib/query-keys';
import { latestScoresQueryKey, scoreHistoryQueryKey } from '../query-keys';
import { applyScoreDiffs, type LatestScores } from './score-cache';
import {
  EVENT_CHANGE_REASON,
  openScoreSocket,
  scoreSocketUrl,
  type CreateSocket,
  type ScoreSocket,
  type SocketStatus,
} from './score-socket';

export type LiveScoresSnapshot = {
  status: SocketStatus;
  /** When scores last changed through the socket or were last loaded (ms), or null before either. */
  lastUpdate: number | null;
};

export type LiveScoresTarget = { eventId: number; key: EventKey; token: string | null };

export type LiveScores = {
  /** Follows an event: opens its socket, closing the previous one with 1000 'eventChange' when the event changed. */
  follow: (target: LiveScoresTarget) => void;
  /** Leaves: closes the socket without reconnecting. */
  stop: () => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => LiveScoresSnapshot;
};

export type LiveScoresOptions = {
  queryClient: QueryClient;
  createSocket?: CreateSocket;
  location?: Pick<Location, 'protocol' | 'host'>;
  now?: () => number;
  reconnectDelayMs?: number;
  log?: (message: string) => void;
};

/**
 * Keeps one live score connection for the event being viewed (docs/domain.md §4) and patches the app's query cache — the
 * same entries the pages read — with every diff, so changes show without a reload (the reference wrote into a
 * private QueryClient, docs/reference-tracker.md §1.6). The progress chart's history is marked stale on each change.
 */
export function createLiveScores(options: LiveScoresOptions): LiveScores {
  const {
    queryClient,
    createSocket,
    location = window.location,
    now = () => Date.now(),
    reconnectDelayMs,
    log,
  } = options;
  const listeners = new Set<() => void>();
  let snapshot: LiveScoresSnapshot = { status: 'closed', lastUpdate: null };
  let socket: ScoreSocket | null = null;
  let target: LiveScoresTarget | null = null;

  const set = (next: Partial<LiveScoresSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of [...listeners]) listener();
  };

  function open(next: LiveScoresTarget) {
    const { eventId, key, token } = next;
    const connectStarted = now();
    socket = openScoreSocket({
      url: scoreSocketUrl(eventId, token, location),
      createSocket,
      reconnectDelayMs,
      log,
      onStatus: (status) => {
        if (target === next) set({ status });
      },
      onOpen: () => {
        // Changes made while we were not connected never arrive as diffs: reload what is older than this connection.
        const state = queryClient.getQueryState(latestScoresQueryKey(key));
        if (state?.data !== undefined && state.dataUpdatedAt < connectStarted) {
          void queryClient.invalidateQueries({ queryKey: latestScoresQueryKey(key), exact: true });
        }
      },
      onDiffs: (diffs) => {
        if (target !== next || diffs.length === 0) return;
        const latestKey = latestScoresQueryKey(key);
        if (queryClient.getQueryData(latestKey) === undefined) {
          void queryClient.invalidateQueries({ queryKey: latestKey, exact: true });
        } else {
          queryClient.setQueryData<LatestScores>(latestKey, (current) => applyScoreDiffs(current, diffs));
        }
        void queryClient.invalidateQueries({ queryKey: scoreHistoryQueryKey(key), exact: true });
        set({ lastUpdate: now() });
      },
    });
  }

  return {
    follow(next) {
      if (
        target &&
        socket &&
        target.eventId === next.eventId &&
        target.token === next.token &&
        target.key === next.key
      ) {
        return;
      }
      const previous = target;
      const previousSocket = socket;
      target = next;
      socket = null;
      previousSocket?.close(previous && previous.eventId !== next.eventId ? EVENT_CHANGE_REASON : 'reconnect');
      const loadedAt = queryClient.getQueryState(latestScoresQueryKey(next.key))?.dataUpdatedAt;
      snapshot = { status: 'connecting', lastUpdate: loadedAt ? loadedAt : null };
      open(next);
    },
    stop() {
      const current = socket;
      socket = null;
      target = null;
      current?.close('leave');
      set({ status: 'closed' });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}
