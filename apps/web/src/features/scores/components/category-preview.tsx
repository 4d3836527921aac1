import type { Objective } from '@app/shared';
import { useMemo } from 'react';
import { ErrorState, LoadingState } from '~/components/ui/query-state';
import { useEvent } from '~/lib/event-reads';
import { EventViewProvider } from '~/lib/event-view';
import { useLatestScores } from '~/lib/scoreboard/get-latest-scores';
import { useObjectives } from '~/lib/scoreboard/get-objectives';
import { buildScoreboard } from '~/lib/scoreboard/scoreboard';
import { useNow } from '~/lib/use-now';
import { CategoryView } from './category-view';

/** The scoreboard's clock in the preview, as on the score pages. */
const PREVIEW_CLOCK_MS = 60_000;

/**
 * A category drawn exactly as the score pages draw it for a visitor, for the designer: any event (not only the
 * current one), the category as given (a presentation chosen in a form shows before it is saved).
 */
export function CategoryPreview({ eventId, category }: { eventId: number; category: Objective }) {
  const event = useEvent(eventId);
  const tree = useObjectives(eventId);
  const scores = useLatestScores(eventId);
  const now = useNow(PREVIEW_CLOCK_MS);
  const board = useMemo(
    () =>
      event.data && tree.data && scores.data
        ? buildScoreboard({ root: tree.data, teams: event.data.teams, scores: scores.data, now })
        : undefined,
    [event.data, tree.data, scores.data, now],
  );
  const failed = [event, tree, scores].find((query) => query.isError);
  if (failed) return <ErrorState title="The preview could not be loaded." error={failed.error} />;
  if (!board || !event.data) return <LoadingState label="Loading the preview..." />;
  return (
    <EventViewProvider
      event={event.data}
      eventKey={eventId}
      userId={null}
      ownTeamId={null}
      isTeamLead={false}
      users={undefined}
    >
      <CategoryView board={board} category={category} />
    </EventViewProvider>
  );
}
