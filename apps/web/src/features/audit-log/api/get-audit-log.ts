import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { auditLogQueryKey, USER_SCOPED } from '~/lib/query-keys';
import type { AuditSearch } from '../audit-search';

export const AUDIT_PAGE_SIZE = 50;

/** The audit log in pages, newest first; each next page starts below the last entry seen (before_id). */
export function useAuditLog(filters: AuditSearch) {
  return useInfiniteQuery({
    queryKey: auditLogQueryKey(filters),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint('getAuditLog', {
        query: {
          event_id: filters.event,
          actor: filters.actor,
          kind: filters.kind,
          before_id: pageParam,
          limit: AUDIT_PAGE_SIZE,
        },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before_id ?? undefined,
    meta: USER_SCOPED,
  });
}
