import type { Event } from '@app/shared';
import { useId } from 'react';
import { Field } from '~/components/ui/form-field';
import { EmptyState, QueryRegion } from '~/components/ui/query-state';
import { useEvents } from '~/lib/event-reads';
import { pickEvent } from '../team-sort';
import { TeamSort } from './team-sort';

/** The event picker above the sorter; the picked event lives in the URL so the page can be shared. */
type PickerProps = { eventId?: number; onPick: (eventId: number) => void };

export function TeamSortPage(props: PickerProps) {
  const events = useEvents();
  return (
    <QueryRegion
      query={events}
      loadingLabel="Loading events..."
      errorTitle="The events could not be loaded."
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState title="No events yet">Create an event first.</EmptyState>}
    >
      {(list) => <EventPicker events={list} {...props} />}
    </QueryRegion>
  );
}

function EventPicker({ events, eventId, onPick }: PickerProps & { events: Event[] }) {
  const pickerId = useId();
  const event = pickEvent(events, eventId);
  if (!event) return null; // Only an empty list has none, and the region shows that one as empty.
  return (
    <div className="flex flex-col gap-4">
      <Field id={pickerId} label="Event">
        {(control) => (
          <select
            {...control}
            className="select w-full max-w-md"
            value={event.id}
            onChange={(change) => onPick(Number(change.target.value))}
          >
            {events.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
                {option.is_current ? ' (current)' : ''}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TeamSort key={event.id} event={event} />
    </div>
  );
}
