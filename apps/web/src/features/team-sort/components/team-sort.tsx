import type { Event, Signup, Team, TeamSortSuggestion } from '@app/shared';
import { useDeferredValue, useMemo, useState } from 'react';
import { RemovalDialog } from '~/components/ui/confirm-dialog';
import { combineQueries, QueryRegion } from '~/components/ui/query-state';
import { BusyButton } from '~/components/ui/busy-button';
import { ActionError, StatusLine } from '~/components/ui/outcome';
import { useEventTeams } from '~/lib/event-reads';
import { useSaveAssignments } from '../api/assign-users-to-teams';
import { useSignups } from '../api/get-event-signups';
import { useRemoveSignup } from '../api/remove-signup';
import { useSuggestTeams } from '../api/suggest-teams';
import {
  applySuggestion,
  changedAssignments,
  csvFileName,
  matchesFilters,
  parseAccountList,
  savedDraft,
  signupsCsv,
  sortGroups,
  summarize,
  type Placement,
} from '../team-sort';
import { GroupList } from './group-list';
import { SignupFilters } from './signup-filters';
import { SignupTable } from './signup-table';
import { SuggestionView } from './suggestion-view';
import { SummaryTable } from './summary-table';

/** Sort an event's sign-ups into teams, by hand or from the server's suggestion. */
export function TeamSort({ event }: { event: Event }) {
  const signups = useSignups(event.id);
  const teams = useEventTeams(event.id);
  // Outlive the sorter, which starts over once a save or removal has been refetched: the outcome still has
  // to be said, and a mutation's own callbacks only run while the component that started it is mounted.
  const [outcome, setOutcome] = useState('');
  const save = useSaveAssignments(event.id);
  const remove = useRemoveSignup(event.id);
  return (
    <QueryRegion
      query={combineQueries([signups, teams])}
      loadingLabel="Loading sign-ups..."
      errorTitle="The sign-ups could not be loaded."
    >
      {([signupList, teamList]) => (
        // Keyed by the saved data: after a save or removal the draft starts again from what the server now holds.
        <Sorter
          key={signups.dataUpdatedAt}
          event={event}
          signups={signupList}
          teams={teamList}
          outcome={outcome}
          setOutcome={setOutcome}
          save={save}
          remove={remove}
        />
      )}
    </QueryRegion>
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
  const groups = useMemo(() => sortGroups(signups), [signups]);
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
        <BusyButton
          busy={suggest.isPending}
          className="btn btn-primary"
          disabled={event.is_locked}
          onClick={requestSuggestion}
        >
          Suggest teams
        </BusyButton>
        <BusyButton
          busy={save.isPending}
          className="btn btn-warning"
          disabled={changes.length === 0 || event.is_locked}
          onClick={submit}
        >
          Submit Assignments{changes.length > 0 && ` (${changes.length})`}
        </BusyButton>
        <button type="button" className="btn" disabled={changes.length === 0 && suggestion === null} onClick={reset}>
          Reset
        </button>
        <button type="button" className="btn btn-ghost" onClick={exportCsv}>
          Export CSV
        </button>
      </div>
      <StatusLine>{outcome}</StatusLine>
      {suggest.isError && <ActionError lead="No suggestion" error={suggest.error} />}
      {save.isError && <ActionError lead="Nothing was saved" error={save.error} />}

      {suggestion && <SuggestionView suggestion={suggestion} signups={signups} teams={teams} />}

      <GroupList groups={groups} draft={draft} teams={teams} />

      <SignupFilters
        nameFilter={nameFilter}
        onName={setNameFilter}
        accountList={accountList}
        onAccounts={setAccountList}
      />

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

      <RemovalDialog
        target={removing}
        title={(signup) => `Remove ${signup.user.display_name}'s sign-up?`}
        confirmLabel="Remove sign-up"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={(signup) =>
          remove.mutate(signup.user.id, {
            onSuccess: () => {
              setRemoving(null);
              setOutcome(`Removed ${signup.user.display_name}'s sign-up.`);
            },
          })
        }
      >
        {() => (
          <>
            <p>They leave the event and their team. They can apply again while applications are open.</p>
            {remove.isError && (
              <p role="alert" className="mt-2 text-error-text">
                The sign-up was not removed: {remove.error.message || 'An error occurred'}
              </p>
            )}
          </>
        )}
      </RemovalDialog>
    </div>
  );
}
