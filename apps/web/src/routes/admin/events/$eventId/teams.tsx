import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { useEvent } from '~/lib/event-reads';
import { TeamEditor } from '~/features/event-admin/components/team-editor';
import { requirePermissions } from '~/lib/guards';
import { numericIdParams } from '~/lib/route-id';

export const Route = createFileRoute('/admin/events/$eventId/teams')({
  beforeLoad: requirePermissions(['admin']),
  params: numericIdParams('eventId'),
  component: TeamsPage,
});

function TeamsPage() {
  const { eventId } = Route.useParams();
  const name = useEvent(eventId).data?.name;
  return (
    <Page title={name ? `Teams of ${name}` : 'Teams'} back={{ href: '/admin/events', label: 'Events' }}>
      <TeamEditor eventId={eventId} />
    </Page>
  );
}
