import type { GuildStashTab } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';

/** Fetch a tab now (202: the job was woken). */
export function useFetchNow(eventId: number) {
  return useMutation({
    mutationFn: (tab: GuildStashTab) =>
      callEndpoint('updateGuildStash', { params: { event_id: eventId, stash_id: tab.id } }),
  });
}
