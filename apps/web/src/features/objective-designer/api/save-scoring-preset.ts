import type { UpsertScoringPresetBody } from '@app/shared';
import { callEndpoint } from '~/lib/api';
import { useEndpointMutation } from '~/lib/endpoint-mutation';
import { invalidateEventRules } from './designer-cache';

/** Creates (no id) or updates a preset; the event is re-scored. */
export function useSaveScoringPreset(eventId: number) {
  return useEndpointMutation(
    (body: UpsertScoringPresetBody) => callEndpoint('saveScoringPreset', { params: { event_id: eventId }, body }),
    (queryClient) => invalidateEventRules(queryClient, eventId),
  );
}
