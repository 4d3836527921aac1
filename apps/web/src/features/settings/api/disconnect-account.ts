import type { Provider, User } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { SELF_QUERY_KEY } from '~/lib/query-keys';

/**
 * POST /users/remove-auth?provider= — disconnects one linked account; answers with the updated user. The
 * server refuses the game account and the last account (409) and an account that is not linked (404).
 */
export function disconnectAccount(provider: Provider) {
  return apiRequest<User>({
    operation: 'removeAuth',
    method: 'POST',
    path: '/users/remove-auth',
    query: { provider },
  });
}

export function useDisconnectAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectAccount,
    onSuccess: (user) => queryClient.setQueryData(SELF_QUERY_KEY, user),
  });
}
