/** EvaluateStashChanges: stored stash snapshots → evidence, and re-evaluation when item objectives change. */
import { JOB_PAUSES } from '@app/shared';
import { evaluateStashSnapshots } from '../modules/stashes/stash-evaluation.service';
import type { JobDeps } from './job-deps';
import type { JobDefinition } from './job-runner';

const INTERVAL_MS = JOB_PAUSES.EvaluateStashChanges.defaultMs;

export function evaluateStashChangesJob(deps: JobDeps): JobDefinition {
  let reported = '';
  return {
    type: 'EvaluateStashChanges',
    intervalMs: INTERVAL_MS,
    async run({ eventId }) {
      const result = await evaluateStashSnapshots(deps.ctx.db, eventId);
      const problems = result.problems.map((p) => `${p.objective_id}: ${p.message}`).join('; ');
      // Objectives that cannot be matched are an organiser's mistake: say so once, not every run.
      if (problems && problems !== reported)
        deps.log.error({ eventId, problems }, 'some item objectives cannot be matched');
      reported = problems;
      return {
        counters: {
          snapshots: result.snapshots,
          evidence: result.evidence,
          reevaluated_objectives: result.reevaluatedObjectives,
          rejected_items: result.rejectedItems,
          wishes_fulfilled: result.wishesFulfilled,
        },
        more: result.more,
      };
    },
  };
}
