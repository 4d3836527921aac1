import type { Provider } from '@app/shared';
import { callEndpoint } from '~/lib/api';
import { useEndpointMutation } from '~/lib/endpoint-mutation';
import { SELF_QUERY_KEY } from '~/lib/query-keys';

/**
 * Disconnects one linked account; answers with the updated user. The
 * server refuses the game account and the last account (409) and an account that is not linked (404).
 */
export function useDisconnectAccount() {
  return useEndpointMutation(
    (provider: Provider) => callEndpoint('removeAuth', { query: { provider } }),
    (queryClient, user) => queryClient.setQueryData(SELF_QUERY_KEY, user),
  );
}
