import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { callEndpoint } from '~/lib/api';
import { invalidate, useEndpointMutation } from '~/lib/endpoint-mutation';
import { objectiveValidationQueryKey } from '~/lib/query-keys';

/** Every item objective of the event, never matched first (getObjectiveValidation). */
export function objectiveValidationQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: objectiveValidationQueryKey(eventId),
    queryFn: ({ signal }) => callEndpoint('getObjectiveValidation', { params: { event_id: eventId }, signal }),
  });
}

export function useObjectiveValidation(eventId: number) {
  return useQuery(objectiveValidationQueryOptions(eventId));
}

/** Records a pasted item as an objective's sample (it must match the objective now). */
export function useSaveObjectiveSample(eventId: number) {
  return useEndpointMutation(
    ({ objectiveId, item }: { objectiveId: number; item: Record<string, unknown> }) =>
      callEndpoint('saveObjectiveSample', { params: { event_id: eventId, id: objectiveId }, body: item }),
    invalidate(objectiveValidationQueryKey(eventId)),
  );
}

export function useDeleteObjectiveSample(eventId: number) {
  return useEndpointMutation(
    (objectiveId: number) => callEndpoint('deleteObjectiveSample', { params: { event_id: eventId, id: objectiveId } }),
    invalidate(objectiveValidationQueryKey(eventId)),
  );
}

export type SampleSearch =
  | { state: 'idle' }
  | { state: 'searching'; searched: number; remaining: number | null; found: number }
  | { state: 'done'; searched: number; found: number }
  | { state: 'failed'; error: unknown; searched: number; found: number };

/**
 * Searches the stored snapshots of other events a batch per request (searchObjectiveSamples), following the
 * server's cursor until it says the search is done, and counts what it read and found. Leaving the page stops it.
 */
export function useSampleSearch(eventId: number) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState<SampleSearch>({ state: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    let after = 0;
    let searched = 0;
    let found = 0;
    setSearch({ state: 'searching', searched, remaining: null, found });
    try {
      for (;;) {
        const batch = await callEndpoint('searchObjectiveSamples', {
          params: { event_id: eventId },
          body: { after },
          signal: controller.signal,
        });
        searched += batch.searched;
        found += batch.found.length;
        if (batch.found.length > 0)
          await queryClient.invalidateQueries({ queryKey: objectiveValidationQueryKey(eventId) });
        if (batch.next_after === null) break;
        after = batch.next_after;
        setSearch({ state: 'searching', searched, remaining: batch.remaining, found });
      }
      setSearch({ state: 'done', searched, found });
    } catch (error) {
      if (!controller.signal.aborted) setSearch({ state: 'failed', error, searched, found });
    }
  };
  return { search, start };
}
