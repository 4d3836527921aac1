import type { StartJobBody } from '@app/shared';
import { callEndpoint } from '~/lib/api';
import { invalidate, useEndpointMutation } from '~/lib/endpoint-mutation';
import { JOBS_QUERY_KEY } from '~/lib/query-keys';

/** Starts a job, or changes its end date (a past one stops it). */
export function useStartJob() {
  return useEndpointMutation((body: StartJobBody) => callEndpoint('startJob', { body }), invalidate(JOBS_QUERY_KEY));
}
