import type { QueryClient } from '@tanstack/react-query';
import type { AuthStore } from './auth';
import { isUserScoped } from './query-keys';

/**
 * Keeps the app in step with the session: when it changes (login, logout, another tab, expiry) every
 * user-scoped cache entry is reset, so no data of the previous user stays on screen, and the routes are
 * re-evaluated, so guards run again and redirect when the new session lacks the rights.
 */
export function connectAuth(options: { auth: AuthStore; queryClient: QueryClient; revalidateRoutes: () => void }) {
  const { auth, queryClient, revalidateRoutes } = options;
  let previous = auth.getSession()?.token ?? null;
  return auth.subscribe(() => {
    const next = auth.getSession()?.token ?? null;
    if (next === previous) return;
    previous = next;
    void queryClient.resetQueries({ predicate: isUserScoped });
    revalidateRoutes();
  });
}
