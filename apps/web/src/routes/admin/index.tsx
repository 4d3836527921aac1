import { PERMISSIONS } from '@app/shared';
import { createFileRoute } from '@tanstack/react-router';
import { AdminRoles } from '~/features/admin/components/admin-roles';
import { AdminHub } from '~/features/event-admin/components/admin-hub';
import { isTeamLeadInCurrentEvent, useEventStatus } from '~/features/events/api/get-event-status';
import { useSelf } from '~/features/users/api/get-self';
import { useSession } from '~/lib/auth';
import { requirePermissions } from '~/lib/guards';
import { useDocumentTitle } from '~/lib/use-document-title';

export const Route = createFileRoute('/admin/')({
  // docs/domain.md §6: the admin area is for anyone with a permission, or a team lead.
  beforeLoad: requirePermissions(PERMISSIONS, { orAllow: ({ queryClient }) => isTeamLeadInCurrentEvent(queryClient) }),
  component: AdminIndexPage,
});

function AdminIndexPage() {
  useDocumentTitle('Admin');
  const session = useSession();
  const self = useSelf();
  const status = useEventStatus('current');
  const permissions = self.data?.permissions ?? session?.claims.permissions ?? [];
  const isTeamLead = status.data?.is_team_lead ?? false;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Admin</h1>
      <AdminHub permissions={permissions} leadsTeamId={isTeamLead ? (status.data?.team_id ?? null) : null} />
      <AdminRoles permissions={permissions} isTeamLead={isTeamLead} />
    </div>
  );
}
