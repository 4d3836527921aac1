import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobType } from '@app/shared';
import { callEndpoint } from '~/lib/api';
import { invalidate, useEndpointMutation } from '~/lib/endpoint-mutation';
import { JOB_PAUSES_QUERY_KEY } from '~/lib/query-keys';

export function jobPausesQueryOptions() {
  return queryOptions({
    queryKey: JOB_PAUSES_QUERY_KEY,
    queryFn: ({ signal }) => callEndpoint('getJobPauses', { signal }),
  });
}

export function useJobPauses() {
  return useQuery(jobPausesQueryOptions());
}

/** Sets a job type's pause; the worker applies it at once, to every event's job of that type. */
export function useSetJobPause() {
  return useEndpointMutation(
    ({ jobType, pauseMs }: { jobType: JobType; pauseMs: number }) =>
      callEndpoint('setJobPause', { params: { job_type: jobType }, body: { pause_ms: pauseMs } }),
    invalidate(JOB_PAUSES_QUERY_KEY),
  );
}
