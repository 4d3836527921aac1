import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { eventReadOptions } from '~/lib/event-read-options';
import { useEndpointMutation } from '~/lib/endpoint-mutation';
import { characterRefreshQueryKey, USER_SCOPED, type EventKey } from '~/lib/query-keys';

/** While a refresh is queued the character job reads the player within seconds: ask this often until it is done. */
const QUEUED_POLL_MS = 3_000;

/** The caller's latest character refresh in the event, asked again while it is queued. */
export function useCharacterRefresh(eventId: EventKey, enabled: boolean) {
  return useQuery({
    ...eventReadOptions('getCharacterRefresh', eventId, characterRefreshQueryKey(eventId), { meta: USER_SCOPED }),
    enabled,
    refetchInterval: (query) => (query.state.data?.state === 'queued' ? QUEUED_POLL_MS : false),
  });
}

/** Asks for the caller's character to be read now; the answer (queued) replaces the cached state. */
export function useRequestCharacterRefresh(eventId: EventKey) {
  return useEndpointMutation(
    () => callEndpoint('requestCharacterRefresh', { params: { event_id: eventId } }),
    (queryClient, answer) => queryClient.setQueryData(characterRefreshQueryKey(eventId), answer),
  );
}
