import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';

/** A proposal only; the server saves nothing. */
export function useSuggestTeams(eventId: number) {
  return useMutation({
    mutationFn: (seed: number | undefined) =>
      callEndpoint('suggestTeams', { params: { event_id: eventId }, body: seed === undefined ? {} : { seed } }),
  });
}
