import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobPauseName } from '@app/shared';
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

/** Sets a pause; the worker applies it at once, to every event's job of that type (or every build after). */
export function useSetJobPause() {
  return useEndpointMutation(
    ({ name, pauseMs }: { name: JobPauseName; pauseMs: number }) =>
      callEndpoint('setJobPause', { params: { name }, body: { pause_ms: pauseMs } }),
    invalidate(JOB_PAUSES_QUERY_KEY),
  );
}
