import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { guildsQueryKey } from '~/lib/query-keys';

/** A team lead registers (or renames) the team's game guild. */
export function useSaveGuild(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guildId, name, tag }: { guildId: number; name: string; tag: string }) =>
      callEndpoint('saveGuild', { params: { event_id: eventId, guild_id: guildId }, body: { name, tag } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guildsQueryKey(eventId) }),
  });
}
