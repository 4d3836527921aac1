import { createFileRoute, notFound } from '@tanstack/react-router';
import { NavLink } from '~/components/ui/nav-link';
import { requireAdminOrTeamLead } from '~/features/events/api/get-event-status';
import { GuildHistory } from '~/features/guild-admin/components/guild-logs';
import { useDocumentTitle } from '~/lib/use-document-title';

export const Route = createFileRoute('/admin/guild/logs/$guildId')({
  beforeLoad: requireAdminOrTeamLead,
  // docs/domain.md §2: route ids are numeric.
  params: {
    parse: ({ guildId }) => {
      if (!/^[1-9][0-9]{0,9}$/.test(guildId)) notFound({ throw: true });
      return { guildId: Number(guildId) };
    },
    stringify: ({ guildId }) => ({ guildId: String(guildId) }),
  },
  component: GuildHistoryRoute,
});

function GuildHistoryRoute() {
  const { guildId } = Route.useParams();
  useDocumentTitle('Guild stash history');
  return (
    <div className="flex flex-col gap-6">
      <nav aria-label="Breadcrumb">
        <NavLink href="/admin/guild/logs" className={() => 'link'}>
          Guild stash logs
        </NavLink>
      </nav>
      <h1 className="text-3xl font-bold">Guild stash history</h1>
      <GuildHistory guildId={guildId} />
    </div>
  );
}
