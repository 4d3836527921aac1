import { RecurringJobSchema, type RecurringJob } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { JOBS_QUERY_KEY, USER_SCOPED } from '~/lib/query-keys';

/** GET /jobs — every recurring background job with its health (admins only). */
export function getJobs(signal?: AbortSignal) {
  return apiRequest({ operation: 'getJobs', path: '/jobs', schema: RecurringJobSchema.array(), signal });
}

export function jobsQueryOptions() {
  return queryOptions({
    queryKey: JOBS_QUERY_KEY,
    queryFn: ({ signal }) => getJobs(signal),
    meta: USER_SCOPED,
  });
}

export function useJobs(options: { enabled?: boolean } = {}) {
  return useQuery({ ...jobsQueryOptions(), enabled: options.enabled ?? true });
}

/** Jobs whose last run failed (the server marks them `failing` until a run succeeds again). */
export function failingJobs(jobs: readonly RecurringJob[]): RecurringJob[] {
  return jobs.filter((job) => job.status === 'failing');
}
