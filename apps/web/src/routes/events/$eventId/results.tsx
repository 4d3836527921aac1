import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { EmptyState, QueryRegion } from '~/components/ui/query-state';
import { useEventResults } from '~/features/results/api/get-event-results';
import { EventResultsView } from '~/features/results/components/event-results-view';
import { numericIdParams } from '~/lib/route-id';

export const Route = createFileRoute('/events/$eventId/results')({
  params: numericIdParams('eventId'),
  component: EventResultsPage,
});

/** docs/domain.md §2 Results: an event's results, at an address that never changes (decision 037). */
function EventResultsPage() {
  const { eventId } = Route.useParams();
  const results = useEventResults(eventId);
  const name = results.data?.event_name;
  return (
    <Page
      title={name ? `Results · ${name}` : 'Results'}
      heading={name ? `Results of ${name}` : 'Results'}
      back={{ href: '/events', label: 'All past events' }}
    >
      <QueryRegion
        query={results}
        loadingLabel="Loading results..."
        errorTitle="The results could not be loaded."
        notFound={<EmptyState title="No such event">This event does not exist, or it is not public.</EmptyState>}
      >
        {(answer) => <EventResultsView results={answer} />}
      </QueryRegion>
    </Page>
  );
}
