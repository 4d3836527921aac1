import type { Permission, User } from '@app/shared';
import { callEndpoint } from '~/lib/api';
import { authStore } from '~/lib/auth';
import { useEndpointMutation } from '~/lib/endpoint-mutation';
import { SELF_QUERY_KEY, USERS_QUERY_KEY } from '~/lib/query-keys';

export type PermissionChange = { user: User; permission: Permission; grant: boolean };

/** The permissions after a change, in the canonical order of the server's list. */
export function changedPermissions({ user, permission, grant }: PermissionChange, order: readonly Permission[]) {
  const next = new Set(user.permissions);
  if (grant) next.add(permission);
  else next.delete(permission);
  return order.filter((candidate) => next.has(candidate));
}

/** Replaces a user's permissions (409 when that would remove the last admin). */
export function useUpdatePermissions(order: readonly Permission[]) {
  return useEndpointMutation(
    (change: PermissionChange) =>
      callEndpoint('updatePermissions', {
        params: { user_id: change.user.id },
        body: changedPermissions(change, order),
      }),
    (queryClient, updated) => {
      // The answer is the user: put it in the list in place of the old row.
      queryClient.setQueryData<User[]>(USERS_QUERY_KEY, (users) =>
        users?.map((user) => (user.id === updated.id ? updated : user)),
      );
      // Changing one's own permissions changes what the menu and guards may show.
      if (authStore.getSession()?.claims.user_id === updated.id) queryClient.setQueryData(SELF_QUERY_KEY, updated);
    },
  );
}
