import type { GuildStashTab } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { guildStashQueryKey } from '~/lib/query-keys';

/** Turns fetching of a tab on or off (a folder takes its sub-tabs along). */
export function useToggleFetch(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tab: GuildStashTab) =>
      callEndpoint('toggleGuildStashFetch', { params: { event_id: eventId, stash_id: tab.id } }),
    // The folder's sub-tabs change too, so the whole list is asked for again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guildStashQueryKey(eventId) }),
  });
}
