import type { UpsertEventBody } from '@app/shared';
import { callEndpoint } from '~/lib/api';
import { useEndpointMutation } from '~/lib/endpoint-mutation';
import { refreshAfterEventChange } from './refresh-caches';

/** Without `id` creates an event (with three blank teams), with `id` updates it. */
export function useUpsertEvent() {
  return useEndpointMutation((body: UpsertEventBody) => callEndpoint('upsertEvent', { body }), refreshAfterEventChange);
}
