import type { GuildStashHistoryBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { guildHistoryQueryKey } from '~/lib/query-keys';

/**
 * One part of an export (GUILD_HISTORY_UPLOAD_LIMITS: see `splitHistory`); adds the entries not stored yet.
 * The history shown is asked for again after each part.
 */
export function useUploadHistory(eventId: number, guildId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuildStashHistoryBody) =>
      callEndpoint('uploadGuildStashHistory', { params: { event_id: eventId, guild_id: guildId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guildHistoryQueryKey(eventId, guildId) }),
  });
}
