import type { BulkObjectivesBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { invalidateEventRules } from './designer-cache';

/** POST /events/{event_id}/objectives/bulk — one ITEM objective per comma-separated name; all or nothing. */
export function createObjectivesInBulk(eventId: number, body: BulkObjectivesBody) {
  return apiRequest<{ ids: number[] }>({
    operation: 'createObjectivesInBulk',
    method: 'POST',
    path: '/events/{event_id}/objectives/bulk',
    params: { event_id: eventId },
    body,
  });
}

export function useCreateObjectivesInBulk(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkObjectivesBody) => createObjectivesInBulk(eventId, body),
    onSuccess: () => invalidateEventRules(queryClient, eventId),
  });
}
