import type { UpsertObjectiveBody } from '@app/shared';
import { callEndpoint } from '~/lib/api';
import { useEndpointMutation } from '~/lib/endpoint-mutation';
import { invalidateEventRules } from './designer-cache';

/**
 * Creates (no id) or updates an objective with its conditions (with
 * replace_conditions, the listed ones are the whole set); a new parent_id moves it. The server refuses cycles, foreign ids and number fields the type does not count.
 */
export function useSaveObjective(eventId: number) {
  return useEndpointMutation(
    (body: UpsertObjectiveBody) => callEndpoint('saveObjective', { params: { event_id: eventId }, body }),
    (queryClient) => invalidateEventRules(queryClient, eventId),
  );
}
