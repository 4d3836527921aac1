import { createFileRoute, Outlet } from '@tanstack/react-router';
import { EmptyState, ErrorState, LoadingState } from '~/components/ui/query-state';
import { useCurrentEvent } from '~/features/events/api/get-current-event';
import { useEventStatus } from '~/features/events/api/get-event-status';
import { ScoresLayout } from '~/features/scores/components/scores-layout';
import { parseScoresSearch } from '~/features/scores/scores-search';
import { useEventUsers } from '~/features/users/api/get-event-users';
import { useSession } from '~/lib/auth';
import { EventViewProvider } from '~/lib/event-view';

export const Route = createFileRoute('/scores')({
  validateSearch: parseScoresSearch,
  component: ScoresRoute,
});

function ScoresRoute() {
  const { rules } = Route.useSearch();
  const session = useSession();
  const event = useCurrentEvent();
  const loaded = Boolean(event.data);
  const status = useEventStatus('current', { enabled: loaded && session !== null });
  const users = useEventUsers('current', { enabled: loaded });

  if (event.isPending || (session !== null && loaded && status.isPending)) return <LoadingState />;
  if (event.isError) {
    return (
      <ErrorState title="The event could not be loaded." error={event.error} onRetry={() => void event.refetch()} />
    );
  }
  if (!event.data) {
    return (
      <EmptyState title="No event is running">
        <h1 className="sr-only">Scores</h1>
        Scores appear here once an event has started.
      </EmptyState>
    );
  }
  return (
    <EventViewProvider
      event={event.data}
      eventKey="current"
      userId={session?.claims.user_id ?? null}
      ownTeamId={status.data?.team_id ?? null}
      isTeamLead={status.data?.is_team_lead ?? false}
      users={users.data}
      usersFailed={users.isError}
    >
      <ScoresLayout showRules={rules === true}>
        <Outlet />
      </ScoresLayout>
    </EventViewProvider>
  );
}
