import { createFileRoute } from '@tanstack/react-router';
import { EmptyState } from '~/components/ui/query-state';
import { TeamSuggestions } from '~/features/suggestions/components/team-suggestions';
import { useDocumentTitle } from '~/lib/use-document-title';
import { CurrentEventView } from '../-current-event-view';

// No redirect guard: docs/domain.md §2 says everyone else sees 'You must be a team lead to view this'.
export const Route = createFileRoute('/admin/team-suggestions')({ component: TeamSuggestionsPage });

function TeamSuggestionsPage() {
  useDocumentTitle('Team suggestions');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Team suggestions</h1>
      <CurrentEventView noEvent={<EmptyState title="No event selected" />}>
        <TeamSuggestions />
      </CurrentEventView>
    </div>
  );
}
