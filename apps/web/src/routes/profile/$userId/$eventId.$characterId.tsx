import { createFileRoute } from '@tanstack/react-router';
import { EmptyState } from '~/components/ui/query-state';
import { useEvents } from '~/lib/event-reads';
import { useUserCharacters } from '~/features/profile/api/get-user-characters';
import { CharacterDetails } from '~/features/profile/components/character-details';
import { parseRouteId } from '~/lib/route-id';

export const Route = createFileRoute('/profile/$userId/$eventId/$characterId')({
  params: {
    parse: ({ eventId, characterId }) => ({ eventId: parseRouteId(eventId), characterId }),
    stringify: ({ eventId, characterId }) => ({ eventId: String(eventId), characterId }),
  },
  component: CharacterPage,
});

function CharacterPage() {
  const { userId, eventId, characterId } = Route.useParams();
  // Both lists are already loaded by the profile layout; these reads hit the cache.
  const characters = useUserCharacters(userId);
  const events = useEvents();
  const character = characters.data?.find(
    (candidate) => candidate.id === characterId && candidate.event_id === eventId,
  );
  if (!character) {
    return <EmptyState title="Character not found">This player has no such character in that event.</EmptyState>;
  }
  const game = events.data?.find((event) => event.id === eventId)?.game_version ?? 'poe1';
  return <CharacterDetails userId={userId} character={character} game={game} />;
}
