import { EventSchema, RecurringJobSchema, type StartJobBody } from '@app/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { EVENTS_LIST_QUERY_KEY, JOBS_QUERY_KEY, USER_SCOPED } from '~/lib/query-keys';

/** How often the table asks again: jobs run every few seconds to minutes, and a failure should show soon. */
export const JOBS_REFRESH_MS = 10_000;

export function useJobList() {
  return useQuery({
    queryKey: JOBS_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiRequest({ operation: 'getJobs', path: '/jobs', schema: RecurringJobSchema.array(), signal }),
    meta: USER_SCOPED,
    refetchInterval: JOBS_REFRESH_MS,
  });
}

/** GET /events — names for the event column and the dialog's choices (the app's shared list entry). */
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

/** POST /jobs — starts a job, or changes its end date (a past one stops it). */
export function useStartJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartJobBody) =>
      apiRequest({ operation: 'startJob', method: 'POST', path: '/jobs', body, schema: RecurringJobSchema }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
    },
  });
}
