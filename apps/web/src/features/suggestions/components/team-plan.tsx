import { listObjectives } from '@app/scoring';
import type { Objective } from '@app/shared';
import { useState } from 'react';
import { useObjectiveActions } from '~/components/scores/objective-actions';
import { ObjectiveTitle } from '~/components/scores/objective-title';
import { ProgressCell } from '~/components/scores/team-results';
import { WithScoreboard } from '~/components/scores/with-scoreboard';
import { PageSection } from '~/components/layout/page';
import { InfoTip } from '~/components/ui/info-tip';
import { useEventView } from '~/lib/event-view';
import { progressView } from '~/lib/scoreboard/objective-state';
import { leavesOf, type Scoreboard } from '~/lib/scoreboard/scoreboard';
import { TEAM_NOTES_REFRESH_MS, useTeamSuggestions } from '../api/get-team-suggestions';
import { stillToScore, type ChaseUnit } from '../focus-rules';
import type { SuggestionsProps } from './suggestions-props';

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

function MissingList({ node, board, teamId }: { node: Objective; board: Scoreboard; teamId: number }) {
  const { submitControl } = useObjectiveActions();
  const missing = leavesOf(node).filter((leaf) => leaf.name !== '' && !board.score(leaf.id, teamId).finished);
  if (missing.length === 0) return null;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-semibold">Missing ({missing.length})</summary>
      <ul className="mt-1 flex flex-col gap-1 pl-4">
        {missing.map((leaf) => (
          <li key={leaf.id} data-objective-id={leaf.id} className="flex flex-wrap items-center gap-1">
            {leaf.extra ? `${leaf.name} [${leaf.extra}]` : leaf.name}
            {submitControl(leaf)}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** One thing to chase: its title (note, Submit control, window), the team's progress, and what it can still give. */
function ChaseCard({
  board,
  unit,
  teamId,
  note,
}: {
  board: Scoreboard;
  unit: ChaseUnit;
  teamId: number;
  note?: string | null | undefined;
}) {
  const { node, available } = unit;
  return (
    <li data-objective-id={node.id} className="card min-w-0 bg-base-200">
      <div className="card-body gap-2 p-4">
        <div className="flex items-start gap-1">
          <div className="min-w-0 flex-1">
            <ObjectiveTitle objective={node} />
          </div>
          <Note text={note} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <ProgressCell view={progressView(node, board.score(node.id, teamId))} label={node.name} />
          <span className="font-semibold">up to {available} more points</span>
        </div>
        {node.objective_type === 'CATEGORY' && <MissingList node={node} board={board} teamId={teamId} />}
      </div>
    </li>
  );
}

/** How many things a group lists before "Show all". */
const GROUP_PREVIEW = 6;

function ChaseGroupSection({
  board,
  category,
  units,
  teamId,
}: {
  board: Scoreboard;
  category: Objective;
  units: ChaseUnit[];
  teamId: number;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? units : units.slice(0, GROUP_PREVIEW);
  const points = units.reduce((sum, unit) => sum + unit.available, 0);
  return (
    <section aria-label={category.name} className="flex flex-col gap-2">
      <h3 className="text-lg font-semibold">
        {category.name}{' '}
        <span className="text-sm font-normal text-base-content/80">
          ({units.length} open, up to {points} points)
        </span>
      </h3>
      <ul className="grid gap-3 lg:grid-cols-2 xl:grid-cols-3">
        {shown.map((unit) => (
          <ChaseCard key={unit.node.id} board={board} unit={unit} teamId={teamId} />
        ))}
      </ul>
      {units.length > shown.length && (
        <button type="button" className="btn btn-sm w-fit" onClick={() => setAll(true)}>
          Show all {units.length}
        </button>
      )}
    </section>
  );
}

function TeamPlanView({ board, teamId, suggestions }: SuggestionsProps) {
  const message = suggestions.find((suggestion) => suggestion.objective_id === board.root.id);
  const notes = new Map(suggestions.map((suggestion) => [suggestion.objective_id, suggestion.extra]));
  const groups = stillToScore(board, teamId);
  const open = new Map(groups.flatMap((group) => group.units.map((unit) => [unit.node.id, unit] as const)));
  const byId = new Map(listObjectives(board.root).map((node) => [node.id, node]));
  // The leads' picks come first, with what they can still give (a pick the team has finished gives nothing more).
  const urgent = suggestions.flatMap((suggestion) => {
    const node = byId.get(suggestion.objective_id);
    if (!node || node.id === board.root.id || node.name === '') return [];
    return [open.get(node.id) ?? { node, available: 0 }];
  });
  const urgentIds = new Set(urgent.map((unit) => unit.node.id));
  const rest = groups
    .map((group) => ({ ...group, units: group.units.filter((unit) => !urgentIds.has(unit.node.id)) }))
    .filter((group) => group.units.length > 0);
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
        <PageSection id="urgent" title="Your team leads have selected objectives that are urgent for you to do.">
          <ul className="grid gap-3 lg:grid-cols-2 xl:grid-cols-3">
            {urgent.map((unit) => (
              <ChaseCard key={unit.node.id} board={board} unit={unit} teamId={teamId} note={notes.get(unit.node.id)} />
            ))}
          </ul>
        </PageSection>
      )}
      <section aria-labelledby="remaining" className="flex flex-col gap-4">
        <h2 id="remaining" className="text-xl font-semibold">
          {urgent.length > 0 ? 'Everything else your team can still score' : 'What your team can still score'}
        </h2>
        {rest.length === 0 ? (
          <p>
            {urgent.length > 0
              ? 'Nothing else is open to your team right now.'
              : 'Nothing left to chase right now. Well played!'}
          </p>
        ) : (
          rest.map((group) => (
            <ChaseGroupSection
              key={group.category.id}
              board={board}
              category={group.category}
              units={group.units}
              teamId={teamId}
            />
          ))
        )}
      </section>
    </>
  );
}

/**
 * The For You plan of a team: the team leads' message, the objectives they marked as urgent with their notes, then
 * everything else the team can still score, by category, with the points each can still give.
 */
export function TeamPlan({ teamId }: { teamId: number }) {
  const { key } = useEventView();
  const suggestions = useTeamSuggestions(key, { enabled: true, refetchInterval: TEAM_NOTES_REFRESH_MS });
  // Read here, not inside the render function below: a query re-renders its component only for the fields read
  // while it rendered, and that function is not called while the scores load. Notes that arrived first were lost.
  const notes = suggestions.data ?? [];
  return (
    <>
      {suggestions.isError && (
        <p role="alert" className="text-sm">
          Your team leads&rsquo; notes could not be loaded.
        </p>
      )}
      <WithScoreboard>{(board) => <TeamPlanView board={board} teamId={teamId} suggestions={notes} />}</WithScoreboard>
    </>
  );
}
