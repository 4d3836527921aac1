import type { Provider } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { SELF_QUERY_KEY } from '~/lib/query-keys';

/**
 * Disconnects one linked account; answers with the updated user. The
 * server refuses the game account and the last account (409) and an account that is not linked (404).
 */
export function disconnectAccount(provider: Provider) {
  return callEndpoint('removeAuth', { query: { provider } });
}

export function useDisconnectAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectAccount,
    onSuccess: (user) => queryClient.setQueryData(SELF_QUERY_KEY, user),
  });
}
