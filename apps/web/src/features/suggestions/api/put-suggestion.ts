import type { UpsertSuggestionBodyInput } from '@app/shared';
import { callEndpoint } from '~/lib/api';
import { invalidate, useEndpointMutation } from '~/lib/endpoint-mutation';
import { teamSuggestionsQueryKey, type EventKey } from '~/lib/query-keys';

/** docs/domain.md §5: an empty note is sent as absent (no `extra`), never as an empty text. */
export function suggestionBody(note: string): UpsertSuggestionBodyInput {
  return note.trim() === '' ? {} : { extra: note };
}

/**
 * A team lead marks an objective as a focus of their team,
 * with an optional note; on the root objective the note is the team message. Marking again replaces the note.
 */
export function usePutSuggestion(eventId: EventKey) {
  return useEndpointMutation(
    ({ objectiveId, note }: { objectiveId: number; note: string }) =>
      callEndpoint('putSuggestion', {
        params: { event_id: eventId, objective_id: objectiveId },
        body: suggestionBody(note),
      }),
    invalidate(teamSuggestionsQueryKey(eventId)),
  );
}
