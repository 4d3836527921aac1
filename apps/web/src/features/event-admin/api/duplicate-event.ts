import type { UpsertEventBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { refreshAfterEventChange } from './refresh-caches';

export type DuplicateEventInput = {
  sourceId: number;
  /** The new event's settings. */
  body: UpsertEventBody;
  /** Copy the source's objective tree and scoring presets too (false: only the settings). */
  objectives: boolean;
};

/** A new event from another one; answers the copy. */
export function duplicateEvent({ sourceId, body, objectives }: DuplicateEventInput) {
  return callEndpoint('duplicateEvent', { params: { event_id: sourceId }, query: { objectives }, body });
}

export function useDuplicateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateEvent,
    onSuccess: () => refreshAfterEventChange(queryClient),
  });
}
