import { rankTooltip } from '@app/scoring';
import type { Objective, Team } from '@app/shared';
import { InfoTip } from '~/components/ui/info-tip';
import { ProgressBar } from '~/components/ui/progress-bar';
import { TeamName } from '~/components/ui/team-name';
import { useEventView } from '~/lib/event-view';
import type { Scoreboard } from '~/lib/scoreboard/scoreboard';

type CollectionTableProps = {
  board: Scoreboard;
  objective: Objective;
  teams: readonly Team[];
  showPoints?: boolean;
};

/**
 * One row per team for an objective with a count to reach: points (with the place in words, not colour alone),
 * progress towards `required_number`, and the team. Sorted by points, then progress (frontend.md §2.2).
 */
export function CollectionTable({ board, objective, teams, showPoints = true }: CollectionTableProps) {
  const { ownTeamId } = useEventView();
  const maxPoints = Math.max(0, ...(objective.scoring_preset?.points ?? [0]));
  const rows = [...teams].sort((a, b) => {
    const sa = board.score(objective.id, a.id);
    const sb = board.score(objective.id, b.id);
    return sb.points - sa.points || sb.number - sa.number;
  });
  const required = Math.max(objective.required_number, 1);
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm">
        <caption className="sr-only">{objective.name || 'Objective'}: progress by team</caption>
        <thead>
          <tr>
            {showPoints && <th scope="col">Points</th>}
            <th scope="col">Progress</th>
            <th scope="col">Team</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((team) => {
            const score = board.score(objective.id, team.id);
            const own = team.id === ownTeamId;
            const count = Math.min(score.number, required);
            return (
              <tr key={team.id} className={own ? 'bg-highlight text-highlight-content' : ''}>
                {showPoints && (
                  <td>
                    <InfoTip
                      tip={`${rankTooltip(score)}: ${score.points} of ${maxPoints} points`}
                      className={`px-1 font-bold tabular-nums ${score.finished ? 'text-success' : ''}`}
                    >
                      {score.points}
                    </InfoTip>
                  </td>
                )}
                <td className="min-w-28">
                  <div className="flex items-center gap-2">
                    <ProgressBar
                      value={count}
                      max={required}
                      tone={score.finished ? 'success' : 'primary'}
                      label={`${team.name}: ${score.number} of ${objective.required_number}`}
                      className="w-20"
                    />
                    <span className="text-xs tabular-nums">
                      {score.number}/{objective.required_number}
                    </span>
                  </div>
                </td>
                <td>
                  <TeamName team={team} highlighted={own} />
                  {own && <span className="sr-only"> (your team)</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
