import { createFileRoute } from '@tanstack/react-router';
import { useEvent } from '~/lib/event-reads';
import { useObjectives } from '~/lib/scoreboard/get-objectives';
import { DesignerNav } from '~/features/objective-designer/components/designer-nav';
import { CategoryEditor } from '~/features/objective-designer/components/category-editor';
import { findNode } from '~/features/objective-designer/objective-tree';
import { CategoryPreview } from '~/features/scores/components/category-preview';
import { requirePermissions } from '~/lib/guards';
import { useDocumentTitle } from '~/lib/use-document-title';
import { numericIdParams } from '~/lib/route-id';

export const Route = createFileRoute('/admin/events/$eventId/categories/$categoryId')({
  beforeLoad: requirePermissions(['admin', 'objective_designer']),
  params: numericIdParams('eventId', 'categoryId'),
  component: CategoryPage,
});

function CategoryPage() {
  const { eventId, categoryId } = Route.useParams();
  const event = useEvent(eventId);
  const tree = useObjectives(eventId);
  const category = tree.data ? findNode(tree.data, categoryId) : undefined;
  useDocumentTitle([category?.name || 'Objectives', event.data?.name].filter((part) => part !== undefined).join(' · '));
  return (
    <div className="flex flex-col gap-2">
      <DesignerNav eventId={eventId} current="objectives" />
      {event.data && <p className="text-base-content/80">Objectives of the event “{event.data.name}”</p>}
      {/* A new category starts with its own panel: nothing half-edited follows the designer to another category. */}
      <CategoryEditor
        key={categoryId}
        eventId={eventId}
        categoryId={categoryId}
        preview={(category) => <CategoryPreview eventId={eventId} category={category} />}
      />
    </div>
  );
}
