import type { BulkObjectivesBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { invalidateEventRules } from './designer-cache';

/** One ITEM objective per comma-separated name; all or nothing. */
export function createObjectivesInBulk(eventId: number, body: BulkObjectivesBody) {
  return callEndpoint('createObjectivesInBulk', { params: { event_id: eventId }, body });
}

export function useCreateObjectivesInBulk(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkObjectivesBody) => createObjectivesInBulk(eventId, body),
    onSuccess: () => invalidateEventRules(queryClient, eventId),
  });
}
