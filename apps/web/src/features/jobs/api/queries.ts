import type { RecurringJob, StartJobBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { JOBS_QUERY_KEY } from '~/lib/query-keys';

/** How often the table asks again: jobs run every few seconds to minutes, and a failure should show soon. */
export const JOBS_REFRESH_MS = 10_000;

/** POST /jobs — starts a job, or changes its end date (a past one stops it). */
export function useStartJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartJobBody) =>
      apiRequest<RecurringJob>({ operation: 'startJob', method: 'POST', path: '/jobs', body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
    },
  });
}
