/**
 * The worker's queue of build calculations: characters whose equipment changed wait here while FetchCharacterData
 * goes on polling; a few at a time (POB_CONCURRENCY per service) go to the Path of Building of their game, and
 * what comes back is stored. Each game has its own service (decision 035), so each has its own lane: a slow or
 * hanging PoE2 service never holds up PoE1 calculations. A calculation that fails is logged and stores nothing;
 * the character is asked for again after the recalculation gap (character-sync.service.ts), so a failing service
 * costs a request per character every few minutes, never a crash or a stuck job.
 */
import type { GameVersion } from '@app/shared';
import type { Db } from '../db/database';
import { isUpstreamError } from '../lib/http/upstream-error';
import { saveCharacterBuild } from '../modules/characters/character-sync.service';
import type { PobClient } from '../providers/pob/pob.client';
import type { Logger } from './score-updater';

export type BuildRequest = {
  /** Which Path of Building calculates it. */
  gameVersion: GameVersion;
  characterId: string;
  equipmentHash: string;
  /** The character as the PoE API returned it. */
  character: unknown;
};

export type BuildQueue = {
  /**
   * Whether builds of this game are calculated at all. False when no service of that game is configured; the
   * first time for each game the log says so (a setting left out, not an error).
   */
  serves(gameVersion: GameVersion): boolean;
  /**
   * Queues a calculation; false when the queue is full or stopped (the character is asked for again later), or
   * when its game has no service.
   */
  offer(request: BuildRequest): boolean;
  /** Resolves once nothing waits or runs (tests; shutdown). */
  idle(): Promise<void>;
  /** Drops what waits, cancels what runs, and resolves when all of it has finished. */
  stop(): Promise<void>;
};

/** Bounds memory when the service is far slower than polling (docs/reference-tracker.md §3.3 kept 2,000). */
const DEFAULT_CAPACITY = 2_000;
/** A calculation waits this long at most for back-off between its attempts. */
const MAX_WAIT_MS = 5 * 60_000;

/** The setting that names each game's service, for the log line of a game without one. */
const SERVICE_SETTING: Record<GameVersion, string> = { poe1: 'POB_SERVER_URL', poe2: 'POB_POE2_URL' };

export type BuildQueueDeps = {
  /** The configured services, by the game they calculate (`PobClient.game`). */
  services: readonly PobClient[];
  db: Db;
  log: Logger;
  now: () => Date;
  /** Calculations sent at once to each service. */
  concurrency: number;
  /** Requests waiting per service at most. */
  capacity?: number;
};

type Lane = Pick<BuildQueue, 'offer'> & { clear(): void; settled(): boolean };

export function createBuildQueue(deps: BuildQueueDeps): BuildQueue {
  let stopped = false;
  const abort = new AbortController();
  let idleWaiters: (() => void)[] = [];
  const lanes = new Map<GameVersion, Lane>(deps.services.map((pob) => [pob.game, createLane(pob)]));
  const toldMissing = new Set<GameVersion>();

  function settleIdle(): void {
    if (![...lanes.values()].every((lane) => lane.settled())) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  /** One service's calculations: a few at once, the rest waiting, one entry per character. */
  function createLane(pob: PobClient): Lane {
    const capacity = deps.capacity ?? DEFAULT_CAPACITY;
    const concurrency = Math.max(1, deps.concurrency);
    // A newer request replaces a waiting one (its equipment is the newer).
    const waiting = new Map<string, BuildRequest>();
    let running = 0;

    async function calculate(request: BuildRequest): Promise<void> {
      try {
        const decoded = await pob.calculate(request.character, { signal: abort.signal, maxWaitMs: MAX_WAIT_MS });
        const stored = await saveCharacterBuild(
          deps.db,
          request.characterId,
          request.equipmentHash,
          decoded,
          deps.now(),
        );
        if (stored) {
          deps.log.info(
            { characterId: request.characterId, game: pob.game, dps: decoded.stats.dps, ehp: decoded.stats.ehp },
            'stored a calculated build',
          );
        }
      } catch (error) {
        if (abort.signal.aborted) return;
        deps.log.error(
          {
            characterId: request.characterId,
            game: pob.game,
            ...(isUpstreamError(error) ? { kind: error.kind, detail: error.detail } : { err: error }),
          },
          'could not calculate a build; asking again in a few minutes',
        );
      }
    }

    function pump(): void {
      while (!stopped && running < concurrency) {
        const next = waiting.entries().next();
        if (next.done) break;
        const [characterId, request] = next.value;
        waiting.delete(characterId);
        running++;
        void calculate(request).finally(() => {
          running--;
          pump();
          settleIdle();
        });
      }
      settleIdle();
    }

    return {
      offer(request) {
        if (!waiting.has(request.characterId) && waiting.size >= capacity) return false;
        waiting.set(request.characterId, request);
        pump();
        return true;
      },
      clear: () => waiting.clear(),
      settled: () => running === 0 && waiting.size === 0,
    };
  }

  function idle(): Promise<void> {
    return new Promise<void>((resolve) => {
      idleWaiters.push(resolve);
      settleIdle();
    });
  }

  return {
    serves(gameVersion) {
      if (lanes.has(gameVersion)) return true;
      if (!toldMissing.has(gameVersion)) {
        toldMissing.add(gameVersion);
        deps.log.info(
          { game: gameVersion },
          `no Path of Building for ${gameVersion} is configured (${SERVICE_SETTING[gameVersion]}); its characters get no builds`,
        );
      }
      return false;
    },
    offer(request) {
      if (stopped) return false;
      return lanes.get(request.gameVersion)?.offer(request) ?? false;
    },
    idle,
    async stop() {
      stopped = true;
      for (const lane of lanes.values()) lane.clear();
      abort.abort(new Error('the build queue stopped'));
      await idle();
    },
  };
}
