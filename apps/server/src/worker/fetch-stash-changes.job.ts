/**
 * FetchStashChanges: follows the public stash stream and stores what the event keeps of it (its players' tabs
 * in its league), a few pages per transaction, with the cursor past the last of them, atomically.
 */
import { JOB_PAUSES } from '@app/shared';
import { notifyJobWakeup } from '../db/signals';
import {
  keepsTab,
  participantsByAccount,
  readStreamCursor,
  saveStreamStart,
  snapshotsToKeep,
  storeStashPages,
  trackedStashIds,
  type SnapshotRow,
} from '../modules/stashes/stash-stream.service';
import type { PublicStashPage } from '../providers/poe/poe.mapper';
import { startPoeJob, type JobDeps } from './job-deps';
import type { JobDefinition } from './job-runner';

/** Pages per run; the job runs again at once when there was more. */
const PAGES_PER_RUN = 20;
/**
 * Pages stored per transaction: each store is a few round trips and a commit, which cost more than a small
 * page's kept tabs. Fewer when their kept tabs hold STORE_AT_ITEMS items, which bounds what waits in memory:
 * two such batches at most, one being stored and one being read.
 */
const PAGES_PER_STORE = 5;
const STORE_AT_ITEMS = 5_000;
/** At the tip the stream has nothing new for a while. */
const TIP_PAUSE_MS = JOB_PAUSES.FetchStashChanges.defaultMs;
/** A job can wait this long for rate limits (a person is not waiting). */
const MAX_WAIT_MS = 10 * 60_000;

export function fetchStashChangesJob(deps: JobDeps): JobDefinition {
  // Each page is observed strictly after the one before it, even when several are read within a millisecond:
  // "latest" scoring follows the river's order, never how fast (or in which batches) the pages were read.
  let lastObservedAt = 0;
  const observePage = () => {
    lastObservedAt = Math.max(deps.ctx.now().getTime(), lastObservedAt + 1);
    return new Date(lastObservedAt);
  };
  return {
    type: 'FetchStashChanges',
    intervalMs: TIP_PAUSE_MS,
    async run({ eventId, signal }) {
      const { poe, event } = await startPoeJob(deps, eventId, 'public stash stream');
      const participants = await participantsByAccount(deps.ctx.db, eventId);
      const tracked = await trackedStashIds(deps.ctx.db, eventId);
      let cursor = (await readStreamCursor(deps.ctx.db, eventId)) ?? undefined;
      if (cursor === undefined && deps.streamStart === 'tip') {
        cursor = await poe.getNinjaChangeId({ signal });
        await saveStreamStart(deps.ctx.db, eventId, cursor);
      }

      let pages = 0;
      let stashes = 0;
      // Read but not stored yet: only the kept tabs of these pages, never the pages themselves.
      let unstored = { pages: 0, items: 0, rows: [] as SnapshotRow[], nextChangeId: '' };
      // At most one store runs while the following pages are read, so the database and this process work at
      // the same time. Stores commit one after another in river order; after a failed one, none follows.
      let storing: Promise<void> = Promise.resolve();
      const startStore = async () => {
        await storing;
        if (unstored.pages === 0) return;
        const { rows, nextChangeId, pages: stored } = unstored;
        unstored = { pages: 0, items: 0, rows: [], nextChangeId: '' };
        storing = storeStashPages(deps.ctx.db, eventId, rows, { nextChangeId, pages: stored }).then(async () => {
          pages += stored;
          stashes += rows.length;
          // New tabs are evaluated now, not after the evaluator's pause: the points reach the screens seconds sooner.
          if (rows.length > 0) await notifyJobWakeup(deps.ctx.db, eventId, 'EvaluateStashChanges');
        });
        // Awaited by the next store or at the end of the run, not necessarily before the next turn of the loop.
        storing.catch(() => undefined);
      };
      const store = async () => {
        await startStore();
        await storing;
      };
      /** What this run keeps of a page; the page itself is garbage as soon as this returns. */
      const keep = (page: PublicStashPage) => {
        const rows = page.tip ? [] : snapshotsToKeep(page, event, participants, tracked, observePage());
        // A tab kept on this page is tracked for the pages after it, stored or not yet.
        for (const row of rows) tracked.add(row.stashId);
        return { tip: page.tip, nextChangeId: page.nextChangeId, rows };
      };
      const fetchPage = (id: string | undefined) => {
        // Only the tabs this run may keep are built from the page; the rest is skipped unparsed.
        const request = poe.getPublicStashPage(id, {
          signal,
          maxWaitMs: MAX_WAIT_MS,
          keep: (tab) => keepsTab(tab, event, participants, tracked),
        });
        // A prefetched page nobody awaits (storing failed, the run stopped) must not become an unhandled rejection.
        request.catch(() => undefined);
        return request;
      };

      let next = fetchPage(cursor);
      let read = 0;
      while (read < PAGES_PER_RUN && !signal.aborted) {
        let page: ReturnType<typeof keep>;
        try {
          page = keep(await next);
        } catch (error) {
          // What was read before a failed download is sound: store it, then let the run fail.
          await store();
          throw error;
        }
        if (page.tip) {
          await store();
          return { counters: { pages, stashes }, more: false };
        }
        // The following page's id is known now: download it while this one is kept and stored. Only a store
        // moves the cursor, so a prefetched page that is never stored is simply asked for again next run.
        if (read + 1 < PAGES_PER_RUN) next = fetchPage(page.nextChangeId);
        read++;
        unstored.pages++;
        unstored.nextChangeId = page.nextChangeId;
        for (const row of page.rows) {
          unstored.rows.push(row);
          unstored.items += row.items.length;
        }
        if (unstored.pages >= PAGES_PER_STORE || unstored.items >= STORE_AT_ITEMS) await startStore();
      }
      await store();
      return { counters: { pages, stashes }, more: true };
    },
  };
}
