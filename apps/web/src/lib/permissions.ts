import type { Permission } from '@app/shared';

/** docs/domain.md §2/§6: the admin area is for anyone logged in with at least one permission, or a team lead. */
export function canSeeAdminArea(viewer: {
  loggedIn: boolean;
  permissions: readonly Permission[];
  isTeamLead: boolean;
}): boolean {
  return viewer.loggedIn && (viewer.permissions.length > 0 || viewer.isTeamLead);
}

/** How each permission is called on screen. */
export const PERMISSION_NAMES: Record<Permission, string> = {
  admin: 'Admin',
  manager: 'Manager',
  objective_designer: 'Objective designer',
  submission_judge: 'Submission judge',
};
