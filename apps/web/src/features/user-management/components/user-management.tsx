import { PERMISSIONS, type Permission, type User } from '@app/shared';
import { useDeferredValue, useId, useState } from 'react';
import { Field, TextInputField } from '~/components/ui/form-field';
import { Outcome } from '~/components/ui/outcome';
import { EmptyState, QueryRegion } from '~/components/ui/query-state';
import { TableBox } from '~/components/ui/scroll-area';
import { Options } from '~/components/ui/select-options';
import { TableHead } from '~/components/ui/table-head';
import { PERMISSION_NAMES } from '~/lib/permissions';
import { useUsers } from '../api/get-users';
import { useUpdatePermissions, type PermissionChange } from '../api/update-permissions';
import { filterUsers, type RoleFilter } from '../user-search';
import { PermissionToggles } from './permission-toggles';

/** More rows than this are not drawn at once; the search narrows the list down instead. */
export const MAX_SHOWN_USERS = 200;

/** Find users by any of their names, see their linked accounts and change their permissions. */
export function UserManagement() {
  const users = useUsers();
  return (
    <QueryRegion query={users} loadingLabel="Loading users..." errorTitle="The users could not be loaded.">
      {(list) => <UserList users={list} />}
    </QueryRegion>
  );
}

function describeChange({ user, permission, grant }: PermissionChange): string {
  const role = PERMISSION_NAMES[permission];
  return grant
    ? `${user.display_name} now has the ${role} permission.`
    : `${user.display_name} no longer has the ${role} permission.`;
}

function UserList({ users }: { users: User[] }) {
  const searchId = useId();
  const roleId = useId();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('any');
  const deferredSearch = useDeferredValue(search);
  const update = useUpdatePermissions(PERMISSIONS);

  const matches = filterUsers(users, deferredSearch, role);
  const shown = matches.slice(0, MAX_SHOWN_USERS);
  const pendingFor = update.isPending ? update.variables : undefined;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <TextInputField
          id={searchId}
          label="Search users"
          className="min-w-64 flex-1"
          type="search"
          placeholder="Name, game account, Discord or Twitch"
          value={search}
          onChange={setSearch}
        />
        <Field id={roleId} label="Permission">
          <select
            id={roleId}
            className="select"
            value={role}
            onChange={(event) => setRole(event.target.value as RoleFilter)}
          >
            <option value="any">Anyone</option>
            <option value="none">No permissions</option>
            <Options values={PERMISSIONS} label={(permission) => PERMISSION_NAMES[permission]} />
          </select>
        </Field>
      </div>

      <p role="status" className="text-sm text-base-content/80">
        {matches.length === users.length ? `${users.length} users` : `${matches.length} of ${users.length} users match`}
        {matches.length > shown.length && `; showing the first ${shown.length}, search to narrow it down`}
      </p>

      <Outcome message={update.isSuccess ? describeChange(update.variables) : null} />
      {update.isError && (
        <div role="alert" className="alert alert-error">
          <p>
            Could not change the permissions of {update.variables.user.display_name}: {update.error.message}
          </p>
          <button type="button" className="btn btn-sm" onClick={() => update.reset()}>
            Dismiss
          </button>
        </div>
      )}

      {shown.length === 0 ? (
        <EmptyState title="No users match">Try another name or permission.</EmptyState>
      ) : (
        <TableBox caption="Users with their linked accounts and permissions">
          <TableHead columns={['ID', 'Name', 'Path of Exile', 'Discord', 'Twitch', 'Permissions']} />
          <tbody>
            {shown.map((user) => (
              <tr key={user.id}>
                <td className="tabular-nums">{user.id}</td>
                <th scope="row" className="font-semibold">
                  {user.display_name}
                </th>
                <td>
                  <Linked name={user.account_name} />
                </td>
                <td>
                  <Linked name={user.discord_name} id={user.discord_id} />
                </td>
                <td>
                  <Linked name={user.twitch_name} id={user.twitch_id} />
                </td>
                <td>
                  <PermissionToggles
                    user={user}
                    pending={pendingFor?.user.id === user.id ? pendingFor.permission : null}
                    disabled={update.isPending}
                    onToggle={(permission: Permission, grant: boolean) => {
                      update.reset();
                      update.mutate({ user, permission, grant });
                    }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </TableBox>
      )}
    </div>
  );
}

/** A linked account: its name (and id when it differs), or 'Not linked' in words. */
function Linked({ name, id }: { name: string | null; id?: string | null }) {
  if (name === null && (id === undefined || id === null)) {
    return <span className="text-base-content/80 italic">Not linked</span>;
  }
  return (
    <span className="flex flex-col">
      <span className="break-all">{name ?? id}</span>
      {id && name !== null && <span className="text-xs text-base-content/80 tabular-nums">{id}</span>}
    </span>
  );
}
