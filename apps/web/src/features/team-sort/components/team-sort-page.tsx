import { useId } from 'react';
import { EmptyState, ErrorState, LoadingState } from '~/components/ui/query-state';
import { useEvents } from '~/lib/event-reads';
import { pickEvent } from '../team-sort';
import { TeamSort } from './team-sort';

/** The event picker above the sorter; the picked event lives in the URL so the page can be shared. */
export function TeamSortPage({ eventId, onPick }: { eventId?: number; onPick: (eventId: number) => void }) {
  const pickerId = useId();
  const events = useEvents();
  if (events.isPending) return <LoadingState label="Loading events..." />;
  if (events.isError) {
    return (
      <ErrorState title="The events could not be loaded." error={events.error} onRetry={() => void events.refetch()} />
    );
  }
  const event = pickEvent(events.data, eventId);
  if (!event) return <EmptyState title="No events yet">Create an event first.</EmptyState>;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={pickerId} className="font-semibold">
          Event
        </label>
        <select
          id={pickerId}
          className="select w-full max-w-md"
          value={event.id}
          onChange={(change) => onPick(Number(change.target.value))}
        >
          {events.data.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
              {option.is_current ? ' (current)' : ''}
            </option>
          ))}
        </select>
      </div>
      <TeamSort key={event.id} event={event} />
    </div>
  );
}
