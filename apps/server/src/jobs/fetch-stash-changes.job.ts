/** FetchStashChanges: follows the public stash stream and stores the event league's tabs (with the cursor, atomically). */
import {
  participantsByAccount,
  readStreamCursor,
  saveStreamStart,
  storeStashPage,
} from '../modules/stashes/stash-stream.service';
import { loadJobEvent, requirePoe, type JobDeps } from './job-deps';
import type { JobDefinition } from './job-runner';

/** Pages per run; the job runs again at once when there was more. */
const PAGES_PER_RUN = 20;
/** At the tip the stream has nothing new for a while. */
const TIP_PAUSE_MS = 5_000;
/** A job can wait this long for rate limits (a person is not waiting). */
const MAX_WAIT_MS = 10 * 60_000;

export function fetchStashChangesJob(deps: JobDeps): JobDefinition {
  return {
    type: 'FetchStashChanges',
    intervalMs: TIP_PAUSE_MS,
    async run({ eventId, signal }) {
      const poe = requirePoe(deps);
      const event = await loadJobEvent(deps, eventId);
      if (event.gameVersion === 'poe2') throw new Error('Path of Exile 2 has no public stash stream');
      const participants = await participantsByAccount(deps.ctx.db, eventId);
      let cursor = (await readStreamCursor(deps.ctx.db, eventId)) ?? undefined;
      if (cursor === undefined && deps.streamStart === 'tip') {
        cursor = await poe.getNinjaChangeId({ signal });
        await saveStreamStart(deps.ctx.db, eventId, cursor);
      }
      let pages = 0;
      let stashes = 0;
      const fetchPage = (id: string | undefined) => {
        const request = poe.getPublicStashPage(id, { signal, maxWaitMs: MAX_WAIT_MS });
        // A prefetched page nobody awaits (storing failed, the run stopped) must not become an unhandled rejection.
        request.catch(() => undefined);
        return request;
      };
      let next = fetchPage(cursor);
      while (pages < PAGES_PER_RUN && !signal.aborted) {
        const page = await next;
        if (page.tip) return { counters: { pages, stashes }, more: false };
        // The following page's id is known now: download it while this one is stored. Only the store moves
        // the cursor, so a prefetched page that is never stored is simply asked for again next run.
        if (pages + 1 < PAGES_PER_RUN) next = fetchPage(page.nextChangeId);
        const { kept } = await storeStashPage(deps.ctx.db, event, page, deps.ctx.now(), participants);
        pages++;
        stashes += kept;
      }
      return { counters: { pages, stashes }, more: true };
    },
  };
}
