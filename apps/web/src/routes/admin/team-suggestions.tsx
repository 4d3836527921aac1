import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { EmptyState } from '~/components/ui/query-state';
import { TeamSuggestions } from '~/features/suggestions/components/team-suggestions';
import { CurrentEventView } from '../-current-event-view';

// No redirect guard: docs/domain.md §2 says everyone else sees 'You must be a team lead to view this'.
export const Route = createFileRoute('/admin/team-suggestions')({ component: TeamSuggestionsPage });

function TeamSuggestionsPage() {
  return (
    <Page title="Team suggestions">
      <CurrentEventView noEvent={<EmptyState title="No event selected" />}>
        <TeamSuggestions />
      </CurrentEventView>
    </Page>
  );
}
