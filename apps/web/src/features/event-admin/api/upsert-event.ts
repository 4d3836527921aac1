import type { UpsertEventBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { refreshAfterEventChange } from './refresh-caches';

/** Without `id` creates an event (with three blank teams), with `id` updates it. */
export function upsertEvent(body: UpsertEventBody) {
  return callEndpoint('upsertEvent', { body });
}

export function useUpsertEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upsertEvent,
    onSuccess: () => refreshAfterEventChange(queryClient),
  });
}
