import { rankTooltip } from '@app/scoring';
import type { Objective, Score } from '@app/shared';
import { InfoTip } from '~/components/ui/info-tip';
import { zeroPointsReason } from '~/lib/scoreboard/objective-state';
import { objectiveMaximum } from '~/lib/scoreboard/rule-shares';
import type { Scoreboard } from '~/lib/scoreboard/scoreboard';

/** " of 40": the most the objective gives, summed over its rules, where their lists say it; '' otherwise. */
function outOf(objective: Objective): string {
  const most = objectiveMaximum(objective);
  return most === null || most <= 0 ? '' : ` of ${most}`;
}

/**
 * A team's points on an objective (its place and the most it gives behind the number); when it counts something but scores 0, an ⓘ beside the 0 says why (its window
 * has not closed, only the first three of a bingo score, …).
 */
export function Points({
  board,
  objective,
  teamId,
  className = '',
}: {
  board: Scoreboard;
  objective: Objective;
  teamId: number;
  className?: string;
}) {
  const score: Score = board.score(objective.id, teamId);
  const reason = zeroPointsReason({ objective, score, parent: board.parentOf(objective.id), now: board.now });
  return (
    <span className={`inline-flex items-center gap-1 tabular-nums ${className}`}>
      <InfoTip tip={`${rankTooltip(score)}: ${score.points}${outOf(objective)} points`} className="px-1">
        <span className={`font-bold ${score.points > 0 ? 'text-success' : ''}`}>{score.points}</span>
      </InfoTip>
      {reason && (
        <InfoTip tip={`0 points: ${reason}`} className="size-5 text-xs text-base-content/80">
          <span aria-hidden="true" className="rounded-full border border-current px-1 leading-tight">
            i
          </span>
        </InfoTip>
      )}
    </span>
  );
}
