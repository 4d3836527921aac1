import type { Event, Team } from '@app/shared';
import { useId, useState, type FormEvent } from 'react';
import { DangerDialog } from '~/components/ui/dialog';
import { Field } from '~/components/ui/form-field';
import { combineQueries, EmptyState, QueryRegion } from '~/components/ui/query-state';
import { membersInTheWay, useDeleteTeam } from '../api/delete-team';
import { useEvent, useEventTeams } from '~/lib/event-reads';
import { useUpsertTeam } from '../api/upsert-team';
import { GAME_NAMES } from '../event-form';
import { TEAM_NAME_MAX } from '../team-form';
import { ActionError, Outcome } from '~/components/ui/outcome';
import { Panel } from '~/components/ui/panel';
import { BusyButton } from '~/components/ui/busy-button';
import { TeamRow } from './team-row';

/** An event's teams edited in place, one row at a time, plus adding and deleting teams. */
export function TeamEditor({ eventId }: { eventId: number }) {
  const event = useEvent(eventId);
  const teams = useEventTeams(eventId);
  return (
    <QueryRegion
      query={combineQueries([event, teams])}
      loadingLabel="Loading teams..."
      errorTitle="The teams could not be loaded."
      notFound={<EmptyState title="This event could not be found">It may have been deleted.</EmptyState>}
    >
      {([found, list]) => <Teams event={found} teams={list} />}
    </QueryRegion>
  );
}

function Teams({ event, teams }: { event: Event; teams: Team[] }) {
  const [deleting, setDeleting] = useState<{ team: Team; key: number } | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [outcome, setOutcome] = useState('');
  const [focusRequest, setFocusRequest] = useState(0);
  const locked = event.is_locked;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-base-content/80">
        {GAME_NAMES[event.game_version]} · {teams.length === 1 ? '1 team' : `${teams.length} teams`}
      </p>
      {locked && (
        <p role="note" className="rounded-box border border-warning p-3">
          {event.name} is locked, so its teams cannot change. Unlock it on the events page first.
        </p>
      )}
      <Outcome message={outcome} focusRequest={focusRequest} />

      {teams.length === 0 ? (
        <EmptyState title="No teams yet">Add the first one below.</EmptyState>
      ) : (
        <ul className="flex flex-col gap-4">
          {teams.map((team) => (
            <li key={team.id}>
              <TeamRow
                team={team}
                game={event.game_version}
                disabled={locked}
                onDelete={() => {
                  setOutcome('');
                  setDeleting({ team, key: (deleting?.key ?? 0) + 1 });
                  setDeleteOpen(true);
                }}
              />
            </li>
          ))}
        </ul>
      )}

      <AddTeam eventId={event.id} disabled={locked} onAdded={(team) => setOutcome(`Added ${team.name}.`)} />

      {deleting && (
        <DeleteTeamDialog
          key={deleting.key}
          team={deleting.team}
          open={deleteOpen}
          onClose={() => setDeleteOpen(false)}
          onDeleted={(message) => {
            setOutcome(message);
            setDeleteOpen(false);
            // The deleted team's row, and the button that opened the dialog with it, are gone.
            setFocusRequest((count) => count + 1);
          }}
        />
      )}
    </div>
  );
}

function AddTeam({
  eventId,
  disabled,
  onAdded,
}: {
  eventId: number;
  disabled: boolean;
  onAdded: (team: Team) => void;
}) {
  const inputId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const add = useUpsertTeam(eventId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length === 0 || trimmed.length > TEAM_NAME_MAX) {
      setError(trimmed.length === 0 ? 'Enter a name for the new team.' : `Use at most ${TEAM_NAME_MAX} characters.`);
      document.getElementById(inputId)?.focus();
      return;
    }
    add.mutate(
      { name: trimmed },
      {
        onSuccess: (team) => {
          setName('');
          onAdded(team);
        },
      },
    );
  }

  return (
    <Panel title="Add a team" onSubmit={submit}>
      <Field id={inputId} label="New team name" error={error}>
        {(control) => (
          <div className="flex flex-wrap gap-2">
            <input
              {...control}
              className="input min-w-0 flex-1"
              value={name}
              disabled={disabled}
              onChange={(event) => {
                setName(event.target.value);
                setError('');
                add.reset();
              }}
            />
            <BusyButton busy={add.isPending} type="submit" className="btn btn-primary" disabled={disabled}>
              Add team
            </BusyButton>
          </div>
        )}
      </Field>
      {add.isError && <ActionError lead="The team was not added" error={add.error} />}
    </Panel>
  );
}

type DeleteTeamDialogProps = {
  team: Team;
  open: boolean;
  onClose: () => void;
  onDeleted: (outcome: string) => void;
};

/**
 * Asks before deleting a team. The server refuses (409) to delete a team with members unless told to: the
 * dialog then asks again, naming how many players would be left without a team.
 */
function DeleteTeamDialog({ team, open, onClose, onDeleted }: DeleteTeamDialogProps) {
  const remove = useDeleteTeam(team.event_id);
  const [members, setMembers] = useState<number | null>(null);
  const refusal = remove.isError && membersInTheWay(remove.error) === null ? remove.error : null;

  function confirm() {
    remove.mutate(
      { team, confirm: members !== null },
      {
        onSuccess: () =>
          onDeleted(
            members === null
              ? `Deleted ${team.name}.`
              : `Deleted ${team.name}; its ${members === 1 ? 'member is' : `${members} members are`} now without a team.`,
          ),
        onError: (error) => {
          const count = membersInTheWay(error);
          if (count !== null) setMembers(count);
        },
      },
    );
  }

  const membersText = members === 1 ? '1 member' : `${members} members`;
  return (
    <DangerDialog
      open={open}
      onClose={onClose}
      title={`Delete ${team.name}?`}
      confirmLabel={members === null ? 'Delete team' : `Delete team and its ${membersText}`}
      busy={remove.isPending}
      onConfirm={confirm}
    >
      {members === null ? (
        <p>
          This deletes <strong>{team.name}</strong> from the event. It cannot be undone.
        </p>
      ) : (
        <p role="alert">
          <strong>{team.name}</strong> has {membersText}. Deleting it leaves {members === 1 ? 'them' : 'all of them'}{' '}
          without a team until they are sorted into another one.
        </p>
      )}
      {refusal && <ActionError lead="The team was not deleted" error={refusal} className="mt-4" />}
    </DangerDialog>
  );
}
