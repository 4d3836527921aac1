import type { ScoreDiff, TeamTotals } from '@app/shared';
import type * as ScoreMessages from './score-messages';
import type { z } from 'zod';
import { socketUrl } from '../api-url';

/** docs/domain.md §4/§9: any close other than our own event change reconnects after 10 s. */
export const RECONNECT_DELAY_MS = 10_000;
/** docs/domain.md §4: the close code and reason used when the viewer's event changes. */
export const NORMAL_CLOSURE = 1000;
export const EVENT_CHANGE_REASON = 'eventChange';

/** The part of the browser WebSocket this module uses, so tests can inject a fake. */
export type WebSocketLike = {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close: (code?: number, reason?: string) => void;
};

export type CreateSocket = (url: string) => WebSocketLike;

export type SocketStatus = 'connecting' | 'live' | 'reconnecting' | 'closed';

/** The live score socket of an event, with the sign-in token in its query when there is one. */
export function scoreSocketUrl(eventId: number, token: string | null, location: Pick<Location, 'protocol' | 'host'>) {
  return socketUrl('scoreDiffSocket', { event_id: eventId }, { token }, location);
}

type MessageChecks = typeof ScoreMessages;
let loadingChecks: Promise<MessageChecks> | undefined;
let loadedChecks: MessageChecks | undefined;

/** Loads the message checks once; the first socket to open asks for them (score-messages.ts says why). */
export function loadMessageChecks(): Promise<MessageChecks> {
  return (loadingChecks ??= import('./score-messages').then(
    (checks) => (loadedChecks = checks),
    (error: unknown) => {
      // Asked again next time: the network may be back.
      loadingChecks = undefined;
      throw error;
    },
  ));
}

export type ScoreSocketOptions = {
  url: string;
  onDiffs: (diffs: ScoreDiff[]) => void;
  onStatus: (status: SocketStatus) => void;
  /** Called on every (re)connection, so the caller can fill what it missed while disconnected. */
  onOpen?: () => void;
  createSocket?: CreateSocket;
  reconnectDelayMs?: number;
  /** docs/domain.md §4: errors on the channel are only logged. */
  log?: (message: string) => void;
};

export type ScoreSocket = {
  /** Closes for good (no reconnect) with code 1000 and the reason given. */
  close: (reason: string) => void;
};

/**
 * One live score connection (docs/domain.md §4). Messages are JSON arrays of ScoreDiff; a malformed one is logged and
 * skipped. Messages that come before the check has loaded (score-messages.ts) wait for it, in order. A close we did not ask for reconnects after 10 s; at most one reconnect timer exists at a time, and
 * closing cancels it, so timers never stack up or revive a connection that was left (the reference's bug).
 */
export function openScoreSocket(options: ScoreSocketOptions): ScoreSocket {
  const { onDiffs, ...rest } = options;
  return openLiveSocket({
    ...rest,
    check: (checks) => checks.ScoreDiffMessageSchema,
    what: 'score diff',
    onMessage: onDiffs,
  });
}

/** The team totals feed of an event (anonymous: totals are public and the same for every viewer). */
export function teamTotalsSocketUrl(eventId: number, location: Pick<Location, 'protocol' | 'host'>) {
  return socketUrl('teamTotalsSocket', { event_id: eventId }, {}, location);
}

export type TeamTotalsSocketOptions = Omit<ScoreSocketOptions, 'onDiffs'> & { onTotals: (totals: TeamTotals) => void };

/** The team totals feed (`{ "<team id>": points }` on connect and after every change), with the same reconnects. */
export function openTeamTotalsSocket(options: TeamTotalsSocketOptions): ScoreSocket {
  const { onTotals, ...rest } = options;
  return openLiveSocket({
    ...rest,
    check: (checks) => checks.TeamTotalsMessageSchema,
    what: 'team totals',
    onMessage: onTotals,
  });
}

type LiveSocketOptions<T> = Omit<ScoreSocketOptions, 'onDiffs'> & {
  /** Which of the message checks this feed's messages must pass. */
  check: (checks: MessageChecks) => z.ZodType<T>;
  /** Names the message kind in logs. */
  what: string;
  onMessage: (message: T) => void;
};

/** The connection and reconnect logic both score feeds share; only the message shape differs. */
function openLiveSocket<T>(options: LiveSocketOptions<T>): ScoreSocket {
  const {
    url,
    check,
    what,
    onMessage,
    onStatus,
    onOpen,
    createSocket = (target) => new WebSocket(target),
    reconnectDelayMs = RECONNECT_DELAY_MS,
    log = (message) => console.warn(message),
  } = options;
  let socket: WebSocketLike | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  /** Messages waiting for the checks to load: later ones queue behind them, so none overtakes another. */
  let waiting = 0;
  loadMessageChecks().catch(() => log('Live scores: the message check could not be loaded'));

  function connect() {
    timer = undefined;
    const current = createSocket(url);
    socket = current;
    current.onopen = () => {
      if (socket !== current) return;
      onStatus('live');
      onOpen?.();
    };
    current.onmessage = (event) => {
      if (socket !== current) return;
      let data: unknown;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        log('Live scores: a message was not JSON');
        return;
      }
      const handOn = (checks: MessageChecks) => {
        if (socket !== current) return;
        const parsed = check(checks).safeParse(data);
        if (parsed.success) onMessage(parsed.data);
        else log(`Live scores: a message did not match the ${what} schema`);
      };
      if (loadedChecks && waiting === 0) return handOn(loadedChecks);
      waiting += 1;
      void loadMessageChecks()
        .then(handOn, () => {
          // The message is lost with its check (the network, or a deploy removed the file): the connection starts
          // over, and its next opening reloads the scores (onOpen), so the page does not stay behind.
          if (socket === current) current.close();
        })
        .finally(() => (waiting -= 1));
    };
    current.onerror = () => log('Live scores: connection error');
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (closed || (event.code === NORMAL_CLOSURE && event.reason === EVENT_CHANGE_REASON)) {
        onStatus('closed');
        return;
      }
      onStatus('reconnecting');
      clearTimeout(timer);
      timer = setTimeout(connect, reconnectDelayMs);
    };
  }

  onStatus('connecting');
  connect();

  return {
    close(reason) {
      if (closed) return;
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      const current = socket;
      socket = null;
      current?.close(NORMAL_CLOSURE, reason);
      onStatus('closed');
    },
  };
}
