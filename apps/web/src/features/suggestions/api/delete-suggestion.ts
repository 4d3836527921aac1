import { callEndpoint } from '~/lib/api';
import { invalidate, useEndpointMutation } from '~/lib/endpoint-mutation';
import { teamSuggestionsQueryKey, type EventKey } from '~/lib/query-keys';

/** A team lead unmarks a focus objective. */
export function useDeleteSuggestion(eventId: EventKey) {
  return useEndpointMutation(
    (objectiveId: number) =>
      callEndpoint('deleteSuggestion', { params: { event_id: eventId, objective_id: objectiveId } }),
    invalidate(teamSuggestionsQueryKey(eventId)),
  );
}
