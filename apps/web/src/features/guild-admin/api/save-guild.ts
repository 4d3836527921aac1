import { callEndpoint } from '~/lib/api';
import { invalidate, useEndpointMutation } from '~/lib/endpoint-mutation';
import { guildsQueryKey } from '~/lib/query-keys';

/** A team lead registers (or renames) the team's game guild. */
export function useSaveGuild(eventId: number) {
  return useEndpointMutation(
    ({ guildId, name, tag }: { guildId: number; name: string; tag: string }) =>
      callEndpoint('saveGuild', { params: { event_id: eventId, guild_id: guildId }, body: { name, tag } }),
    invalidate(guildsQueryKey(eventId)),
  );
}
