import {
  PLAYTIME_BUCKETS,
  type Event,
  type Signup,
  type Team,
  type TeamBalance,
  type TeamSortSuggestion,
} from '@app/shared';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { ScrollArea } from './scroll-area';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { EmptyState, ErrorState, LoadingState } from '~/components/ui/query-state';
import { useEventTeams } from '~/lib/event-reads';
import { useRemoveSignup, useSaveAssignments, useSignups, useSuggestTeams } from '../api/queries';
import {
  applySuggestion,
  changedAssignments,
  csvFileName,
  describeSuggestion,
  matchesFilters,
  parseAccountList,
  savedDraft,
  signupsCsv,
  summarize,
  type Placement,
  type SummaryRow,
} from '../team-sort';

/** Spec §7 Signups/Teams: sort an event's sign-ups into teams, by hand or from the server's suggestion. */
export function TeamSort({ event }: { event: Event }) {
  const signups = useSignups(event.id);
  const teams = useEventTeams(event.id);
  // Outlive the sorter, which starts over once a save or removal has been refetched: the outcome still has
  // to be said, and a mutation's own callbacks only run while the component that started it is mounted.
  const [outcome, setOutcome] = useState('');
  const save = useSaveAssignments(event.id);
  const remove = useRemoveSignup(event.id);
  if (signups.isError || teams.isError) {
    return (
      <ErrorState
        title="The sign-ups could not be loaded."
        error={signups.error ?? teams.error}
        onRetry={() => {
          void signups.refetch();
          void teams.refetch();
        }}
      />
    );
  }
  if (signups.isPending || teams.isPending) return <LoadingState label="Loading sign-ups..." />;
  // Keyed by the saved data: after a save or removal the draft starts again from what the server now holds.
  return (
    <Sorter
      key={signups.dataUpdatedAt}
      event={event}
      signups={signups.data}
      teams={teams.data}
      outcome={outcome}
      setOutcome={setOutcome}
      save={save}
      remove={remove}
    />
  );
}

type SorterProps = {
  event: Event;
  signups: Signup[];
  teams: Team[];
  outcome: string;
  setOutcome: (message: string) => void;
  save: ReturnType<typeof useSaveAssignments>;
  remove: ReturnType<typeof useRemoveSignup>;
};

function Sorter({ event, signups, teams, outcome, setOutcome, save, remove }: SorterProps) {
  const [draft, setDraft] = useState(() => savedDraft(signups));
  const [suggestion, setSuggestion] = useState<TeamSortSuggestion | null>(null);
  const [nameFilter, setNameFilter] = useState('');
  const [accountList, setAccountList] = useState('');
  const [removing, setRemoving] = useState<Signup | null>(null);
  const deferredName = useDeferredValue(nameFilter);
  const deferredList = useDeferredValue(accountList);
  const suggest = useSuggestTeams(event.id);

  const changes = changedAssignments(signups, draft);
  const summary = useMemo(() => summarize(signups, draft, teams), [signups, draft, teams]);
  const accounts = useMemo(() => parseAccountList(deferredList), [deferredList]);
  const shown = signups.filter((signup) => matchesFilters(signup, deferredName, accounts));
  const waitlisted = signups.filter((signup) => signup.status === 'waitlisted').length;

  function place(userId: number, change: Partial<Placement>) {
    setOutcome('');
    setDraft((current) => {
      const next = new Map(current);
      const before = next.get(userId) ?? { team_id: null, team_lead: false };
      next.set(userId, { ...before, ...change });
      return next;
    });
  }

  function requestSuggestion() {
    setOutcome('');
    save.reset();
    suggest.mutate(undefined, {
      onSuccess: (result) => {
        // The suggestion starts from the saved placements, so it replaces any unsaved edits.
        setSuggestion(result);
        setDraft(applySuggestion(savedDraft(signups), result));
        setOutcome(
          result.moves.length === 0
            ? 'Every player who can be placed is already on a team.'
            : `Suggested a team for ${result.moves.length === 1 ? '1 player' : `${result.moves.length} players`}; nothing is saved yet.`,
        );
      },
    });
  }

  function reset() {
    setDraft(savedDraft(signups));
    setSuggestion(null);
    suggest.reset();
    save.reset();
    setOutcome('Unsaved changes discarded.');
  }

  function submit() {
    setOutcome('');
    const count = changes.length;
    save.mutate(changes, {
      onSuccess: () => {
        setSuggestion(null);
        setOutcome(`Saved ${count === 1 ? '1 assignment' : `${count} assignments`}.`);
      },
    });
  }

  function exportCsv() {
    const blob = new Blob([signupsCsv(signups, draft, teams)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = csvFileName(event.name);
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="text-base-content/80">
        {signups.length === 1 ? '1 sign-up' : `${signups.length} sign-ups`}
        {waitlisted > 0 && ` (${waitlisted} on the waitlist)`} ·{' '}
        {teams.length === 1 ? '1 team' : `${teams.length} teams`}
      </p>
      {event.is_locked && (
        <p role="note" className="rounded-box border border-warning p-3">
          {event.name} is locked, so its teams cannot change.
        </p>
      )}

      <SummaryTable rows={summary} />

      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-primary"
          disabled={suggest.isPending || event.is_locked}
          onClick={requestSuggestion}
        >
          {suggest.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Suggest teams
        </button>
        <button
          type="button"
          className="btn btn-warning"
          disabled={changes.length === 0 || save.isPending || event.is_locked}
          onClick={submit}
        >
          {save.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Submit Assignments{changes.length > 0 && ` (${changes.length})`}
        </button>
        <button type="button" className="btn" disabled={changes.length === 0 && suggestion === null} onClick={reset}>
          Reset
        </button>
        <button type="button" className="btn btn-ghost" onClick={exportCsv}>
          Export CSV
        </button>
      </div>
      <div role="status" className="min-h-6 font-medium">
        {outcome}
      </div>
      {suggest.isError && (
        <div role="alert" className="alert alert-error text-sm">
          <span>No suggestion: {suggest.error.message || 'An error occurred'}</span>
        </div>
      )}
      {save.isError && (
        <div role="alert" className="alert alert-error text-sm">
          <span>Nothing was saved: {save.error.message || 'An error occurred'}</span>
        </div>
      )}

      {suggestion && <SuggestionView suggestion={suggestion} signups={signups} teams={teams} />}

      <Filters nameFilter={nameFilter} onName={setNameFilter} accountList={accountList} onAccounts={setAccountList} />

      <SignupTable
        signups={shown}
        total={signups.length}
        teams={teams}
        draft={draft}
        disabled={event.is_locked}
        onPlace={place}
        onRemove={(signup) => {
          remove.reset();
          setRemoving(signup);
        }}
      />

      <ConfirmDialog
        open={removing !== null}
        title={removing ? `Remove ${removing.user.display_name}'s sign-up?` : 'Remove sign-up?'}
        confirmLabel="Remove sign-up"
        danger
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const name = removing.user.display_name;
          remove.mutate(removing.user.id, {
            onSuccess: () => {
              setRemoving(null);
              setOutcome(`Removed ${name}'s sign-up.`);
            },
          });
        }}
      >
        <p>They leave the event and their team. They can apply again while applications are open.</p>
        {remove.isError && (
          <p role="alert" className="mt-2 text-error">
            The sign-up was not removed: {remove.error.message || 'An error occurred'}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}

function SummaryTable({ rows }: { rows: SummaryRow[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-xl font-semibold">
        Teams
      </h2>
      <ScrollArea label="Teams summary">
        <table className="table table-sm" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                Team
              </th>
              <th scope="col" rowSpan={2} className="text-right">
                Members
              </th>
              <th scope="colgroup" colSpan={PLAYTIME_BUCKETS.length} className="text-center">
                Playtime in hours per day
              </th>
              <th scope="col" rowSpan={2} className="text-right">
                Total hours
              </th>
            </tr>
            <tr>
              {PLAYTIME_BUCKETS.map((bucket) => (
                <th key={bucket.label} scope="col" className="text-right">
                  {bucket.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.label}-${row.team_id ?? 'none'}`}>
                <th scope="row">{row.label}</th>
                <td className="text-right">{row.members}</td>
                {row.playtime.map((count, index) => (
                  <td key={PLAYTIME_BUCKETS[index]!.label} className="text-right">
                    {count}
                  </td>
                ))}
                <td className="text-right">{row.total_hours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </section>
  );
}

function SuggestionView({
  suggestion,
  signups,
  teams,
}: {
  suggestion: TeamSortSuggestion;
  signups: Signup[];
  teams: Team[];
}) {
  const headingId = useId();
  const moves = describeSuggestion(suggestion, signups, teams);
  const teamName = (id: number | null) =>
    id === null ? 'No team' : (teams.find((team) => team.id === id)?.name ?? `Team ${id}`);
  const before = new Map(suggestion.before.map((row) => [row.team_id, row]));
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-box border border-info p-4">
      <h2 id={headingId} className="text-xl font-semibold">
        Suggestion (seed {suggestion.seed})
      </h2>
      {moves.length === 0 ? (
        <p>No one needs to move.</p>
      ) : (
        <ScrollArea label="Suggested moves">
          <table className="table table-sm">
            <caption className="text-left font-semibold">Suggested moves</caption>
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col">From</th>
                <th scope="col">To</th>
                <th scope="col">Note</th>
              </tr>
            </thead>
            <tbody>
              {moves.map((move) => (
                <tr key={move.user_id}>
                  <th scope="row">{move.name}</th>
                  <td>{move.from}</td>
                  <td>{move.to}</td>
                  <td>
                    {move.compromise === 'classes' && 'None of their classes fit any team with room'}
                    {move.compromise === 'size' && 'Makes the team larger than even'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
      <ScrollArea label="Balance before and after">
        <table className="table table-sm">
          <caption className="text-left font-semibold">Balance before → after</caption>
          <thead>
            <tr>
              <th scope="col">Team</th>
              <th scope="col" className="text-right">
                Members
              </th>
              {PLAYTIME_BUCKETS.map((bucket) => (
                <th key={bucket.label} scope="col" className="text-right">
                  {bucket.label} h
                </th>
              ))}
              <th scope="col" className="text-right">
                Helpers
              </th>
              <th scope="col" className="text-right">
                Need help
              </th>
              <th scope="col" className="text-right">
                Total hours
              </th>
            </tr>
          </thead>
          <tbody>
            {suggestion.after.map((after) => (
              <BalanceRow
                key={after.team_id ?? 'none'}
                name={teamName(after.team_id)}
                before={before.get(after.team_id)}
                after={after}
              />
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </section>
  );
}

function BalanceRow({ name, before, after }: { name: string; before: TeamBalance | undefined; after: TeamBalance }) {
  const cell = (from: number | undefined, to: number) =>
    from === undefined || from === to ? String(to) : `${from} → ${to}`;
  return (
    <tr>
      <th scope="row">{name}</th>
      <td className="text-right">{cell(before?.members, after.members)}</td>
      {after.playtime.map((count, index) => (
        <td key={PLAYTIME_BUCKETS[index]!.label} className="text-right">
          {cell(before?.playtime[index], count)}
        </td>
      ))}
      <td className="text-right">{cell(before?.helpers, after.helpers)}</td>
      <td className="text-right">{cell(before?.needs_help, after.needs_help)}</td>
      <td className="text-right">{cell(before?.total_hours, after.total_hours)}</td>
    </tr>
  );
}

function Filters(props: {
  nameFilter: string;
  onName: (value: string) => void;
  accountList: string;
  onAccounts: (value: string) => void;
}) {
  const nameId = useId();
  const listId = useId();
  const hintId = useId();
  return (
    <div className="flex flex-wrap items-start gap-4">
      <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
        <label htmlFor={nameId} className="font-semibold">
          Filter by name
        </label>
        <input
          id={nameId}
          type="search"
          className="input w-full"
          value={props.nameFilter}
          onChange={(event) => props.onName(event.target.value)}
        />
      </div>
      <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
        <label htmlFor={listId} className="font-semibold">
          Account names
        </label>
        <textarea
          id={listId}
          className="textarea w-full"
          rows={2}
          aria-describedby={hintId}
          value={props.accountList}
          onChange={(event) => props.onAccounts(event.target.value)}
        />
        <p id={hintId} className="text-sm text-base-content/80">
          Paste names separated by spaces, commas or lines; the #number is ignored.
        </p>
      </div>
    </div>
  );
}

type SignupTableProps = {
  signups: Signup[];
  total: number;
  teams: Team[];
  draft: ReadonlyMap<number, Placement>;
  disabled: boolean;
  onPlace: (userId: number, change: Partial<Placement>) => void;
  onRemove: (signup: Signup) => void;
};

function SignupTable({ signups, total, teams, draft, disabled, onPlace, onRemove }: SignupTableProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-xl font-semibold">
        Sign-ups
      </h2>
      <p className="text-sm text-base-content/80" aria-live="polite">
        Showing {signups.length} of {total}
      </p>
      {signups.length === 0 ? (
        <EmptyState title="No sign-ups match" />
      ) : (
        <div className="overflow-x-auto">
          <table className="table table-sm" aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Account</th>
                <th scope="col" className="text-right">
                  Hours/day
                </th>
                <th scope="col">Help</th>
                <th scope="col">Partner</th>
                <th scope="col">Lead</th>
                <th scope="col">Team</th>
                <th scope="col">
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {signups.map((signup) => {
                const placement = draft.get(signup.user.id) ?? { team_id: null, team_lead: false };
                const changed = placement.team_id !== signup.team_id || placement.team_lead !== signup.team_lead;
                const name = signup.user.display_name;
                return (
                  <tr key={signup.user.id} className={changed ? 'bg-info/10' : undefined}>
                    <th scope="row" className="font-medium">
                      {name}
                      {signup.status === 'waitlisted' && (
                        <span className="badge badge-warning badge-sm ml-2">Waitlisted</span>
                      )}
                      {changed && <span className="badge badge-info badge-sm ml-2">Changed</span>}
                    </th>
                    <td className="break-all">{signup.user.account_name ?? '—'}</td>
                    <td className="text-right">{signup.expected_playtime}</td>
                    <td>{signup.needs_help ? 'Needs help' : signup.wants_to_help ? 'Helps' : ''}</td>
                    <td className="break-all">{signup.partner_account_name ?? ''}</td>
                    <td>
                      <input
                        type="checkbox"
                        className="checkbox checkbox-sm"
                        aria-label={`${name} is team lead`}
                        checked={placement.team_lead}
                        disabled={disabled}
                        onChange={(event) => onPlace(signup.user.id, { team_lead: event.target.checked })}
                      />
                    </td>
                    <td>
                      <div role="group" aria-label={`Team of ${name}`} className="flex gap-1">
                        {teams.map((team) => {
                          const pressed = placement.team_id === team.id;
                          return (
                            <button
                              key={team.id}
                              type="button"
                              className={`btn btn-xs ${pressed ? 'btn-primary' : 'btn-outline'}`}
                              aria-pressed={pressed}
                              disabled={disabled}
                              title={team.name}
                              // Pressing the team a player is on takes them out of it.
                              onClick={() => onPlace(signup.user.id, { team_id: pressed ? null : team.id })}
                            >
                              {team.name}
                            </button>
                          );
                        })}
                      </div>
                    </td>
                    <td>
                      <button type="button" className="btn btn-xs" onClick={() => onRemove(signup)}>
                        Remove<span className="sr-only"> {name}</span>
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
