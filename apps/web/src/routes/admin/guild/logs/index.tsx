import { createFileRoute } from '@tanstack/react-router';
import { requireAdminOrTeamLead } from '~/features/events/api/get-event-status';
import { GuildChooser } from '~/features/guild-admin/components/guild-logs';
import { GuildNav } from '~/features/guild-admin/components/guild-nav';
import { useDocumentTitle } from '~/lib/use-document-title';

export const Route = createFileRoute('/admin/guild/logs/')({
  beforeLoad: requireAdminOrTeamLead,
  component: GuildLogsRoute,
});

function GuildLogsRoute() {
  useDocumentTitle('Guild stash logs');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Guild stash logs</h1>
      <GuildNav />
      <GuildChooser />
    </div>
  );
}
