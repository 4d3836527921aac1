import type { Objective, Team } from '@app/shared';
import { ProgressBar } from '~/components/ui/progress-bar';
import { TeamName } from '~/components/ui/team-name';
import { useEventView } from '~/lib/event-view';
import { progressView, type ProgressView } from '~/lib/scoreboard/objective-state';
import { isRanked, type Scoreboard } from '~/lib/scoreboard/scoreboard';
import { useObjectiveActions } from './objective-actions';
import { Points } from './points';
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
 * One row per team for an objective: points (with why a 0 is a 0), the place where teams are placed, progress
 * where there is a count or a value, the submission state of submission objectives, and the team. Teams with a
 * place come first in place order, then by points and progress.
 */
export function TeamResults({
  board,
  objective,
  teams,
  showPoints = objective.scoring_preset !== null,
}: TeamResultsProps) {
  const { ownTeamId } = useEventView();
  const { submissionStatus } = useObjectiveActions();
  const ranked = isRanked(objective);
  const submission = objective.objective_type === 'SUBMISSION';
  const hasProgress = progressView(objective, { number: 0, finished: false }).kind !== 'none';
  const rows = [...teams].sort((a, b) => {
    const sa = board.score(objective.id, a.id);
    const sb = board.score(objective.id, b.id);
    return (sa.rank || Infinity) - (sb.rank || Infinity) || sb.points - sa.points || sb.number - sa.number;
  });
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm">
        <caption className="sr-only">{objective.name || 'Objective'}: results by team</caption>
        <thead>
          <tr>
            {showPoints && <th scope="col">Points</th>}
            <th scope="col">Team</th>
            {ranked && <th scope="col">Place</th>}
            {hasProgress && <th scope="col">Progress</th>}
            {submission && <th scope="col">Status</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((team) => {
            const score = board.score(objective.id, team.id);
            const own = team.id === ownTeamId;
            return (
              <tr key={team.id} className={own ? 'bg-highlight text-highlight-content' : ''}>
                {showPoints && (
                  <td>
                    <Points board={board} objective={objective} teamId={team.id} />
                  </td>
                )}
                <td>
                  <TeamName team={team} highlighted={own} />
                  {own && <span className="sr-only"> (your team)</span>}
                </td>
                {ranked && (
                  <td>
                    <RankLabel rank={score.rank} />
                  </td>
                )}
                {hasProgress && (
                  <td className="min-w-28">
                    <ProgressCell view={progressView(objective, score)} label={team.name} />
                  </td>
                )}
                {submission && <td>{submissionStatus(objective, team.id)}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
