import { createFileRoute } from '@tanstack/react-router';
import { TeamSuggestions } from '~/features/suggestions/components/team-suggestions';
import { CurrentEventPage } from '../-current-event-view';

// No redirect guard: docs/domain.md §2 says everyone else sees 'You must be a team lead to view this'.
export const Route = createFileRoute('/admin/team-suggestions')({ component: TeamSuggestionsPage });

function TeamSuggestionsPage() {
  return (
    <CurrentEventPage title="Team suggestions">
      <TeamSuggestions />
    </CurrentEventPage>
  );
}
