import { createFileRoute } from '@tanstack/react-router';
import { DesignerNav } from '~/features/objective-designer/components/designer-nav';
import { ObjectiveValidationPanel } from '~/features/objective-designer/components/objective-validation';
import { useEvent } from '~/lib/event-reads';
import { formatDateTime } from '~/lib/format';
import { requirePermissions } from '~/lib/guards';
import { numericIdParams } from '~/lib/route-id';
import { useDocumentTitle } from '~/lib/use-document-title';

export const Route = createFileRoute('/admin/events/$eventId/validation')({
  beforeLoad: requirePermissions(['admin', 'objective_designer']),
  params: numericIdParams('eventId'),
  component: ValidationPage,
});

function ValidationPage() {
  const { eventId } = Route.useParams();
  const event = useEvent(eventId);
  const name = event.data?.name;
  const starts = event.data?.event_start_time;
  useDocumentTitle(name ? `Objective validation · ${name}` : 'Objective validation');
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <DesignerNav eventId={eventId} current="validation" />
        <h1 className="text-3xl font-bold">Objective validation</h1>
        {name && (
          <p className="text-base-content/80">
            Event “{name}”{starts && `, starting ${formatDateTime(starts)}`}. Which item objectives a real item has
            matched: in this event, as a sample pasted in the item tester, or in the stored stash tabs of earlier
            events.
          </p>
        )}
      </div>
      <ObjectiveValidationPanel eventId={eventId} />
    </div>
  );
}
