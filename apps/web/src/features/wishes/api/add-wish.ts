import type { AddWishBodyInput } from '@app/shared';
import { callEndpoint } from '~/lib/api';
import { invalidate, useEndpointMutation } from '~/lib/endpoint-mutation';
import { teamWishesQueryKey, type EventKey } from '~/lib/query-keys';

/** A player asks their team for an item. */
export function useAddWish(eventId: EventKey, teamId: number) {
  return useEndpointMutation(
    (body: AddWishBodyInput) => callEndpoint('addWish', { params: { event_id: eventId, team_id: teamId }, body }),
    invalidate(teamWishesQueryKey(eventId, teamId)),
  );
}
