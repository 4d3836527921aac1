/** FetchGuildStashes: the contents of the guild tabs team leads turned on, with a reader's token. */
import { JOB_PAUSES } from '@app/shared';
import { listPollablePlayers } from '../modules/characters/character-sync.service';
import { forgetTab, listFetchableTabs, storeGuildTabContents } from '../modules/guilds/guild-stash-sync.service';
import { startPoeJob, withPoeToken, type JobDeps } from './job-deps';
import type { JobDefinition } from './job-runner';

const INTERVAL_MS = JOB_PAUSES.FetchGuildStashes.defaultMs;

export function fetchGuildStashesJob(deps: JobDeps): JobDefinition {
  return {
    type: 'FetchGuildStashes',
    intervalMs: INTERVAL_MS,
    async run({ eventId, signal }) {
      const { poe, event } = await startPoeJob(deps, eventId);
      const accounts = new Map(
        (await listPollablePlayers(deps.ctx.db, eventId)).map((player) => [player.userId, player.account]),
      );
      const counters = { tabs: 0, snapshots: 0, unreadable: 0, gone: 0 };
      for (const tab of await listFetchableTabs(deps.ctx.db, eventId)) {
        if (signal.aborted) break;
        // Any player who can read the tab will do; the first with a usable token is asked.
        const reader = tab.userIds.map((id) => accounts.get(id)).find((account) => account !== undefined);
        if (!reader) {
          counters.unreadable++;
          continue;
        }
        const location = tab.parentId ? { id: tab.parentId, childId: tab.id } : { id: tab.id };
        const fetched = await withPoeToken(deps, poe, reader, async (token) => ({
          tab: await poe.findGuildStashTab(token, event.name, location, { signal }),
        }));
        if (!fetched) {
          counters.unreadable++;
          continue;
        }
        if (!fetched.tab) {
          await forgetTab(deps.ctx.db, eventId, tab.id);
          counters.gone++;
          continue;
        }
        counters.tabs++;
        if (await storeGuildTabContents(deps.ctx.db, eventId, tab, fetched.tab.items, deps.ctx.now()))
          counters.snapshots++;
      }
      return { counters };
    },
  };
}
