import type { Submission } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { JUDGE_POLL_MS, submissionsQueryOptions } from '~/lib/event-reads';
import type { EventKey } from '~/lib/query-keys';

/**
 * The event's submissions (the query every submission view shares), asked for again every JUDGE_POLL_MS while
 * `waiting` holds for the list — a judge's view always, a player's while one of theirs awaits a decision — and
 * never otherwise. No message announces a decision; the server answers this read from its cache with an ETag,
 * so each poll of an unchanged list costs it a 304.
 */
export function useSubmissionsWhileWaiting(
  eventId: EventKey,
  waiting: (submissions: readonly Submission[]) => boolean,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...submissionsQueryOptions(eventId),
    enabled: options.enabled ?? true,
    refetchInterval: (query) => (query.state.data && waiting(query.state.data) ? JUDGE_POLL_MS : false),
  });
}
