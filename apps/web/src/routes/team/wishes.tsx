import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { EmptyState } from '~/components/ui/query-state';
import { TeamWishes } from '~/features/wishes/components/team-wishes';
import { CurrentEventView } from '../-current-event-view';

// No redirect guard: a visitor or a player without a team is told why the page has nothing for them.
export const Route = createFileRoute('/team/wishes')({ component: TeamWishesPage });

function TeamWishesPage() {
  return (
    <Page title="Team wishes">
      <CurrentEventView noEvent={<EmptyState title="No event selected" />}>
        <TeamWishes />
      </CurrentEventView>
    </Page>
  );
}
