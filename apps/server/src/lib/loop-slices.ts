/**
 * Long synchronous work (matching a stash against hundreds of objectives, testing an item) written as a
 * generator that yields whenever it has held the event loop for a slice; a driver either runs it at once (pure
 * callers, tests) or pauses between slices so that requests, sockets and timers go on meanwhile.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long one stretch of such work may hold the event loop (the site's bar for any request is 100 ms). */
export const LOOP_SLICE_MS = 20;

/**
 * Read often inside the work: true once the current slice is used up. The clock is read every few calls while
 * calls are cheap, and at every call once they are not (one costly pattern test must not hide behind fifteen).
 */
export type SliceDue = () => boolean;

const CHEAP_CALLS_PER_CLOCK_READ = 16;
/** Calls that together took longer than this since the last clock read are costly. */
const COSTLY_MS = 1;

/** Work that yields when `due()` says its slice is used up, and returns its result at the end. */
export type SlicedWork<T> = (due: SliceDue) => Generator<void, T, void>;

/**
 * Lets requests, sockets and timers run before going on: between the statements of a long write (the embedded
 * database runs each statement on this thread, and its promises alone give nothing else a turn).
 */
export function nextTurnOfTheLoop(): Promise<void> {
  return nextTurn();
}

/** Runs the work to its end without pausing. */
export function runAtOnce<T>(work: SlicedWork<T>): T {
  const steps = work(() => false);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Runs the work, pausing for the rest of the process after every slice of LOOP_SLICE_MS. */
export async function runInSlices<T>(work: SlicedWork<T>): Promise<T> {
  let started = performance.now();
  let lastRead = started;
  let countdown = 1;
  const due: SliceDue = () => {
    if (--countdown > 0) return false;
    const now = performance.now();
    countdown = now - lastRead > COSTLY_MS ? 1 : CHEAP_CALLS_PER_CLOCK_READ;
    lastRead = now;
    return now - started >= LOOP_SLICE_MS;
  };
  const steps = work(due);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await nextTurn();
    started = lastRead = performance.now();
  }
}
