import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { EmptyState } from '~/components/ui/query-state';
import { PlaceTeamsForm } from '~/features/submissions/components/place-teams-form';
import { SubmissionsTable } from '~/features/submissions/components/submissions-table';
import { requirePermissions } from '~/lib/guards';
import { CurrentEventView } from '../-current-event-view';

export const Route = createFileRoute('/admin/submissions')({
  beforeLoad: requirePermissions(['submission_judge', 'admin']),
  component: AdminSubmissionsPage,
});

function AdminSubmissionsPage() {
  return (
    <Page title="Submission management">
      <CurrentEventView loadingLabel="Loading submissions..." noEvent={<EmptyState title="No event selected" />}>
        <PlaceTeamsForm />
        <SubmissionsTable judge />
      </CurrentEventView>
    </Page>
  );
}
