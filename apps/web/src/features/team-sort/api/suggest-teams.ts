import { callEndpoint } from '~/lib/api';
import { useEndpointMutation } from '~/lib/endpoint-mutation';

/** A proposal only; the server saves nothing. */
export function useSuggestTeams(eventId: number) {
  return useEndpointMutation((seed: number | undefined) =>
    callEndpoint('suggestTeams', { params: { event_id: eventId }, body: seed === undefined ? {} : { seed } }),
  );
}
