import { createFileRoute } from '@tanstack/react-router';
import { EmptyState, QueryRegion } from '~/components/ui/query-state';
import { useCurrentEvent } from '~/lib/event-reads';
import { useEventStatus } from '~/features/events/api/get-event-status';
import { EventOverview } from '~/features/events/components/event-overview';
import { MeetTheTeams } from '~/features/events/components/meet-the-teams';
import { SignupPanel } from '~/features/signup/components/signup-panel';
import { parseHomeSearch } from '~/features/signup/home-search';
import { useSelf } from '~/features/users/api/get-self';
import { useSession } from '~/lib/auth';
import { usePreferences } from '~/lib/preferences';
import { useDocumentTitle } from '~/lib/use-document-title';

export const Route = createFileRoute('/')({ validateSearch: parseHomeSearch, component: HomePage });

function HomePage() {
  useDocumentTitle(undefined);
  const event = useCurrentEvent();
  const status = useEventStatus('current', { enabled: Boolean(event.data) });
  const [preferences] = usePreferences();
  const session = useSession();
  const self = useSelf();
  const { invite } = Route.useSearch();

  return (
    <QueryRegion
      query={event}
      errorTitle="The event could not be loaded."
      empty={
        <EmptyState title="No event is scheduled yet">
          <h1 className="sr-only">Home</h1>
          Check back soon, or read the rules while you wait.
        </EmptyState>
      }
    >
      {(current) => (
        <div className="flex flex-col gap-8">
          <EventOverview event={current} status={status.data} />
          <SignupPanel
            event={current}
            status={status.data}
            user={self.data}
            loggedIn={session !== null}
            failed={status.isError || self.isError}
            invite={invite}
          />
          <MeetTheTeams teams={current.teams} ownTeamId={status.data?.team_id ?? null} theme={preferences.theme} />
        </div>
      )}
    </QueryRegion>
  );
}
