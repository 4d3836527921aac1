import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { requireAdminOrTeamLead } from '~/features/events/api/get-event-status';
import { GuildChooser } from '~/features/guild-admin/components/guild-logs';
import { GuildNav } from '~/features/guild-admin/components/guild-nav';

export const Route = createFileRoute('/admin/guild/logs/')({
  beforeLoad: requireAdminOrTeamLead,
  component: GuildLogsRoute,
});

function GuildLogsRoute() {
  return (
    <Page title="Guild stash logs">
      <GuildNav />
      <GuildChooser />
    </Page>
  );
}
