import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { LADDER_HEAD_ROWS } from '@app/shared';
import { callEndpoint } from '~/lib/api';
import { ladderHeadQueryKey, ladderQueryKey, type EventKey } from '~/lib/query-keys';
import { eventReadOptions } from '~/lib/event-read-options';

/** docs/domain.md §9: the ladder is refetched, and stale, after 60000 ms. */
export const LADDER_REFRESH_MS = 60_000;

/** The event's character ladder. */
export function ladderQueryOptions(eventId: EventKey) {
  return eventReadOptions('getLadder', eventId, ladderQueryKey(eventId), {
    staleTime: LADDER_REFRESH_MS,
    refetchInterval: LADDER_REFRESH_MS,
  });
}

/**
 * The ladder's first LADDER_HEAD_ROWS entries by rank. A head of any other length is the whole ladder (shorter:
 * there is no more; longer: a server that does not know `limit` yet, during a deploy): it is remembered as the
 * whole ladder too, so nothing is asked again.
 */
export function ladderHeadQueryOptions(eventId: EventKey) {
  return queryOptions({
    queryKey: ladderHeadQueryKey(eventId),
    queryFn: async ({ signal, client }) => {
      const head = await callEndpoint('getLadder', {
        params: { event_id: eventId },
        query: { limit: LADDER_HEAD_ROWS },
        signal,
      });
      if (head.length !== LADDER_HEAD_ROWS) client.setQueryData(ladderQueryKey(eventId), head);
      return head;
    },
    staleTime: LADDER_REFRESH_MS,
  });
}

export function useLadder(eventId: EventKey) {
  return useQuery(ladderQueryOptions(eventId));
}

/**
 * The ladder as its page shows it: the head first, then the whole ladder, asked for once the head says there is
 * more (one small round trip later, so that the head has the link to itself). Once the whole ladder is there
 * (also when another page read it before), it alone is shown and refreshed. `complete` says which one `query` holds.
 */
export function useHeadFirstLadder(eventId: EventKey) {
  const client = useQueryClient();
  const head = useQuery({
    ...ladderHeadQueryOptions(eventId),
    enabled: () => client.getQueryData(ladderQueryKey(eventId)) === undefined,
  });
  // A failed head is no reason to show nothing: the whole ladder is asked for instead.
  const headSaysMore = head.isError || head.data?.length === LADDER_HEAD_ROWS;
  const whole = useQuery({
    ...ladderQueryOptions(eventId),
    enabled: (query) => query.state.data !== undefined || headSaysMore,
  });
  const complete = whole.data !== undefined;
  return { query: complete || whole.isError || head.isError ? whole : head, complete };
}
