import { createFileRoute, notFound } from '@tanstack/react-router';
import { useDesignedEvent } from '~/features/objective-designer/api/get-event';
import { ScoringPresetsEditor } from '~/features/objective-designer/components/scoring-presets-editor';
import { requirePermissions } from '~/lib/guards';
import { useDocumentTitle } from '~/lib/use-document-title';

export const Route = createFileRoute('/admin/events/$eventId/scoring-presets')({
  beforeLoad: requirePermissions(['admin', 'objective_designer']),
  // Spec §2: route ids are numeric.
  params: {
    parse: ({ eventId }) => {
      if (!/^[1-9][0-9]{0,9}$/.test(eventId)) notFound({ throw: true });
      return { eventId: Number(eventId) };
    },
    stringify: ({ eventId }) => ({ eventId: String(eventId) }),
  },
  component: ScoringPresetsPage,
});

function ScoringPresetsPage() {
  const { eventId } = Route.useParams();
  const event = useDesignedEvent(eventId);
  const name = event.data?.name;
  useDocumentTitle(name ? `Scoring presets · ${name}` : 'Scoring presets');
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold">Scoring presets</h1>
        {name && <p className="text-base-content/80">Event “{name}”</p>}
      </div>
      <ScoringPresetsEditor eventId={eventId} />
    </div>
  );
}
