import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ErrorState, LoadingState } from '~/components/ui/query-state';
import { useCurrentEvent } from '~/lib/event-reads';
import { useEventStatus } from '~/features/events/api/get-event-status';
import { useStreams } from '~/features/streams/api/get-streams';
import { groupStreams, StreamsByTeam } from '~/features/streams/components/streams-by-team';
import { useEventUsers } from '~/features/users/api/get-event-users';
import { useSession } from '~/lib/auth';
import { useDocumentTitle } from '~/lib/use-document-title';

export const Route = createFileRoute('/streams')({ component: StreamsPage });

function StreamsPage() {
  useDocumentTitle('Streams');
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
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Streams by Team</h1>
      <p className="-mt-4 text-base-content/80">Live on Twitch right now, by team.</p>
      <Outlet />
      {body}
    </div>
  );
}
