import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { EventAdmin } from '~/features/event-admin/components/event-admin';
import { requirePermissions } from '~/lib/guards';

export const Route = createFileRoute('/admin/events/')({
  beforeLoad: requirePermissions(['admin']),
  component: EventsPage,
});

function EventsPage() {
  return (
    <Page title="Events">
      <EventAdmin />
    </Page>
  );
}
