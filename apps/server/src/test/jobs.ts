/** Test support: running the worker's jobs by hand, without the job runner's loops and pauses. */
import type { JobType } from '@app/shared';
import type { JobDefinition, JobOutcome } from '../worker/job-runner';
import type { Logger } from '../worker/score-updater';

/** A log that says nothing: tests read what the jobs and the score updater stored, not what they logged. */
export const QUIET_LOG: Logger = { info: () => undefined, error: () => undefined };

/**
 * A stand-in job for the job runner's tests: of `type`, pausing `intervalMs` between runs, counting its runs
 * (`runs()`), and each run answering `outcome` or, given a message, failing with an Error that says it.
 */
export function countedJob(
  type: JobType,
  intervalMs: number,
  outcome: JobOutcome | string,
): { job: JobDefinition; runs: () => number } {
  let runs = 0;
  const job: JobDefinition = {
    type,
    intervalMs,
    async run() {
      runs++;
      if (typeof outcome === 'string') throw new Error(outcome);
      return outcome;
    },
  };
  return { job, runs: () => runs };
}

/** Only a guard against a job that never says it is done. */
const MAX_RUNS = 100;

/** One run of a job for an event, as the job runner starts it. */
export function runJob(
  job: JobDefinition,
  eventId: number,
  signal = new AbortController().signal,
): Promise<JobOutcome> {
  return job.run({ eventId, counters: {}, signal });
}

/** Runs a job until it has nothing more to do right now; returns the counters of its runs, summed. */
export async function drainJob(
  job: JobDefinition,
  eventId: number,
  signal = new AbortController().signal,
): Promise<Record<string, number>> {
  const totals: Record<string, number> = {};
  for (let runs = 0; runs < MAX_RUNS; runs++) {
    const outcome = await runJob(job, eventId, signal);
    for (const [key, value] of Object.entries(outcome.counters ?? {})) totals[key] = (totals[key] ?? 0) + value;
    if (!outcome.more) return totals;
  }
  throw new Error(`${job.type} never caught up`);
}
