import type { BulkObjectivesBody } from '@app/shared';
import { callEndpoint } from '~/lib/api';
import { useEndpointMutation } from '~/lib/endpoint-mutation';
import { invalidateEventRules } from './designer-cache';

/** One ITEM objective per comma-separated name; all or nothing. */
export function useCreateObjectivesInBulk(eventId: number) {
  return useEndpointMutation(
    (body: BulkObjectivesBody) => callEndpoint('createObjectivesInBulk', { params: { event_id: eventId }, body }),
    (queryClient) => invalidateEventRules(queryClient, eventId),
  );
}
