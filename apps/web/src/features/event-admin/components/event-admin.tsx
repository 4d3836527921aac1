import type { Event } from '@app/shared';
import { useState } from 'react';
import { DangerDialog, Dialog } from '~/components/ui/dialog';
import { NavLink } from '~/components/ui/nav-link';
import { EmptyState, QueryRegion } from '~/components/ui/query-state';
import { formatDateTime } from '~/lib/format';
import { useEvents } from '~/lib/event-reads';
import { useDeleteEvent } from '../api/delete-event';
import { useUpsertEvent } from '../api/upsert-event';
import { eventBody, GAME_NAMES } from '../event-form';
import { EventFormDialog, type EventFormMode } from './event-form-dialog';
import { ActionError, Outcome } from '~/components/ui/outcome';
import { TableBox } from '~/components/ui/scroll-area';
import { TableHead } from '~/components/ui/table-head';
import { ActionButton } from '~/components/ui/action-button';
import { BusyButton } from '~/components/ui/busy-button';
import { PrivateCurrentWarning } from './private-current-warning';

/** Every event with its state, and the ways to create, change, copy and remove one. */
export function EventAdmin() {
  const events = useEvents();
  return (
    <QueryRegion query={events} loadingLabel="Loading events..." errorTitle="The events could not be loaded.">
      {(list) => <EventList events={list} />}
    </QueryRegion>
  );
}

/** Which dialog is open; `key` remounts it so each opening starts from the event's current values. */
type DialogChoice =
  { kind: 'form'; mode: EventFormMode } | { kind: 'delete'; event: Event } | { kind: 'current'; event: Event };
type OpenDialog = DialogChoice & { key: number };

function EventList({ events }: { events: Event[] }) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState('');
  const [focusRequest, setFocusRequest] = useState(0);
  const show = (next: DialogChoice) => {
    setDialog({ ...next, key: (dialog?.key ?? 0) + 1 });
    setOpen(true);
  };
  const close = () => setOpen(false);
  // Deleting an event and making it current both confirm one action on one event, and end in a message.
  const EventDialog = dialog?.kind === 'delete' ? DeleteEventDialog : MakeCurrentDialog;
  const done = (message: string, focusOutcome = false) => {
    setOutcome(message);
    setOpen(false);
    if (focusOutcome) setFocusRequest((count) => count + 1);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-base-content/80">
          {events.length === 1 ? '1 event' : `${events.length} events`}, oldest first.
        </p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            setOutcome('');
            show({ kind: 'form', mode: { kind: 'create' } });
          }}
        >
          Create event
        </button>
      </div>

      <Outcome message={outcome} focusRequest={focusRequest} />

      {events.length === 0 ? (
        <EmptyState title="No events yet">Create the first one; it starts with three blank teams.</EmptyState>
      ) : (
        <TableBox caption="Events with their dates, state and teams">
          <TableHead columns={['Event', 'Game', 'Dates', 'State', 'Teams', 'Actions']} />
          <tbody>
            {events.map((event) => (
              <EventRow
                key={event.id}
                event={event}
                onAction={(kind) => {
                  setOutcome('');
                  if (kind === 'edit' || kind === 'duplicate') show({ kind: 'form', mode: { kind, event } });
                  else show({ kind, event });
                }}
              />
            ))}
          </tbody>
        </TableBox>
      )}

      {dialog?.kind === 'form' && (
        <EventFormDialog
          key={dialog.key}
          mode={dialog.mode}
          open={open}
          onClose={close}
          onDone={(_event, message) => done(message)}
        />
      )}
      {(dialog?.kind === 'delete' || dialog?.kind === 'current') && (
        <EventDialog
          key={dialog.key}
          event={dialog.event}
          open={open}
          onClose={close}
          onDone={(message) => done(message, true)}
        />
      )}
    </div>
  );
}

type RowAction = 'edit' | 'duplicate' | 'delete' | 'current';

/**
 * The pages of one event that its row links to. Scoring presets and objectives are served by the objective
 * designer's pages; plain links, so this page does not depend on their routes.
 */
const EVENT_PAGES = [
  { path: 'teams', name: 'Teams' },
  { path: 'scoring-presets', name: 'Scoring presets' },
  { path: 'categories', name: 'Objectives' },
  { path: 'discord', name: 'Discord' },
] as const;

function EventRow({ event, onAction }: { event: Event; onAction: (kind: RowAction) => void }) {
  const lockedHintId = `event-${event.id}-locked`;
  return (
    <tr>
      <th scope="row" className="min-w-40 font-semibold">
        <span className="block">{event.name}</span>
        <span className="block text-xs font-normal text-base-content/80 tabular-nums">#{event.id}</span>
      </th>
      <td className="whitespace-nowrap">{GAME_NAMES[event.game_version]}</td>
      <td className="min-w-56 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-2">
          <dt className="text-base-content/80">Applications</dt>
          <dd>
            {formatDateTime(event.application_start_time)} – {formatDateTime(event.application_end_time)}
          </dd>
          <dt className="text-base-content/80">Event</dt>
          <dd>
            {formatDateTime(event.event_start_time)} – {formatDateTime(event.event_end_time)}
          </dd>
        </dl>
      </td>
      <td>
        <ul className="flex flex-wrap gap-1" aria-label={`State of ${event.name}`}>
          {event.is_current && <li className="badge badge-success">Current</li>}
          <li className={`badge ${event.is_public ? 'badge-neutral' : 'badge-outline'}`}>
            {event.is_public ? 'Public' : 'Private'}
          </li>
          {event.is_locked && <li className="badge badge-warning">Locked</li>}
        </ul>
      </td>
      <td className="tabular-nums">{event.teams.length}</td>
      <td>
        <div className="flex min-w-72 flex-wrap gap-1">
          {EVENT_PAGES.map(({ path, name }) => (
            <NavLink
              key={path}
              href={`/admin/events/${event.id}/${path}`}
              className={() => 'btn btn-xs btn-outline'}
              aria-label={`${name} of ${event.name}`}
            >
              {name}
            </NavLink>
          ))}
          <ActionButton action="Edit" target={event.name} onClick={() => onAction('edit')} />
          <ActionButton action="Duplicate" target={event.name} onClick={() => onAction('duplicate')} />
          {!event.is_current && (
            <button
              type="button"
              className="btn btn-xs"
              aria-label={`Make ${event.name} current`}
              onClick={() => onAction('current')}
            >
              Make current
            </button>
          )}
          <ActionButton
            action="Delete"
            target={event.name}
            disabled={event.is_locked}
            aria-describedby={event.is_locked ? lockedHintId : undefined}
            onClick={() => onAction('delete')}
          />
          {event.is_locked && (
            <p id={lockedHintId} className="w-full text-xs text-base-content/80">
              Locked events cannot be deleted; unlock it first (Edit).
            </p>
          )}
        </div>
      </td>
    </tr>
  );
}

type ConfirmDialogProps = { event: Event; open: boolean; onClose: () => void; onDone: (outcome: string) => void };

function DeleteEventDialog({ event, open, onClose, onDone }: ConfirmDialogProps) {
  const remove = useDeleteEvent();
  return (
    <DangerDialog
      open={open}
      onClose={onClose}
      title={`Delete ${event.name}?`}
      confirmLabel="Delete event"
      busy={remove.isPending}
      onConfirm={() => remove.mutate(event, { onSuccess: () => onDone(`Deleted ${event.name}.`) })}
    >
      <p>
        This deletes <strong>{event.name}</strong> and everything in it: teams, sign-ups, objectives, scoring presets,
        submissions and scores. It cannot be undone.
      </p>
      {remove.isError && <ActionError lead="The event was not deleted" error={remove.error} className="mt-4" />}
    </DangerDialog>
  );
}

function MakeCurrentDialog({ event, open, onClose, onDone }: ConfirmDialogProps) {
  const upsert = useUpsertEvent();
  const makeCurrent = (isPublic: boolean) =>
    upsert.mutate(eventBody(event, { is_current: true, is_public: isPublic }), {
      onSuccess: () =>
        onDone(
          `${event.name} is now ${isPublic && !event.is_public ? 'public and ' : ''}the current event; its ingestion jobs are starting.`,
        ),
    });
  /** A button that makes the event current, and public or private as it says. */
  const choice = (isPublic: boolean, label: string, primary: boolean) => (
    <BusyButton
      busy={upsert.isPending && upsert.variables.is_public === isPublic}
      className={primary ? 'btn btn-primary' : 'btn'}
      disabled={upsert.isPending}
      onClick={() => makeCurrent(isPublic)}
    >
      {label}
    </BusyButton>
  );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Make ${event.name} the current event?`}
      actions={
        event.is_public ? (
          choice(true, 'Make current', true)
        ) : (
          // Wraps on a phone: three buttons do not fit one 390 px row.
          <div className="flex flex-wrap justify-end gap-2">
            {choice(true, 'Make public and current', true)}
            {choice(false, 'Keep private, make current', false)}
          </div>
        )
      }
    >
      <div className="flex flex-col gap-2">
        {!event.is_public && (
          <div className="alert alert-warning text-sm">
            <PrivateCurrentWarning name={event.name} />
          </div>
        )}
        <p>The home page, scores and streams switch to {event.name}; the event that is current now stops being so.</p>
        <p>
          Its ingestion jobs (stash changes, characters, guild stashes) start now and run until the event ends on{' '}
          {formatDateTime(event.event_end_time)}. The old current event&apos;s jobs stop.
        </p>
      </div>
      {upsert.isError && (
        <ActionError lead={`${event.name} was not made current`} error={upsert.error} className="mt-4" />
      )}
    </Dialog>
  );
}
