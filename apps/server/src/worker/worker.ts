/**
 * The worker role: exactly one active per database. It holds a PostgreSQL advisory lock (a lease) on a
 * dedicated connection; a standby process keeps trying and takes over within seconds when the holder dies
 * (its connection closes and PostgreSQL releases the lock). The active worker keeps scores current and runs
 * the recurring jobs.
 */
import type { Lease } from '../db/database';
import { createDiscordDelivery, type DiscordDelivery } from './discord-delivery';
import { jobDefinitions } from './index';
import type { JobDeps } from './job-deps';
import { createJobRunner, type JobRunner } from './job-runner';
import { createScoreUpdater, type Logger, type ScoreUpdater } from './score-updater';

/** Advisory lock key of the worker lease (any constant unique to this application). */
const WORKER_LEASE_KEY = 7_270_426_001;
const LEASE_RETRY_MS = 2_000;

export type Worker = { stop(): Promise<void> };

export function startWorker(deps: JobDeps & { log: Logger & { warn(obj: object, msg?: string): void } }): Worker {
  const { ctx, log } = deps;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let active: { lease: Lease; updater: ScoreUpdater; runner: JobRunner; discord: DiscordDelivery } | undefined;

  async function stopActive(): Promise<void> {
    const current = active;
    active = undefined;
    if (!current) return;
    await current.runner.stop();
    await current.discord.stop();
    await current.updater.stop();
    await current.lease.release();
  }

  async function tryToLead(): Promise<void> {
    if (stopped) return;
    try {
      const lease = await ctx.database.acquireLease(WORKER_LEASE_KEY);
      if (!lease) {
        retry = setTimeout(() => void tryToLead(), LEASE_RETRY_MS);
        return;
      }
      const updater = createScoreUpdater(ctx, log);
      const runner = createJobRunner(ctx, jobDefinitions(deps), log);
      const discord = createDiscordDelivery(ctx, log);
      active = { lease, updater, runner, discord };
      await updater.start();
      await runner.start();
      discord.start();
      log.info({}, 'worker is active');
      void lease.lost.then(async () => {
        if (stopped || active?.lease !== lease) return;
        log.warn({}, 'worker lost its lease; standing by');
        await stopActive();
        retry = setTimeout(() => void tryToLead(), LEASE_RETRY_MS);
      });
    } catch (error) {
      log.error({ err: error }, 'worker could not start; retrying');
      await stopActive().catch(() => undefined);
      retry = setTimeout(() => void tryToLead(), LEASE_RETRY_MS);
    }
  }

  void tryToLead();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await stopActive();
    },
  };
}
