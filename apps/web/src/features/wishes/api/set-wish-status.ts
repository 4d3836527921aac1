import type { WishStatus } from '@app/shared';
import { callEndpoint } from '~/lib/api';
import { invalidate, useEndpointMutation } from '~/lib/endpoint-mutation';
import { teamWishesQueryKey, type EventKey } from '~/lib/query-keys';

/** Any player of the team marks a wish fulfilled, or opens it again. */
export function useSetWishStatus(eventId: EventKey, teamId: number) {
  return useEndpointMutation(
    ({ wishId, status }: { wishId: number; status: WishStatus }) =>
      callEndpoint('setWishStatus', {
        params: { event_id: eventId, team_id: teamId, wish_id: wishId },
        body: { status },
      }),
    invalidate(teamWishesQueryKey(eventId, teamId)),
  );
}
