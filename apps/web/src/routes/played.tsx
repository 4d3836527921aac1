import { createFileRoute, Link } from '@tanstack/react-router';
import { EmptyState, ErrorState, LoadingState } from '~/components/ui/query-state';
import { useCurrentEvent } from '~/lib/event-reads';
import { useEvents } from '~/lib/event-reads';
import { sortCharactersNewestFirst, useUserCharacters } from '~/features/profile/api/get-user-characters';
import { TimePlayed } from '~/features/profile/components/time-played';
import { PlayedForm } from '~/features/played/components/played-form';
import { asksForPlayed, PlayedGreeting } from '~/features/played/components/played-greeting';
import { playedPhase } from '~/features/played/played-phase';
import { useOwnSignup } from '~/features/signup/api/get-own-signup';
import { useSession } from '~/lib/auth';
import { useDocumentTitle } from '~/lib/use-document-title';
import { useNow } from '~/lib/use-now';

export const Route = createFileRoute('/played')({ component: PlayedPage });

function PlayedPage() {
  useDocumentTitle('Time played');
  const session = useSession();
  const userId = session?.claims.user_id ?? null;
  const event = useCurrentEvent();
  const signup = useOwnSignup('current', userId !== null);
  const characters = useUserCharacters(userId);
  const events = useEvents();
  // The page's wording follows the event's state: the question is asked in its last day and after it.
  const now = useNow(60_000);

  if (userId === null) {
    return (
      <EmptyState title="Log in to see your time played">
        <h1 className="sr-only">Time played</h1>
        Use Login at the top right.
      </EmptyState>
    );
  }
  const eventsById = new Map((events.data ?? []).map((entry) => [entry.id, entry]));
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <h1 className="text-3xl font-bold">Time played</h1>
      {signup.isPending || event.isPending ? (
        <LoadingState />
      ) : event.isError ? (
        <ErrorState title="The event could not be loaded." error={event.error} onRetry={() => void event.refetch()} />
      ) : event.data === null ? (
        <p>There is no current event to tell us your /played for.</p>
      ) : signup.isError ? (
        <ErrorState
          title="Your signup could not be loaded."
          error={signup.error}
          onRetry={() => void signup.refetch()}
        />
      ) : signup.data === null ? (
        <p>
          <Link to="/" className="link">
            Only players who signed up for the event can tell us their /played.
          </Link>
        </p>
      ) : (
        <>
          <PlayedGreeting event={event.data} phase={playedPhase(event.data, now)} />
          {asksForPlayed(playedPhase(event.data, now)) && <PlayedForm signup={signup.data} />}
        </>
      )}
      <section aria-labelledby="played-history" className="flex flex-col gap-3">
        <h2 id="played-history" className="text-xl font-semibold">
          Your events
        </h2>
        <p className="text-sm text-base-content/80">
          Estimated from your characters&rsquo; recorded progress: the hours in which something about the character
          changed.
        </p>
        {characters.isPending ? (
          <LoadingState label="Loading characters..." />
        ) : characters.isError ? (
          <ErrorState
            title="Your characters could not be loaded."
            error={characters.error}
            onRetry={() => void characters.refetch()}
          />
        ) : (
          <TimePlayed userId={userId} characters={sortCharactersNewestFirst(characters.data)} events={eventsById} />
        )}
      </section>
    </div>
  );
}
