import { AuditKindSchema, type AuditEntry, type AuditKind, type AuditNames } from '@app/shared';
import { useId, type ReactNode } from 'react';
import { Field } from '~/components/ui/form-field';
import { ActionError } from '~/components/ui/outcome';
import { EmptyState, ErrorState, LoadingState } from '~/components/ui/query-state';
import { NamedOptions, Options } from '~/components/ui/select-options';
import { BusyButton } from '~/components/ui/busy-button';
import { formatDateTime } from '~/lib/format';
import { useEvents } from '~/lib/event-reads';
import { useAuditLog } from '../api/get-audit-log';
import { describeChange, kindLabel, mergeNames, rawJson, targetThing } from '../audit-log';
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
  const pages = log.data?.pages ?? [];
  const entries = pages.flatMap((page) => page.entries);
  const names = mergeNames(pages.map((page) => page.names));

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
        actors={[...actors].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name))}
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
          <EntryList entries={entries} names={names} eventNames={eventNames} />
          {log.hasNextPage && (
            <BusyButton
              busy={log.isFetchingNextPage}
              className="btn self-start"
              onClick={() => void log.fetchNextPage()}
            >
              Load more
            </BusyButton>
          )}
          {log.isFetchNextPageError && <ActionError lead="More entries could not be loaded" error={log.error} />}
        </>
      )}
    </div>
  );
}

type FiltersProps = {
  filters: AuditSearch;
  onFilters: (filters: AuditSearch) => void;
  events: { id: number; name: string }[];
  actors: { id: number; name: string }[];
};

function Filters({ filters, onFilters, events, actors }: FiltersProps) {
  const set = (change: Partial<AuditSearch>) => {
    const next: AuditSearch = { ...filters, ...change };
    // Unset filters leave the URL rather than stand there empty.
    for (const key of Object.keys(next) as (keyof AuditSearch)[]) if (next[key] === undefined) delete next[key];
    onFilters(next);
  };
  const id = (value: string) => (value === '' ? undefined : Number(value));
  return (
    <div className="flex flex-wrap gap-4">
      <FilterSelect label="Event" value={filters.event} onChange={(value) => set({ event: id(value) })}>
        <option value="">Any event</option>
        <NamedOptions items={events} />
      </FilterSelect>
      <FilterSelect label="Changed by" value={filters.actor} onChange={(value) => set({ actor: id(value) })}>
        <option value="">Anyone</option>
        <NamedOptions items={actors} />
      </FilterSelect>
      <FilterSelect
        label="Kind of change"
        value={filters.kind}
        onChange={(value) => set({ kind: value === '' ? undefined : (value as AuditKind) })}
      >
        <option value="">Any kind</option>
        <Options values={AuditKindSchema.options} label={kindLabel} />
      </FilterSelect>
    </div>
  );
}

type FilterSelectProps = {
  label: string;
  /** The filter's value, undefined while it is unset (the first option, "any"). */
  value: string | number | undefined;
  onChange: (value: string) => void;
  /** The options: "any" first, then the choices. */
  children: ReactNode;
};

function FilterSelect({ label, value, onChange, children }: FilterSelectProps) {
  const id = useId();
  return (
    <Field id={id} label={label} className="min-w-0 flex-1 basis-48">
      <select
        id={id}
        className="select w-full"
        value={value ?? ''}
        onChange={(change) => onChange(change.target.value)}
      >
        {children}
      </select>
    </Field>
  );
}

function EntryList({
  entries,
  names,
  eventNames,
}: {
  entries: AuditEntry[];
  names: AuditNames;
  eventNames: Map<number, string>;
}) {
  return (
    <ol className="flex flex-col gap-3" aria-label="Audit log">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="flex flex-col gap-3 rounded-box border border-base-300 p-3 desktop:grid desktop:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] desktop:gap-4"
        >
          <div className="flex min-w-0 flex-col gap-1">
            <p className="font-semibold">
              {kindLabel(entry.kind)}{' '}
              <span className="font-mono text-xs font-normal text-base-content/80">{entry.kind}</span>
            </p>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm">
              <dt className="text-base-content/80">When</dt>
              <dd>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </dd>
              <dt className="text-base-content/80">Who</dt>
              <dd className="break-words">
                {entry.actor_name ?? (entry.actor_id === null ? 'System' : `User ${entry.actor_id}`)}
              </dd>
              <dt className="text-base-content/80">Event</dt>
              <dd className="break-words">
                {entry.event_id === null
                  ? '—'
                  : (names.events[String(entry.event_id)] ??
                    eventNames.get(entry.event_id) ??
                    `Event ${entry.event_id}`)}
              </dd>
              <dt className="text-base-content/80">Target</dt>
              <dd className="break-words">
                <Target entry={entry} />
              </dd>
            </dl>
          </div>
          <Change entry={entry} names={names} />
        </li>
      ))}
    </ol>
  );
}

/** The changed thing by name, with its id beside it ("Ember Tide", "team #12") for whoever needs the id. */
function Target({ entry }: { entry: AuditEntry }) {
  const id = entry.target_id === null ? null : `${targetThing(entry.kind)} #${entry.target_id}`;
  if (entry.target_name === null) return <>{id ?? '—'}</>;
  return (
    <>
      {entry.target_name}
      {id && <span className="block text-xs text-base-content/80">{id}</span>}
    </>
  );
}

const CHANGE_HEADINGS = { created: 'Set', deleted: 'Removed', changed: 'Changed' } as const;

function Change({ entry, names }: { entry: AuditEntry; names: AuditNames }) {
  const { change, lines } = describeChange(entry, names);
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm">
      {lines.length === 0 ? (
        <p className="text-base-content/80">Nothing changed.</p>
      ) : (
        <>
          <p className="font-semibold">{CHANGE_HEADINGS[change]}</p>
          <ul className="flex flex-col gap-0.5" aria-label={`${CHANGE_HEADINGS[change]} in entry ${entry.id}`}>
            {lines.map((line, index) => (
              <li key={index} className="wrap-anywhere whitespace-pre-line">
                <span className="font-semibold">{line.field}:</span> {line.before}
                {line.before !== undefined && line.after !== undefined && ' → '}
                {line.after}
              </li>
            ))}
          </ul>
        </>
      )}
      <details className="mt-1">
        <summary className="cursor-pointer text-xs text-base-content/80">
          Raw JSON<span className="sr-only"> of entry {entry.id}</span>
        </summary>
        <div className="mt-1 grid gap-2 desktop:grid-cols-2">
          {(
            [
              ['Before', entry.before],
              ['After', entry.after],
            ] as const
          ).map(([caption, value]) => (
            <figure key={caption} className="min-w-0">
              <figcaption className="font-semibold">{caption}</figcaption>
              <pre className="max-h-80 overflow-auto rounded-box bg-base-200 p-2 text-xs whitespace-pre-wrap break-all">
                {rawJson(value)}
              </pre>
            </figure>
          ))}
        </div>
      </details>
    </div>
  );
}
