import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { QueryRegion } from '~/components/ui/query-state';
import { PastEventsList } from '~/features/results/components/past-events-list';
import { useEvents } from '~/lib/event-reads';
import { useNow } from '~/lib/use-now';

export const Route = createFileRoute('/events/')({ component: PastEventsPage });

/** docs/domain.md §2 Past events: every event that has ended, each linking its results. */
function PastEventsPage() {
  const events = useEvents();
  const now = useNow(60_000);
  return (
    <Page title="Past events">
      <QueryRegion query={events} loadingLabel="Loading events..." errorTitle="The events could not be loaded.">
        {(list) => <PastEventsList events={list} now={now} />}
      </QueryRegion>
    </Page>
  );
}
