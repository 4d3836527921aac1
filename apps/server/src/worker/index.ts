import type { JobDeps } from './job-deps';
import type { JobDefinition } from './job-runner';
import { determineGuildStashAccessJob } from './determine-guild-stash-access.job';
import { evaluateStashChangesJob } from './evaluate-stash-changes.job';
import { fetchCharacterDataJob } from './fetch-character-data.job';
import { fetchGuildStashesJob } from './fetch-guild-stashes.job';
import { fetchStashChangesJob } from './fetch-stash-changes.job';

/** Every recurring job type of docs/domain.md §3, as the worker runs it. */
export function jobDefinitions(deps: JobDeps): JobDefinition[] {
  return [
    fetchStashChangesJob(deps),
    evaluateStashChangesJob(deps),
    fetchCharacterDataJob(deps),
    fetchGuildStashesJob(deps),
    determineGuildStashAccessJob(deps),
  ];
}
