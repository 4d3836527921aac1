import { createFileRoute, Outlet, useParams } from '@tanstack/react-router';
import { EmptyState, ErrorState, QueryRegion } from '~/components/ui/query-state';
import { useEvents } from '~/lib/event-reads';
import { useEventStatus } from '~/features/events/api/get-event-status';
import { PlayedProfileLink } from '~/features/played/components/played-link';
import { useUser } from '~/features/profile/api/get-user';
import { sortCharactersNewestFirst, useUserCharacters } from '~/features/profile/api/get-user-characters';
import { CharacterCarousel } from '~/features/profile/components/character-carousel';
import { CharacterRefreshPanel } from '~/features/profile/components/character-refresh';
import { isApiError } from '~/lib/api';
import { useSession } from '~/lib/auth';
import { useDocumentTitle } from '~/lib/use-document-title';
import { numericIdParams } from '~/lib/route-id';

/** docs/domain.md §2: route ids are numeric (except the character id). */
export const Route = createFileRoute('/profile/$userId')({
  params: numericIdParams('userId'),
  component: ProfilePage,
});

function ProfilePage() {
  const { userId } = Route.useParams();
  const characterId = useParams({ strict: false, select: (params) => params.characterId });
  const user = useUser(userId);
  const characters = useUserCharacters(userId);
  const events = useEvents();
  const ownProfile = useSession()?.claims.user_id === userId;
  const status = useEventStatus('current', { enabled: ownProfile });
  const name = user.data?.display_name;
  useDocumentTitle(name ? `${name}'s Profile` : 'Profile');

  if (user.isError) {
    return isApiError(user.error, 404) ? (
      <EmptyState title="This player could not be found">The link may be wrong, or the account was removed.</EmptyState>
    ) : (
      <ErrorState title="The profile could not be loaded." error={user.error} onRetry={() => void user.refetch()} />
    );
  }
  const eventsById = new Map((events.data ?? []).map((event) => [event.id, event]));
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{name ? `${name}'s Profile` : 'Loading...'}</h1>
      {ownProfile && <PlayedProfileLink status={status.data} />}
      {ownProfile && <CharacterRefreshPanel status={status.data} />}
      <QueryRegion
        query={characters}
        loadingLabel="Loading characters..."
        errorTitle="The characters could not be loaded."
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState title="No characters yet">We have not seen a character of this player in any event.</EmptyState>
        }
      >
        {(list) => (
          <>
            <CharacterCarousel
              userId={userId}
              characters={sortCharactersNewestFirst(list)}
              events={eventsById}
              activeCharacterId={characterId}
            />
            <Outlet />
          </>
        )}
      </QueryRegion>
    </div>
  );
}
