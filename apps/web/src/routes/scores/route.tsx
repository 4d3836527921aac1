import { createFileRoute, Outlet } from '@tanstack/react-router';
import { EmptyState } from '~/components/ui/query-state';
import { ScoresLayout } from '~/features/scores/components/scores-layout';
import { parseScoresSearch } from '~/features/scores/scores-search';
import { EventEndedNotice } from '~/features/results/components/event-ended-notice';
import { useEventView } from '~/lib/event-view';
import { CurrentEventView } from '../-current-event-view';

export const Route = createFileRoute('/scores')({
  validateSearch: parseScoresSearch,
  component: ScoresRoute,
});

function ScoresRoute() {
  const { rules } = Route.useSearch();
  return (
    <CurrentEventView
      noEvent={
        <EmptyState title="No event is running">
          <h1 className="sr-only">Scores</h1>
          Scores appear here once an event has started.
        </EmptyState>
      }
    >
      <EndedNotice />
      <ScoresLayout showRules={rules === true}>
        <Outlet />
      </ScoresLayout>
    </CurrentEventView>
  );
}

/** docs/domain.md §4: once the event is over, its score pages point at the results. */
function EndedNotice() {
  return <EventEndedNotice event={useEventView().event} />;
}
