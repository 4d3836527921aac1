import type { GuildStashTab } from '@app/shared';
import { callEndpoint } from '~/lib/api';
import { useEndpointMutation } from '~/lib/endpoint-mutation';

/** Fetch a tab now (202: the job was woken). */
export function useFetchNow(eventId: number) {
  return useEndpointMutation((tab: GuildStashTab) =>
    callEndpoint('updateGuildStash', { params: { event_id: eventId, stash_id: tab.id } }),
  );
}
