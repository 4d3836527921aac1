/**
 * Test support for the worker's jobs end to end: the real app on a fresh database with every provider answered
 * by the simulator (on its virtual clock), and what the jobs and the score updater run with.
 */
import { SIM_ASCENDANCY_NODES, type ScenarioInput } from '@app/simulator';
import { saveAccountTokens } from '../modules/accounts/linked-accounts.service';
import { poeSignIn, startProviders, type TestProviders } from '../providers/simulator.fixtures';
import type { JobDeps } from '../worker/job-deps';
import { createScoreUpdater, type ScoreUpdater } from '../worker/score-updater';
import { QUIET_LOG } from './jobs';
import { createTestApp, type DatabaseKind, type TestApp } from './test-app';

export type JobWorld = {
  t: TestApp;
  sim: TestProviders;
  deps: JobDeps;
  updater: ScoreUpdater;
  /** Plays a player's sign-in with their game account, so the jobs have the account's tokens to use. */
  signIn(userId: number, account: string): Promise<void>;
  close(): Promise<void>;
};

/** The ascendancy nodes of the simulated passive tree, as the worker reads them from the game's data. */
const SIM_ASCENDANCY_NODE_SET: ReadonlySet<number> = new Set(Object.values(SIM_ASCENDANCY_NODES).flat());

/**
 * `simulatedTime`: the site's clock is the simulated game's, so "a few minutes later" for the site is an advance
 * of the simulator.
 */
export async function createJobWorld(
  kind: DatabaseKind,
  options: { scenario?: Partial<ScenarioInput>; streamStart: JobDeps['streamStart']; simulatedTime?: boolean },
): Promise<JobWorld> {
  const sim = await startProviders(options.scenario);
  const now = options.simulatedTime ? () => new Date(sim.sim.clock.now()) : undefined;
  const t = await createTestApp(kind, { providers: sim.providers, now });
  const updater = createScoreUpdater(t.app.ctx, QUIET_LOG);
  return {
    t,
    sim,
    deps: {
      ctx: t.app.ctx,
      log: QUIET_LOG,
      ascendancyNodes: SIM_ASCENDANCY_NODE_SET,
      streamStart: options.streamStart,
    },
    updater,
    async signIn(userId, account) {
      await saveAccountTokens(t.database.db, userId, 'poe', await poeSignIn(sim, account), t.app.ctx.now());
    },
    async close() {
      await updater.stop();
      await t.close();
      await sim.close();
    },
  };
}
