import type { UpdateWishBodyInput } from '@app/shared';
import { callEndpoint } from '~/lib/api';
import { invalidate, useEndpointMutation } from '~/lib/endpoint-mutation';
import { teamWishesQueryKey, type EventKey } from '~/lib/query-keys';

/** The player who asked (or a lead) changes a wish; a lead also marks it as a priority. */
export function useUpdateWish(eventId: EventKey, teamId: number) {
  return useEndpointMutation(
    ({ wishId, body }: { wishId: number; body: UpdateWishBodyInput }) =>
      callEndpoint('updateWish', { params: { event_id: eventId, team_id: teamId, wish_id: wishId }, body }),
    invalidate(teamWishesQueryKey(eventId, teamId)),
  );
}
