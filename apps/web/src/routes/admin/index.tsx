import { PERMISSIONS } from '@app/shared';
import { createFileRoute } from '@tanstack/react-router';
import { NavLink } from '~/components/ui/nav-link';
import { AdminRoles } from '~/features/admin/components/admin-roles';
import { isTeamLeadInCurrentEvent, useEventStatus } from '~/features/events/api/get-event-status';
import { useSelf } from '~/features/users/api/get-self';
import { useSession } from '~/lib/auth';
import { requirePermissions } from '~/lib/guards';
import { useDocumentTitle } from '~/lib/use-document-title';

export const Route = createFileRoute('/admin/')({
  // Spec §6: the admin area is for anyone with a permission, or a team lead.
  beforeLoad: requirePermissions(PERMISSIONS, { orAllow: ({ queryClient }) => isTeamLeadInCurrentEvent(queryClient) }),
  component: AdminIndexPage,
});

function AdminIndexPage() {
  useDocumentTitle('Admin');
  const session = useSession();
  const self = useSelf();
  const status = useEventStatus('current');
  const permissions = self.data?.permissions ?? session?.claims.permissions ?? [];
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Admin</h1>
      <AdminRoles permissions={permissions} isTeamLead={status.data?.is_team_lead ?? false} />
      {permissions.includes('admin') && (
        <nav aria-label="Admin pages">
          <NavLink href="/admin/user-management" className={() => 'btn btn-outline'}>
            User management
          </NavLink>
        </nav>
      )}
    </div>
  );
}
