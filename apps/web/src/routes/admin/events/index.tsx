import { createFileRoute } from '@tanstack/react-router';
import { EventAdmin } from '~/features/event-admin/components/event-admin';
import { requirePermissions } from '~/lib/guards';
import { useDocumentTitle } from '~/lib/use-document-title';

export const Route = createFileRoute('/admin/events/')({
  beforeLoad: requirePermissions(['admin']),
  component: EventsPage,
});

function EventsPage() {
  useDocumentTitle('Events');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Events</h1>
      <EventAdmin />
    </div>
  );
}
