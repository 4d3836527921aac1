import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { JobPauses } from '~/features/jobs/components/job-pauses';
import { JobsPage } from '~/features/jobs/components/jobs-page';
import { requirePermissions } from '~/lib/guards';

export const Route = createFileRoute('/admin/recurring-jobs')({
  beforeLoad: requirePermissions(['admin']),
  component: RecurringJobsRoute,
});

function RecurringJobsRoute() {
  return (
    <Page title="Recurring jobs">
      <JobsPage />
      <JobPauses />
    </Page>
  );
}
