import { PERMISSIONS, type Permission, type User } from '@app/shared';
import { PERMISSION_NAMES } from '~/lib/permissions';

type PermissionTogglesProps = {
  user: User;
  /** The permission being changed for this user right now, if any. */
  pending: Permission | null;
  disabled: boolean;
  onToggle: (permission: Permission, grant: boolean) => void;
};

/**
 * One toggle button per permission. Whether it is held is said three ways, never by colour alone: the pressed
 * state for assistive technology, a ✓ or ✗ mark, and a filled or outlined button.
 */
export function PermissionToggles({ user, pending, disabled, onToggle }: PermissionTogglesProps) {
  return (
    <ul className="flex flex-wrap gap-1" aria-label={`Permissions of ${user.display_name}`}>
      {PERMISSIONS.map((permission) => {
        const held = user.permissions.includes(permission);
        const name = PERMISSION_NAMES[permission];
        return (
          <li key={permission}>
            <button
              type="button"
              className={`btn btn-xs ${held ? 'btn-success' : 'btn-outline'}`}
              aria-pressed={held}
              aria-label={`${name} for ${user.display_name}`}
              disabled={disabled}
              onClick={() => onToggle(permission, !held)}
            >
              {pending === permission ? (
                <span className="loading loading-spinner loading-xs" aria-hidden="true" />
              ) : (
                <span aria-hidden="true">{held ? '✓' : '✗'}</span>
              )}
              {name}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
