import type { OwnSignup, SignupGroup } from '@app/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callEndpoint, isApiError } from '~/lib/api';
import { ownSignupQueryKey, USER_SCOPED, type EventKey } from '~/lib/query-keys';

/** The viewer's application, or null when there is none (404). */
export async function getOwnSignup(eventId: EventKey, signal?: AbortSignal): Promise<OwnSignup | null> {
  try {
    return await callEndpoint('getOwnSignup', { params: { event_id: eventId }, signal });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export function ownSignupQueryOptions(eventId: EventKey) {
  return queryOptions({
    queryKey: ownSignupQueryKey(eventId),
    queryFn: ({ signal }) => getOwnSignup(eventId, signal),
    // Asked once: a missing signup is an answer, not a failure.
    retry: false,
    meta: USER_SCOPED,
  });
}

/** Asked only when `enabled` (logged in and signed up): everyone else has no application to read. */
export function useOwnSignup(eventId: EventKey, enabled: boolean) {
  return useQuery({ ...ownSignupQueryOptions(eventId), enabled });
}

/** The cached own sign-up with the group a write answered (null after leaving it). */
export function storeOwnGroup(queryClient: QueryClient, eventId: EventKey, group: SignupGroup | null) {
  queryClient.setQueryData<OwnSignup | null>(ownSignupQueryKey(eventId), (own) => own && { ...own, group });
}
