import { EventSchema } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { USER_SCOPED } from '~/lib/query-keys';
import { designerKeys } from './designer-cache';

/** GET /events/{event_id} — the event being designed (its name for headings, its teams for preset examples). */
export function getEvent(eventId: number, signal?: AbortSignal) {
  return apiRequest({
    operation: 'getEvent',
    path: '/events/{event_id}',
    params: { event_id: eventId },
    schema: EventSchema,
    signal,
  });
}

export function useDesignedEvent(eventId: number) {
  return useQuery(
    queryOptions({
      queryKey: designerKeys.event(eventId),
      queryFn: ({ signal }) => getEvent(eventId, signal),
      // Non-public events are visible to permission holders only.
      meta: USER_SCOPED,
    }),
  );
}
