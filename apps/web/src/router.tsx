import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { RouteError } from '~/features/shell/components/route-error';
import type { RouterContext } from '~/lib/guards';
import { routeTree } from './routeTree.gen';

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    // Data comes from TanStack Query, which has its own freshness rules.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
