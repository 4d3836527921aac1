import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { parseAuditSearch } from '~/features/audit-log/audit-search';
import { AuditLogPage } from '~/features/audit-log/components/audit-log-page';
import { requirePermissions } from '~/lib/guards';

export const Route = createFileRoute('/admin/audit-log')({
  beforeLoad: requirePermissions(['admin', 'manager']),
  validateSearch: parseAuditSearch,
  component: AuditLogRoute,
});

function AuditLogRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Page title="Audit log">
      <AuditLogPage filters={filters} onFilters={(next) => void navigate({ search: next, replace: true })} />
    </Page>
  );
}
