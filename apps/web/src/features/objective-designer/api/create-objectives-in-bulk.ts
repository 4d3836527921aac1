import type { BulkObjectivesBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '~/lib/api';
import { invalidateEventRules } from './designer-cache';

const CreatedSchema = z.object({ ids: z.array(z.number().int()) });

/** POST /events/{event_id}/objectives/bulk — one ITEM objective per comma-separated name; all or nothing. */
export function createObjectivesInBulk(eventId: number, body: BulkObjectivesBody) {
  return apiRequest({
    operation: 'createObjectivesInBulk',
    method: 'POST',
    path: '/events/{event_id}/objectives/bulk',
    params: { event_id: eventId },
    body,
    schema: CreatedSchema,
  });
}

export function useCreateObjectivesInBulk(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkObjectivesBody) => createObjectivesInBulk(eventId, body),
    onSuccess: () => invalidateEventRules(queryClient, eventId),
  });
}
