import type { GuildStashTab } from '@app/shared';
import { callEndpoint } from '~/lib/api';
import { invalidate, useEndpointMutation } from '~/lib/endpoint-mutation';
import { guildStashQueryKey } from '~/lib/query-keys';

/** Turns fetching of a tab on or off (a folder takes its sub-tabs along). */
export function useToggleFetch(eventId: number) {
  return useEndpointMutation(
    (tab: GuildStashTab) => callEndpoint('toggleGuildStashFetch', { params: { event_id: eventId, stash_id: tab.id } }),
    // The folder's sub-tabs change too, so the whole list is asked for again.
    invalidate(guildStashQueryKey(eventId)),
  );
}
