import type { AuditLog } from '@app/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { USER_SCOPED } from '~/lib/query-keys';
import type { AuditSearch } from '../audit-search';

export const AUDIT_PAGE_SIZE = 50;

/** GET /audit-log pages, newest first; each next page starts below the last entry seen (before_id). */
export function useAuditLog(filters: AuditSearch) {
  return useInfiniteQuery({
    queryKey: ['audit-log', filters] as const,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<AuditLog>({
        operation: 'getAuditLog',
        path: '/audit-log',
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
