import type { GuildStashHistoryBody } from '@app/shared';
import { callEndpoint } from '~/lib/api';
import { invalidate, useEndpointMutation } from '~/lib/endpoint-mutation';
import { guildHistoryQueryKey } from '~/lib/query-keys';

/**
 * One part of an export (GUILD_HISTORY_UPLOAD_LIMITS: see `splitHistory`); adds the entries not stored yet.
 * The history shown is asked for again after each part.
 */
export function useUploadHistory(eventId: number, guildId: number) {
  return useEndpointMutation(
    (body: GuildStashHistoryBody) =>
      callEndpoint('uploadGuildStashHistory', { params: { event_id: eventId, guild_id: guildId }, body }),
    invalidate(guildHistoryQueryKey(eventId, guildId)),
  );
}
