import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import type { EventKey } from '~/lib/query-keys';
import { teamSuggestionsQueryKey } from './get-team-suggestions';

/** DELETE /events/{event_id}/suggestions/{objective_id} — a team lead unmarks a focus objective. */
export function deleteSuggestion(eventId: EventKey, objectiveId: number) {
  return apiRequest({
    operation: 'deleteSuggestion',
    method: 'DELETE',
    path: '/events/{event_id}/suggestions/{objective_id}',
    params: { event_id: eventId, objective_id: objectiveId },
  });
}

export function useDeleteSuggestion(eventId: EventKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (objectiveId: number) => deleteSuggestion(eventId, objectiveId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamSuggestionsQueryKey(eventId) }),
  });
}
