import { scoringRules } from '@app/scoring';
import type { Objective, Team } from '@app/shared';
import { ProgressBar } from '~/components/ui/progress-bar';
import { TeamName } from '~/components/ui/team-name';
import { useEventView } from '~/lib/event-view';
import { progressView, type ProgressView } from '~/lib/scoreboard/objective-state';
import { isRanked, sharedRanks, type Scoreboard } from '~/lib/scoreboard/scoreboard';
import { useObjectiveActions } from './objective-actions';
import { Points } from './points';
import { WhyButton } from './why-button';
import { RankLabel } from './rank-badge';

type TeamResultsProps = {
  board: Scoreboard;
  objective: Objective;
  teams: readonly Team[];
  /** Without a scoring preset the points are always 0: left out unless asked for. */
  showPoints?: boolean;
};

/** A count as a bar and "3/5", a compared value as "8 levels"; never past the goal, never "x / 0". */
export function ProgressCell({ view, label }: { view: ProgressView; label: string }) {
  if (view.kind === 'value') {
    if (view.value === null) {
      return (
        <span className="text-base-content/80">
          <span aria-hidden="true">–</span>
          <span className="sr-only">No result yet</span>
        </span>
      );
    }
    return (
      <span className="tabular-nums">
        {view.value}
        {view.unit && <span className="text-base-content/80"> {view.unit}</span>}
      </span>
    );
  }
  if (view.kind === 'none') return null;
  const done = view.done >= view.goal;
  return (
    <span className="flex items-center gap-2">
      <ProgressBar
        value={view.done}
        max={view.goal}
        tone={done ? 'success' : 'primary'}
        label={`${label}: ${view.done} of ${view.goal}`}
        className="w-20"
      />
      <span className="text-xs tabular-nums">
        {view.done}/{view.goal}
      </span>
    </span>
  );
}

/**
 * One line per team for an objective: the team, its points (with why a 0 is a 0), its place where teams are
 * placed, progress where there is a count or a value, and the submission state of submission objectives. The
 * parts wrap onto a second line in a narrow card instead of being cut off. Teams with a place come first in place
 * order, then by points and progress.
 */
export function TeamResults({
  board,
  objective,
  teams,
  showPoints = scoringRules(objective).length > 0,
}: TeamResultsProps) {
  const { ownTeamId } = useEventView();
  const { submissionStatus } = useObjectiveActions();
  const ranked = isRanked(objective);
  const tied = sharedRanks(board, objective.id);
  const submission = objective.objective_type === 'SUBMISSION';
  const rows = [...teams].sort((a, b) => {
    const sa = board.score(objective.id, a.id);
    const sb = board.score(objective.id, b.id);
    return (sa.rank || Infinity) - (sb.rank || Infinity) || sb.points - sa.points || sb.number - sa.number;
  });
  return (
    <ul
      className="flex flex-col divide-y divide-base-300 text-sm"
      aria-label={`${objective.name || 'Objective'}: results by team`}
    >
      {rows.map((team) => {
        const score = board.score(objective.id, team.id);
        const own = team.id === ownTeamId;
        return (
          <li
            key={team.id}
            className={`flex flex-wrap items-center gap-x-3 gap-y-1 px-2 py-1.5 ${own ? 'bg-highlight text-highlight-content' : ''}`}
          >
            <span className="min-w-0 flex-1 basis-28 break-words">
              <TeamName team={team} highlighted={own} />
              {own && <span className="sr-only"> (your team)</span>}
            </span>
            {showPoints ? (
              <span className="whitespace-nowrap">
                <Points board={board} objective={objective} teamId={team.id} />
                <span className="text-xs"> pts</span>
                <WhyButton objective={objective} team={team} points={score.points} className="ml-1 text-xs">
                  Why?
                </WhyButton>
              </span>
            ) : (
              // Without points of its own (a set's item, whose points are the set's), progress still has evidence.
              (score.finished || score.number > 0) && (
                <WhyButton
                  objective={objective}
                  team={team}
                  points={score.points}
                  label={`Why this progress for ${team.name}: ${objective.name || 'Objective'}`}
                  className="text-xs"
                >
                  Why?
                </WhyButton>
              )
            )}
            {ranked && <RankLabel rank={score.rank} tied={tied.has(score.rank)} />}
            <ProgressCell view={progressView(objective, score)} label={team.name} />
            {submission && submissionStatus(objective, team.id)}
          </li>
        );
      })}
    </ul>
  );
}
