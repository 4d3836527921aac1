import type { ReactNode } from 'react';
import { Page } from '~/components/layout/page';
import { EmptyState, LoadingState, QueryRegion } from '~/components/ui/query-state';
import { useCurrentEvent } from '~/lib/event-reads';
import { useEventStatus } from '~/features/events/api/get-event-status';
import { useEventUsers } from '~/features/users/api/get-event-users';
import { useSession } from '~/lib/auth';
import { EventViewProvider } from '~/lib/event-view';

/**
 * Pages about the current event (scores, submissions, team suggestions) load it, the viewer's standing in it and
 * its players once, then provide the EventView below. Not a route itself (the '-' prefix): the router plugin
 * skips it.
 */
export function CurrentEventView({
  noEvent,
  loadingLabel,
  children,
}: {
  /** Shown when no event is current. */
  noEvent: ReactNode;
  loadingLabel?: string;
  children: ReactNode;
}) {
  const session = useSession();
  const event = useCurrentEvent();
  const loaded = Boolean(event.data);
  const status = useEventStatus('current', { enabled: loaded && session !== null });
  const users = useEventUsers('current', { enabled: loaded });

  // The viewer's standing decides what the pages show them: they wait for it rather than change under the viewer.
  if (session !== null && loaded && status.isPending) return <LoadingState label={loadingLabel} />;
  return (
    <QueryRegion query={event} loadingLabel={loadingLabel} errorTitle="The event could not be loaded." empty={noEvent}>
      {(current) => (
        <EventViewProvider
          event={current}
          eventKey="current"
          userId={session?.claims.user_id ?? null}
          ownTeamId={status.data?.team_id ?? null}
          isTeamLead={status.data?.is_team_lead ?? false}
          users={users.data}
          usersFailed={users.isError}
        >
          {children}
        </EventViewProvider>
      )}
    </QueryRegion>
  );
}

/** A page about the current event under its title (team suggestions, wishes, judging); it says when none is current. */
export function CurrentEventPage({
  title,
  loadingLabel,
  children,
}: {
  title: string;
  loadingLabel?: string;
  children: ReactNode;
}) {
  return (
    <Page title={title}>
      <CurrentEventView loadingLabel={loadingLabel} noEvent={<EmptyState title="No event selected" />}>
        {children}
      </CurrentEventView>
    </Page>
  );
}
