import { holdsAnyPermission } from '@app/shared';
import { createFileRoute } from '@tanstack/react-router';
import { EmptyState } from '~/components/ui/query-state';
import { ScoreEvidenceProvider } from '~/features/scores/components/score-evidence-dialog';
import { SubmissionsTable } from '~/features/submissions/components/submissions-table';
import { useSession } from '~/lib/auth';
import { useDocumentTitle } from '~/lib/use-document-title';
import { CurrentEventView } from './-current-event-view';

export const Route = createFileRoute('/submissions')({ component: SubmissionsPage });

function SubmissionsPage() {
  useDocumentTitle('Submissions');
  const session = useSession();
  // The buttons only appear for judges; the server decides for real (docs/domain.md §6).
  const judge = holdsAnyPermission(session?.claims.permissions ?? [], ['submission_judge', 'admin']);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-bold">Submissions</h1>
      <CurrentEventView loadingLabel="Loading submissions..." noEvent={<EmptyState title="No event selected" />}>
        <ScoreEvidenceProvider>
          <SubmissionsTable judge={judge} />
        </ScoreEvidenceProvider>
      </CurrentEventView>
    </div>
  );
}
