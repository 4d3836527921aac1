import { createFileRoute } from '@tanstack/react-router';
import { UserManagement } from '~/features/user-management/components/user-management';
import { requirePermissions } from '~/lib/guards';
import { useDocumentTitle } from '~/lib/use-document-title';

export const Route = createFileRoute('/admin/user-management')({
  beforeLoad: requirePermissions(['admin']),
  component: UserManagementPage,
});

function UserManagementPage() {
  useDocumentTitle('User management');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Users</h1>
      <UserManagement />
    </div>
  );
}
