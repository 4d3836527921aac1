import { createFileRoute, Outlet } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { ErrorState, LoadingState } from '~/components/ui/query-state';
import { useCurrentEvent } from '~/lib/event-reads';
import { useEventStatus } from '~/features/events/api/get-event-status';
import { useStreams } from '~/features/streams/api/get-streams';
import { groupStreams, StreamsByTeam } from '~/features/streams/components/streams-by-team';
import { useEventUsers } from '~/features/users/api/get-event-users';
import { useSession } from '~/lib/auth';

export const Route = createFileRoute('/streams')({ component: StreamsPage });

function StreamsPage() {
  const session = useSession();
  const event = useCurrentEvent();
  const status = useEventStatus('current', { enabled: Boolean(event.data) && session !== null });
  const users = useEventUsers('current', { enabled: Boolean(event.data) });
  const streams = useStreams();
  const ownTeamId = status.data?.team_id ?? null;

  let body;
  if (streams.isError || users.isError || event.isError) {
    body = (
      <ErrorState
        title="Failed to load streams"
        error={streams.error ?? users.error ?? event.error}
        onRetry={() => {
          void streams.refetch();
          void users.refetch();
          void event.refetch();
        }}
      />
    );
  } else if (streams.isPending || event.isPending || (event.data && users.isPending)) {
    body = <LoadingState label="Loading streams..." />;
  } else {
    body = (
      <StreamsByTeam
        groups={groupStreams(streams.data, event.data?.teams ?? [], users.data ?? {}, ownTeamId)}
        ownTeamId={ownTeamId}
      />
    );
  }
  return (
    <Page title="Streams" heading="Streams by Team">
      <p className="-mt-4 text-base-content/80">Live on Twitch right now, by team.</p>
      <Outlet />
      {body}
    </Page>
  );
}
