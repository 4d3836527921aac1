import { AuditLogSchema, EventSchema } from '@app/shared';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { EVENTS_LIST_QUERY_KEY, USER_SCOPED } from '~/lib/query-keys';
import type { AuditSearch } from '../audit-log';

export const AUDIT_PAGE_SIZE = 50;

/** GET /audit-log pages, newest first; each next page starts below the last entry seen (before_id). */
export function useAuditLog(filters: AuditSearch) {
  return useInfiniteQuery({
    queryKey: ['audit-log', filters] as const,
    queryFn: ({ pageParam, signal }) =>
      apiRequest({
        operation: 'getAuditLog',
        path: '/audit-log',
        query: {
          event_id: filters.event,
          actor: filters.actor,
          kind: filters.kind,
          before_id: pageParam,
          limit: AUDIT_PAGE_SIZE,
        },
        schema: AuditLogSchema,
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before_id ?? undefined,
    meta: USER_SCOPED,
  });
}

/** GET /events — event names for the table and the filter (the app's shared list entry). */
export function useEventList() {
  return useQuery(
    queryOptions({
      queryKey: EVENTS_LIST_QUERY_KEY,
      queryFn: ({ signal }) =>
        apiRequest({ operation: 'getEvents', path: '/events', schema: EventSchema.array(), signal }),
      staleTime: 5 * 60_000,
      meta: USER_SCOPED,
    }),
  );
}
