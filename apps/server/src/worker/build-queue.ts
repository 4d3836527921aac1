/**
 * The worker's queue of build calculations: characters whose equipment changed wait here while FetchCharacterData
 * goes on polling; a few at a time (POB_CONCURRENCY) go to Path of Building, and what comes back is stored.
 * A calculation that fails is logged and stores nothing; the character is asked for again after the
 * recalculation gap (character-sync.service.ts), so a failing service costs a request per character every few
 * minutes, never a crash or a stuck job.
 */
import type { Db } from '../db/database';
import { isUpstreamError } from '../lib/http/upstream-error';
import { saveCharacterBuild } from '../modules/characters/character-sync.service';
import type { PobClient } from '../providers/pob/pob.client';
import type { Logger } from './score-updater';

export type BuildRequest = {
  characterId: string;
  equipmentHash: string;
  /** The character as the PoE API returned it. */
  character: unknown;
};

export type BuildQueue = {
  /** Queues a calculation; false when the queue is full or stopped (the character is asked for again later). */
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

export type BuildQueueDeps = {
  pob: PobClient;
  db: Db;
  log: Logger;
  now: () => Date;
  concurrency: number;
  capacity?: number;
};

export function createBuildQueue(deps: BuildQueueDeps): BuildQueue {
  const capacity = deps.capacity ?? DEFAULT_CAPACITY;
  const concurrency = Math.max(1, deps.concurrency);
  // One entry per character: a newer request replaces a waiting one (its equipment is the newer).
  const waiting = new Map<string, BuildRequest>();
  let running = 0;
  let stopped = false;
  const abort = new AbortController();
  let idleWaiters: (() => void)[] = [];

  function settleIdle(): void {
    if (running > 0 || waiting.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  async function calculate(request: BuildRequest): Promise<void> {
    try {
      const decoded = await deps.pob.calculate(request.character, { signal: abort.signal, maxWaitMs: MAX_WAIT_MS });
      const stored = await saveCharacterBuild(deps.db, request.characterId, request.equipmentHash, decoded, deps.now());
      if (stored) {
        deps.log.info(
          { characterId: request.characterId, dps: decoded.stats.dps, ehp: decoded.stats.ehp },
          'stored a calculated build',
        );
      }
    } catch (error) {
      if (abort.signal.aborted) return;
      deps.log.error(
        {
          characterId: request.characterId,
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

  function idle(): Promise<void> {
    return new Promise<void>((resolve) => {
      idleWaiters.push(resolve);
      settleIdle();
    });
  }

  return {
    offer(request) {
      if (stopped) return false;
      if (!waiting.has(request.characterId) && waiting.size >= capacity) return false;
      waiting.set(request.characterId, request);
      pump();
      return true;
    },
    idle,
    async stop() {
      stopped = true;
      waiting.clear();
      abort.abort(new Error('the build queue stopped'));
      await idle();
    },
  };
}
