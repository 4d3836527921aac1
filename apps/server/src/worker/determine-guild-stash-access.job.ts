/** DetermineGuildStashAccess: which players' tokens can read which guild stash tabs. */
import { JOB_PAUSES } from '@app/shared';
import { isUpstreamError } from '../lib/http/upstream-error';
import { listPollablePlayers } from '../modules/characters/character-sync.service';
import { saveTabAccess, type SeenTab } from '../modules/guilds/guild-stash-sync.service';
import type { GuildStashTabSummary } from '../providers/poe/poe.mapper';
import { startPoeJob, withPoeToken, type JobDeps } from './job-deps';
import type { JobDefinition } from './job-runner';

const INTERVAL_MS = JOB_PAUSES.DetermineGuildStashAccess.defaultMs;

function flatten(
  tabs: readonly GuildStashTabSummary[],
  parentId: string | null = null,
): (GuildStashTabSummary & { parent: string | null })[] {
  return tabs.flatMap((tab) => [{ ...tab, parent: tab.parentId ?? parentId }, ...flatten(tab.children, tab.id)]);
}

export function determineGuildStashAccessJob(deps: JobDeps): JobDefinition {
  return {
    type: 'DetermineGuildStashAccess',
    intervalMs: INTERVAL_MS,
    async run({ eventId, signal }) {
      const { poe, event } = await startPoeJob(deps, eventId, 'guild stash API');
      const seen = new Map<string, SeenTab>();
      let players = 0;
      let withoutGuild = 0;
      for (const player of await listPollablePlayers(deps.ctx.db, eventId)) {
        if (signal.aborted) break;
        let tabs: GuildStashTabSummary[] | null;
        try {
          tabs = await withPoeToken(deps, poe, player.account, (token) =>
            poe.listGuildStashes(token, event.name, { signal }),
          );
        } catch (error) {
          // A player outside any guild (or without the guild scope) simply has no tabs to offer.
          if (isUpstreamError(error, 'not_found') || isUpstreamError(error, 'forbidden')) {
            withoutGuild++;
            continue;
          }
          throw error;
        }
        if (!tabs) continue;
        players++;
        for (const tab of flatten(tabs)) {
          const entry = seen.get(tab.id) ?? {
            id: tab.id,
            parentId: tab.parent,
            name: tab.name,
            type: tab.type,
            index: tab.index,
            colour: tab.colour,
            readers: [],
          };
          entry.readers.push({ userId: player.userId, teamId: player.teamId });
          seen.set(tab.id, entry);
        }
      }
      const { added, updated } = await saveTabAccess(deps.ctx.db, eventId, [...seen.values()]);
      return {
        counters: {
          players_checked: players,
          players_without_guild: withoutGuild,
          tabs_added: added,
          tabs_updated: updated,
        },
      };
    },
  };
}
