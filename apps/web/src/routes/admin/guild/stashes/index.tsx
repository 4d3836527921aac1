import { createFileRoute } from '@tanstack/react-router';
import { requireAdminOrTeamLead } from '~/features/events/api/get-event-status';
import { GuildNav } from '~/features/guild-admin/components/guild-nav';
import { StashList } from '~/features/guild-admin/components/stash-list';
import { useDocumentTitle } from '~/lib/use-document-title';

export const Route = createFileRoute('/admin/guild/stashes/')({
  // docs/domain.md §2: team leads for their own team (the server only ever sends them their team's tabs), admins for all.
  beforeLoad: requireAdminOrTeamLead,
  component: StashesRoute,
});

function StashesRoute() {
  useDocumentTitle('Guild stash tabs');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Guild stash tabs</h1>
      <GuildNav />
      {/* Everyone who gets past the guard may manage what they see: leads their own team's tabs, admins all. */}
      <StashList viewer={{ canManage: true }} />
    </div>
  );
}
