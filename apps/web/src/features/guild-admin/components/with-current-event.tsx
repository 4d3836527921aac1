import type { Event } from '@app/shared';
import type { ReactNode } from 'react';
import { EmptyState, QueryRegion } from '~/components/ui/query-state';
import { useCurrentEvent } from '~/lib/event-reads';

/** The guild pages' current event, or the states on the way to it; `belongs` says what waits for an event. */
export function WithCurrentEvent({ belongs, children }: { belongs: string; children: (event: Event) => ReactNode }) {
  const event = useCurrentEvent();
  return (
    <QueryRegion
      query={event}
      loadingLabel="Loading the event..."
      errorTitle="The event could not be loaded."
      empty={<EmptyState title="No event is running">{belongs}</EmptyState>}
    >
      {children}
    </QueryRegion>
  );
}
