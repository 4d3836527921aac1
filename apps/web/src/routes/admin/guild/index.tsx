import { createFileRoute } from '@tanstack/react-router';
import { requireAdminOrTeamLead, useEventStatus } from '~/features/events/api/get-event-status';
import { GuildNav } from '~/features/guild-admin/components/guild-nav';
import { GuildPage } from '~/features/guild-admin/components/guild-page';
import { useSession } from '~/lib/auth';
import { useDocumentTitle } from '~/lib/use-document-title';

export const Route = createFileRoute('/admin/guild/')({
  // docs/domain.md §2: team leads for their own team, admins for all.
  beforeLoad: requireAdminOrTeamLead,
  component: GuildRoute,
});

function GuildRoute() {
  useDocumentTitle('Guild');
  const session = useSession();
  const status = useEventStatus('current');
  const isAdmin = session?.claims.permissions.includes('admin') ?? false;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Guild</h1>
      <GuildNav />
      <GuildPage
        viewer={{
          isAdmin,
          teamId: status.data?.team_id ?? null,
          isLead: status.data?.is_team_lead ?? false,
        }}
      />
    </div>
  );
}
