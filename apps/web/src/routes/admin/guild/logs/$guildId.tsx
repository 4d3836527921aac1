import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { requireAdminOrTeamLead } from '~/features/events/api/get-event-status';
import { GuildHistory } from '~/features/guild-admin/components/guild-logs';
import { numericIdParams } from '~/lib/route-id';

export const Route = createFileRoute('/admin/guild/logs/$guildId')({
  beforeLoad: requireAdminOrTeamLead,
  params: numericIdParams('guildId'),
  component: GuildHistoryRoute,
});

function GuildHistoryRoute() {
  const { guildId } = Route.useParams();
  return (
    <Page title="Guild stash history" back={{ href: '/admin/guild/logs', label: 'Guild stash logs' }}>
      <GuildHistory guildId={guildId} />
    </Page>
  );
}
