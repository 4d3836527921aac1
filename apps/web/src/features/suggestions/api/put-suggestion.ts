import type { UpsertSuggestionBodyInput } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import type { EventKey } from '~/lib/query-keys';
import { teamSuggestionsQueryKey } from '~/lib/query-keys';

/**
 * A team lead marks an objective as a focus of their team,
 * with an optional note; on the root objective the note is the team message. Marking again replaces the note.
 */
export function putSuggestion(eventId: EventKey, objectiveId: number, body: UpsertSuggestionBodyInput) {
  return callEndpoint('putSuggestion', { params: { event_id: eventId, objective_id: objectiveId }, body });
}

/** docs/domain.md §5: an empty note is sent as absent (no `extra`), never as an empty text. */
export function suggestionBody(note: string): UpsertSuggestionBodyInput {
  return note.trim() === '' ? {} : { extra: note };
}

export function usePutSuggestion(eventId: EventKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ objectiveId, note }: { objectiveId: number; note: string }) =>
      putSuggestion(eventId, objectiveId, suggestionBody(note)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamSuggestionsQueryKey(eventId) }),
  });
}
