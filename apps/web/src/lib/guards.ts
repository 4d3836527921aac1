import { holdsAnyPermission, type Permission } from '@app/shared';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { AuthStore } from './auth';
import { isTokenUnexpired } from './token';

/** What every route's `beforeLoad` and loader receive (set up in src/router.tsx). */
export type RouterContext = { queryClient: QueryClient; auth: AuthStore };

export type GuardOptions = {
  /** A second way in, e.g. being a team lead; asked only when the token lacks the permissions. */
  orAllow?: (context: RouterContext) => boolean | Promise<boolean>;
  now?: () => number;
};

/**
 * A `beforeLoad` guard (docs/domain.md §2/§6): redirects to / unless the visitor has an unexpired token holding at
 * least one of `required` (or `orAllow` says yes). It reads the session each time it runs, and the app
 * re-runs route guards whenever the session changes (lib/auth-sync.ts), so logging out, switching user in
 * another tab or the token expiring all take effect at once. The server remains the real enforcement.
 */
export function requirePermissions(required: readonly Permission[], options: GuardOptions = {}) {
  const { orAllow, now = () => Date.now() } = options;
  // `throw: true` makes redirect() throw the redirect itself (TanStack Router's way out of a beforeLoad).
  const leave: () => never = () => {
    redirect({ to: '/', replace: true, throw: true });
    throw new Error('unreachable: redirect() with throw: true always throws');
  };
  return async ({ context }: { context: RouterContext }): Promise<void> => {
    const session = context.auth.getSession();
    if (!session || !isTokenUnexpired(session.claims, now())) leave();
    if (holdsAnyPermission(session.claims.permissions, required)) return;
    if (orAllow && (await orAllow(context))) return;
    leave();
  };
}
