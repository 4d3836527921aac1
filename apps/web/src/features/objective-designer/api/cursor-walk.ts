import { useEffect, useRef, useState } from 'react';

/** One answer of an endpoint that reads stored snapshots a batch at a time after a cursor (decision 032). */
export type CursorBatch = { next_after: number | null; searched: number; remaining: number };

export type CursorWalk<TResult> =
  | { state: 'idle' }
  | { state: 'running'; searched: number; remaining: number | null; result: TResult }
  | { state: 'done'; searched: number; result: TResult }
  | { state: 'failed'; error: unknown; searched: number; result: TResult };

/**
 * Walks such an endpoint from the first batch to the last, following its cursor, and folds every batch into one
 * result, with how many snapshots were read and how many are left. Starting again restarts; leaving the page stops.
 */
export function useCursorWalk<TBatch extends CursorBatch, TResult>(
  fetchBatch: (after: number, signal: AbortSignal) => Promise<TBatch>,
  fold: (result: TResult, batch: TBatch) => TResult,
  initial: TResult,
  afterBatch?: (batch: TBatch) => Promise<unknown>,
) {
  const [walk, setWalk] = useState<CursorWalk<TResult>>({ state: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    let after = 0;
    let searched = 0;
    let result = initial;
    setWalk({ state: 'running', searched, remaining: null, result });
    try {
      for (;;) {
        const batch = await fetchBatch(after, controller.signal);
        searched += batch.searched;
        result = fold(result, batch);
        await afterBatch?.(batch);
        if (batch.next_after === null) break;
        after = batch.next_after;
        setWalk({ state: 'running', searched, remaining: batch.remaining, result });
      }
      setWalk({ state: 'done', searched, result });
    } catch (error) {
      if (!controller.signal.aborted) setWalk({ state: 'failed', error, searched, result });
    }
  };
  return { walk, start };
}
