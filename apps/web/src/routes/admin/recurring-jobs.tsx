import { createFileRoute } from '@tanstack/react-router';
import { JobsPage } from '~/features/jobs/components/jobs-page';
import { requirePermissions } from '~/lib/guards';
import { useDocumentTitle } from '~/lib/use-document-title';

export const Route = createFileRoute('/admin/recurring-jobs')({
  beforeLoad: requirePermissions(['admin']),
  component: RecurringJobsRoute,
});

function RecurringJobsRoute() {
  useDocumentTitle('Recurring jobs');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Recurring jobs</h1>
      <JobsPage />
    </div>
  );
}
