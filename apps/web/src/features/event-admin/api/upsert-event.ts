import type { Event, UpsertEventBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { refreshAfterEventChange } from './refresh-caches';

/** PUT /events — without `id` creates an event (with three blank teams), with `id` updates it. */
export function upsertEvent(body: UpsertEventBody) {
  return apiRequest<Event>({ operation: 'upsertEvent', method: 'PUT', path: '/events', body });
}

export function useUpsertEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upsertEvent,
    onSuccess: () => refreshAfterEventChange(queryClient),
  });
}
