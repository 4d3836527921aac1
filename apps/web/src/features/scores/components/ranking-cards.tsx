import type { Objective, Team } from '@app/shared';
import { ProgressBar } from '~/components/ui/progress-bar';
import { TeamName } from '~/components/ui/team-name';
import { useEventView } from '~/lib/event-view';
import type { Scoreboard } from '~/lib/scoreboard/scoreboard';
import { Medal, RankLabel } from '~/components/scores/rank-badge';

type RankingCardsProps = {
  board: Scoreboard;
  objective: Objective;
  teams: readonly Team[];
  /** What is counted, e.g. "Items" → "Items: 3 / 5". */
  description: string;
  /** A team's progress and the target; by default the objective's own number and required_number. */
  progress?: (teamId: number) => { actual: number; maximum: number };
};

const CARD_BY_MEDAL = {
  1: 'border-medal-gold',
  2: 'border-medal-silver',
  3: 'border-medal-bronze',
} as const;

/**
 * One card per team for a ranked objective: place, progress and points. Ordered by place, unfinished last, ties
 * by the team order of the page (own team first).
 */
export function RankingCards({ board, objective, teams, description, progress }: RankingCardsProps) {
  const { ownTeamId } = useEventView();
  const read =
    progress ??
    ((teamId: number) => ({ actual: board.score(objective.id, teamId).number, maximum: objective.required_number }));
  const order = new Map(teams.map((team, index) => [team.id, index]));
  const ranked = [...teams].sort((a, b) => {
    const ra = board.score(objective.id, a.id).rank || Infinity;
    const rb = board.score(objective.id, b.id).rank || Infinity;
    return ra - rb || (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0);
  });
  return (
    <ol className="grid gap-2 desktop:grid-cols-2 xl:grid-cols-4" aria-label={`${objective.name}: teams by place`}>
      {ranked.map((team) => {
        const score = board.score(objective.id, team.id);
        const { actual, maximum } = read(team.id);
        const own = team.id === ownTeamId;
        const medalBorder = CARD_BY_MEDAL[score.rank as 1 | 2 | 3] ?? 'border-base-300';
        return (
          <li
            key={team.id}
            className={`flex flex-col gap-1 rounded-box border-2 p-3 ${medalBorder} ${own ? 'bg-highlight text-highlight-content' : 'bg-base-200'}`}
          >
            <div className="flex items-center justify-between gap-2">
              <span className="flex items-center gap-2">
                <Medal rank={score.rank} />
                <TeamName team={team} highlighted={own} />
              </span>
              <span className="font-bold tabular-nums">{score.points} pts</span>
            </div>
            <div className="flex items-center justify-between gap-2 text-sm">
              <span>
                {description}: {actual} / {maximum}
              </span>
              <RankLabel rank={score.rank} />
            </div>
            {!score.finished && (
              <ProgressBar
                value={actual}
                max={maximum}
                label={`${team.name}: ${description} ${actual} of ${maximum}`}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}
