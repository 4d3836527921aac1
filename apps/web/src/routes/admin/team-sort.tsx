import { createFileRoute } from '@tanstack/react-router';
import { TeamSortPage } from '~/features/team-sort/components/team-sort-page';
import { parseTeamSortSearch } from '~/features/team-sort/team-sort-search';
import { requirePermissions } from '~/lib/guards';
import { useDocumentTitle } from '~/lib/use-document-title';

export const Route = createFileRoute('/admin/team-sort')({
  beforeLoad: requirePermissions(['admin', 'manager']),
  validateSearch: parseTeamSortSearch,
  component: TeamSortRoute,
});

function TeamSortRoute() {
  const { event } = Route.useSearch();
  const navigate = Route.useNavigate();
  useDocumentTitle('Team sort');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Team sort</h1>
      <TeamSortPage eventId={event} onPick={(id) => void navigate({ search: { event: id } })} />
    </div>
  );
}
