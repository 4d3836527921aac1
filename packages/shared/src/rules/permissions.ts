/** The permissions a user can hold (docs/domain.md §3). No zod here: the web app's first page reads them. */
export const PERMISSIONS = ['admin', 'manager', 'objective_designer', 'submission_judge'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * True when `held` contains at least one of `wanted`: a route or screen open to several roles admits a holder
 * of any one of them (docs/domain.md §6). The server decides with the permissions the database holds; the web app uses
 * the same rule on the token's claim, only to choose what to show.
 */
export function holdsAnyPermission(held: readonly Permission[], wanted: readonly Permission[]): boolean {
  return wanted.some((permission) => held.includes(permission));
}
