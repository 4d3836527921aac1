import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { requireAdminOrTeamLead } from '~/features/events/api/get-event-status';
import { GuildNav } from '~/features/guild-admin/components/guild-nav';
import { StashList } from '~/features/guild-admin/components/stash-list';

export const Route = createFileRoute('/admin/guild/stashes/')({
  // docs/domain.md §2: team leads for their own team (the server only ever sends them their team's tabs), admins for all.
  beforeLoad: requireAdminOrTeamLead,
  component: StashesRoute,
});

function StashesRoute() {
  return (
    <Page title="Guild stash tabs">
      <GuildNav />
      {/* Everyone who gets past the guard may manage what they see: leads their own team's tabs, admins all. */}
      <StashList viewer={{ canManage: true }} />
    </Page>
  );
}
