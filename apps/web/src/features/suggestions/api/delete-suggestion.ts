import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import type { EventKey } from '~/lib/query-keys';
import { teamSuggestionsQueryKey } from '~/lib/query-keys';

/** A team lead unmarks a focus objective. */
export function deleteSuggestion(eventId: EventKey, objectiveId: number) {
  return callEndpoint('deleteSuggestion', { params: { event_id: eventId, objective_id: objectiveId } });
}

export function useDeleteSuggestion(eventId: EventKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (objectiveId: number) => deleteSuggestion(eventId, objectiveId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamSuggestionsQueryKey(eventId) }),
  });
}
