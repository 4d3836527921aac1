import { listObjectives } from '@app/scoring';
import type { Objective, TeamSuggestion } from '@app/shared';
import { WithScoreboard } from '~/components/scores/with-scoreboard';
import { InfoTip } from '~/components/ui/info-tip';
import { ProgressBar } from '~/components/ui/progress-bar';
import { useEventView } from '~/lib/event-view';
import { leavesOf, type Scoreboard } from '~/lib/scoreboard/scoreboard';
import { useTeamSuggestions } from '../api/get-team-suggestions';
import { remainingObjectives } from '../focus-rules';

function Note({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <InfoTip tip={`Note from your team leads: ${text}`} className="px-1">
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
      >
        <rect x="3" y="5.5" width="18" height="13" rx="2" />
        <path d="m3.5 7 8.5 6 8.5-6" />
      </svg>
    </InfoTip>
  );
}

function ObjectiveCard({
  board,
  objective,
  teamId,
  note,
}: {
  board: Scoreboard;
  objective: Objective;
  teamId: number;
  note?: string | null;
}) {
  if (objective.children.length > 0) {
    const leaves = leavesOf(objective);
    const missing = leaves.filter((leaf) => !board.score(leaf.id, teamId).finished);
    const done = leaves.length - missing.length;
    return (
      <li className="card min-w-0 bg-base-200">
        <details className="card-body gap-2 p-4">
          <summary className="flex cursor-pointer flex-wrap items-center justify-between gap-2">
            <span className="font-semibold">{objective.name}</span>
            <span className="flex items-center gap-2 tabular-nums">
              {done} / {leaves.length}
            </span>
          </summary>
          <ProgressBar value={done} max={leaves.length} label={`${objective.name}: ${done} of ${leaves.length} done`} />
          <p className="text-sm font-semibold">Missing Items</p>
          <ul className="list-disc pl-6 text-sm">
            {missing.map((leaf) => (
              <li key={leaf.id}>{leaf.extra ? `${leaf.name} [${leaf.extra}]` : leaf.name}</li>
            ))}
          </ul>
        </details>
        {note && (
          <div className="px-4 pb-3">
            <Note text={note} />
          </div>
        )}
      </li>
    );
  }
  const score = board.score(objective.id, teamId);
  return (
    <li className="card min-w-0 bg-base-200">
      <div className="card-body gap-2 p-4">
        <div className="flex items-center justify-between gap-2">
          <span className="font-semibold">{objective.name}</span>
          <span className="flex items-center gap-2 tabular-nums">
            {score.number} / {objective.required_number}
            <Note text={note} />
          </span>
        </div>
        <ProgressBar
          value={score.number}
          max={objective.required_number}
          label={`${objective.name}: ${score.number} of ${objective.required_number}`}
        />
      </div>
    </li>
  );
}

function TeamPlanView({
  board,
  teamId,
  suggestions,
}: {
  board: Scoreboard;
  teamId: number;
  suggestions: readonly TeamSuggestion[];
}) {
  const message = suggestions.find((suggestion) => suggestion.objective_id === board.root.id);
  const notes = new Map(suggestions.map((suggestion) => [suggestion.objective_id, suggestion.extra]));
  const byId = new Map(listObjectives(board.root).map((node) => [node.id, node]));
  const urgent = suggestions
    .filter((suggestion) => suggestion.objective_id !== board.root.id)
    .flatMap((suggestion) => {
      const node = byId.get(suggestion.objective_id);
      return node && node.name !== '' ? [node] : [];
    });
  const urgentIds = new Set(urgent.map((node) => node.id));
  const remaining = remainingObjectives(board, teamId).filter((node) => !urgentIds.has(node.id));
  return (
    <>
      {message?.extra && (
        <section aria-labelledby="lead-message" className="alert alert-info flex-col items-start">
          <h2 id="lead-message" className="font-semibold">
            Your team leads have left a message for you:
          </h2>
          <p className="whitespace-pre-wrap">{message.extra}</p>
        </section>
      )}
      {urgent.length > 0 && (
        <section aria-labelledby="urgent" className="flex flex-col gap-3">
          <h2 id="urgent" className="text-xl font-semibold">
            Your team leads have selected objectives that are urgent for you to do.
          </h2>
          <ul className="grid gap-3 lg:grid-cols-2 xl:grid-cols-3">
            {urgent.map((node) => (
              <ObjectiveCard key={node.id} board={board} objective={node} teamId={teamId} note={notes.get(node.id)} />
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="remaining" className="flex flex-col gap-3">
        <h2 id="remaining" className="text-xl font-semibold">
          Remaining Objectives
        </h2>
        {remaining.length === 0 ? (
          <p>Nothing left to chase right now. Well played!</p>
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2 xl:grid-cols-3">
            {remaining.map((node) => (
              <ObjectiveCard key={node.id} board={board} objective={node} teamId={teamId} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/**
 * The For You plan of a team (spec §2): the team leads' message, the objectives they marked as urgent with their
 * notes, then what else is left to do.
 */
export function TeamPlan({ teamId }: { teamId: number }) {
  const { key } = useEventView();
  const suggestions = useTeamSuggestions(key, { enabled: true });
  return (
    <>
      {suggestions.isError && (
        <p role="alert" className="text-sm">
          Your team leads&rsquo; notes could not be loaded.
        </p>
      )}
      <WithScoreboard>
        {(board) => <TeamPlanView board={board} teamId={teamId} suggestions={suggestions.data ?? []} />}
      </WithScoreboard>
    </>
  );
}
