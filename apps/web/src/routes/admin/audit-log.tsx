import { createFileRoute } from '@tanstack/react-router';
import { parseAuditSearch } from '~/features/audit-log/audit-search';
import { AuditLogPage } from '~/features/audit-log/components/audit-log-page';
import { requirePermissions } from '~/lib/guards';
import { useDocumentTitle } from '~/lib/use-document-title';

export const Route = createFileRoute('/admin/audit-log')({
  beforeLoad: requirePermissions(['admin', 'manager']),
  validateSearch: parseAuditSearch,
  component: AuditLogRoute,
});

function AuditLogRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  useDocumentTitle('Audit log');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Audit log</h1>
      <AuditLogPage filters={filters} onFilters={(next) => void navigate({ search: next, replace: true })} />
    </div>
  );
}
