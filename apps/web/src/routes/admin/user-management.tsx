import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { UserManagement } from '~/features/user-management/components/user-management';
import { requirePermissions } from '~/lib/guards';

export const Route = createFileRoute('/admin/user-management')({
  beforeLoad: requirePermissions(['admin']),
  component: UserManagementPage,
});

function UserManagementPage() {
  return (
    <Page title="User management" heading="Users">
      <UserManagement />
    </Page>
  );
}
