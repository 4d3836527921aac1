import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { requireAdminOrTeamLead, useEventStatus } from '~/features/events/api/get-event-status';
import { GuildNav } from '~/features/guild-admin/components/guild-nav';
import { GuildPage } from '~/features/guild-admin/components/guild-page';
import { useSession } from '~/lib/auth';

export const Route = createFileRoute('/admin/guild/')({
  // docs/domain.md §2: team leads for their own team, admins for all.
  beforeLoad: requireAdminOrTeamLead,
  component: GuildRoute,
});

function GuildRoute() {
  const session = useSession();
  const status = useEventStatus('current');
  const isAdmin = session?.claims.permissions.includes('admin') ?? false;
  return (
    <Page title="Guild">
      <GuildNav />
      <GuildPage
        viewer={{
          isAdmin,
          teamId: status.data?.team_id ?? null,
          isLead: status.data?.is_team_lead ?? false,
        }}
      />
    </Page>
  );
}
