import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { DiscordWebhooksPage } from '~/features/discord-webhooks/components/discord-webhooks-page';
import { useEvent } from '~/lib/event-reads';
import { requirePermissions } from '~/lib/guards';
import { numericIdParams } from '~/lib/route-id';

export const Route = createFileRoute('/admin/events/$eventId/discord')({
  // The webhook URLs hold Discord's tokens: admins only, as on the server.
  beforeLoad: requirePermissions(['admin']),
  params: numericIdParams('eventId'),
  component: DiscordRoute,
});

function DiscordRoute() {
  const { eventId } = Route.useParams();
  const name = useEvent(eventId).data?.name;
  return (
    <Page title={name ? `Discord of ${name}` : 'Discord'} back={{ href: '/admin', label: 'Admin' }}>
      <DiscordWebhooksPage eventId={eventId} />
    </Page>
  );
}
