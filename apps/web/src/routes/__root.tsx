import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { useEventStatus } from '~/features/events/api/get-event-status';
import { PlayedMenuItem } from '~/features/played/components/played-link';
import { useHealthFlags } from '~/features/shell/api/get-health';
import { needsGameAccount } from '~/features/shell/components/account-banner';
import { AppShell } from '~/features/shell/components/app-shell';
import { NotFoundPage } from '~/features/shell/components/not-found-page';
import { UserMenu } from '~/features/shell/components/user-menu';
import { useSelf } from '~/features/users/api/get-self';
import { WishesMenuItem } from '~/features/wishes/components/wishes-menu-item';
import { useSession } from '~/lib/auth';
import type { RouterContext } from '~/lib/guards';
import { canSeeAdminArea } from '~/lib/permissions';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

/** Stream overlays (/overlay/…) are drawn alone, on a transparent page, for streaming software (decision 039). */
const OVERLAY_PATH_PREFIX = '/overlay/';

function RootLayout() {
  const isOverlay = useRouterState({ select: (state) => state.location.pathname.startsWith(OVERLAY_PATH_PREFIX) });
  // Before the shell's hooks, so an overlay left running all event long makes none of the shell's requests.
  return isOverlay ? <Outlet /> : <SiteLayout />;
}

function SiteLayout() {
  const session = useSession();
  const self = useSelf();
  const status = useEventStatus('current', { enabled: session !== null });
  const health = useHealthFlags();
  const showAdmin = canSeeAdminArea({
    loggedIn: session !== null,
    permissions: self.data?.permissions ?? session?.claims.permissions ?? [],
    isTeamLead: status.data?.is_team_lead ?? false,
  });
  return (
    <AppShell
      navbar={{
        showAdmin,
        demo: health.data?.demo ?? false,
        userMenu: (
          <UserMenu
            userId={session?.claims.user_id ?? null}
            displayName={self.data?.display_name}
            extraItems={
              <>
                <WishesMenuItem status={status.data} />
                <PlayedMenuItem status={status.data} />
              </>
            }
          />
        ),
      }}
      showAccountBanner={session !== null && needsGameAccount(self.data)}
    >
      <Outlet />
    </AppShell>
  );
}
