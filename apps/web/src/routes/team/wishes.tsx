import { createFileRoute } from '@tanstack/react-router';
import { TeamWishes } from '~/features/wishes/components/team-wishes';
import { CurrentEventPage } from '../-current-event-view';

// No redirect guard: a visitor or a player without a team is told why the page has nothing for them.
export const Route = createFileRoute('/team/wishes')({ component: TeamWishesPage });

function TeamWishesPage() {
  return (
    <CurrentEventPage title="Team wishes">
      <TeamWishes />
    </CurrentEventPage>
  );
}
