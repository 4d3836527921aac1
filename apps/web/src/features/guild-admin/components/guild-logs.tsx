import type { Guild, GuildStashLog, Team } from '@app/shared';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Field } from '~/components/ui/form-field';
import { StatusLine } from '~/components/ui/outcome';
import { Panel } from '~/components/ui/panel';
import { EmptyState, QueryRegion } from '~/components/ui/query-state';
import { ProgressBar } from '~/components/ui/progress-bar';
import { ScrollArea } from '~/components/ui/scroll-area';
import { TableHead } from '~/components/ui/table-head';
import { formatDateTime, formatNumber } from '~/lib/format';
import { useGuilds, useGuildsWithTeams } from '../api/get-guilds';
import { useGuildHistory } from '../api/get-guild-stash-history';
import { useUploadHistory } from '../api/upload-guild-stash-history';
import {
  HISTORY_PAGE_SIZE,
  historyQuery,
  parseHistoryFile,
  planUpload,
  sendParts,
  type HistoryFilters,
  type HistoryUpload,
} from '../history';
import { teamNamer } from '../guild';
import { WithCurrentEvent } from './with-current-event';
import { PageSection } from '~/components/layout/page';

/** "Choose a guild": the guilds the viewer may see (the server sends a lead only their team's). */
export function GuildChooser() {
  return (
    <WithCurrentEvent belongs="Guild logs belong to the current event.">
      {(event) => <Guilds eventId={event.id} />}
    </WithCurrentEvent>
  );
}

function Guilds({ eventId }: { eventId: number }) {
  const guilds = useGuildsWithTeams(eventId);
  return (
    <QueryRegion
      query={guilds}
      loadingLabel="Loading guilds..."
      errorTitle="The guilds could not be loaded."
      isEmpty={([guildList]) => guildList.length === 0}
      empty={<EmptyState title="No guild registered yet">A team lead registers the team’s guild first.</EmptyState>}
    >
      {([guildList, teamList]) => <GuildLinks guilds={guildList} teams={teamList} />}
    </QueryRegion>
  );
}

function GuildLinks({ guilds, teams }: { guilds: readonly Guild[]; teams: readonly Team[] }) {
  const teamName = teamNamer(teams);
  return (
    <PageSection id="choose-guild" title="Choose a guild" compact>
      <ul className="flex flex-wrap gap-2">
        {guilds.map((guild) => (
          <li key={guild.id}>
            <Link to="/admin/guild/logs/$guildId" params={{ guildId: guild.id }} className="btn">
              {guild.name}
              {guild.tag && ` <${guild.tag}>`}
              <span className="text-sm font-normal">({teamName(guild.team_id)})</span>
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

/** One guild's stash history: newest first, filtered, a page at a time, and uploading more. */
export function GuildHistory({ guildId }: { guildId: number }) {
  return (
    <WithCurrentEvent belongs="Guild logs belong to the current event.">
      {(event) => <History eventId={event.id} guildId={guildId} />}
    </WithCurrentEvent>
  );
}

const ACTION_ROW: Record<GuildStashLog['action'], string> = {
  added: 'bg-success/10',
  removed: 'bg-error/10',
  modified: 'bg-warning/10',
};

function History({ eventId, guildId }: { eventId: number; guildId: number }) {
  const guilds = useGuilds(eventId);
  return (
    <QueryRegion query={guilds} loadingLabel="Loading guilds..." errorTitle="The guild could not be loaded.">
      {(list) => {
        const guild = list.find((candidate) => candidate.id === guildId);
        // Only guilds the server lists for the viewer are asked about: another team's is not even requested.
        if (!guild)
          return <EmptyState title="This guild could not be found">It may belong to another team.</EmptyState>;
        return (
          <div className="flex flex-col gap-4">
            <p className="text-lg font-semibold">
              {guild.name}
              {guild.tag && ` <${guild.tag}>`}
            </p>
            <Entries eventId={eventId} guildId={guildId} />
            <Upload eventId={eventId} guildId={guildId} />
          </div>
        );
      }}
    </QueryRegion>
  );
}

function Entries({ eventId, guildId }: { eventId: number; guildId: number }) {
  const [filters, setFilters] = useState<HistoryFilters>({ username: '', itemname: '', stashname: '' });
  const [page, setPage] = useState(0);
  const deferred = useDeferredValue(filters);
  const history = useGuildHistory(eventId, guildId, historyQuery(deferred, page));

  const filter = (key: keyof HistoryFilters) => (change: ChangeEvent<HTMLInputElement>) => {
    setFilters((current) => ({ ...current, [key]: change.target.value }));
    setPage(0);
  };

  return (
    <>
      <div className="flex flex-wrap gap-4">
        <FilterInput label="Account" value={filters.username} onChange={filter('username')} />
        <FilterInput label="Item" value={filters.itemname} onChange={filter('itemname')} />
        <FilterInput label="Stash" value={filters.stashname} onChange={filter('stashname')} />
      </div>
      <QueryRegion query={history} loadingLabel="Loading the history..." errorTitle="The history could not be loaded.">
        {(entries) => (
          <>
            {entries.length === 0 ? (
              <EmptyState title={page === 0 ? 'No history entries' : 'No more entries'}>
                {page === 0 ? 'Upload the history exported from the game’s site below.' : undefined}
              </EmptyState>
            ) : (
              <HistoryTable entries={entries} />
            )}
            <nav aria-label="History pages" className="flex flex-wrap items-center gap-2">
              <button type="button" className="btn btn-sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
                Newer
              </button>
              <span>Page {page + 1}</span>
              <button
                type="button"
                className="btn btn-sm"
                disabled={entries.length < HISTORY_PAGE_SIZE}
                onClick={() => setPage(page + 1)}
              >
                Older
              </button>
            </nav>
          </>
        )}
      </QueryRegion>
    </>
  );
}

function FilterInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (change: ChangeEvent<HTMLInputElement>) => void;
}) {
  const id = useId();
  return (
    <Field id={id} label={label} className="min-w-0 flex-1 basis-40">
      {(control) => <input {...control} type="search" className="input w-full" value={value} onChange={onChange} />}
    </Field>
  );
}

function HistoryTable({ entries }: { entries: GuildStashLog[] }) {
  return (
    <ScrollArea label="History entries">
      <table className="table table-sm" aria-label="Guild stash history">
        <TableHead columns={['When', 'Stash', 'Account', 'Action', { label: 'Number', numeric: true }, 'Item']} />
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className={ACTION_ROW[entry.action]}>
              <th scope="row" className="font-normal whitespace-nowrap">
                <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>
              </th>
              <td>{entry.stash_name ?? '—'}</td>
              <td className="break-all">{entry.account_name}</td>
              {/* The tint repeats the action; the word is what everyone can read. */}
              <td>{entry.action}</td>
              <td className="text-right">{entry.number}</td>
              <td>{entry.item_name}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}

function Upload({ eventId, guildId }: { eventId: number; guildId: number }) {
  const inputId = useId();
  const { mutateAsync } = useUploadHistory(eventId, guildId);
  const [problem, setProblem] = useState('');
  const [upload, setUpload] = useState<HistoryUpload | null>(null);
  const [sending, setSending] = useState(false);
  const stop = useRef<AbortController | null>(null);
  // Leaving the page stops sending after the part under way.
  useEffect(() => () => stop.current?.abort(), []);

  async function send(from: HistoryUpload) {
    stop.current = new AbortController();
    setSending(true);
    await sendParts(
      from,
      async (part) => (await mutateAsync(part)).number_of_added_entries,
      setUpload,
      stop.current.signal,
    );
    setSending(false);
  }

  async function read(change: ChangeEvent<HTMLInputElement>) {
    const file = change.target.files?.[0];
    change.target.value = '';
    setProblem('');
    setUpload(null);
    if (!file) return;
    const parsed = parseHistoryFile(await file.text());
    if ('error' in parsed) return setProblem(parsed.error);
    await send(planUpload(parsed.history));
  }

  const failed = upload?.error;
  const done = upload !== null && !failed && upload.next === upload.parts.length;
  const progress = upload ? `Uploaded ${formatNumber(upload.stored)} of ${formatNumber(upload.total)} entries` : '';

  return (
    <Panel title="Upload stash history">
      <label htmlFor={inputId}>The JSON file the game’s site exports for the guild stash history</label>
      <input
        id={inputId}
        type="file"
        accept="application/json,.json"
        className="file-input w-full max-w-md"
        disabled={sending}
        onChange={(change) => void read(change)}
      />
      {upload && !done && <ProgressBar value={upload.stored} max={upload.total} label={progress} />}
      <StatusLine>{sending ? `${progress}…` : done ? outcome(upload.added) : ''}</StatusLine>
      {problem && (
        <div role="alert" className="alert alert-error text-sm">
          <span>{problem}</span>
        </div>
      )}
      {upload && failed && (
        <div role="alert" className="alert alert-error flex flex-wrap text-sm">
          <span>{failure(upload, failed)}</span>
          <button type="button" className="btn btn-sm" disabled={sending} onClick={() => void send(upload)}>
            {upload.stored === 0 ? 'Retry' : `Retry from entry ${formatNumber(upload.stored + 1)}`}
          </button>
        </div>
      )}
    </Panel>
  );
}

function outcome(added: number): string {
  if (added === 0) return 'Nothing new: every entry of the file was stored already.';
  return `Added ${added === 1 ? '1 entry' : `${formatNumber(added)} entries`}.`;
}

function failure(upload: HistoryUpload, error: Error): string {
  const why = error.message || 'An error occurred';
  if (upload.stored === 0) return `The history was not uploaded: ${why}`;
  return `The upload stopped after ${formatNumber(upload.stored)} of ${formatNumber(upload.total)} entries, which are stored: ${why}`;
}
