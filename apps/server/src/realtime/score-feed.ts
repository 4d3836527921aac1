/**
 * Live score push for this API process. The worker commits score changes to score_history and NOTIFYs;
 * every API process reads the rows it has not pushed yet and sends them to its own WebSocket clients:
 * detailed diffs (filtered by the hidden-progress rule per viewer) and team totals.
 * A client that cannot keep up is dropped rather than allowed to hold memory or delay the others.
 */
import type { WebSocket } from 'ws';
import type { ScoreDiff, TeamTotals } from '@app/shared';
import type { Database, Db } from '../db/database';
import {
  hiddenObjectiveIds,
  isVisible,
  lastHistoryId,
  loadHistorySince,
  teamTotals,
  teamTotalsOf,
} from '../modules/scores/scores.service';
import { listenScoresChanged } from '../db/signals';
import { nextTurnOfTheLoop } from '../lib/loop-slices';

/** Unsent bytes above which a client counts as dead (a healthy browser drains far faster). */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const HEARTBEAT_MS = 30_000;
/** Safety net when a NOTIFY was missed (e.g. while the listening connection reconnected). */
const POLL_MS = 2_000;
/**
 * A push re-sums only the teams its changes touched and keeps the other teams' totals from the last push; the
 * whole event is summed again when the kept totals are older than this, since scores can also change without a
 * history row (a deleted objective's or team's go with it).
 */
const TOTALS_RESUM_MS = 10_000;

type Client = {
  socket: WebSocket;
  eventId: number;
  kind: 'detailed' | 'simple';
  teamId: number | null;
  alive: boolean;
};

export type ScoreFeed = {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Registers a connected socket; sends the team totals at once for `simple`. */
  attach(socket: WebSocket, options: { eventId: number; kind: Client['kind']; teamId: number | null }): Promise<void>;
  /** Pushes everything committed so far (tests use it instead of waiting for the NOTIFY). */
  flush(): Promise<void>;
  clientCount(): number;
};

export function createScoreFeed(
  // Not AppContext: the context holds this feed, so naming it here would make an import cycle.
  ctx: { db: Db; database: Database },
  log: { error(obj: object, msg?: string): void },
  /**
   * Called with each event whose new changes are about to be pushed, before any client gets them: cached
   * score reads are dropped there, so a client that received a change never reads older scores after it.
   */
  onScoresChanged: (eventId: number) => void = () => undefined,
): ScoreFeed {
  const clients = new Set<Client>();
  let cursor = 0;
  let running: Promise<void> = Promise.resolve();
  let heartbeat: NodeJS.Timeout | undefined;
  let poll: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  /** Team totals of each event with totals sockets, as last pushed. Written only by pushes (they run one at a time). */
  const pushedTotals = new Map<number, { totals: TeamTotals; summedAt: number }>();

  async function totalsAfter(eventId: number, diffs: readonly ScoreDiff[]): Promise<TeamTotals> {
    const kept = pushedTotals.get(eventId);
    const now = performance.now();
    if (!kept || now - kept.summedAt >= TOTALS_RESUM_MS) {
      const totals = await teamTotals(ctx.db, eventId);
      pushedTotals.set(eventId, { totals, summedAt: now });
      return totals;
    }
    const touched = await teamTotalsOf(ctx.db, [...new Set(diffs.map((diff) => diff.team_id))]);
    const totals = { ...kept.totals };
    for (const [teamId, total] of touched) totals[String(teamId)] = total;
    pushedTotals.set(eventId, { totals, summedAt: kept.summedAt });
    return totals;
  }

  /** What a new totals socket is sent first: the last pushed totals while they are fresh. */
  async function totalsNow(eventId: number): Promise<TeamTotals> {
    const kept = pushedTotals.get(eventId);
    if (kept && performance.now() - kept.summedAt < TOTALS_RESUM_MS) return kept.totals;
    return teamTotals(ctx.db, eventId);
  }

  async function pushPending(): Promise<void> {
    for (;;) {
      const entries = await loadHistorySince(ctx.db, cursor);
      if (entries.length === 0) return;
      cursor = entries.at(-1)?.id ?? cursor;
      const byEvent = new Map<number, ScoreDiff[]>();
      for (const entry of entries) {
        const diffs = byEvent.get(entry.eventId) ?? [];
        diffs.push(entry.diff);
        byEvent.set(entry.eventId, diffs);
      }
      for (const [eventId, diffs] of byEvent) {
        onScoresChanged(eventId);
        await pushEvent(eventId, diffs);
      }
      // A full rescore of a large event leaves dozens of pages; the embedded database's promises alone give nothing else a turn.
      await nextTurnOfTheLoop();
    }
  }

  async function pushEvent(eventId: number, diffs: ScoreDiff[]): Promise<void> {
    const audience = [...clients].filter((client) => client.eventId === eventId);
    if (!audience.some((client) => client.kind === 'simple')) pushedTotals.delete(eventId);
    if (audience.length === 0) return;
    const detailed = audience.filter((client) => client.kind === 'detailed');
    if (detailed.length > 0) {
      const hidden = await hiddenObjectiveIds(ctx.db, eventId);
      // Viewers of the same team see the same filtered list: serialise it once per team.
      const byTeam = new Map<number | null, string>();
      for (const client of detailed) {
        let message = byTeam.get(client.teamId);
        if (message === undefined) {
          const visible = diffs.filter((diff) => isVisible(diff, client.teamId, hidden));
          message = visible.length > 0 ? JSON.stringify(visible) : '';
          byTeam.set(client.teamId, message);
        }
        if (message) sendRaw(client, message);
      }
    }
    const simple = audience.filter((client) => client.kind === 'simple');
    if (simple.length > 0) {
      const totals = JSON.stringify(await totalsAfter(eventId, diffs));
      for (const client of simple) sendRaw(client, totals);
    }
  }

  function sendRaw(client: Client, message: string): void {
    if (client.socket.readyState !== client.socket.OPEN) return;
    if (client.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      client.socket.terminate();
      clients.delete(client);
      return;
    }
    client.socket.send(message);
  }

  function send(client: Client, message: unknown): void {
    sendRaw(client, JSON.stringify(message));
  }

  const flush = () => {
    running = running
      .then(pushPending)
      .catch((error: unknown) => log.error({ err: error }, 'pushing score changes failed'));
    return running;
  };

  return {
    async start() {
      cursor = await lastHistoryId(ctx.db);
      unlisten = await listenScoresChanged(ctx.database, () => void flush());
      poll = setInterval(() => void flush(), POLL_MS);
      poll.unref();
      heartbeat = setInterval(() => {
        for (const client of clients) {
          if (!client.alive) {
            client.socket.terminate();
            clients.delete(client);
            continue;
          }
          client.alive = false;
          client.socket.ping();
        }
      }, HEARTBEAT_MS);
      heartbeat.unref();
    },
    async stop() {
      clearInterval(heartbeat);
      clearInterval(poll);
      await unlisten?.();
      await running;
      for (const client of clients) client.socket.close(1001, 'server shutting down');
      clients.clear();
    },
    async attach(socket, options) {
      const client: Client = { socket, ...options, alive: true };
      clients.add(client);
      socket.on('pong', () => (client.alive = true));
      socket.on('close', () => clients.delete(client));
      socket.on('error', () => clients.delete(client));
      // Clients never need to talk; anything they send is ignored.
      socket.on('message', () => undefined);
      if (options.kind === 'simple') send(client, await totalsNow(options.eventId));
    },
    flush,
    clientCount: () => clients.size,
  };
}
