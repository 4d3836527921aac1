/**
 * Runs the recurring jobs of the `recurring_jobs` table in the active worker: each job in its own loop until
 * its end date, resumed after restarts (the table is the source of truth), woken when the list changes.
 * A failing run is recorded and retried with exponential backoff; nothing a job throws reaches the process.
 */
import type { JobType } from '@app/shared';
import type { AppContext } from '../app-context';
import { isUpstreamError } from '../lib/http/upstream-error';
import { listenJobPauseChanges, listenJobsChanged, listenJobWakeups } from '../db/signals';
import {
  findJob,
  listActiveJobs,
  pauseOf,
  recordFailure,
  recordSuccess,
  type JobRow,
} from '../modules/recurring-jobs/recurring-jobs.service';
import { noteJobFailure } from '../modules/discord-webhooks/discord-webhooks.service';
import type { Logger } from './score-updater';

export type JobRunContext = {
  eventId: number;
  /** The job's own counters so far (e.g. to resume from where it stopped). */
  counters: Readonly<Record<string, number>>;
  signal: AbortSignal;
};

export type JobOutcome = {
  /** Work done in this run, added to the job's counters. */
  counters?: Record<string, number>;
  /** More work is waiting: run again without the pause. */
  more?: boolean;
};

export type JobDefinition = {
  type: JobType;
  /** Pause between runs when there is nothing more to do, unless an admin set another (`job_pauses`). */
  intervalMs: number;
  run(context: JobRunContext): Promise<JobOutcome>;
};

/** Backoff after failures: 2 s, 4 s, 8 s … up to 5 minutes, ±20 % so restarts do not synchronise. */
const BACKOFF_BASE_MS = 2_000;
const BACKOFF_MAX_MS = 5 * 60_000;
const SYNC_MS = 5_000;

export function backoffDelay(consecutiveFailures: number, random: () => number = Math.random): number {
  const exponential = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, consecutiveFailures - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

export type JobRunner = { start(): Promise<void>; stop(): Promise<void>; sync(): Promise<void> };

type Loop = { controller: AbortController; done: Promise<void>; eventId: number; jobType: JobType; wake: () => void };

export function createJobRunner(
  ctx: Pick<AppContext, 'db' | 'database' | 'now'> & Partial<Pick<AppContext, 'metrics'>>,
  definitions: readonly JobDefinition[],
  log: Logger,
): JobRunner {
  const byType = new Map(definitions.map((definition) => [definition.type, definition]));
  const loops = new Map<number, Loop>();
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let syncing: Promise<void> = Promise.resolve();

  /** Sleeps until the delay passes, the loop is stopped, or someone wakes the job (loop.wake). */
  function wait(loop: Loop, ms: number): Promise<void> {
    return new Promise((resolve) => {
      if (loop.controller.signal.aborted) return resolve();
      const handle = setTimeout(done, ms);
      function done() {
        clearTimeout(handle);
        // Each wait listens once; a listener left behind per wait would pile up on a long-lived loop.
        loop.controller.signal.removeEventListener('abort', done);
        loop.wake = () => undefined;
        resolve();
      }
      loop.wake = done;
      loop.controller.signal.addEventListener('abort', done);
    });
  }

  async function runLoop(job: JobRow, definition: JobDefinition, loop: Loop): Promise<void> {
    const { signal } = loop.controller;
    while (!signal.aborted) {
      const current = await findJob(ctx.db, job.id);
      if (!current || current.endDate.getTime() <= ctx.now().getTime()) return;
      const startedAt = ctx.now();
      // Durations in real time: ctx.now() may be a test's or the demo's clock.
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      let delay: number;
      try {
        const outcome = await definition.run({ eventId: current.eventId, counters: current.counters, signal });
        ctx.metrics?.jobRun(current.jobType, 'success', seconds());
        // The pause is read each run, so an admin's new setting applies without a restart.
        delay = outcome.more ? 0 : await pauseOf(ctx.db, current.jobType, definition.intervalMs);
        await recordSuccess(ctx.db, current, startedAt, outcome.counters ?? {}, new Date(ctx.now().getTime() + delay));
      } catch (error) {
        // Stopped mid-run (shutdown, lease handed over): not a failure; the next active worker runs it again.
        if (signal.aborted) {
          log.info({ job: current.jobType, eventId: current.eventId }, 'job stopped mid-run');
          return;
        }
        ctx.metrics?.jobRun(current.jobType, 'failure', seconds());
        const message = isUpstreamError(error)
          ? `${error.message} (${error.detail})`
          : error instanceof Error
            ? error.message
            : String(error);
        const failures = await recordFailure(
          ctx.db,
          current,
          startedAt,
          message,
          new Date(ctx.now().getTime() + BACKOFF_BASE_MS),
        ).catch(() => current.consecutiveFailures + 1);
        await noteJobFailure(ctx.db, current, failures, message, log);
        delay = backoffDelay(failures);
        log.error(
          { err: error, job: current.jobType, eventId: current.eventId, failures },
          'job run failed; backing off',
        );
      }
      await wait(loop, delay);
    }
  }

  async function sync(): Promise<void> {
    const active = await listActiveJobs(ctx.db, ctx.now());
    const activeIds = new Set(active.map((job) => job.id));
    for (const [id, loop] of loops) {
      if (!activeIds.has(id)) {
        loop.controller.abort();
        loops.delete(id);
      }
    }
    for (const job of active) {
      if (loops.has(job.id)) continue;
      const definition = byType.get(job.jobType);
      if (!definition) continue;
      const loop: Loop = {
        controller: new AbortController(),
        done: Promise.resolve(),
        eventId: job.eventId,
        jobType: job.jobType,
        wake: () => undefined,
      };
      loop.done = runLoop(job, definition, loop)
        .catch((error: unknown) => log.error({ err: error, job: job.jobType }, 'job loop stopped unexpectedly'))
        .finally(() => {
          if (loops.get(job.id) === loop) loops.delete(job.id);
        });
      loops.set(job.id, loop);
    }
  }

  const scheduleSync = () => {
    syncing = syncing.then(sync).catch((error: unknown) => log.error({ err: error }, 'job sync failed'));
    return syncing;
  };

  return {
    async start() {
      const unlistenJobs = await listenJobsChanged(ctx.database, () => void scheduleSync());
      const unlistenWakeups = await listenJobWakeups(ctx.database, ({ eventId, jobType }) => {
        for (const loop of loops.values()) if (loop.eventId === eventId && loop.jobType === jobType) loop.wake();
      });
      const unlistenPauses = await listenJobPauseChanges(ctx.database, (jobType) => {
        for (const loop of loops.values()) if (loop.jobType === jobType) loop.wake();
      });
      unlisten = async () => {
        await unlistenJobs();
        await unlistenWakeups();
        await unlistenPauses();
      };
      await scheduleSync();
      timer = setInterval(() => void scheduleSync(), SYNC_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await unlisten?.();
      await syncing;
      const running = [...loops.values()];
      for (const loop of running) loop.controller.abort();
      await Promise.all(running.map((loop) => loop.done));
      loops.clear();
    },
    sync: scheduleSync,
  };
}
