import { createFileRoute, Link } from '@tanstack/react-router';
import { PageSection } from '~/components/layout/page';
import { EmptyState, QueryRegion } from '~/components/ui/query-state';
import { useCurrentEvent, useEvents } from '~/lib/event-reads';
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
      <QueryRegion
        query={event}
        errorTitle="The event could not be loaded."
        empty={<p>There is no current event to tell us your /played for.</p>}
      >
        {(current) => (
          <QueryRegion
            query={signup}
            errorTitle="Your signup could not be loaded."
            empty={
              <p>
                <Link to="/" className="link">
                  Only players who signed up for the event can tell us their /played.
                </Link>
              </p>
            }
          >
            {(own) => (
              <>
                <PlayedGreeting event={current} phase={playedPhase(current, now)} />
                {asksForPlayed(playedPhase(current, now)) && <PlayedForm signup={own} />}
              </>
            )}
          </QueryRegion>
        )}
      </QueryRegion>
      <PageSection id="played-history" title="Your events">
        <p className="text-sm text-base-content/80">
          Estimated from your characters&rsquo; recorded progress: the hours in which something about the character
          changed.
        </p>
        <QueryRegion
          query={characters}
          loadingLabel="Loading characters..."
          errorTitle="Your characters could not be loaded."
        >
          {(list) => <TimePlayed userId={userId} characters={sortCharactersNewestFirst(list)} events={eventsById} />}
        </QueryRegion>
      </PageSection>
    </div>
  );
}
