import type { Objective } from '@app/shared';
import { useId, useState, type FormEvent } from 'react';
import { WithScoreboard } from '~/components/scores/with-scoreboard';
import { CardSection } from '~/components/ui/card-section';
import { InfoTip } from '~/components/ui/info-tip';
import { EmptyState, QueryRegion } from '~/components/ui/query-state';
import { TableBox } from '~/components/ui/scroll-area';
import { TableHead } from '~/components/ui/table-head';
import { useEventView } from '~/lib/event-view';
import type { Scoreboard } from '~/lib/scoreboard/scoreboard';
import { useDeleteSuggestion } from '../api/delete-suggestion';
import { useTeamSuggestions } from '../api/get-team-suggestions';
import { usePutSuggestion } from '../api/put-suggestion';
import { availablePoints, closestOpponent, focusCandidates, missingOf } from '../focus-rules';
import type { SuggestionsProps } from './suggestions-props';
import { PageSection } from '~/components/layout/page';

/** A note with its own Save; the text starts from what is stored and is sent as absent when emptied (docs/domain.md §5). */
function NoteForm({
  objectiveId,
  stored,
  label,
  rows = 2,
}: {
  objectiveId: number;
  stored: string | null;
  label: string;
  rows?: number;
}) {
  const { key } = useEventView();
  const save = usePutSuggestion(key);
  const [text, setText] = useState(stored ?? '');
  const [saved, setSaved] = useState(false);
  const id = useId();
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    setSaved(false);
    save.mutate({ objectiveId, note: text }, { onSuccess: () => setSaved(true) });
  }
  return (
    <form onSubmit={onSubmit} className="flex min-w-48 flex-col gap-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        className="textarea w-full"
        rows={rows}
        value={text}
        onChange={(event) => {
          setSaved(false);
          setText(event.target.value);
        }}
      />
      <div className="flex items-center gap-2">
        <button type="submit" className="btn btn-primary btn-xs" disabled={save.isPending}>
          Save <span className="sr-only">{label}</span>
        </button>
        <span role="status" className="text-sm">
          {saved ? 'Saved' : ''}
        </span>
      </div>
      {save.isError && (
        <p role="alert" className="text-sm text-error-text">
          {save.error.message || 'An error occurred'}
        </p>
      )}
    </form>
  );
}

function FocusTable({
  board,
  teamId,
  title,
  nodes,
  notes,
  showRequired,
}: {
  board: Scoreboard;
  teamId: number;
  title: string;
  nodes: readonly Objective[];
  notes: ReadonlyMap<number, string | null>;
  showRequired: boolean;
}) {
  const { key } = useEventView();
  const mark = usePutSuggestion(key);
  const unmark = useDeleteSuggestion(key);
  const busy = mark.isPending || unmark.isPending;
  // The box follows the click at once; the list from the server confirms it (or the error below explains).
  const shownFocused = (id: number, stored: boolean) =>
    mark.isPending && mark.variables.objectiveId === id
      ? true
      : unmark.isPending && unmark.variables === id
        ? false
        : stored;
  const headingId = useId();
  return (
    <PageSection id={headingId} title={title} compact>
      {nodes.length === 0 ? (
        <p>Nothing left to pick here: your team has finished all of them, or none is open.</p>
      ) : (
        <TableBox caption={`${title} your team can still finish`} compact>
          <TableHead
            columns={[
              'Name',
              'Available Points',
              ...(showRequired ? ['Required'] : []),
              'Missing',
              'Opponent is missing',
              'Team Focus',
              'Message for Team',
            ]}
          />
          <tbody>
            {nodes.map((node) => {
              const missing = missingOf(board, node, teamId);
              const opponent = closestOpponent(board, node, teamId);
              const focused = notes.has(node.id);
              return (
                <tr key={node.id}>
                  <th scope="row" className="font-semibold">
                    {node.name}
                  </th>
                  <td className="tabular-nums">{availablePoints(board, node, teamId)}</td>
                  {showRequired && <td className="tabular-nums">{node.required_number}</td>}
                  <td className="tabular-nums">
                    {missing.names.length > 0 ? (
                      <InfoTip tip={`Missing: ${missing.names.join(', ')}`}>
                        <span className="underline decoration-dotted">{missing.count}</span>
                      </InfoTip>
                    ) : (
                      missing.count
                    )}
                  </td>
                  <td>
                    {opponent === null ? (
                      'Last team to finish'
                    ) : opponent.names.length > 0 ? (
                      <InfoTip tip={`${opponent.team.name} is missing: ${opponent.names.join(', ')}`}>
                        <span className="underline decoration-dotted">
                          {opponent.team.name}: {opponent.missing}
                        </span>
                      </InfoTip>
                    ) : (
                      `${opponent.team.name}: ${opponent.missing}`
                    )}
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      className="checkbox"
                      aria-label={`Team Focus: ${node.name}`}
                      checked={shownFocused(node.id, focused)}
                      disabled={busy}
                      onChange={() =>
                        focused ? unmark.mutate(node.id) : mark.mutate({ objectiveId: node.id, note: '' })
                      }
                    />
                  </td>
                  <td>
                    {focused ? (
                      <NoteForm
                        objectiveId={node.id}
                        stored={notes.get(node.id) ?? null}
                        label={`Message for Team: ${node.name}`}
                      />
                    ) : (
                      <span className="text-sm text-base-content/80">Mark it as a focus to add a message</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </TableBox>
      )}
      {(mark.isError || unmark.isError) && (
        <p role="alert" className="text-sm text-error-text">
          {(mark.error ?? unmark.error)?.message || 'An error occurred'}
        </p>
      )}
    </PageSection>
  );
}

function Suggestions({ board, teamId, suggestions }: SuggestionsProps) {
  const notes = new Map(suggestions.map((suggestion) => [suggestion.objective_id, suggestion.extra]));
  const { categories, objectives } = focusCandidates(board, teamId);
  return (
    <div className="flex flex-col gap-8">
      <CardSection title="Write a message for your team members" gap="gap-2">
        <p className="text-sm text-base-content/80">
          Your team sees it on their For You page. Leave it empty for none.
        </p>
        <NoteForm objectiveId={board.root.id} stored={notes.get(board.root.id) ?? null} label="Team message" rows={4} />
      </CardSection>
      <FocusTable
        board={board}
        teamId={teamId}
        title="Categories"
        nodes={categories}
        notes={notes}
        showRequired={false}
      />
      <FocusTable board={board} teamId={teamId} title="Objectives" nodes={objectives} notes={notes} showRequired />
    </div>
  );
}

/**
 * docs/domain.md §2 team suggestions for team leads: the team message, and per unfinished category and race what the team can
 * still gain, what it misses, how close the nearest rival is, a Team Focus mark and a message for the team.
 */
export function TeamSuggestions() {
  const { key, ownTeamId, isTeamLead } = useEventView();
  const suggestions = useTeamSuggestions(key, { enabled: isTeamLead && ownTeamId !== null });
  if (!isTeamLead || ownTeamId === null) return <EmptyState title="You must be a team lead to view this" />;
  return (
    <QueryRegion query={suggestions} errorTitle="Your team’s suggestions could not be loaded.">
      {(data) => (
        <WithScoreboard>
          {(board) => <Suggestions board={board} teamId={ownTeamId} suggestions={data} />}
        </WithScoreboard>
      )}
    </QueryRegion>
  );
}
