import { AuditKindSchema, type AuditEntry, type AuditKind } from '@app/shared';
import { Fragment, useId, useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '~/components/ui/query-state';
import { formatDateTime } from '~/lib/format';
import { useEvents } from '~/lib/event-reads';
import { useAuditLog } from '../api/queries';
import { changedFields, kindLabel, showValue } from '../audit-log';
import type { AuditSearch } from '../audit-search';

type AuditLogPageProps = {
  filters: AuditSearch;
  /** Replaces the filters in the URL, so a filtered view can be shared and survives a reload. */
  onFilters: (filters: AuditSearch) => void;
};

/** Who changed what and when, newest first, filtered by event, person and kind of change. */
export function AuditLogPage({ filters, onFilters }: AuditLogPageProps) {
  const log = useAuditLog(filters);
  const events = useEvents();
  const eventNames = new Map((events.data ?? []).map((event) => [event.id, event.name]));
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  // Everyone seen so far can be picked; the one already picked stays pickable even before their entries load.
  const actors = new Map<number, string>();
  for (const entry of entries) {
    if (entry.actor_id !== null) actors.set(entry.actor_id, entry.actor_name ?? `User ${entry.actor_id}`);
  }
  if (filters.actor !== undefined && !actors.has(filters.actor)) actors.set(filters.actor, `User ${filters.actor}`);

  return (
    <div className="flex flex-col gap-4">
      <Filters
        filters={filters}
        onFilters={onFilters}
        events={(events.data ?? []).map((event) => ({ id: event.id, name: event.name }))}
        actors={[...actors].sort((a, b) => a[1].localeCompare(b[1]))}
      />
      {log.isPending ? (
        <LoadingState label="Loading the audit log..." />
      ) : log.isError && !log.data ? (
        <ErrorState title="The audit log could not be loaded." error={log.error} onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState title="No changes recorded">
          {Object.keys(filters).length > 0 ? 'Nothing matches these filters.' : 'Changes made by organisers show here.'}
        </EmptyState>
      ) : (
        <>
          <EntryTable entries={entries} eventNames={eventNames} />
          {log.hasNextPage && (
            <button
              type="button"
              className="btn self-start"
              disabled={log.isFetchingNextPage}
              onClick={() => void log.fetchNextPage()}
            >
              {log.isFetchingNextPage && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              Load more
            </button>
          )}
          {log.isFetchNextPageError && (
            <div role="alert" className="alert alert-error text-sm">
              <span>
                More entries could not be loaded:{' '}
                {log.error instanceof Error && log.error.message ? log.error.message : 'An error occurred'}
              </span>
            </div>
          )}
        </>
      )}
    </div>
  );
}

type FiltersProps = {
  filters: AuditSearch;
  onFilters: (filters: AuditSearch) => void;
  events: { id: number; name: string }[];
  actors: [number, string][];
};

function Filters({ filters, onFilters, events, actors }: FiltersProps) {
  const eventId = useId();
  const actorId = useId();
  const kindId = useId();
  const set = (change: Partial<AuditSearch>) => {
    const next: AuditSearch = { ...filters, ...change };
    // Unset filters leave the URL rather than stand there empty.
    for (const key of Object.keys(next) as (keyof AuditSearch)[]) if (next[key] === undefined) delete next[key];
    onFilters(next);
  };
  const id = (value: string) => (value === '' ? undefined : Number(value));
  return (
    <div className="flex flex-wrap gap-4">
      <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
        <label htmlFor={eventId} className="font-semibold">
          Event
        </label>
        <select
          id={eventId}
          className="select w-full"
          value={filters.event ?? ''}
          onChange={(change) => set({ event: id(change.target.value) })}
        >
          <option value="">Any event</option>
          {events.map((event) => (
            <option key={event.id} value={event.id}>
              {event.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
        <label htmlFor={actorId} className="font-semibold">
          Changed by
        </label>
        <select
          id={actorId}
          className="select w-full"
          value={filters.actor ?? ''}
          onChange={(change) => set({ actor: id(change.target.value) })}
        >
          <option value="">Anyone</option>
          {actors.map(([actor, name]) => (
            <option key={actor} value={actor}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
        <label htmlFor={kindId} className="font-semibold">
          Kind of change
        </label>
        <select
          id={kindId}
          className="select w-full"
          value={filters.kind ?? ''}
          onChange={(change) =>
            set({ kind: change.target.value === '' ? undefined : (change.target.value as AuditKind) })
          }
        >
          <option value="">Any kind</option>
          {AuditKindSchema.options.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabel(kind)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function EntryTable({ entries, eventNames }: { entries: AuditEntry[]; eventNames: Map<number, string> }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div className="overflow-x-auto" role="region" aria-label="Audit entries" tabIndex={0}>
      <table className="table table-sm" aria-label="Audit log">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Event</th>
            <th scope="col">Target</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const expanded = open.has(entry.id);
            const detailsId = `audit-entry-${entry.id}`;
            return (
              <Fragment key={entry.id}>
                <tr>
                  <th scope="row" className="font-normal whitespace-nowrap">
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </th>
                  <td>{entry.actor_name ?? (entry.actor_id === null ? 'System' : `User ${entry.actor_id}`)}</td>
                  <td>
                    {kindLabel(entry.kind)}
                    <span className="block font-mono text-xs text-base-content/80">{entry.kind}</span>
                  </td>
                  <td>
                    {entry.event_id === null ? '—' : (eventNames.get(entry.event_id) ?? `Event ${entry.event_id}`)}
                  </td>
                  <td>{entry.target_id ?? '—'}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-xs"
                      aria-expanded={expanded}
                      aria-controls={expanded ? detailsId : undefined}
                      onClick={() => toggle(entry.id)}
                    >
                      {expanded ? 'Hide' : 'Show'}
                      <span className="sr-only"> changes of entry {entry.id}</span>
                    </button>
                  </td>
                </tr>
                {expanded && (
                  <tr id={detailsId}>
                    <td colSpan={6}>
                      <Change before={entry.before} after={entry.after} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Change({ before, after }: { before: unknown; after: unknown }) {
  const fields = changedFields(before, after).filter((field) => field !== '');
  return (
    <div className="flex flex-col gap-2">
      {fields.length > 0 && <p className="text-sm">Changed: {fields.join(', ')}</p>}
      <div className="grid gap-2 desktop:grid-cols-2">
        <figure className="min-w-0">
          <figcaption className="font-semibold">Before</figcaption>
          <pre className="max-h-80 overflow-auto rounded-box bg-base-200 p-2 text-xs whitespace-pre-wrap break-all">
            {showValue(before)}
          </pre>
        </figure>
        <figure className="min-w-0">
          <figcaption className="font-semibold">After</figcaption>
          <pre className="max-h-80 overflow-auto rounded-box bg-base-200 p-2 text-xs whitespace-pre-wrap break-all">
            {showValue(after)}
          </pre>
        </figure>
      </div>
    </div>
  );
}
