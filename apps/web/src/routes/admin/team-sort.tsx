import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { TeamSortPage } from '~/features/team-sort/components/team-sort-page';
import { parseTeamSortSearch } from '~/features/team-sort/team-sort-search';
import { requirePermissions } from '~/lib/guards';

export const Route = createFileRoute('/admin/team-sort')({
  beforeLoad: requirePermissions(['admin', 'manager']),
  validateSearch: parseTeamSortSearch,
  component: TeamSortRoute,
});

function TeamSortRoute() {
  const { event } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Page title="Team sort">
      <TeamSortPage eventId={event} onPick={(id) => void navigate({ search: { event: id } })} />
    </Page>
  );
}
