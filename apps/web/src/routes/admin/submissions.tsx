import { createFileRoute } from '@tanstack/react-router';
import { PlaceTeamsForm } from '~/features/submissions/components/place-teams-form';
import { ScoreEvidenceProvider } from '~/features/scores/components/score-evidence-dialog';
import { SubmissionsTable } from '~/features/submissions/components/submissions-table';
import { requirePermissions } from '~/lib/guards';
import { CurrentEventPage } from '../-current-event-view';

export const Route = createFileRoute('/admin/submissions')({
  beforeLoad: requirePermissions(['submission_judge', 'admin']),
  component: AdminSubmissionsPage,
});

function AdminSubmissionsPage() {
  return (
    <CurrentEventPage title="Submission management" loadingLabel="Loading submissions...">
      <PlaceTeamsForm />
      <ScoreEvidenceProvider>
        <SubmissionsTable judge />
      </ScoreEvidenceProvider>
    </CurrentEventPage>
  );
}
