import { createFileRoute } from '@tanstack/react-router';
import { isTeamLeadInCurrentEvent } from '~/features/events/api/get-event-status';
import { GuildChooser } from '~/features/guild-admin/components/guild-logs';
import { GuildNav } from '~/features/guild-admin/components/guild-nav';
import { requirePermissions } from '~/lib/guards';
import { useDocumentTitle } from '~/lib/use-document-title';

export const Route = createFileRoute('/admin/guild/logs/')({
  beforeLoad: requirePermissions(['admin'], { orAllow: ({ queryClient }) => isTeamLeadInCurrentEvent(queryClient) }),
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
