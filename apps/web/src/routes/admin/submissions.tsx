import { createFileRoute } from '@tanstack/react-router';
import { EmptyState } from '~/components/ui/query-state';
import { PlaceTeamsForm } from '~/features/submissions/components/place-teams-form';
import { SubmissionsTable } from '~/features/submissions/components/submissions-table';
import { requirePermissions } from '~/lib/guards';
import { useDocumentTitle } from '~/lib/use-document-title';
import { CurrentEventView } from '../-current-event-view';

export const Route = createFileRoute('/admin/submissions')({
  beforeLoad: requirePermissions(['submission_judge', 'admin']),
  component: AdminSubmissionsPage,
});

function AdminSubmissionsPage() {
  useDocumentTitle('Submission management');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Submission management</h1>
      <CurrentEventView loadingLabel="Loading submissions..." noEvent={<EmptyState title="No event selected" />}>
        <PlaceTeamsForm />
        <SubmissionsTable judge />
      </CurrentEventView>
    </div>
  );
}
