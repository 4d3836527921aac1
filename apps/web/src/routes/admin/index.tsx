import { PERMISSIONS } from '@app/shared';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { AdminRoles } from '~/features/admin/components/admin-roles';
import { AdminHub } from '~/features/event-admin/components/admin-hub';
import { isTeamLeadInCurrentEvent, useEventStatus } from '~/features/events/api/get-event-status';
import { useSelf } from '~/features/users/api/get-self';
import { useSession } from '~/lib/auth';
import { requirePermissions } from '~/lib/guards';

export const Route = createFileRoute('/admin/')({
  // docs/domain.md §6: the admin area is for anyone with a permission, or a team lead.
  beforeLoad: requirePermissions(PERMISSIONS, { orAllow: ({ queryClient }) => isTeamLeadInCurrentEvent(queryClient) }),
  component: AdminIndexPage,
});

function AdminIndexPage() {
  const session = useSession();
  const self = useSelf();
  const status = useEventStatus('current');
  const permissions = self.data?.permissions ?? session?.claims.permissions ?? [];
  const isTeamLead = status.data?.is_team_lead ?? false;
  return (
    <Page title="Admin">
      <AdminHub permissions={permissions} leadsTeamId={isTeamLead ? (status.data?.team_id ?? null) : null} />
      <AdminRoles permissions={permissions} isTeamLead={isTeamLead} />
    </Page>
  );
}
