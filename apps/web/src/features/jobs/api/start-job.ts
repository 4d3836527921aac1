import type { StartJobBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { JOBS_QUERY_KEY } from '~/lib/query-keys';

/** Starts a job, or changes its end date (a past one stops it). */
export function useStartJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartJobBody) => callEndpoint('startJob', { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
    },
  });
}
