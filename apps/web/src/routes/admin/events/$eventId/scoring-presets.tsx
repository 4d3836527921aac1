import { createFileRoute } from '@tanstack/react-router';
import { useEvent } from '~/lib/event-reads';
import { DesignerNav } from '~/features/objective-designer/components/designer-nav';
import { ScoringPresetsEditor } from '~/features/objective-designer/components/scoring-presets-editor';
import { requirePermissions } from '~/lib/guards';
import { useDocumentTitle } from '~/lib/use-document-title';
import { numericIdParams } from '~/lib/route-id';

export const Route = createFileRoute('/admin/events/$eventId/scoring-presets')({
  beforeLoad: requirePermissions(['admin', 'objective_designer']),
  params: numericIdParams('eventId'),
  component: ScoringPresetsPage,
});

function ScoringPresetsPage() {
  const { eventId } = Route.useParams();
  const event = useEvent(eventId);
  const name = event.data?.name;
  useDocumentTitle(name ? `Scoring presets · ${name}` : 'Scoring presets');
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <DesignerNav eventId={eventId} current="presets" />
        <h1 className="text-3xl font-bold">Scoring presets</h1>
        {name && <p className="text-base-content/80">Event “{name}”</p>}
      </div>
      <ScoringPresetsEditor eventId={eventId} />
    </div>
  );
}
