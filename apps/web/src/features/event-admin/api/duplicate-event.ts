import type { UpsertEventBody } from '@app/shared';
import { callEndpoint } from '~/lib/api';
import { useEndpointMutation } from '~/lib/endpoint-mutation';
import { refreshAfterEventChange } from './refresh-caches';

export type DuplicateEventInput = {
  sourceId: number;
  /** The new event's settings. */
  body: UpsertEventBody;
  /** Copy the source's objective tree and scoring presets too (false: only the settings). */
  objectives: boolean;
};

/** A new event from another one; answers the copy. */
export function useDuplicateEvent() {
  return useEndpointMutation(
    ({ sourceId, body, objectives }: DuplicateEventInput) =>
      callEndpoint('duplicateEvent', { params: { event_id: sourceId }, query: { objectives }, body }),
    refreshAfterEventChange,
  );
}
